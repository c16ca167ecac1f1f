"""What a finishing game adds to the per-type tallies, in the transaction that records its results.

Migration 012: ``rated_log`` counts each game type's rated games and names the last in finish order,
so the ratings cache's staleness is a one-row comparison rather than a read of every rated game, and
``play_counts`` keeps each player's finished multiplayer games and wins, everywhere and per server.
Both are written here by :func:`record_finish`, called from ``commit_action`` beside the results
insert, so a committed result is never missing from them. A rated game finishing before the last one
recorded (another process's clock, a late result) moves the epoch: the ratings then need a rebuild,
not a catch-up.
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence

from .seasons import ensure_for_game

# The game ``g`` counts for ratings: two or more seats, every seat a human's (no AI seat, no takeover;
# a resigned seat, which an AI finished, still counts: migration 010), not marked unrated.
RATED = (
    "g.rated = 1 AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) >= 2"
    " AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND (s.ai_level IS NOT NULL"
    "                 OR s.user_id IS NULL) AND s.resigned IS NULL)"
    " AND NOT EXISTS (SELECT 1 FROM results x WHERE x.game_id = g.id AND x.user_id IS NULL)"
)

RATED_LOG_ADD = (
    "INSERT INTO rated_log (game_type, games, last_key, epoch)"
    f" SELECT g.game_type, 1, CAST(? AS TEXT), 0 FROM games g WHERE g.id = ? AND g.status = 'finished' AND {RATED}"
    " ON CONFLICT (game_type) DO UPDATE SET games = rated_log.games + 1,"
    " epoch = rated_log.epoch + CASE WHEN excluded.last_key < rated_log.last_key THEN 1 ELSE 0 END,"
    " last_key = CASE WHEN excluded.last_key > rated_log.last_key THEN excluded.last_key"
    "                 ELSE rated_log.last_key END"
)

# The game's multiplayer seats count everywhere ({scope} 'global') and on its server ('guild:<id>').
PLAY_COUNTS_ADD = (
    "INSERT INTO play_counts (user_id, game_type, scope, games, wins)"
    " SELECT r.user_id, g.game_type, {scope}, 1, CASE WHEN r.rank = 1 THEN 1 ELSE 0 END"
    " FROM results r JOIN games g ON g.id = r.game_id"
    " WHERE r.game_id = ? AND r.user_id IS NOT NULL AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = ?) >= 2"
    " AND {where}"
    " ON CONFLICT (user_id, game_type, scope) DO UPDATE SET games = play_counts.games + 1,"
    " wins = play_counts.wins + excluded.wins"
)
# A teaching game (/learn, migration 030) counts in no record: not a game played, won, or against an AI level.
NOT_LEARN = "NOT EXISTS (SELECT 1 FROM learn_games l WHERE l.game_id = g.id)"
PLAY_COUNTS_SCOPES = (
    PLAY_COUNTS_ADD.format(scope="'global'", where=NOT_LEARN),
    PLAY_COUNTS_ADD.format(scope="'guild:' || g.guild_id", where=f"g.guild_id IS NOT NULL AND {NOT_LEARN}"),
)


# Migration 016: each human seat's record against every AI level the finished game seated (once per
# level; an AI stand-in or the AI playing a resigned seat is nobody's chosen opponent), everywhere and on
# its server; a seat whose player used a hint counts in ``hinted`` only (bot/store/hints.py reads them).
LEVEL_UPSERT = (
    " ON CONFLICT (user_id, game_type, scope, opponent) DO UPDATE SET games = level_records.games + excluded.games,"
    " wins = level_records.wins + excluded.wins, hinted = level_records.hinted + excluded.hinted"
)
AI_LEVELS_ADD = (
    "INSERT INTO level_records (user_id, game_type, scope, opponent, games, wins, hinted)"
    " SELECT r.user_id, g.game_type, {scope}, 'ai:' || a.ai_level,"
    " CASE WHEN t.hints > 0 THEN 0 ELSE 1 END, CASE WHEN t.hints = 0 AND r.rank = 1 THEN 1 ELSE 0 END,"
    " CASE WHEN t.hints > 0 THEN 1 ELSE 0 END"
    " FROM results r JOIN games g ON g.id = r.game_id JOIN seats t ON t.game_id = r.game_id AND t.seat = r.seat"
    " JOIN (SELECT DISTINCT s.ai_level FROM seats s WHERE s.game_id = ? AND s.ai_level IS NOT NULL"
    "       AND s.absent_user_id IS NULL AND s.resigned IS NULL) a ON 1 = 1"
    " WHERE r.game_id = ? AND r.user_id IS NOT NULL AND {where}" + LEVEL_UPSERT
)
AI_LEVELS_SCOPES = (
    AI_LEVELS_ADD.format(scope="'global'", where=NOT_LEARN),
    AI_LEVELS_ADD.format(scope="'guild:' || g.guild_id", where=f"g.guild_id IS NOT NULL AND {NOT_LEARN}"),
)


class _Tx(Protocol):
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int: ...

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None: ...


def finish_key(updated_at: str, game_id: int) -> str:
    """A finished game's place in finish order (the ratings apply games in this order)."""
    return f"{updated_at}#{game_id:012d}"


def split_key(key: str) -> tuple[str, int]:
    """(updated_at, id) of a finish key; ("", 0) for the empty key before every game."""
    if not key:
        return "", 0
    at, _, gid = key.rpartition("#")
    return at, int(gid)


async def record_finish(tx: _Tx, game_id: int, now: str) -> None:
    """Add the just-finished game (its results inserted, ``updated_at`` = ``now``) to the tallies; the
    seasons holding its finish (global and its server's, migration 021) exist from this transaction on,
    so the ratings per season never see it before its season."""
    row = await tx.fetchone("SELECT guild_id FROM games WHERE id = ?", (game_id,))
    await ensure_for_game(tx, row[0] if row else None, now)
    await tx.execute(RATED_LOG_ADD, (finish_key(now, game_id), game_id))
    for statement in PLAY_COUNTS_SCOPES + AI_LEVELS_SCOPES:
        await tx.execute(statement, (game_id, game_id))
