-- Hints and records against AI levels (issue 28): the table option "hints", who used how many, the
-- hinted solo and challenge games (kept off the leaderboards), and each player's record against every
-- AI level and solo difficulty, kept per game end like play_counts (bot/store/tallies.py).

-- The table's hint option: 'on' or 'off' as its creator set it; NULL, as in every game stored before,
-- is the default: allowed unless the game is rated (bot/table/hints.py).
ALTER TABLE games ADD COLUMN hints TEXT CHECK (hints IN ('on', 'off'));

-- Hints the seat's player asked for (a game with any is not rated: games.rated = 0 from the first).
ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;

-- A solo game or challenge attempt in which its player used a hint: recorded, but kept off the
-- high-score, campaign and challenge boards.
ALTER TABLE solo_games ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0 CHECK (hinted IN (0, 1));
ALTER TABLE challenge_entries ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0 CHECK (hinted IN (0, 1));

-- A player's finished games and wins against each AI level ('ai:<level>': games with an AI seat of
-- that level, counted once per level the table seated; a win is first place) and each solo difficulty
-- ('solo:<start>': a win as the solo mode reads it), everywhere ('global') and per server
-- ('guild:<id>'). Games in which the player used a hint count apart, in ``hinted``.
CREATE TABLE level_records (
    user_id    INTEGER NOT NULL,
    game_type  TEXT    NOT NULL,
    scope      TEXT    NOT NULL,
    opponent   TEXT    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    hinted     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, game_type, scope, opponent)
);

INSERT INTO level_records (user_id, game_type, scope, opponent, games, wins, hinted)
SELECT r.user_id, g.game_type, 'global', 'ai:' || a.level, COUNT(*), SUM(CASE WHEN r.rank = 1 THEN 1 ELSE 0 END), 0
FROM results r JOIN games g ON g.id = r.game_id
JOIN (SELECT DISTINCT game_id, ai_level AS level FROM seats
      WHERE ai_level IS NOT NULL AND absent_user_id IS NULL AND resigned IS NULL) a ON a.game_id = g.id
WHERE r.user_id IS NOT NULL AND g.status = 'finished'
GROUP BY r.user_id, g.game_type, a.level;
INSERT INTO level_records (user_id, game_type, scope, opponent, games, wins, hinted)
SELECT r.user_id, g.game_type, 'guild:' || g.guild_id, 'ai:' || a.level, COUNT(*),
       SUM(CASE WHEN r.rank = 1 THEN 1 ELSE 0 END), 0
FROM results r JOIN games g ON g.id = r.game_id
JOIN (SELECT DISTINCT game_id, ai_level AS level FROM seats
      WHERE ai_level IS NOT NULL AND absent_user_id IS NULL AND resigned IS NULL) a ON a.game_id = g.id
WHERE r.user_id IS NOT NULL AND g.status = 'finished' AND g.guild_id IS NOT NULL
GROUP BY r.user_id, g.game_type, g.guild_id, a.level;
INSERT INTO level_records (user_id, game_type, scope, opponent, games, wins, hinted)
SELECT user_id, game_type, 'global', 'solo:' || start, COUNT(*), SUM(CASE WHEN won = 1 THEN 1 ELSE 0 END), 0
FROM solo_games WHERE finished_at IS NOT NULL
GROUP BY user_id, game_type, start;
INSERT INTO level_records (user_id, game_type, scope, opponent, games, wins, hinted)
SELECT user_id, game_type, 'guild:' || guild_id, 'solo:' || start, COUNT(*), SUM(CASE WHEN won = 1 THEN 1 ELSE 0 END), 0
FROM solo_games WHERE finished_at IS NOT NULL AND guild_id IS NOT NULL
GROUP BY user_id, game_type, guild_id, start;
