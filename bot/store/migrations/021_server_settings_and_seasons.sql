-- Server settings and seasons (issue 29).

-- Per-server settings, one row per server and setting (the first: the season length and the channel
-- where a season's champions are announced; bot/store/settings.py lists the names). A server without a
-- row has the default, so a new setting needs no migration.
CREATE TABLE guild_settings (
    guild_id    INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    value       TEXT    NOT NULL,
    updated_by  INTEGER,
    updated_at  TEXT    NOT NULL,
    PRIMARY KEY (guild_id, name)
);

-- Seasons of a scope ('global' or 'guild:<id>', as the ratings' scopes), numbered 1, 2, ... A scope's
-- first season starts when it is first needed (a game finishing there, a /leaderboard or /setup asking);
-- each next one starts where the previous ended (bot/store/seasons.py). A row never changes once
-- written, but for its announcement: a finished game belongs to the season whose span holds its finish
-- time, so the ratings per season are rebuilt from the results log like the all-time ones.
CREATE TABLE seasons (
    scope           TEXT    NOT NULL,
    number          INTEGER NOT NULL CHECK (number >= 1),
    starts_at       TEXT    NOT NULL,
    ends_at         TEXT    NOT NULL,
    months          INTEGER NOT NULL,         -- the season length in effect when it began
    announce_claim  TEXT,                     -- a process is announcing its champions since then (a lease)
    announced_at    TEXT,                     -- announced (or nothing to announce): never again
    PRIMARY KEY (scope, number),
    CHECK (starts_at < ends_at)
);
-- The season holding a time: the scope's latest season starting at or before it.
CREATE INDEX seasons_by_start ON seasons (scope, starts_at);
-- The announcement sweep: ended seasons not announced yet.
CREATE INDEX seasons_unannounced ON seasons (ends_at) WHERE announced_at IS NULL;

-- Season views of the solo and campaign boards: a game type's finished solo games of a span.
CREATE INDEX solo_games_by_finish ON solo_games (game_type, mode, finished_at);
