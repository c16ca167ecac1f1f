"""Tables' clock lines: each seat's bank on the public board and a seat's own line, and settling the
clocks when a move is committed (moved from tables.py as it was)."""

from __future__ import annotations


from bot.i18n import t
from bot.store import SeatClock

from . import clocks

from .table_base import Table, TablesBase


class TableClocks(TablesBase):
    def clock_lines(self, tb: Table, locale: str) -> list[str]:
        """The board's one short clock line on a paced table: the awaited seats' banks, and who is away;
        with playing hours, the window, and that the clocks are paused outside it."""
        pace = clocks.pace_of(tb.row.pace)
        decision = tb.game.decision(tb.state) if pace is not None else None
        if pace is None or decision is None:
            return []
        now = self.clock()
        hours = clocks.hours_of(tb.row.hours)
        parts = []
        for s in clocks.awaited_humans(tb.seats, decision):
            seat = tb.seats[s]
            until = clocks.away_until(tb.away, seat.user_id, now)
            left = clocks.duration_text(clocks.remaining(seat, pace, now, tb.away, hours), locale)
            parts.append(
                t("bot.pace.seat_away", locale, name=seat.name, left=left, date=clocks.date_text(until, locale))
                if until is not None
                else t("bot.pace.seat_clock", locale, name=seat.name, left=left)
            )
        if not parts:
            return []
        line = t("bot.pace.clocks", locale, seats=" · ".join(parts))
        if hours is None:
            return [line]
        if clocks.is_open(hours, now):
            return [line + " · " + t("bot.hours.open", locale, window=hours.window_text())]
        opens = clocks.local_text(hours, clocks.next_opening(hours, now), now)
        return [t("bot.hours.paused_board", locale, seats=" · ".join(parts), until=opens, window=hours.window_text())]

    def your_clock(self, tb: Table, seat: int, pace: clocks.Pace, locale: str) -> list[str]:
        """The panel's clock line: "Your clock: 1 d 4 h left", paused outside the playing hours."""
        now = self.clock()
        hours = clocks.hours_of(tb.row.hours)
        left = clocks.duration_text(clocks.remaining(tb.seats[seat], pace, now, tb.away, hours), locale)
        if hours is None:
            return [t("bot.pace.your_clock", locale, left=left)]
        if clocks.is_open(hours, now):
            return [t("bot.hours.your_clock", locale, left=left, window=hours.window_text())]
        opens = clocks.local_text(hours, clocks.next_opening(hours, now), now)
        return [t("bot.hours.your_clock_paused", locale, left=left, until=opens, window=hours.window_text())]

    def settle_clocks(self, tb: Table, turn: int | None = None) -> list[SeatClock]:
        """The seats' clocks after a change of ``tb.state`` answering ``turn`` (nothing without a
        pace): what the write stores with the change (``bot.table.clocks.settle``)."""
        return clocks.settle(
            tb.seats,
            clocks.pace_of(tb.row.pace),
            tb.game.decision(tb.state),
            self.clock(),
            tb.away,
            turn,
            clocks.hours_of(tb.row.hours),
        )

    def mirror_clocks(self, tb: Table, written: list[SeatClock]) -> None:
        """Written clocks in ``tb.seats``; the seats a one-move stand-in gave back in ``tb.returned``."""
        clocks.apply(tb.seats, written)
        tb.returned += [c.seat for c in written if c.give_back]
