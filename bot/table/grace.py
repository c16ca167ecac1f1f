"""The grace: a run-out clock that nobody answered hands the seat to an AI until its owner returns.

:class:`Grace` is one component of :class:`bot.table.GameService`, over the shared :class:`Tables`.
When a player's clock runs out, the other players are offered to let an AI play (:mod:`.clocks`; at a
table without a clock, after ``takeover_minutes``: :mod:`.absent`). At a table whose lobby kept the
default ("the AI plays after the grace"), :meth:`Grace.due` finds the offers nobody answered within the
pace's grace (``pace.Pace.grace``, counted from the notice the players got; without a clock the
takeover delay once more) and hands each such seat to a medium AI, exactly as "AI plays until <name>
returns" would: the game is no longer rated, the owner takes the seat back from their panel or with
``/game takeback``. A table that chose "wait for a vote" gets a vote instead (:mod:`.votes`) and no
grace. Everything it reads is stored (the run-out notice's time, the notices sent), so a restart in the
middle of a grace changes nothing.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Callable

from bot.i18n import t
from bot.store import GameRow, SeatClock, StaleVersion
from engine.core.text import DEFAULT_LOCALE, M, Msg

from . import ai_levels
from . import clocks
from .absent import Absent, waited_msg
from .asks import TableNotice
from .errors import ServiceError
from .tables import Tables

log = logging.getLogger(__name__)


class Grace:
    """Seats handed to an AI after the grace (see the module docstring)."""

    def __init__(self, tables: Tables, absent: Absent):
        self.tables = tables
        self.absent = absent
        self.store = tables.store

    async def due(
        self,
        now: datetime | None = None,
        *,
        locale: str = DEFAULT_LOCALE,
        server_locale: Callable[[int | None], str] | None = None,
    ) -> list[TableNotice]:
        """The seats whose grace passed with nobody answering, each handed to an AI once (this process's
        tables only); what the table says about each, to be told to everyone as they chose."""
        now = now or self.tables.clock()

        def lang_of(row: GameRow) -> str:
            return self.tables.public_locale(row, server_locale(row.guild_id) if server_locale else locale)

        out: list[TableNotice] = []
        running = [c for c in await self.store.running_clocks() if self.tables.owns(c.guild_id)]
        away = await self.store.away_spans(
            sorted({c.user_id for c in running}),
            ending_after=min((c.awaited_since for c in running), default=now.isoformat()),
        )
        for c in running:
            pace = clocks.pace_of(c.pace)
            if pace is None or clocks.out_of_time_of(c.out_of_time) != clocks.AI_AFTER_GRACE:
                continue
            if clocks.away_until(away, c.user_id, now) is not None:
                continue
            seat = clocks.SeatRow(
                seat=c.seat,
                user_id=c.user_id,
                ai_level=None,
                name=c.name,
                bank_seconds=c.bank_seconds,
                awaited_since=c.awaited_since,
                bank_notices=c.bank_notices,
                bank_out_at=c.bank_out_at,
            )
            hours = clocks.hours_of(c.hours)
            if c.bank_notices != clocks.bank_out_notice(pace) or not clocks.grace_over(seat, pace, now, away, hours):
                continue
            if not await self.store.mark_bank_notice(
                c.game_id, c.seat, c.awaited_since, c.bank_notices, c.bank_notices + 1
            ):
                continue  # another process took it, or the player moved meanwhile
            row = await self.store.game(c.game_id)
            if row is None:
                continue
            notice = await self._stand_in(row, c.seat, c.user_id, lang_of(row), clocks.duration_msg(pace.grace))
            if notice is not None:
                out.append(notice)
        out += await self._no_clock(now, lang_of)
        return out

    async def _no_clock(self, now: datetime, lang_of: Callable[[GameRow], str]) -> list[TableNotice]:
        """Tables without a clock: the takeover offer went out (``takeover.<seat>`` at the game's version)
        ``takeover_minutes`` ago and nobody moved since."""
        minutes = self.absent.takeover_minutes
        if not minutes or minutes <= 0:
            return []
        out: list[TableNotice] = []
        cutoff = (now - timedelta(minutes=2 * minutes)).isoformat()
        for row in await self.store.unswept_games("grace", updated_before=cutoff):
            if not self.tables.owns(row.guild_id) or clocks.pace_of(row.pace) is not None:
                continue
            if clocks.out_of_time_of(row.out_of_time) != clocks.AI_AFTER_GRACE:
                await self.store.mark_notice(row.id, row.version, "grace.swept", now=now.isoformat())
                continue
            try:
                tb = await self.tables.load(row)
            except Exception:
                log.warning("game %s: cannot be loaded for the grace", row.id, exc_info=True)
                continue
            decision = tb.game.decision(tb.state)
            pending = False
            for s in decision.seats if decision is not None else ():
                user = tb.seats[s].user_id
                if user is None:
                    continue
                sent = await self.store.notice_sent(row.id, row.version, f"takeover.{s}")
                if sent is None:
                    continue
                if (now - clocks.parse(sent)).total_seconds() < minutes * 60:
                    pending = True  # the offer went out late (a restart): its grace is not over yet
                    continue
                if not await self.store.mark_notice(row.id, row.version, f"grace.{s}", now=now.isoformat()):
                    continue
                notice = await self._stand_in(row, s, user, lang_of(row), waited_msg(minutes))
                if notice is not None:
                    out.append(notice)
                    break  # the version moved: the table is looked at again at its next version
            else:
                if not pending:
                    await self.store.mark_notice(row.id, row.version, "grace.swept", now=now.isoformat())
        return out

    async def _stand_in(self, row: GameRow, seat: int, user_id: int, lang: str, grace: Msg) -> TableNotice | None:
        """Hand the seat to a medium AI if its player still keeps the table waiting (under the lock)."""
        async with self.tables.lock(row.channel_id):
            try:
                tb = await self.tables.active(row.channel_id, row.id)
            except ServiceError:
                return None
            decision = tb.game.decision(tb.state)
            target = tb.seats[seat]
            if decision is None or seat not in decision.seats or target.user_id != user_id:
                return None  # the player moved, or the seat is no longer theirs
            pace = clocks.pace_of(tb.row.pace)
            written = [SeatClock(seat, 0.0, None, 0)] if pace is not None else []
            level = ai_levels.TAKEOVER_LEVEL
            try:
                tb.row.version = await self.store.take_over_seat(
                    tb.row.id, seat, level, expected_version=tb.row.version, now=self.tables.now(), clocks=written
                )
            except StaleVersion:
                return None
            tb.seats = await self.store.seats(tb.row.id)
            log.info("game %s: seat %d handed to a %s AI after the grace", tb.row.id, seat, level)
            words = M("bot.stalls.stand_in", name=target.name, grace=grace, level=M(f"bot.ai.level.{level}"))
            line = t(words, lang)
            public = await self.tables.public(tb, [line], lang, board=False, notify=[])
            humans = tuple(
                u for s in tb.seats if (u := s.user_id if s.user_id is not None else s.absent_user_id) is not None
            )
            return TableNotice(
                kind="stand_in",
                game_id=tb.row.id,
                guild_id=tb.row.guild_id,
                channel_id=tb.row.channel_id,
                locale=lang,
                line=line,
                table=t("bot.votes.table", lang, game=t(tb.game.name, lang), id=tb.row.id),
                told=humans,
                public=public,
                words=words,
                table_words=M("bot.votes.table", game=tb.game.name, id=tb.row.id),
            )
