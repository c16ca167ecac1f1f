"""SQL for live tables and polls (migration 027): a scheduled table's server event and the poll that
picks the next game.

``table_events``: a lobby opened with ``/play … when:``, the start time, the server event the bot
created for it (if Discord let it), and two claims, each taken once by one process: the start's
reminder (``reminded_at``, also taken when the game starts early: nobody is reminded of a table that
runs) and the event's end (``ended_at``). ``game_polls``: a Discord poll in a channel, the games of its
answers, its end, and the claim that reads its result and opens the winner's lobby (``closed_at``).

Kept beside the store as :class:`LiveStore` (like ``PostsStore``): the same statements run on SQLite
and PostgreSQL; every one reads a primary key or a partial index (``tests/bot/records/
test_live_plans.py``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .base import Store
from .sql import Tx, sql_store


@dataclass(frozen=True, slots=True)
class TableEvent:
    game_id: int
    guild_id: int
    channel_id: int
    event_id: int | None
    starts_at: str
    reminded_at: str | None = None
    ended_at: str | None = None


@dataclass(frozen=True, slots=True)
class GamePoll:
    message_id: int
    guild_id: int
    channel_id: int
    creator_id: int
    creator_name: str
    games: tuple[str, ...]  # the game types, in the order of the poll's answers (answer id 1, 2, ...)
    locale: str
    ends_at: str
    closed_at: str | None = None
    game_id: int | None = None


_EVENT = "game_id, guild_id, channel_id, event_id, starts_at, reminded_at, ended_at"
_POLL = "message_id, guild_id, channel_id, creator_id, creator_name, games, locale, ends_at, closed_at, game_id"


def _poll(r) -> GamePoll:
    return GamePoll(r[0], r[1], r[2], r[3], r[4], tuple(json.loads(r[5])), r[6], r[7], r[8], r[9])


class LiveStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    # ------------------------------------------------------------------ scheduled tables

    async def schedule(self, game_id: int, guild_id: int, channel_id: int, starts_at: str) -> None:
        await self.s._write(
            "INSERT INTO table_events (game_id, guild_id, channel_id, starts_at) VALUES (?, ?, ?, ?)",
            (game_id, guild_id, channel_id, starts_at),
        )

    async def set_event(self, game_id: int, event_id: int) -> None:
        await self.s._write("UPDATE table_events SET event_id = ? WHERE game_id = ?", (event_id, game_id))

    async def event(self, game_id: int) -> TableEvent | None:
        r = await self.s._fetchone(f"SELECT {_EVENT} FROM table_events WHERE game_id = ?", (game_id,))
        return TableEvent(*r) if r else None

    async def due_starts(self, now: str, limit: int) -> list[TableEvent]:
        """Scheduled tables whose start has come and whose players were not reminded yet (the partial
        index holds only those), earliest first."""
        rows = await self.s._fetchall(
            f"SELECT {_EVENT} FROM table_events WHERE reminded_at IS NULL AND starts_at <= ?"
            " ORDER BY starts_at LIMIT ?",
            (now, limit),
        )
        return [TableEvent(*r) for r in rows]

    async def claim_start(self, game_id: int, now: str) -> bool:
        """Take the start (the reminder, the event's start) once: True for the one caller that did."""
        return (
            await self.s._write(
                "UPDATE table_events SET reminded_at = ? WHERE game_id = ? AND reminded_at IS NULL", (now, game_id)
            )
            == 1
        )

    async def ended_tables(self, limit: int) -> list[int]:
        """Tables with an event not ended yet whose game has ended (finished or abandoned, a lobby
        closed): the partial index holds the open events only, each game read by its key."""
        rows = await self.s._fetchall(
            "SELECT e.game_id FROM table_events e JOIN games g ON g.id = e.game_id"
            " WHERE e.ended_at IS NULL AND g.status IN ('finished', 'abandoned') ORDER BY e.game_id LIMIT ?",
            (limit,),
        )
        return [r[0] for r in rows]

    async def claim_end(self, game_id: int, now: str) -> TableEvent | None:
        """Take the event's end once: the event as it was (None when there is none or it was ended)."""

        async def body(tx: Tx) -> TableEvent | None:
            r = await tx.fetchone(f"SELECT {_EVENT} FROM table_events WHERE game_id = ?", (game_id,))
            if r is None or r[6] is not None:
                return None
            await tx.execute(
                "UPDATE table_events SET ended_at = ? WHERE game_id = ? AND ended_at IS NULL", (now, game_id)
            )
            return TableEvent(*r)

        return await self.s._transact(body)

    # ------------------------------------------------------------------ polls

    async def add_poll(self, poll: GamePoll) -> None:
        await self.s._write(
            f"INSERT INTO game_polls ({_POLL}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL)",
            (
                poll.message_id,
                poll.guild_id,
                poll.channel_id,
                poll.creator_id,
                poll.creator_name,
                json.dumps(list(poll.games)),
                poll.locale,
                poll.ends_at,
            ),
        )

    async def poll(self, message_id: int) -> GamePoll | None:
        r = await self.s._fetchone(f"SELECT {_POLL} FROM game_polls WHERE message_id = ?", (message_id,))
        return _poll(r) if r else None

    async def due_polls(self, now: str, limit: int) -> list[GamePoll]:
        """Polls that have ended and whose result was not read yet (the partial index), earliest first."""
        rows = await self.s._fetchall(
            f"SELECT {_POLL} FROM game_polls WHERE closed_at IS NULL AND ends_at <= ? ORDER BY ends_at LIMIT ?",
            (now, limit),
        )
        return [_poll(r) for r in rows]

    async def claim_poll(self, message_id: int, now: str) -> bool:
        """Take the poll's result once: True for the one caller that reads it and opens the lobby."""
        return (
            await self.s._write(
                "UPDATE game_polls SET closed_at = ? WHERE message_id = ? AND closed_at IS NULL", (now, message_id)
            )
            == 1
        )

    async def poll_opened(self, message_id: int, game_id: int) -> None:
        await self.s._write("UPDATE game_polls SET game_id = ? WHERE message_id = ?", (game_id, message_id))
