-- Records with years of history (issue 20): ratings kept per game instead of rebuilt per read, counts
-- kept per player, and an index for every query of /leaderboard, /profile, /game replay's
-- autocomplete, /games, the game end and the reminder sweeps (bot/store/tallies.py has the
-- statements that keep the new tables, inside the transaction that records a game's results).

-- The rated games of each type as the results log holds them: how many, the last in finish order
-- ("<updated_at>#<id:012>"), and an epoch that moves whenever that history changes other than by
-- appending (a result recorded out of order, a finished game changed). The ratings cache
-- (ratings_meta) is fresh exactly when it names the same three; behind by appends only (same epoch)
-- it catches up game by game; any other difference is a rebuild (bot/records/ratings.py).
CREATE TABLE rated_log (
    game_type  TEXT    PRIMARY KEY,
    games      INTEGER NOT NULL,
    last_key   TEXT    NOT NULL,
    epoch      INTEGER NOT NULL DEFAULT 0
);
ALTER TABLE ratings_meta ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;

INSERT INTO rated_log (game_type, games, last_key, epoch)
SELECT g.game_type, COUNT(*), MAX(g.updated_at || '#' || substr('000000000000' || g.id, -12, 12)), 0
FROM games g
WHERE g.status = 'finished' AND g.rated = 1
  AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) >= 2
  AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND (s.ai_level IS NOT NULL OR s.user_id IS NULL)
                  AND s.resigned IS NULL)
  AND NOT EXISTS (SELECT 1 FROM results x WHERE x.game_id = g.id AND x.user_id IS NULL)
GROUP BY g.game_type;
-- A cache that does not hold exactly that history is stale: a rebuild, not a catch-up.
UPDATE rated_log SET epoch = 1 WHERE NOT EXISTS (
    SELECT 1 FROM ratings_meta m WHERE m.game_type = rated_log.game_type AND m.games = rated_log.games
    AND m.last_key = rated_log.last_key);

-- A finished game whose status, rated flag or finish time changes rewrites rated history.
CREATE TRIGGER games_rated_history AFTER UPDATE OF status, rated, updated_at ON games
WHEN OLD.status = 'finished'
     AND (NEW.status IS NOT OLD.status OR NEW.rated IS NOT OLD.rated OR NEW.updated_at IS NOT OLD.updated_at)
BEGIN UPDATE rated_log SET epoch = epoch + 1 WHERE game_type = OLD.game_type; END;

-- Finished multiplayer games and wins per player and game type (AI games included), everywhere
-- ('global') and per server ('guild:<id>', as the ratings' scopes): /profile's "N games, M wins"
-- without counting the player's history, and on a server only what was played there.
CREATE TABLE play_counts (
    user_id    INTEGER NOT NULL,
    game_type  TEXT    NOT NULL,
    scope      TEXT    NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    PRIMARY KEY (user_id, game_type, scope)
);
INSERT INTO play_counts (user_id, game_type, scope, games, wins)
SELECT r.user_id, g.game_type, 'global', COUNT(*), SUM(CASE WHEN r.rank = 1 THEN 1 ELSE 0 END)
FROM results r JOIN games g ON g.id = r.game_id
WHERE r.user_id IS NOT NULL AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) >= 2
GROUP BY r.user_id, g.game_type;
INSERT INTO play_counts (user_id, game_type, scope, games, wins)
SELECT r.user_id, g.game_type, 'guild:' || g.guild_id, COUNT(*), SUM(CASE WHEN r.rank = 1 THEN 1 ELSE 0 END)
FROM results r JOIN games g ON g.id = r.game_id
WHERE r.user_id IS NOT NULL AND g.guild_id IS NOT NULL AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) >= 2
GROUP BY r.user_id, g.game_type, g.guild_id;

-- Rated games of a type in finish order (catch-up and rebuild read them page by page).
CREATE INDEX games_finish_order ON games (game_type, status, updated_at, id);
-- Active games in id order (the AI driver's list of active games, the running clocks): a walk of the
-- active games only, not of every game by id; partial, so the finished years stay out of it and
-- /games still finds open tables by their member. (Migration 014's index on updated_at, also partial,
-- serves the sweeps' cutoff.)
CREATE INDEX games_active_by_id ON games (id) WHERE status = 'active';
-- A user's results, newest game first: /profile's recent games, /game replay's autocomplete, forget-me.
CREATE INDEX results_by_user ON results (user_id, game_id, rank);
-- A user's latest seat (the name they last played under) without reading all their seats.
CREATE INDEX seats_by_user_game ON seats (user_id, game_id);
-- Forget-me renames a user's ratings rows.
CREATE INDEX ratings_by_user ON ratings (user_id);
-- /profile's challenge line: a user's recorded attempts.
CREATE INDEX challenge_by_user ON challenge_entries (user_id, game_type, day);
