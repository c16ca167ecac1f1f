"""A table's pace: Board Game Arena-style turn-based clocks, one time bank per player.

:data:`PACES` is the one data table: each pace's starting bank, the time a move adds, the cap, and
the fractions of the bank used up at which its owner is reminded. ``none`` has no clock: reminders
and takeover offers come after the settings' fixed delays (``bot.table.absent``), as before paces
existed, and so do games stored before migration 009 (their ``pace`` is NULL).

A seat's bank runs while the seat is awaited (in ``Decision.seats``; several banks at once in a
simultaneous choice). Nothing lives in memory: the store keeps each seat's bank as it stood when
its awaited span began and the span's start (``SeatRow.bank_seconds``, ``awaited_since``), so the
bank now is derived from stored timestamps and survives a restart. When a span ends (the seat is no
longer awaited after a write) the time spent is deducted and the increment added, up to the cap, in
the same transaction as the move (:func:`settle`). Time while the owner is away (``/away``) is not
charged. AI seats and AI stand-ins have no running bank.

**Playing hours.** A table may keep a daily window (:class:`Hours`: "09:00-23:00 Europe/Prague", a
window may run past midnight); its banks run only inside it (:func:`charged`), so reminders and the
moment a bank runs out follow. A window's edges are local wall-clock times on each local day: on the
day clocks go forward an edge in the skipped hour falls at the first moment after it, on the day they
go back an edge in the repeated hour is its first occurrence, so such a night is an hour shorter or
longer, as it is for the players.

Everything here is pure: the component that writes and reminds is :mod:`bot.table.clock_reminders`.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone
from functools import cache, lru_cache
from typing import Iterable, Sequence
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.i18n import t
from bot.store import AwaySpan, SeatClock, SeatRow
from engine.core.text import DEFAULT_LOCALE, M, Msg

NONE = "none"
DAY = 24 * 3600


@dataclass(frozen=True, slots=True)
class Pace:
    id: str
    start: float  # the bank a seat starts with (seconds)
    increment: float  # added when the seat's awaited span ends (a move)
    cap: float  # the bank never grows beyond this
    reminders: tuple[float, ...]  # fractions of the span's starting bank used up: remind once each
    grace: float  # after the run-out notice: nobody answered, the AI plays the seat (table option "ai")
    vote: float  # how long a vote at the table stays open (cancel, replace)


# The proposed values of the brief: a live table plays within minutes, a daily one a move a day or so.
REMINDER_FRACTIONS = (0.5, 0.9)
PACES: dict[str, Pace] = {
    p.id: p
    for p in (
        Pace("live", 10 * 60, 2 * 60, 15 * 60, REMINDER_FRACTIONS, grace=10 * 60, vote=15 * 60),
        Pace("daily", 2 * DAY, 1 * DAY, 3 * DAY, REMINDER_FRACTIONS, grace=1 * DAY, vote=1 * DAY),
        Pace("weekly", 7 * DAY, 4 * DAY, 14 * DAY, REMINDER_FRACTIONS, grace=3 * DAY, vote=3 * DAY),
    )
}
CHOICES = (*PACES, NONE)  # what the lobby offers, in this order
LOBBY_DEFAULT = "daily"  # /play lobbies; the service's own default is NONE (terminal, solo)
LIVE = "live"  # a scheduled table's pace (/play … when:, bot.table.live)

# Without a clock (pace "none"): the grace after the takeover offer is the takeover delay once more
# (the settings' ABSENT_TAKEOVER_MINUTES, bot.table.absent), and a vote stays open this long.
NO_CLOCK_VOTE = 1 * DAY

# What a table does when a player's clock has run out and nobody answered the offer within the grace
# (a lobby option; the service's ``out_of_time`` at table creation): the AI plays the seat until its
# owner returns, or a vote to replace the player is opened and the table waits for it.
AI_AFTER_GRACE, WAIT_FOR_VOTE = "ai", "vote"
OUT_OF_TIME = (AI_AFTER_GRACE, WAIT_FOR_VOTE)

# A stalled table: no move for STALL seconds, it is offered cancel-by-consent and closed (abandoned, not
# rated) STALL_CLOSE seconds later unless someone moves. PROPOSED, as the issue names them.
STALL = 30 * DAY
STALL_CLOSE = 7 * DAY

# /away: at most this many days away in any window of this many days.
AWAY_MAX_DAYS = 14
AWAY_WINDOW_DAYS = 30


def pace_of(pace_id: str | None) -> Pace | None:
    """The pace's data, or None for ``none`` (and for a NULL or unknown stored value)."""
    return PACES.get(pace_id or NONE)


