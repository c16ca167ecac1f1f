"""A user's running tables on every server (``/games``): awaited ones first, with how long.

:class:`MyTables` is one component of :class:`bot.table.GameService`, over the shared :class:`Tables`.
It lists the active games where the user holds a seat and the open tables (lobbies) they sit at,
through one indexed store query (``Store.user_tables``). The front end says which servers count
(``shared``: those the bot is still on) and names them. How long a table has waited for the user is
counted from the game's last change (any seat's move), as for turn reminders.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import Callable

from bot.i18n import t
from engine.core.text import DEFAULT_LOCALE

from .summaries import summary_lines
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
    awaited: bool  # the game waits for the user's seat now
    waited_minutes: int  # since the game's last change
    summary: str | None  # round / whose turn (the board summary's first line)


@dataclass(frozen=True, slots=True)
class MyTableList:
    tables: list[MyTable]  # awaited first (longest wait first), then the rest (latest change first)
    more: int  # tables beyond ``tables`` (at least; 0: none)


class MyTables:
    """The ``/games`` use case (see the module docstring)."""

    def __init__(self, tables: Tables):
        self.tables = tables
        self.store = tables.store

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
        out: list[MyTable] = []
        for r in rows:
            row = r.game
            if not shared(row.guild_id):
                continue
            try:
                game = self.tables.game(row.game_type)
                awaited, summary = False, None
                if row.status == "active" and r.seat is not None:
                    tb = await self.tables.load(row)
                    decision = game.decision(tb.state)
                    awaited = decision is not None and decision.awaits(r.seat)
                    lines = summary_lines(game, tb.state, game.view(tb.state, None), tb.seats, locale)
                    summary = lines[0] if lines else None
            except Exception:  # one unreadable game must not hide the others
                log.warning("game %s: cannot be listed", row.id, exc_info=True)
                continue
            waited = int((now - datetime.fromisoformat(row.updated_at)).total_seconds() // 60)
            out.append(
                MyTable(
                    game_id=row.id,
                    game_type=row.game_type,
                    game_name=t(game.name, locale),
                    guild_id=row.guild_id,
                    channel_id=row.channel_id,
                    lobby=row.status == "lobby",
                    awaited=awaited,
                    waited_minutes=max(0, waited),
                    summary=summary,
                )
            )
        waiting = sorted((m for m in out if m.awaited), key=lambda m: -m.waited_minutes)
        rest = sorted((m for m in out if not m.awaited), key=lambda m: m.waited_minutes)
        ordered = waiting + rest
        more = len(ordered) - limit if len(ordered) > limit else 0
        if len(rows) >= READ:
            more = max(more, 1)
        return MyTableList(tables=ordered[:limit], more=more)
