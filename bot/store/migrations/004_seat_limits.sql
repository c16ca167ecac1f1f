-- Seat limits in the database (issue 7): two bot processes seating players at the same moment
-- each checked the count in memory and both got in. A table now records its game's maximum and
-- a trigger refuses a member beyond it (the message 'table full' is what the store looks for).
-- Tables opened before this migration have no maximum (NULL): the trigger lets them be.

ALTER TABLE games ADD COLUMN max_players INTEGER CHECK (max_players >= 0);

CREATE TRIGGER lobby_members_seat_limit BEFORE INSERT ON lobby_members
WHEN (SELECT COUNT(*) FROM lobby_members WHERE game_id = NEW.game_id)
     >= (SELECT max_players FROM games WHERE id = NEW.game_id)
BEGIN SELECT RAISE(ABORT, 'table full'); END;
