"""Live tables and polls: a table scheduled for a time (``/play … when:``), and a poll that picks the
next game (``/play poll:``).

* **A scheduled table** is a lobby with the live pace and a start time (``parse_when``: "20:00",
  "20:00 Europe/Prague", "2026-03-01 20:00 Europe/Prague"; a time alone is its next occurrence). The
  front end creates a server event for it; when the time comes the sweep (``due_starts``) reminds
  the players who joined, once (the claim is stored: several processes, restarts), and the event
  starts; a game started earlier takes the start then (``started``), so nobody is reminded of a table
  that runs. When the table ends (its last board, an abandon) its event ends with it, once (``ended``).
* **A poll** asks a channel which game to play next; when it ends the sweep (``due_polls``) claims it
  once, and the front end reads the votes and opens the lobby of the game that won (``winner``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone
from typing import Sequence
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.store.live import GamePoll, LiveStore, TableEvent
from engine.core.text import M

from .errors import ServiceError
from .tables import Tables

LIVE_HOURS = 3  # PROPOSED: how long a scheduled table's event lasts (Discord wants an end for it)
WHEN_MAX_DAYS = 30  # PROPOSED: the furthest a table may be scheduled ahead
DUE_BATCH = 50  # scheduled starts (and polls) one sweep takes at most
_WHEN = re.compile(r"(?:(?P<date>\d{4}-\d{2}-\d{2})\s+)?(?P<h>\d{1,2}):(?P<m>\d{2})(?:\s+(?P<zone>\S+))?")


class BadWhen(ServiceError):
    """A start time that cannot be read, is past, or is too far ahead (the message says which)."""

    msg_id = "bot.live.err.form"


def parse_when(text: str, now: datetime) -> datetime:
    """The start ``text`` names, in UTC: ``HH:MM`` (the next such time), optionally after a date
    ``YYYY-MM-DD``, optionally followed by a time zone (``Europe/Prague``; default UTC). BadWhen when
    it cannot be read, is already past, or lies more than ``WHEN_MAX_DAYS`` ahead."""
    m = _WHEN.fullmatch(" ".join(text.split()))
    if m is None:
        raise BadWhen()
    try:
        tz = ZoneInfo(m["zone"]) if m["zone"] else timezone.utc
        clock = time(int(m["h"]), int(m["m"]))
        local_now = now.astimezone(tz)
        day = date.fromisoformat(m["date"]) if m["date"] else local_now.date()
    except (ZoneInfoNotFoundError, ValueError, OSError) as e:
        raise BadWhen() from e
    start = datetime.combine(day, clock, tzinfo=tz)
    if not m["date"] and start <= local_now:
        start = datetime.combine(day + timedelta(days=1), clock, tzinfo=tz)
    if start <= now:
        raise BadWhen(M("bot.live.err.past"))
    if start - now > timedelta(days=WHEN_MAX_DAYS):
        raise BadWhen(M("bot.live.err.far", days=WHEN_MAX_DAYS))
    return start.astimezone(timezone.utc)


def iso(at: datetime) -> str:
    return at.astimezone(timezone.utc).isoformat(timespec="seconds")


@dataclass(frozen=True, slots=True)
class StartDue:
    """A scheduled table whose time has come: its event, the users to remind (those who joined its
    lobby, or who sit at the game that runs), and the table's state."""

    event: TableEvent
    user_ids: tuple[int, ...]
    status: str  # the game's status now (lobby, active, finished, abandoned)
    game_type: str
    locale: str | None  # the table's pinned language, if any


class LiveTables:
    """Scheduled tables and polls (see the module docstring)."""

    def __init__(self, tables: Tables):
        self.tables = tables
        self.store = LiveStore(tables.store)

    # ------------------------------------------------------------------ scheduled tables

    def read(self, when: str) -> datetime:
        """The start ``when`` names (BadWhen when it cannot be read, is past or too far ahead)."""
        return parse_when(when, self.tables.clock())

    async def schedule(self, game_id: int, guild_id: int, channel_id: int, start: datetime) -> None:
        """Give the open table ``game_id`` its start."""
        await self.store.schedule(game_id, guild_id, channel_id, iso(start))

    async def event_created(self, game_id: int, event_id: int) -> None:
        await self.store.set_event(game_id, event_id)

    async def starts_at(self, game_id: int) -> datetime | None:
        event = await self.store.event(game_id)
        return datetime.fromisoformat(event.starts_at) if event is not None else None

    async def started(self, game_id: int) -> TableEvent | None:
        """The game started (before or at its time): the start is taken now (no reminder comes any
        more); its event, for the front end to start, when this call took it."""
        event = await self.store.event(game_id)
        if event is None or not await self.store.claim_start(game_id, self.tables.now()):
            return None
        return event

    async def due_starts(self, now: datetime | None = None) -> list[StartDue]:
        """The scheduled tables whose time has come, each claimed by this call (no other process and no
        later sweep takes it again), with whom to remind."""
        at = iso(now or self.tables.clock())
        out = []
        for event in await self.store.due_starts(at, DUE_BATCH):
            if not self.tables.owns(event.guild_id) or not await self.store.claim_start(event.game_id, at):
                continue
            row = await self.tables.store.game(event.game_id)
            if row is None:
                continue
            if row.status == "lobby":
                users = [m.user_id for m in await self.tables.store.lobby_members(row.id) if m.user_id is not None]
            else:
                users = [s.user_id for s in await self.tables.store.seats(row.id) if s.user_id is not None]
            out.append(StartDue(event, tuple(users), row.status, row.game_type, row.locale))
        return out

    async def ended_tables(self) -> list[int]:
        """Scheduled tables that ended while their event runs on (whatever ended them: a vote, a stall,
        forget-me): the sweep ends their events."""
        return await self.store.ended_tables(DUE_BATCH)

    async def ended(self, game_id: int) -> TableEvent | None:
        """The table ended (its game finished or was abandoned, its lobby closed): its event, for the
        front end to end (completed when it had started, else cancelled), when this call took the end."""
        return await self.store.claim_end(game_id, self.tables.now())

    # ------------------------------------------------------------------ polls

    async def poll_posted(self, poll: GamePoll) -> None:
        await self.store.add_poll(poll)

    async def due_polls(self, now: datetime | None = None) -> list[GamePoll]:
        """The polls that have ended, each claimed by this call: the front end reads its votes once."""
        at = iso(now or self.tables.clock())
        return [
            p
            for p in await self.store.due_polls(at, DUE_BATCH)
            if self.tables.owns(p.guild_id) and await self.store.claim_poll(p.message_id, at)
        ]

    async def poll_opened(self, message_id: int, game_id: int) -> None:
        await self.store.poll_opened(message_id, game_id)


def winner(games: Sequence[str], counts: dict[int, int]) -> tuple[str, int] | None:
    """The game that won a poll and its votes: the most votes; a tie goes to the one asked first (the
    poll lists the games in a fixed order); None when nobody voted. ``counts``: answer id (1, 2, ...
    in the order of ``games``) -> votes."""
    best = max(((counts.get(i + 1, 0), -i) for i in range(len(games))), default=(0, 0))
    if best[0] <= 0:
        return None
    return games[-best[1]], best[0]
