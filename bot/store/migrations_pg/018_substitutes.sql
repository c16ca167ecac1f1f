-- Substitutes and /games as the place you act (issue 29, "stall"). PostgreSQL twin of
-- migrations/018_substitutes.sql.

ALTER TABLE seats ADD COLUMN open_since TEXT COLLATE "C";
ALTER TABLE seats ADD COLUMN replaced_user_id BIGINT;
CREATE INDEX seats_open ON seats (game_id) WHERE open_since IS NOT NULL;

-- Live seats and lobby memberships (until their game ends, or their lobby starts or closes).
ALTER TABLE seats ADD COLUMN live INTEGER NOT NULL DEFAULT 1 CHECK (live IN (0, 1));
ALTER TABLE lobby_members ADD COLUMN live INTEGER NOT NULL DEFAULT 1 CHECK (live IN (0, 1));
UPDATE seats SET live = 0 WHERE game_id IN (SELECT id FROM games WHERE status IN ('finished', 'abandoned'));
UPDATE lobby_members SET live = 0 WHERE game_id IN (SELECT id FROM games WHERE status <> 'lobby');
CREATE INDEX seats_live_by_user ON seats (user_id) WHERE live = 1;
CREATE INDEX seats_live_by_absent_user ON seats (absent_user_id) WHERE live = 1 AND absent_user_id IS NOT NULL;
CREATE INDEX lobby_members_live_by_user ON lobby_members (user_id) WHERE live = 1 AND user_id IS NOT NULL;

CREATE FUNCTION seats_end_with_their_game() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.status IN ('finished', 'abandoned') THEN
        UPDATE seats SET live = 0, open_since = NULL WHERE game_id = NEW.id;
    END IF;
    IF OLD.status = 'lobby' THEN
        UPDATE lobby_members SET live = 0 WHERE game_id = NEW.id;
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER seats_end_with_their_game AFTER UPDATE OF status ON games
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
    EXECUTE FUNCTION seats_end_with_their_game();

CREATE INDEX games_lobbies_by_guild ON games (guild_id, id) WHERE status = 'lobby';
