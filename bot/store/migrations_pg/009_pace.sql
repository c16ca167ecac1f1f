-- A pace per table with per-player time banks, and /away. PostgreSQL twin of migrations/009_pace.sql.

-- The table's pace (bot/table/pace.py: live, daily, weekly, none); NULL, as in games stored before
-- this migration, is "none": reminders and takeover offers after the settings' fixed delays.
ALTER TABLE games ADD COLUMN pace TEXT;

-- Each seat's time bank in seconds as it stood when its current awaited span began (NULL: not
-- started yet, the pace's starting bank), the span's start (NULL: not awaited, the bank is not
-- running), how many of the span's notices went out (reminders, then the takeover offer), and
-- whether its AI stand-in plays only the current span (the seat returns to its owner by itself).
ALTER TABLE seats ADD COLUMN bank_seconds DOUBLE PRECISION;
ALTER TABLE seats ADD COLUMN awaited_since TEXT COLLATE "C";
ALTER TABLE seats ADD COLUMN bank_notices INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN stand_in_once INTEGER NOT NULL DEFAULT 0 CHECK (stand_in_once IN (0, 1));

-- /away: the spans a player was (or is) away; the clock is not charged meanwhile. Ending early
-- moves ends_at back to the moment of return.
CREATE TABLE away_spans (
    user_id   BIGINT NOT NULL,
    starts_at TEXT COLLATE "C" NOT NULL,
    ends_at   TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (user_id, starts_at)
);