def parse(text: str) -> datetime:
    return datetime.fromisoformat(text)


def away_overlap(spans: Iterable[AwaySpan], user_id: int | None, start: datetime, end: datetime) -> float:
    """Seconds of [start, end] the user spent away."""
    total = 0.0
    for s in spans:
        if s.user_id != user_id:
            continue
        lo, hi = max(start, parse(s.starts_at)), min(end, parse(s.ends_at))
        if hi > lo:
            total += (hi - lo).total_seconds()
    return total


def away_until(spans: Iterable[AwaySpan], user_id: int | None, now: datetime) -> datetime | None:
    """When the user's current away span ends, or None if they are not away now."""
    for s in spans:
        if s.user_id == user_id and parse(s.starts_at) <= now < parse(s.ends_at):
            return parse(s.ends_at)
    return None


def charged(
    since: datetime, now: datetime, user_id: int | None, away: Sequence[AwaySpan] = (), hours: Hours | None = None
) -> float:
    """Seconds of [since, now] a bank is charged: inside the playing hours (all of it without), less
    the time its owner was away."""
    if now <= since:
        return 0.0
    spans = [(since, now)] if hours is None else windows(hours, since, now)
    return sum(max(0.0, (hi - lo).total_seconds() - away_overlap(away, user_id, lo, hi)) for lo, hi in spans)


def spent(seat: SeatRow, now: datetime, away: Sequence[AwaySpan] = (), hours: Hours | None = None) -> float:
    """Seconds charged to the seat's bank in its current awaited span (0 when not awaited)."""
    if seat.awaited_since is None:
        return 0.0
    return charged(parse(seat.awaited_since), now, seat.user_id, away, hours)


def bank_at_span_start(seat: SeatRow, pace: Pace) -> float:
    return pace.start if seat.bank_seconds is None else seat.bank_seconds


def remaining(
    seat: SeatRow, pace: Pace, now: datetime, away: Sequence[AwaySpan] = (), hours: Hours | None = None
) -> float:
    """The seat's bank now (seconds, never below zero)."""
    return max(0.0, bank_at_span_start(seat, pace) - spent(seat, now, away, hours))


def awaited_humans(seats: Sequence[SeatRow], decision) -> set[int]:
    """The seats whose bank runs now: awaited seats a human plays (never an AI or a stand-in)."""
    if decision is None:
        return set()
    return {s for s in decision.seats if seats[s].user_id is not None}


