-- The bot where players are (issue 33). PostgreSQL twin of migrations/027_turn_messages_events_polls.sql.

ALTER TABLE table_posts ADD COLUMN turn_message_id BIGINT;
ALTER TABLE table_posts ADD COLUMN turn_message_turn BIGINT;
ALTER TABLE table_posts ADD COLUMN turn_message_users TEXT NOT NULL DEFAULT '[]';

CREATE TABLE table_events (
    game_id      BIGINT  PRIMARY KEY REFERENCES games (id),
    guild_id     BIGINT  NOT NULL,
    channel_id   BIGINT  NOT NULL,
    event_id     BIGINT,
    starts_at    TEXT COLLATE "C" NOT NULL,
    reminded_at  TEXT COLLATE "C",
    ended_at     TEXT COLLATE "C"
);
CREATE INDEX table_events_due ON table_events (starts_at) WHERE reminded_at IS NULL;
CREATE INDEX table_events_open ON table_events (game_id) WHERE ended_at IS NULL;

CREATE TABLE game_polls (
    message_id   BIGINT  PRIMARY KEY,
    guild_id     BIGINT  NOT NULL,
    channel_id   BIGINT  NOT NULL,
    creator_id   BIGINT  NOT NULL,
    creator_name TEXT    NOT NULL,
    games        TEXT    NOT NULL,
    locale       TEXT    NOT NULL,
    ends_at      TEXT COLLATE "C" NOT NULL,
    closed_at    TEXT COLLATE "C",
    game_id      BIGINT
);
CREATE INDEX game_polls_due ON game_polls (ends_at) WHERE closed_at IS NULL;
