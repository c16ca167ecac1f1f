-- Solo play, campaigns, daily challenges, the ratings cache and forget-me (issue 3).

-- Every solo game the bot starts (mode: high_score | campaign), filled in when it finishes.
CREATE TABLE solo_games (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    user_id     INTEGER NOT NULL,
    guild_id    INTEGER,
    game_type   TEXT    NOT NULL,
    mode        TEXT    NOT NULL CHECK (mode IN ('high_score', 'campaign')),
    start       INTEGER NOT NULL,          -- the difficulty (set by the game's solo mode)
    created_at  TEXT    NOT NULL,
    finished_at TEXT,                      -- NULL while running (or abandoned)
    score       INTEGER,
    opponent    INTEGER,                   -- the virtual opponent's score
    won         INTEGER CHECK (won IN (0, 1))
);
CREATE INDEX solo_games_by_user ON solo_games (user_id, game_type, mode, game_id);
CREATE INDEX solo_games_by_start ON solo_games (game_type, mode, start, score);

-- Personal high score per starting value (the score sheet rows), updated when a game finishes.
CREATE TABLE solo_records (
    user_id      INTEGER NOT NULL,
    game_type    TEXT    NOT NULL,
    start        INTEGER NOT NULL,
    best_score   INTEGER NOT NULL,
    best_game_id INTEGER NOT NULL,
    plays        INTEGER NOT NULL DEFAULT 0,
    updated_at   TEXT    NOT NULL,
    PRIMARY KEY (user_id, game_type, start)
);

-- Campaign state per user and game: the next start, and the campaign result so far.
CREATE TABLE campaigns (
    user_id      INTEGER NOT NULL,
    game_type    TEXT    NOT NULL,
    position     INTEGER NOT NULL,         -- start value of the next campaign game
    best_start   INTEGER,                  -- lowest start from which the user won (NULL: no win yet)
    best_score   INTEGER,                  -- the best final score among wins from best_start
    best_game_id INTEGER,
    games        INTEGER NOT NULL DEFAULT 0,
    wins         INTEGER NOT NULL DEFAULT 0,
    updated_at   TEXT    NOT NULL,
    PRIMARY KEY (user_id, game_type)
);

-- The day's deal per game (UTC day YYYY-MM-DD); the seed is derived, the row documents it.
CREATE TABLE challenges (
    game_type  TEXT    NOT NULL,
    day        TEXT    NOT NULL,
    seed       INTEGER NOT NULL,
    options    TEXT    NOT NULL DEFAULT '{}',
    PRIMARY KEY (game_type, day)
);

-- Attempts: the first of a user's day is the recorded one; later plays are kept unrecorded.
CREATE TABLE challenge_entries (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    game_type   TEXT    NOT NULL,
    day         TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    guild_id    INTEGER,
    recorded    INTEGER NOT NULL CHECK (recorded IN (0, 1)),
    created_at  TEXT    NOT NULL,
    finished_at TEXT,
    score       INTEGER,
    details     TEXT    NOT NULL DEFAULT '{}'
);
CREATE UNIQUE INDEX challenge_one_recorded ON challenge_entries (game_type, day, user_id) WHERE recorded = 1;
CREATE INDEX challenge_by_day ON challenge_entries (game_type, day, score);

-- Ratings: a cache rebuilt from the results log (scope 'global' or 'guild:<id>').
CREATE TABLE ratings (
    scope      TEXT    NOT NULL,
    game_type  TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    PRIMARY KEY (scope, game_type, user_id)
);
-- Which results the cache holds: number of rated games and the last one applied.
CREATE TABLE ratings_meta (
    game_type  TEXT    PRIMARY KEY,
    games      INTEGER NOT NULL,
    last_key   TEXT    NOT NULL
);

-- Forget-me: a forgotten user's rows keep a pseudonymous id -pseudonym (no mapping is kept).
CREATE TABLE forgotten (
    pseudonym    INTEGER PRIMARY KEY AUTOINCREMENT,
    forgotten_at TEXT    NOT NULL
);

-- Results stay immutable except for anonymisation of user_id (forget-me).
DROP TRIGGER results_no_update;
CREATE TRIGGER results_no_update BEFORE UPDATE OF game_id, seat, rank, score, details ON results
BEGIN SELECT RAISE(ABORT, 'results are immutable'); END;
