-- Tables people live with for days (issue 19): PostgreSQL twin of migrations/008_table_posts.sql.

CREATE TABLE table_posts (
    game_id           BIGINT  PRIMARY KEY REFERENCES games (id),
    home_channel_id   BIGINT,
    lobby_message_id  BIGINT,
    notice_message_id BIGINT,
    notice_seats      TEXT    NOT NULL DEFAULT '[]'
);
CREATE INDEX table_posts_by_home ON table_posts (home_channel_id, game_id);

CREATE TABLE notify_prefs (
    user_id     BIGINT  PRIMARY KEY,
    mode        TEXT    NOT NULL CHECK (mode IN ('mention', 'dm', 'none')),
    dm_refused  INTEGER NOT NULL DEFAULT 0 CHECK (dm_refused IN (0, 1)),
    updated_at  TEXT COLLATE "C" NOT NULL
);
