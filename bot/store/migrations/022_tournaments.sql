-- Tournaments the bot runs (issue 29): sign-up, rounds paired by standing, each table a game.

-- One tournament: what its sign-up message offers, and where it stands. ``round`` is the round being
-- played (0: signing up). Its tables are ordinary games (rated like any table), linked below.
CREATE TABLE tournaments (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,       -- the channel of its sign-up message, round posts and threads
    message_id       INTEGER,                -- the sign-up message (edited as players join)
    game_type        TEXT    NOT NULL,
    options          TEXT    NOT NULL DEFAULT '{}',
    format           TEXT    NOT NULL CHECK (format IN ('swiss', 'round_robin', 'knockout')),
    rounds           INTEGER NOT NULL CHECK (rounds >= 1),   -- planned (a knockout: as many as it takes)
    seats_per_table  INTEGER NOT NULL CHECK (seats_per_table BETWEEN 2 AND 4),
    pace             TEXT,
    max_players      INTEGER NOT NULL,
    min_rating       REAL,                   -- the rating gate (NULL: none)
    sign_up_until    TEXT    NOT NULL,
    organiser_id     INTEGER NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'signup'
                     CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    round            INTEGER NOT NULL DEFAULT 0,
    note             TEXT,                   -- why it was cancelled (a message id), if it was
    created_at       TEXT    NOT NULL,
    updated_at       TEXT    NOT NULL,
    final_claim      TEXT,                   -- a process is posting the final standings (a lease)
    final_posted_at  TEXT                    -- the final standings were posted
);
-- The sweep: tournaments signing up or running. A server's tournaments, newest first (/tournament).
CREATE INDEX tournaments_running ON tournaments (id) WHERE status = 'running';
CREATE INDEX tournaments_signing_up ON tournaments (sign_up_until) WHERE status = 'signup';
CREATE INDEX tournaments_to_announce ON tournaments (id) WHERE status IN ('finished', 'cancelled')
    AND final_posted_at IS NULL;
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, id);

-- Who signed up; the seed is fixed at the start (1 = best: the server rating then, then sign-up order).
CREATE TABLE tournament_players (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    user_id        INTEGER NOT NULL,
    name           TEXT    NOT NULL,
    joined_at      TEXT    NOT NULL,
    pos            INTEGER NOT NULL,         -- sign-up order
    seed           INTEGER,
    rating         REAL,
    PRIMARY KEY (tournament_id, user_id)
);
-- Forget-me finds a user's sign-ups (their name is personal data).
CREATE INDEX tournament_players_by_user ON tournament_players (user_id);

-- A round is paired exactly once: its row is inserted in the transaction that inserts its tables, and
-- the primary key refuses a second pairing by another process. ``finished_at`` is claimed once too (the
-- transaction that ends a round pairs the next one or ends the tournament).
CREATE TABLE tournament_rounds (
    tournament_id        INTEGER NOT NULL REFERENCES tournaments (id),
    round                INTEGER NOT NULL CHECK (round >= 1),
    paired_at            TEXT    NOT NULL,
    finished_at          TEXT,
    post_claim           TEXT,               -- a process is posting the round (a lease)
    posted_at            TEXT,               -- its tables (and the standings before it) were posted
    PRIMARY KEY (tournament_id, round)
);
CREATE INDEX tournament_rounds_to_post ON tournament_rounds (tournament_id, round) WHERE posted_at IS NULL;

-- A round's tables: the players (JSON list of user ids, in the order drawn), a bye (one player, no
-- game), and the game once opened. The game of a table is opened exactly once: it starts in a channel id
-- of its own (negative: bot.table.tournaments.table_channel), where one live game is all the
-- games_one_live_per_channel index allows, then moves into its thread.
CREATE TABLE tournament_tables (
    tournament_id  INTEGER NOT NULL,
    round          INTEGER NOT NULL,
    table_no       INTEGER NOT NULL,
    players        TEXT    NOT NULL,
    bye            INTEGER NOT NULL DEFAULT 0 CHECK (bye IN (0, 1)),
    game_id        INTEGER REFERENCES games (id),
    seats          TEXT,                     -- JSON: each seat's player when the game started (a substitute
                                             -- may hold a seat later; its result is the entrant's)
    thread_claim   TEXT,                     -- a process is opening its thread (a lease)
    thread_id      INTEGER,
    PRIMARY KEY (tournament_id, round, table_no),
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds (tournament_id, round)
);
CREATE UNIQUE INDEX tournament_tables_by_game ON tournament_tables (game_id) WHERE game_id IS NOT NULL;
