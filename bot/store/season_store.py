"""A scope's seasons as a store (migration 021): the current one, a past one, the list for
``/leaderboard season:``, and the claim that announces each season's champions once. The calendar and the
rows are :mod:`.seasons`.
"""

from __future__ import annotations

from .base import Store
from .seasons import COLUMNS, SeasonRow, ensure, row_of
from .sql import Tx, one, sql_store


class SeasonsStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    async def current(self, scope: str, at: str) -> SeasonRow:
        """The season holding ``at`` (made now if need be)."""

        async def body(tx: Tx) -> SeasonRow:
            row = await ensure(tx, scope, at)
            if row is None:  # a clock behind the scope's first season: that season is the current one
                first = await tx.fetchone(f"SELECT {COLUMNS} FROM seasons WHERE scope = ? AND number = 1", (scope,))
                return row_of(one(first))
            return row

        return await self.s._transact(body)

    async def season(self, scope: str, number: int) -> SeasonRow | None:
        r = await self.s._fetchone(f"SELECT {COLUMNS} FROM seasons WHERE scope = ? AND number = ?", (scope, number))
        return row_of(r) if r else None

    async def seasons(self, scope: str, limit: int, *, before: int | None = None) -> list[SeasonRow]:
        """The scope's seasons, newest first (only those numbered below ``before``), at most ``limit``."""
        rows = await self.s._fetchall(
            f"SELECT {COLUMNS} FROM seasons WHERE scope = ? AND number < ? ORDER BY number DESC LIMIT ?",
            (scope, before if before is not None else 2**31 - 1, limit),
        )
        return [row_of(r) for r in rows]

    async def ended_unannounced(self, now: str, limit: int = 50) -> list[SeasonRow]:
        """Seasons over by ``now`` whose champions were not announced yet, oldest end first."""
        rows = await self.s._fetchall(
            f"SELECT {COLUMNS} FROM seasons WHERE announced_at IS NULL AND ends_at <= ? ORDER BY ends_at LIMIT ?",
            (now, limit),
        )
        return [row_of(r) for r in rows]

    async def claim_announcement(self, row: SeasonRow, now: str, stale_before: str) -> bool:
        """Claim the season's announcement (True: this process posts it). A claim older than
        ``stale_before`` that was never marked done (its process stopped) may be taken over."""
        return (
            await self.s._write(
                "UPDATE seasons SET announce_claim = ? WHERE scope = ? AND number = ? AND announced_at IS NULL"
                " AND (announce_claim IS NULL OR announce_claim < ?)",
                (now, row.scope, row.number, stale_before),
            )
            == 1
        )

    async def mark_announced(self, row: SeasonRow, now: str) -> None:
        await self.s._write(
            "UPDATE seasons SET announced_at = ? WHERE scope = ? AND number = ?", (now, row.scope, row.number)
        )

    async def release_announcement(self, row: SeasonRow) -> None:
        """A claimed announcement that could not be posted now: another try at the next sweep."""
        await self.s._write(
            "UPDATE seasons SET announce_claim = NULL WHERE scope = ? AND number = ? AND announced_at IS NULL",
            (row.scope, row.number),
        )

    async def game_types(self, key: str) -> list[str]:
        """The game types with ratings in the season ``key`` (its ratings' scope)."""
        rows = await self.s._fetchall("SELECT DISTINCT game_type FROM ratings WHERE scope = ?", (key,))
        return sorted(r[0] for r in rows)
