"""A user's running tables on every server (``/games``): where they act, the longest-waiting first.

:class:`MyTables` is one component of :class:`bot.table.GameService`, over the shared :class:`Tables`.
It lists the active games where the user holds a seat (or an AI plays it while they are away) and the
open tables they sit at, through one indexed store query that reads only live seats
(``Store.user_tables``: its cost does not grow with the user's finished games). The front end says which
servers count (``shared``: those the bot is still on) and names them.

Each table says its number ("Macao #12"), what the user is asked there (the game's question, or a vote
awaiting their ballot), their clock, and who else is awaited. The tables waiting for the user come
first, longest-waiting first, counted from when their seat began to be awaited (its bank started
running: ``seats.awaited_since``), not from the table's last move; then the others, latest change first.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Callable

from bot.i18n import t
from engine.core.text import DEFAULT_LOCALE

from . import clocks
from . import vote_rules
from .summaries import summary_lines, waiting_for
from .tables import Tables

log = logging.getLogger(__name__)

SHOWN = 20  # lines /games shows; the rest are counted
READ = SHOWN * 5  # rows read at most (a user's tables beyond that are counted as "more")


@dataclass(frozen=True, slots=True)
class MyTable:
    game_id: int
    game_type: str
    game_name: str
    guild_id: int | None
    channel_id: int
    lobby: bool  # an open table, not started yet
    awaited: bool  # the game waits for the user now: their move, or their ballot in a vote
    waited_minutes: int  # awaited: since their seat began to be awaited; else since the game's last change
    summary: str | None  # round / whose turn (the board summary's first line)
    table: str = ""  # "Macao #12"
    question: str | None = None  # what the user is asked (awaited), or who the table waits for and what
    clock: str | None = None  # "Your clock: 1 d 4 h left" at a paced table
    stand_in: bool = False  # an AI plays the user's seat while they are away
    vote: str | None = None  # an open vote awaiting the user's ballot (its title)
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class MyTableList:
    tables: list[MyTable]  # awaited first (longest wait first), then the rest (latest change first)
    more: int  # tables beyond ``tables`` (at least; 0: none)
    guild_ids: tuple[int, ...] = ()  # the servers of every listed table (``/games open`` in a DM looks there)


class MyTables:
    """The ``/games`` use case (see the module docstring)."""

    def __init__(self, tables: Tables, votes: Any = None):
        self.tables = tables
        self.store = tables.store
        self.votes = votes  # bot.table.votes.Votes: a vote awaiting the user's ballot counts as waiting

    async def of(
        self,
        user_id: int,
        *,
        shared: Callable[[int | None], bool] = lambda guild_id: True,
        locale: str = DEFAULT_LOCALE,
        limit: int = SHOWN,
    ) -> MyTableList:
        now = self.tables.clock()
        rows = await self.store.user_tables(user_id, READ)
        listed = [r for r in rows if shared(r.game.guild_id)]
        ballots = await self._open_ballots(user_id, [r.game.id for r in listed if r.game.status == "active"], locale)
        out: list[tuple[datetime, MyTable]] = []
        for r in listed:
            row = r.game
            try:
                game = self.tables.game(row.game_type)
                name = t(game.name, locale)
                item = MyTable(
                    game_id=row.id,
                    game_type=row.game_type,
                    game_name=name,
                    guild_id=row.guild_id,
                    channel_id=row.channel_id,
                    lobby=row.status == "lobby",
                    awaited=False,
                    waited_minutes=0,
                    summary=None,
                    table=t("bot.votes.table", locale, game=name, id=row.id),
                    seat=r.seat,
                    stand_in=r.stand_in,
                )
                since = datetime.fromisoformat(row.updated_at)
                if row.status == "active" and r.seat is not None:
                    item, since = await self._running(item, row, r.seat, ballots.get(row.id), locale, now)
            except Exception:  # one unreadable game must not hide the others
                log.warning("game %s: cannot be listed", row.id, exc_info=True)
                continue
            waited = int((now - since).total_seconds() // 60)
            out.append((since, _with(item, waited_minutes=max(0, waited))))
        waiting = [m for since, m in sorted((x for x in out if x[1].awaited), key=lambda x: (x[0], x[1].game_id))]
        rest = [m for since, m in sorted((x for x in out if not x[1].awaited), key=lambda x: x[0], reverse=True)]
        ordered = waiting + rest
        more = len(ordered) - limit if len(ordered) > limit else 0
        if len(rows) >= READ:
            more = max(more, 1)
        guilds = tuple(sorted({r.game.guild_id for r in listed if r.game.guild_id is not None}))
        return MyTableList(tables=ordered[:limit], more=more, guild_ids=guilds)

    async def _running(self, item: MyTable, row, seat: int, vote_title: str | None, locale: str, now: datetime):
        """A running table's line: the question, the clock, since when the user is awaited."""
        tb = await self.tables.load(row)
        game = tb.game
        decision = game.decision(tb.state)
        mine = tb.seats[seat]
        awaited = not item.stand_in and decision is not None and decision.awaits(seat)
        lines = summary_lines(game, tb.state, game.view(tb.state, None), tb.seats, locale)
        since = datetime.fromisoformat(row.updated_at)
        question = None
        if awaited:
            question = self.tables.question(tb, seat, locale)
            if mine.awaited_since is not None:
                since = datetime.fromisoformat(mine.awaited_since)
        elif decision is not None and not item.stand_in:
            first = decision.seats[0] if decision.seats else None
            asked = self.tables.question(tb, first, locale) if first is not None else None
            question = waiting_for(tb.seats, decision.seats, asked, locale)
        clock = None
        pace = clocks.pace_of(row.pace)
        if pace is not None and not item.stand_in and decision is not None:
            left = clocks.remaining(mine, pace, now, tb.away)
            clock = t("bot.pace.your_clock", locale, left=clocks.duration_text(left, locale))
        if vote_title is not None and not awaited:
            awaited, since = True, datetime.fromisoformat(row.updated_at)
        return (
            _with(
                item,
                awaited=awaited,
                summary=lines[0] if lines else None,
                question=question,
                clock=clock,
                vote=vote_title,
            ),
            since,
        )

    async def _open_ballots(self, user_id: int, game_ids: list[int], locale: str) -> dict[int, str]:
        """The open votes among these tables that await the user's ballot: game id -> its title."""
        if self.votes is None or not game_ids:
            return {}
        out: dict[int, str] = {}
        for vote in await self.votes.store.open_votes_of(game_ids):
            seats = await self.store.seats(vote.game_id)
            if user_id not in [s.user_id for s in vote_rules.voters(seats, vote)]:
                continue
            if any(b.user_id == user_id for b in await self.votes.store.ballots(vote.id)):
                continue
            out.setdefault(vote.game_id, t(f"bot.votes.kind.{vote.kind}", locale))
        return out


def _with(item: MyTable, **changes: Any) -> MyTable:
    return replace(item, **changes)
