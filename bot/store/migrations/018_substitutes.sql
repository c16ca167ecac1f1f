-- Substitutes and /games as the place you act (issue 29, "stall").

-- A seat open for a substitute since (NULL: not open): offered by its player, or handed to an AI by a
-- vote to replace its player. Whoever claims it takes the seat; replaced_user_id keeps who held it
-- last before (they cannot claim it back).
ALTER TABLE seats ADD COLUMN open_since TEXT;
ALTER TABLE seats ADD COLUMN replaced_user_id INTEGER;
CREATE INDEX seats_open ON seats (game_id) WHERE open_since IS NOT NULL;

-- /games reads a user's running seats and open tables, not their whole history: a seat (and a lobby
-- membership) is "live" until its game ends (lobby: until it starts or closes), kept by the triggers
-- below, and the partial indexes hold only the live ones, so a player with 10,000 finished games
-- costs what one with 100 costs.
ALTER TABLE seats ADD COLUMN live INTEGER NOT NULL DEFAULT 1 CHECK (live IN (0, 1));
ALTER TABLE lobby_members ADD COLUMN live INTEGER NOT NULL DEFAULT 1 CHECK (live IN (0, 1));
UPDATE seats SET live = 0 WHERE game_id IN (SELECT id FROM games WHERE status IN ('finished', 'abandoned'));
UPDATE lobby_members SET live = 0 WHERE game_id IN (SELECT id FROM games WHERE status <> 'lobby');
CREATE INDEX seats_live_by_user ON seats (user_id) WHERE live = 1;
CREATE INDEX seats_live_by_absent_user ON seats (absent_user_id) WHERE live = 1 AND absent_user_id IS NOT NULL;
CREATE INDEX lobby_members_live_by_user ON lobby_members (user_id) WHERE live = 1 AND user_id IS NOT NULL;

CREATE TRIGGER seats_end_with_their_game AFTER UPDATE OF status ON games
WHEN NEW.status IN ('finished', 'abandoned') AND OLD.status <> NEW.status
BEGIN UPDATE seats SET live = 0, open_since = NULL WHERE game_id = NEW.id; END;
CREATE TRIGGER lobby_members_end_with_their_lobby AFTER UPDATE OF status ON games
WHEN OLD.status = 'lobby' AND NEW.status <> 'lobby'
BEGIN UPDATE lobby_members SET live = 0 WHERE game_id = NEW.id; END;

-- /games open: the open tables (lobbies) of a server.
CREATE INDEX games_lobbies_by_guild ON games (guild_id, id) WHERE status = 'lobby';