def settle(
    seats: Sequence[SeatRow],
    pace: Pace | None,
    decision,
    now: datetime,
    away: Sequence[AwaySpan] = (),
    turn: int | None = None,
    hours: Hours | None = None,
) -> list[SeatClock]:
    """The seats' clocks after a write that leaves the game at ``decision``: a span that ended is
    charged and earns the increment (up to the cap); a seat newly awaited starts a span. A one-span
    stand-in's seat returns to its owner once that span ends (``give_back``). Without a pace only the
    awaited spans are kept (:func:`_spans`).

    ``turn``: the ``Decision.turn`` the write answered. When the game moved to another turn, a seat
    awaited again (a simultaneous bid, then its own turn) has made its move all the same: its span
    ends and a new one begins. Within a turn, its several decisions are one span (one move)."""
    running = awaited_humans(seats, decision)
    new_turn = turn is not None and decision is not None and decision.turn != turn
    now_text = now.isoformat()
    if pace is None:
        return _spans(seats, running, new_turn, now_text)
    out: list[SeatClock] = []
    for seat in seats:
        was = seat.awaited_since is not None
        if seat.stand_in_once and seat.seat not in (decision.seats if decision else ()):
            # the stand-in's span is over: the seat returns to its owner (see returned_bank)
            out.append(SeatClock(seat.seat, returned_bank(seat, pace), None, 0, give_back=True))
        elif was and (seat.seat not in running or new_turn):
            left = max(0.0, bank_at_span_start(seat, pace) - spent(seat, now, away, hours))
            again = now_text if seat.seat in running else None
            out.append(SeatClock(seat.seat, min(pace.cap, left + pace.increment), again, 0))
        elif not was and seat.seat in running:
            out.append(SeatClock(seat.seat, bank_at_span_start(seat, pace), now_text, 0))
    return out


def _spans(seats: Sequence[SeatRow], running: set[int], new_turn: bool, now_text: str) -> list[SeatClock]:
    """Without a clock only the awaited spans are kept (no bank): since when each seat has been waited
    for, which /games counts its waiting from (not from the table's last move)."""
    out: list[SeatClock] = []
    for seat in seats:
        was = seat.awaited_since is not None
        if was and (seat.seat not in running or new_turn):
            out.append(SeatClock(seat.seat, None, now_text if seat.seat in running else None, 0))
        elif not was and seat.seat in running:
            out.append(SeatClock(seat.seat, None, now_text, 0))
    return out


def returned_bank(seat: SeatRow, pace: Pace) -> float:
    """The bank a seat returns to its owner with: what was left when the stand-in took over, but at
    least one move's increment, so a returning player is not offered out again at once (a stand-in's
    moves neither charge nor earn anything)."""
    return min(pace.cap, max(bank_at_span_start(seat, pace), pace.increment))


def apply(seats: list[SeatRow], clocks: Sequence[SeatClock]) -> None:
    """Mirror written clocks in the loaded seat rows (the caller's Table stays current)."""
    for c in clocks:
        s = seats[c.seat]
        s.bank_seconds, s.awaited_since, s.bank_notices = c.bank_seconds, c.awaited_since, c.bank_notices
        if c.give_back:
            s.user_id, s.absent_user_id, s.ai_level, s.stand_in_once = s.absent_user_id, None, None, False


def due_notice(
    seat: SeatRow, pace: Pace, now: datetime, away: Sequence[AwaySpan] = (), hours: Hours | None = None
) -> int:
    """How many of the span's notices are due by now: one per reminder fraction passed, one more (the
    run-out notice: the takeover offer, or a vote) when the bank has run out, and one more (the AI
    plays the seat: :func:`grace_over`) once the grace after that notice has passed."""
    bank = bank_at_span_start(seat, pace)
    used = spent(seat, now, away, hours)
    if used >= bank:
        return bank_out_notice(pace) + (1 if grace_over(seat, pace, now, away, hours) else 0)
    return sum(1 for f in pace.reminders if used >= f * bank)


def bank_out_notice(pace: Pace) -> int:
    """The number of the run-out notice among a span's notices (its reminders come first)."""
    return len(pace.reminders) + 1


def grace_over(
    seat: SeatRow, pace: Pace, now: datetime, away: Sequence[AwaySpan] = (), hours: Hours | None = None
) -> bool:
    """Whether the grace after the seat's run-out notice has passed: counted from the notice the
    players got (``bank_out_at``), never from a run-out nobody was told of, and like the bank only
    inside the table's playing hours and not while the player is away."""
    if seat.bank_out_at is None:
        return False
    return charged(parse(seat.bank_out_at), now, seat.user_id, away, hours) >= pace.grace


