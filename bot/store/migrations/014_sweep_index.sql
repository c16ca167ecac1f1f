-- The reminder, takeover and response sweeps read the active games not changed since a cutoff
-- (issue 21: a sweep costs the games that are due, not every open table). Partial: only active games,
-- so queries about lobbies or finished games plan as before.
CREATE INDEX games_active_updated ON games (updated_at) WHERE status = 'active';
