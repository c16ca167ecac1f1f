-- Initial schema: games, lobby, seats, the action log and the immutable results.

CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    game_type   TEXT    NOT NULL,
    options     TEXT    NOT NULL DEFAULT '{}',
    seed        INTEGER,
    status      TEXT    NOT NULL DEFAULT 'lobby'
                CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    seat_order  TEXT    NOT NULL DEFAULT 'random' CHECK (seat_order IN ('random', 'joined')),
    state       TEXT,
    version     INTEGER NOT NULL DEFAULT 0,
    creator_id  INTEGER NOT NULL,
    created_at  TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL
);

-- One live (lobby or active) game per channel.
CREATE UNIQUE INDEX games_one_live_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'active');
CREATE INDEX games_by_channel ON games (channel_id, id);

-- Who sits at an open table, in join order (AI seats have user_id NULL).
CREATE TABLE lobby_members (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    pos       INTEGER NOT NULL,
    user_id   INTEGER,
    ai_level  TEXT,
    name      TEXT    NOT NULL,
    PRIMARY KEY (game_id, pos),
    CHECK ((user_id IS NULL) <> (ai_level IS NULL))
);
CREATE UNIQUE INDEX lobby_members_user ON lobby_members (game_id, user_id) WHERE user_id IS NOT NULL;

CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    user_id   INTEGER,
    ai_level  TEXT,
    name      TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat),
    CHECK ((user_id IS NULL) <> (ai_level IS NULL))
);
CREATE INDEX seats_by_user ON seats (user_id);

-- The action log: the source of truth (games.state is a cache of replaying it).
CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    action_key  TEXT    NOT NULL,
    turn        INTEGER NOT NULL,
    reveals     INTEGER NOT NULL DEFAULT 0 CHECK (reveals IN (0, 1)),
    events      TEXT    NOT NULL DEFAULT '[]',
    created_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Final standings: an immutable match log (ratings are rebuilt from it).
CREATE TABLE results (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    seat      INTEGER NOT NULL,
    user_id   INTEGER,
    rank      INTEGER NOT NULL,
    score     INTEGER NOT NULL,
    details   TEXT    NOT NULL DEFAULT '{}',
    PRIMARY KEY (game_id, seat)
);

CREATE TRIGGER results_no_update BEFORE UPDATE ON results
BEGIN SELECT RAISE(ABORT, 'results are immutable'); END;
CREATE TRIGGER results_no_delete BEFORE DELETE ON results
BEGIN SELECT RAISE(ABORT, 'results are immutable'); END;