def vote_seconds(pace_id: str | None) -> float:
    """How long a vote at a table of this pace stays open."""
    pace = pace_of(pace_id)
    return pace.vote if pace is not None else NO_CLOCK_VOTE


def out_of_time_of(value: str | None) -> str:
    """A stored ``games.out_of_time`` (NULL: every table before the option existed) as its choice."""
    return value if value in OUT_OF_TIME else AI_AFTER_GRACE


def duration_text(seconds: float, locale: str = DEFAULT_LOCALE) -> str:
    """A bank in its two largest units: "1 d 4 h", "3 h 20 min", "7 min" (started minutes count: a
    clock just started reads its whole bank, and only an empty one reads 0)."""
    return t(duration_msg(seconds), locale)


def duration_msg(seconds: float) -> Msg:
    """:func:`duration_text` as a message, for a text translated later (a direct message in its
    reader's language)."""
    minutes = max(0, math.ceil(seconds / 60 - 1e-9))
    days, hours, mins = minutes // (24 * 60), minutes // 60 % 24, minutes % 60
    if days:
        return M("bot.pace.days_hours", d=days, h=hours)
    if hours:
        return M("bot.pace.hours_minutes", h=hours, m=mins)
    return M("bot.pace.minutes", m=mins)


def date_text(when: datetime, locale: str = DEFAULT_LOCALE) -> str:
    """A return date as players read it (UTC): "2026-03-05 12:00 UTC"."""
    return when.strftime("%Y-%m-%d %H:%M UTC")


def away_days_used(spans: Iterable[AwaySpan], user_id: int, now: datetime) -> float:
    """Days of away spans (as taken, an early return counts only up to it) starting within the window."""
    window = now - timedelta(days=AWAY_WINDOW_DAYS)
    return sum(
        (parse(s.ends_at) - parse(s.starts_at)).total_seconds() / DAY
        for s in spans
        if s.user_id == user_id and parse(s.starts_at) >= window
    )


# ---------------------------------------------------------------------- playing hours

HOURS_MIN_MINUTES = 4 * 60  # PROPOSED: a window shorter than this would make a daily bank last weeks
_HOURS = re.compile(r"^\s*(\d{1,2})(?::(\d{2}))?\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s+(\S+)\s*$")
_DAY_MINUTES = 24 * 60


@dataclass(frozen=True, slots=True)
class Hours:
    """A table's daily playing window: local minutes of the day it opens and closes in an IANA zone
    (``closes`` before ``opens``: the window runs past midnight)."""

    opens: int
    closes: int
    zone: str

    @property
    def tz(self) -> ZoneInfo:
        return _zone(self.zone)

    @property
    def minutes(self) -> int:
        """The window's length on a day without a clock change."""
        return (self.closes - self.opens) % _DAY_MINUTES

    def text(self) -> str:
        """The stored and shown form: "09:00-23:00 Europe/Prague"."""
        return f"{_hhmm(self.opens)}-{_hhmm(self.closes)} {self.zone}"

    def window_text(self) -> str:
        """ "09:00–23:00 Europe/Prague" (as players read it)."""
        return f"{_hhmm(self.opens)}–{_hhmm(self.closes)} {self.zone}"


class BadHours(ValueError):
    """Playing hours that cannot be read: ``msg_id`` says why (``bot.hours.err.*``)."""

    def __init__(self, msg_id: str):
        self.msg_id = msg_id
        super().__init__(msg_id)


@cache
def _zone(name: str) -> ZoneInfo:
    return ZoneInfo(name)


