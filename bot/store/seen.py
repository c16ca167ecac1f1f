"""SQL for "since my last move" (migration 029): the version up to which each seat's player has seen
the table.

``seats.seen_version`` is read with the seats (:attr:`bot.store.SeatRow.seen_version`); it is written
here when a panel opened with the "since" lines (bot/table/since.py), so they show once. Kept beside
the store as :class:`SeenStore` (like ``HintsStore``): it borrows the store's write helper, so the
same statement runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

from .base import Store
from .sql import sql_store


class SeenStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    async def mark_seen(self, game_id: int, seat: int, version: int) -> bool:
        """``seat``'s player has seen the table up to ``version``: never lowered (two panels opened at
        once both mark it; the newer stands). Not a move: the game's version stays. False if nothing
        changed (already seen that far, or no such seat)."""
        return (
            await self.s._write(
                "UPDATE seats SET seen_version = ? WHERE game_id = ? AND seat = ?"
                " AND (seen_version IS NULL OR seen_version < ?)",
                (version, game_id, seat, version),
            )
            == 1
        )
