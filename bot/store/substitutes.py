"""SQL for seats open for a substitute and the open tables /games lists (migration 018).

A seat is open while ``seats.open_since`` is set: its player offered it (they play it on until someone
claims it), or a vote to replace its player handed it to an AI. A claim is a versioned game write (the
game is no longer rated: a substituted seat was played by two people), so two claims of one seat end in
one seat taken and the other told it is gone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .base import GameRow, StaleVersion, Store
from .sql import _G_COLUMNS, _GAME_COLUMNS, Tx, game_row, sql_store

OPEN_SEATS_READ = 200  # open seats read at most per listing (every open seat of the bot, few at any time)


@dataclass(frozen=True, slots=True)
class OpenSeat:
    game: GameRow
    seat: int
    name: str  # the seat's name now (its player, or the AI playing it)
    open_since: str
    ai_level: str | None  # an AI plays it meanwhile (a replace vote passed, or a stand-in)


class SubstitutesStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    async def offer(self, game_id: int, seat: int, user_id: int, *, now: str) -> bool:
        """Open the user's seat (held, or played by an AI while they are away) for a substitute; False if
        it is not theirs (a resigned seat never is) or already open."""
        return (
            await self.s._write(
                "UPDATE seats SET open_since = ? WHERE game_id = ? AND seat = ? AND open_since IS NULL"
                " AND live = 1 AND resigned IS NULL AND (user_id = ? OR absent_user_id = ?)",
                (now, game_id, seat, user_id, user_id),
            )
            == 1
        )

    async def withdraw(self, game_id: int, seat: int, user_id: int) -> bool:
        """Close the user's own offer again; False if their seat is not open."""
        return (
            await self.s._write(
                "UPDATE seats SET open_since = NULL WHERE game_id = ? AND seat = ? AND open_since IS NOT NULL"
                " AND (user_id = ? OR absent_user_id = ?)",
                (game_id, seat, user_id, user_id),
            )
            == 1
        )

    async def claim(
        self,
        game_id: int,
        seat: int,
        user_id: int,
        name: str,
        *,
        expected_version: int,
        now: str,
        bank_seconds: float | None,
        awaited_since: str | None,
    ) -> int:
        """The user takes the open seat (and with it its hand): version+1, the game no longer rated, the
        seat's clock a new span for its new player. StaleVersion if the game moved or the seat is no
        longer open."""

        async def body(tx: Tx) -> None:
            await self.s._bump(tx, game_id, expected_version, now, ", rated = 0")
            if (
                await tx.execute(
                    "UPDATE seats SET replaced_user_id = COALESCE(user_id, absent_user_id, replaced_user_id),"
                    " user_id = ?, name = ?, absent_user_id = NULL, ai_level = NULL, stand_in_once = 0,"
                    " open_since = NULL, bank_seconds = ?, awaited_since = ?, bank_notices = 0, bank_out_at = NULL"
                    " WHERE game_id = ? AND seat = ? AND open_since IS NOT NULL AND resigned IS NULL",
                    (user_id, name, bank_seconds, awaited_since, game_id, seat),
                )
                != 1
            ):
                raise StaleVersion(game_id, expected_version)

        await self.s._transact(body)
        return expected_version + 1

    async def open_seats(self, guild_ids: Sequence[int]) -> list[OpenSeat]:
        """The open seats of running games on these servers, longest open first (the ``seats_open``
        partial index holds open seats only)."""
        if not guild_ids:
            return []
        marks = ", ".join("?" for _ in guild_ids)
        rows = await self.s._fetchall(
            f"SELECT {_G_COLUMNS}, s.seat, s.name, s.open_since, s.ai_level FROM seats s"
            " JOIN games g ON g.id = s.game_id WHERE s.open_since IS NOT NULL AND s.resigned IS NULL"
            " AND g.status = 'active'"
            f" AND g.guild_id IN ({marks}) ORDER BY s.open_since, g.id LIMIT ?",
            (*guild_ids, OPEN_SEATS_READ),
        )
        return [OpenSeat(game_row(r), r[-4], r[-3], r[-2], r[-1]) for r in rows]

    async def open_lobbies(self, guild_ids: Sequence[int], limit: int) -> list[GameRow]:
        """The open tables (lobbies) of these servers, newest first (``games_lobbies_by_guild``)."""
        out: list[GameRow] = []
        for guild_id in guild_ids:  # one index range per server: no sort of every lobby
            rows = await self.s._fetchall(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'lobby' AND guild_id = ? ORDER BY id DESC LIMIT ?",
                (guild_id, limit),
            )
            out += [game_row(r) for r in rows]
        return sorted(out, key=lambda g: -g.id)[:limit]

    async def invited(self, game_id: int, user_id: int) -> bool:
        """Whether the user is invited to the (private) table."""
        r = await self.s._fetchone("SELECT 1 FROM invitations WHERE game_id = ? AND user_id = ?", (game_id, user_id))
        return r is not None

    async def is_private(self, game_id: int) -> bool:
        r = await self.s._fetchone("SELECT 1 FROM invitations WHERE game_id = ? LIMIT 1", (game_id,))
        return r is not None
