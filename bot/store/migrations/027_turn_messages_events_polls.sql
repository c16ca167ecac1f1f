-- The bot where players are (issue 33): one message a turn, live tables as server events, a poll for
-- the next game.

-- A table's turn message: the one layout message of the current turn (its board, what is asked of
-- whom, its buttons). A change within the turn edits it, or, when someone new must be pinged, posts it
-- again with the board as it stands and deletes the earlier copy (unless a player it pinged still
-- has to answer). turn_message_users: the users that message pinged (JSON list).
ALTER TABLE table_posts ADD COLUMN turn_message_id INTEGER;
ALTER TABLE table_posts ADD COLUMN turn_message_turn INTEGER;
ALTER TABLE table_posts ADD COLUMN turn_message_users TEXT NOT NULL DEFAULT '[]';

-- A live table scheduled with /play ... when: (its lobby), with the server event the bot created for
-- it. The start's reminder and the event's end are each claimed once (several processes, restarts).
CREATE TABLE table_events (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id),
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,        -- where the lobby was posted (its reminder goes there)
    event_id     INTEGER,                 -- the server event (NULL: Discord refused one)
    starts_at    TEXT    NOT NULL,        -- ISO 8601, UTC
    reminded_at  TEXT,                    -- the players were reminded (the event started)
    ended_at     TEXT                     -- the event was ended with the table
);
CREATE INDEX table_events_due ON table_events (starts_at) WHERE reminded_at IS NULL;
-- the events not ended yet (a sweep ends those whose table ended without the bot seeing it end)
CREATE INDEX table_events_open ON table_events (game_id) WHERE ended_at IS NULL;

-- A poll for the next game (/play poll:): a Discord poll in a channel; when it ends, its result opens
-- the lobby of the game that won (claimed once).
CREATE TABLE game_polls (
    message_id   INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    creator_id   INTEGER NOT NULL,
    creator_name TEXT    NOT NULL,
    games        TEXT    NOT NULL,        -- the game types in the order of the poll's answers (JSON)
    locale       TEXT    NOT NULL,        -- the language the poll was asked in (the lobby's too)
    ends_at      TEXT    NOT NULL,
    closed_at    TEXT,                    -- the result was read (and the lobby opened)
    game_id      INTEGER                  -- the lobby the result opened
);
CREATE INDEX game_polls_due ON game_polls (ends_at) WHERE closed_at IS NULL;
