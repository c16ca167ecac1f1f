-- Seat limits in the database (issue 7). PostgreSQL twin of migrations/004_seat_limits.sql.
-- The trigger locks the table's games row first, so concurrent inserts for one table count one
-- after the other (each statement of a plpgsql function sees rows committed before it ran).

ALTER TABLE games ADD COLUMN max_players INTEGER CHECK (max_players >= 0);

CREATE FUNCTION lobby_members_seat_limit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    cap INTEGER;
BEGIN
    SELECT max_players INTO cap FROM games WHERE id = NEW.game_id FOR UPDATE;
    IF cap IS NOT NULL AND (SELECT COUNT(*) FROM lobby_members WHERE game_id = NEW.game_id) >= cap THEN
        RAISE EXCEPTION 'table full' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER lobby_members_seat_limit BEFORE INSERT ON lobby_members
    FOR EACH ROW EXECUTE FUNCTION lobby_members_seat_limit();