def _hhmm(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def parse_hours(text: str) -> Hours:
    """``"9-23 Europe/Prague"``, ``"09:00-23:00 Europe/Prague"``, ``"18:30–01:00 America/New_York"``;
    BadHours when the form, a time or the zone is wrong, or the window is shorter than
    :data:`HOURS_MIN_MINUTES`."""
    m = _HOURS.match(text or "")
    if m is None:
        raise BadHours("bot.hours.err.form")
    h1, m1, h2, m2, zone = m.groups()
    opens, closes = int(h1) * 60 + int(m1 or 0), int(h2) * 60 + int(m2 or 0)
    if int(h1) > 23 or int(h2) > 24 or int(m1 or 0) > 59 or int(m2 or 0) > 59 or closes > _DAY_MINUTES:
        raise BadHours("bot.hours.err.time")
    closes %= _DAY_MINUTES  # 24:00 is midnight
    try:
        if "." in zone.split("/")[-1] or zone.startswith("/"):
            raise ValueError(zone)
        _zone(zone)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        raise BadHours("bot.hours.err.zone") from None
    hours = Hours(opens, closes, zone)
    if hours.minutes < HOURS_MIN_MINUTES:
        raise BadHours("bot.hours.err.short")
    return hours


def hours_of(stored: str | None) -> Hours | None:
    """A table's stored playing hours (migration 020; None: none, or a form no longer readable)."""
    if not stored:
        return None
    try:
        return parse_hours(stored)
    except BadHours:
        return None


def _instant(tz: ZoneInfo, day: date, minute: int) -> datetime:
    """The first moment at or after wall-clock ``minute`` on local ``day`` (UTC): a wall time the clock
    skips (going forward) falls at the end of the gap; one it repeats (going back) is its first time."""
    naive = datetime.combine(day, time(minute // 60, minute % 60))
    first = naive.replace(tzinfo=tz, fold=0).astimezone(timezone.utc)
    if first.astimezone(tz).replace(tzinfo=None) == naive:
        return first
    # in a gap: the moment the wall clock jumps past ``naive``, between the two readings of it
    lo = int(naive.replace(tzinfo=tz, fold=1).timestamp())
    hi = int(first.timestamp())
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if datetime.fromtimestamp(mid, tz).replace(tzinfo=None) >= naive:
            hi = mid
        else:
            lo = mid
    return datetime.fromtimestamp(hi, timezone.utc)


@lru_cache(maxsize=8192)  # the sweeps ask for the same days of the same windows every minute
def _day_window(hours: Hours, day: date) -> tuple[datetime, datetime]:
    """The window opening on local ``day`` (UTC instants)."""
    tz = hours.tz
    closes_on = day + timedelta(days=1) if hours.closes <= hours.opens else day
    return _instant(tz, day, hours.opens), _instant(tz, closes_on, hours.closes)


def windows(hours: Hours, lo: datetime, hi: datetime) -> list[tuple[datetime, datetime]]:
    """The parts of [lo, hi] inside the playing hours, in order."""
    tz = hours.tz
    day = lo.astimezone(tz).date() - timedelta(days=1)  # yesterday's window may reach past midnight
    last = hi.astimezone(tz).date()
    out = []
    while day <= last:
        start, end = _day_window(hours, day)
        start, end = max(start, lo), min(end, hi)
        if end > start:
            out.append((start, end))
        day += timedelta(days=1)
    return out


def is_open(hours: Hours, when: datetime) -> bool:
    """Whether the playing hours are open at ``when``."""
    return bool(windows(hours, when, when + timedelta(seconds=1)))


def next_opening(hours: Hours, when: datetime) -> datetime:
    """When the window opens next after ``when`` (``when`` itself if it is open then)."""
    day = when.astimezone(hours.tz).date() - timedelta(days=1)
    for _ in range(4):
        start, end = _day_window(hours, day)
        if end > when:
            return max(start, when)
        day += timedelta(days=1)
    raise AssertionError("a daily window opens within two days")  # pragma: no cover


def local_text(hours: Hours, when: datetime, now: datetime) -> str:
    """ "09:00 Europe/Prague", with the local date when it is not today's there."""
    local, today = when.astimezone(hours.tz), now.astimezone(hours.tz).date()
    shown = local.strftime("%H:%M") if local.date() == today else local.strftime("%Y-%m-%d %H:%M")
    return f"{shown} {hours.zone}"
