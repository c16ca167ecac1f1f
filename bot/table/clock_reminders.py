"""Clocks: the reminders of paced tables' time banks, and ``/away``.

:class:`Clocks` is one component of :class:`bot.table.GameService`, over the shared :class:`Tables`
(the bank arithmetic is :mod:`bot.table.clocks`, the writes ride on every game write):

* :meth:`Clocks.due` finds awaited humans of paced tables whose bank has reached a reminder fraction
  (a reminder each, once per awaited span) or run out (a takeover offer to the other players, with
  "AI plays this move" and "AI plays until <name> returns"). :meth:`bot.table.absent.Absent.due_reminders`
  returns them with the settings-based ones of tables without a pace.
* :meth:`Clocks.away` pauses a user's banks and reminders at every table (``/away days``; 0 = back
  now), at most ``AWAY_MAX_DAYS`` in any ``AWAY_WINDOW_DAYS``; acting at a paced table ends it early.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Callable

from bot.i18n import echo, t
from engine.core.text import DEFAULT_LOCALE, M

from . import clocks
from .absent import Reminder
from .errors import BadOption, ServiceError
from .tables import Tables

log = logging.getLogger(__name__)


class AwayLimit(ServiceError):
    msg_id = "bot.err.away_limit"


@dataclass(frozen=True, slots=True)
class AwayOutcome:
    until: datetime | None  # None: back now
    line: str  # translated, for the user


class Clocks:
    """Paced tables' reminders and takeover offers, and /away (see the module docstring)."""

    def __init__(self, tables: Tables):
        self.tables = tables
        self.store = tables.store
        self.votes: Any = None  # bot.table.votes.Votes (set by the service): "wait for a vote" tables

    async def due(
        self,
        now: datetime | None = None,
        *,
        locale: str = DEFAULT_LOCALE,
        server_locale: Callable[[int | None], str] | None = None,
    ) -> list[Reminder]:
        """The bank reminders and takeover offers due now, each returned (and recorded) once per span.

        Only tables this process owns; never while the seat's owner is away (their bank is paused), and
        only where another human is seated (a paced table always has one: solo games have no clock).
        """
        now = now or self.tables.clock()
        running = [c for c in await self.store.running_clocks() if self.tables.owns(c.guild_id)]
        away = await self.store.away_spans(
            sorted({c.user_id for c in running}),
            ending_after=min((c.awaited_since for c in running), default=now.isoformat()),
        )
        out: list[Reminder] = []
        for c in running:
            pace = clocks.pace_of(c.pace)
            if pace is None or clocks.away_until(away, c.user_id, now) is not None:
                continue
            seat = _seat(c)
            hours = clocks.hours_of(c.hours)  # playing hours: the bank runs only inside them
            out_notice = clocks.bank_out_notice(pace)
            # the grace after the run-out notice is bot.table.grace's
            due = min(clocks.due_notice(seat, pace, now, away, hours), out_notice)
            if due <= c.bank_notices:
                continue
            stamp = now.isoformat() if due == out_notice else None  # the grace counts from this notice
            if not await self.store.mark_bank_notice(
                c.game_id, c.seat, c.awaited_since, c.bank_notices, due, bank_out_at=stamp
            ):
                continue  # another process sent it, or the seat moved meanwhile
            row = await self.store.game(c.game_id)
            if row is None:
                continue
            try:
                tb = await self.tables.load(row)  # the seat's question, for the reminder
                if not any(s.user_id is not None and s.seat != c.seat for s in tb.seats):
                    continue  # nobody else is waiting (the others are AIs)
            except Exception:
                log.warning("game %s: cannot be read for bank reminders", row.id, exc_info=True)
                continue
            lang = self.tables.public_locale(row, server_locale(row.guild_id) if server_locale else locale)
            left = clocks.remaining(seat, pace, now, away, hours)
            waited = clocks.spent(seat, now, away, hours)
            notice = None
            view = None
            words = None
            if due == out_notice and clocks.out_of_time_of(c.out_of_time) == clocks.WAIT_FOR_VOTE and self.votes:
                view = await self.votes.open_for_run_out(row, c.seat, lang)
                if view is None:  # a vote of that kind is open already: asked again at the next sweep
                    await self.store.mark_bank_notice(c.game_id, c.seat, c.awaited_since, due, c.bank_notices)
                    continue
                kind, text = "vote", view.title
            elif due == out_notice:
                kind = "takeover"
                words = M("bot.stalls.bank_out", name=c.name, grace=clocks.duration_msg(pace.grace))
                text = t(words, lang)
            else:
                kind = "reminder"
                text = t(
                    "bot.notices.reminder_clock",
                    lang,
                    left=clocks.duration_text(left, lang),
                    question=self.tables.question(tb, c.seat, lang) or t("bot.turn.yours", lang),
                )
                notice = next(iter(await self.tables.notices(tb, [c.user_id], lang)), None)
            out.append(
                Reminder(
                    kind=kind,
                    game_id=row.id,
                    guild_id=row.guild_id,
                    channel_id=row.channel_id,
                    version=row.version,
                    seat=c.seat,
                    user_id=c.user_id,
                    name=c.name,
                    waited_minutes=int(waited // 60),
                    text=text,
                    locale=lang,
                    left_seconds=left,
                    one_move=kind == "takeover",
                    asked=tuple(s.user_id for s in tb.seats if s.user_id is not None and s.seat != c.seat)
                    if kind == "takeover"
                    else (),
                    vote=view,
                    table=t("bot.votes.table", lang, game=t(tb.game.name, lang), id=row.id),
                    words=words,
                    title=M("bot.votes.table", game=tb.game.name, id=row.id),
                    notice=notice,
                    game_type=row.game_type,
                    seat_names=tuple(tb.names),
                )
            )
        return out

    async def away(self, user_id: int, days: int, *, locale: str = DEFAULT_LOCALE) -> AwayOutcome:
        """``/away days``: pause the user's banks and reminders at every table for ``days`` days (0:
        back now). Refused beyond ``AWAY_MAX_DAYS`` away days in any ``AWAY_WINDOW_DAYS``."""
        # an int by its annotation, but a payload is only data: 1.5 days or True are refused here too
        if type(days) is not int or not 0 <= days <= clocks.AWAY_MAX_DAYS:
            raise BadOption(M("bot.err.bad_option", field="days", value=echo(days)))
        now = self.tables.clock()
        if days == 0:
            back = await self.store.end_away(user_id, now.isoformat())
            return AwayOutcome(until=None, line=t("bot.pace.back" if back else "bot.pace.not_away", locale))
        window = now - timedelta(days=clocks.AWAY_WINDOW_DAYS)
        spans = await self.store.away_spans([user_id], ending_after=window.isoformat())
        # a current span is replaced by the new one: only what was taken of it counts
        taken = [
            s if clocks.parse(s.ends_at) <= now else clocks.AwaySpan(s.user_id, s.starts_at, now.isoformat())
            for s in spans
        ]
        used = clocks.away_days_used(taken, user_id, now)
        if used + days > clocks.AWAY_MAX_DAYS + 1e-9:
            left = max(0, int(clocks.AWAY_MAX_DAYS - used))
            raise AwayLimit(
                M("bot.err.away_limit", max=clocks.AWAY_MAX_DAYS, window=clocks.AWAY_WINDOW_DAYS, left=left)
            )
        until = now + timedelta(days=days)
        await self.store.start_away(user_id, now.isoformat(), until.isoformat())
        return AwayOutcome(until=until, line=t("bot.pace.away", locale, date=clocks.date_text(until, locale)))


def _seat(c) -> clocks.SeatRow:
    return clocks.SeatRow(
        seat=c.seat,
        user_id=c.user_id,
        ai_level=None,
        name=c.name,
        bank_seconds=c.bank_seconds,
        awaited_since=c.awaited_since,
        bank_notices=c.bank_notices,
        bank_out_at=c.bank_out_at,
    )
