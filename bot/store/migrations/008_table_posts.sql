-- Tables people live with for days (issue 19): a table moves into its own thread when its game starts,
-- its lobby message stays in the channel as the table's live line, and the table keeps at most one live
-- notice (the bot deletes the previous one). How each user wants to be told that a table awaits them.

CREATE TABLE table_posts (
    game_id           INTEGER PRIMARY KEY REFERENCES games (id),
    home_channel_id   INTEGER,                 -- where the lobby was opened (the game itself moved to a thread)
    lobby_message_id  INTEGER,                 -- the lobby message there: the table's live line, edited
    notice_message_id INTEGER,                 -- the table's one live notice (NULL: none)
    notice_seats      TEXT    NOT NULL DEFAULT '[]'   -- the seats that notice asks (JSON list)
);
CREATE INDEX table_posts_by_home ON table_posts (home_channel_id, game_id);

CREATE TABLE notify_prefs (
    user_id     INTEGER PRIMARY KEY,
    mode        TEXT    NOT NULL CHECK (mode IN ('mention', 'dm', 'none')),
    dm_refused  INTEGER NOT NULL DEFAULT 0 CHECK (dm_refused IN (0, 1)),   -- told once that DMs fail
    updated_at  TEXT    NOT NULL
);
