-- AI seats and absent players (issue 4). PostgreSQL twin of migrations/003_ai_seats.sql.

-- A game with a seat handed to an AI stand-in is not rated (leaderboards skip rated = 0).
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));

-- While an AI stands in for an absent player: user_id is NULL, ai_level is the stand-in's level and
-- absent_user_id remembers whose seat it is (they may take it back).
ALTER TABLE seats ADD COLUMN absent_user_id BIGINT;

-- Reminders and takeover offers already posted, once per game version (kind: reminder | takeover).
CREATE TABLE turn_notices (
    game_id   BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version   INTEGER NOT NULL,
    kind      TEXT    NOT NULL,
    sent_at   TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (game_id, version, kind)
);
