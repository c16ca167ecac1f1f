-- The guided first game (/learn, issue 32): which games are teaching games, whose, and when they
-- ended. A teaching game is unrated and counts in no record (play counts, AI levels, solo boards);
-- its player's /profile says they finished one. ``advice_version``/``advice_key`` hold the choice
-- the guide pointed out on the seat's current guided step, so a different choice is told what it did.
CREATE TABLE learn_games (
    game_id        INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    user_id        INTEGER NOT NULL,
    game_type      TEXT    NOT NULL,
    started_at     TEXT    NOT NULL,
    finished_at    TEXT,
    advice_version INTEGER,
    advice_key     TEXT
);
CREATE INDEX learn_games_user ON learn_games (user_id, game_type);

-- The version of the game at which each rule was first explained (its sentences are shown once, not
-- at every step of a turn that keeps to the same rule).
CREATE TABLE learn_explained (
    game_id INTEGER NOT NULL REFERENCES learn_games(game_id) ON DELETE CASCADE,
    rule    TEXT    NOT NULL,
    version INTEGER NOT NULL,
    PRIMARY KEY (game_id, rule)
);
