"""SQL for the guided first game (``/learn``, migration 030): which games teach, whose, and the choice
the guide pointed out on the current guided step.

Kept beside the store as :class:`LearnStore` (like ``HintsStore``): the same statements run on SQLite
and PostgreSQL. The tallies leave teaching games out (``bot/store/tallies.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .base import Store
from .sql import Tx, sql_store


@dataclass(frozen=True, slots=True)
class LearnRow:
    game_id: int
    user_id: int
    game_type: str
    started_at: str
    finished_at: str | None
    advice_version: int | None = None
    advice_key: str | None = None


_COLUMNS = "game_id, user_id, game_type, started_at, finished_at, advice_version, advice_key"


def _row(r: tuple) -> LearnRow:
    return LearnRow(int(r[0]), int(r[1]), r[2], r[3], r[4], None if r[5] is None else int(r[5]), r[6])


class LearnStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    async def add(self, game_id: int, user_id: int, game_type: str, now: str) -> None:
        """The game is a teaching game from now on, and never rated."""

        async def body(tx: Tx) -> None:
            await tx.execute(
                "INSERT INTO learn_games (game_id, user_id, game_type, started_at) VALUES (?, ?, ?, ?)",
                (game_id, user_id, game_type, now),
            )
            await tx.execute("UPDATE games SET rated = 0 WHERE id = ?", (game_id,))

        await self.s._transact(body)

    async def get(self, game_id: int) -> LearnRow | None:
        r = await self.s._fetchone(f"SELECT {_COLUMNS} FROM learn_games WHERE game_id = ?", (game_id,))
        return _row(r) if r is not None else None

    async def advise(self, game_id: int, version: int, key: str) -> None:
        """The choice the guide pointed out at ``version`` (the one it asks about now)."""
        await self.s._write(
            "UPDATE learn_games SET advice_version = ?, advice_key = ? WHERE game_id = ?", (version, key, game_id)
        )

    async def explained(self, game_id: int, rule: str, version: int) -> int:
        """The version at which ``rule`` was first explained in the game (``version`` if only now)."""
        await self.s._write(
            "INSERT INTO learn_explained (game_id, rule, version) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            (game_id, rule, version),
        )
        r = await self.s._fetchone(
            "SELECT version FROM learn_explained WHERE game_id = ? AND rule = ?", (game_id, rule)
        )
        return int(r[0]) if r is not None else version

    async def finish(self, game_id: int, now: str) -> None:
        await self.s._write(
            "UPDATE learn_games SET finished_at = ? WHERE game_id = ? AND finished_at IS NULL", (now, game_id)
        )

    async def of_user(self, user_id: int, game_type: str, guild_id: int | None = None) -> list[LearnRow]:
        """The user's teaching games of ``game_type`` (only those on server ``guild_id`` when given), oldest first."""
        columns = ", ".join(f"l.{c.strip()}" for c in _COLUMNS.split(","))
        where = " AND g.guild_id = ?" if guild_id is not None else ""
        rows = await self.s._fetchall(
            f"SELECT {columns} FROM learn_games l JOIN games g ON g.id = l.game_id"
            f" WHERE l.user_id = ? AND l.game_type = ?{where} ORDER BY l.game_id",
            (user_id, game_type) + ((guild_id,) if guild_id is not None else ()),
        )
        return [_row(r) for r in rows]
