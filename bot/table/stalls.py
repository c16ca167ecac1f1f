"""Stalled tables: no move for ``pace.STALL`` (30 days), the table is offered cancel-by-consent, and
closed ``pace.STALL_CLOSE`` (7 days) later, abandoned and not rated, unless someone moves meanwhile.

:class:`Stalls` is one component of :class:`bot.table.GameService`. Its sweep reads only the active
games not changed since the cutoff that it has not looked at in their version (``unswept_games``, the
index migration 014 added), and opens the stall's vote (:mod:`.votes`, reason ``stall``); deciding it
(everyone agreed, the deadline, a move that ended the stall) is :meth:`bot.table.votes.Votes.due`. A table
with one person at it (solo, or one player against AIs) keeps nobody waiting and never stalls.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Callable

from engine.core.text import DEFAULT_LOCALE

from . import clocks
from .asks import TableNotice
from .errors import ServiceError
from .tables import Tables
from .votes import Votes

log = logging.getLogger(__name__)


class Stalls:
    def __init__(self, tables: Tables, votes: Votes):
        self.tables = tables
        self.votes = votes
        self.store = tables.store

    async def due(
        self,
        now: datetime | None = None,
        *,
        locale: str = DEFAULT_LOCALE,
        server_locale: Callable[[int | None], str] | None = None,
    ) -> list[TableNotice]:
        """The tables that just stalled, each with its vote opened (to be posted and told to everyone)."""
        now = now or self.tables.clock()
        cutoff = (now - timedelta(seconds=clocks.STALL)).isoformat()
        out: list[TableNotice] = []
        for row in await self.store.unswept_games("stall", updated_before=cutoff):
            if not self.tables.owns(row.guild_id):
                continue
            lang = self.tables.public_locale(row, server_locale(row.guild_id) if server_locale else locale)
            async with self.tables.lock(row.channel_id):
                try:
                    tb = await self.tables.active(row.channel_id, row.id)
                except ServiceError:
                    continue
                except Exception:
                    log.warning("game %s: cannot be loaded for the stall sweep", row.id, exc_info=True)
                    continue
                humans = tuple(
                    u for s in tb.seats if (u := s.user_id if s.user_id is not None else s.absent_user_id) is not None
                )
                if len(humans) < 2 or tb.row.version != row.version:
                    await self.store.mark_notice(row.id, row.version, "stall.swept", now=now.isoformat())
                    continue
                try:
                    view = await self.votes.open_by_bot(tb, "cancel", "stall", lang)
                except ServiceError:  # nobody holds a seat: the AIs play on
                    view = None
                    await self.store.mark_notice(row.id, row.version, "stall.swept", now=now.isoformat())
                if view is None:
                    continue  # a cancel vote is open already: looked at again when it is decided
                await self.store.mark_notice(row.id, row.version, "stall.swept", now=now.isoformat())
                log.info("game %s: no move since %s: stalled, vote %s opened", row.id, row.updated_at, view.vote_id)
                out.append(
                    TableNotice(
                        kind="vote",
                        game_id=row.id,
                        guild_id=row.guild_id,
                        channel_id=row.channel_id,
                        locale=lang,
                        line=view.title,
                        table=view.table,
                        told=humans,
                        vote=view,
                        words=view.words,
                        table_words=view.table_words,
                    )
                )
        return out
