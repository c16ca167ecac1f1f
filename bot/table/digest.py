"""The daily digest (``/notify how:digest``): at most one direct message a day listing every table
awaiting the user, instead of one message per table.

:class:`Digests` is one component of :class:`bot.table.GameService`. A user who chooses the digest is
due at once, then every day at that time of day (UTC); nothing else tells them (no mention, no
per-table message, no reminder). Each due digest is *claimed* in the database before it is sent: the
stored due time moves to the next day in one compare-and-set, so of several bot processes, or a
process before and after a restart, exactly one sends it, and never a second one within half a day
(:func:`next_due`). A digest with no table awaiting the user is not sent (the day is claimed all the
same). The lines are in the user's own language (their last interaction's).
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from bot.store import GameRow

from .models import Notice
from .tables import Tables

log = logging.getLogger(__name__)

DAY = timedelta(days=1)
MIN_GAP = timedelta(hours=12)  # the least time between two digests (a late one moves the next one on)
USERS_PER_SWEEP = 200  # digests claimed by one sweep (the rest wait for the next sweep)
TABLES_READ = 100  # a user's tables read for one digest (the most a digest can list)


@dataclass(frozen=True, slots=True)
class DigestTable:
    """One table awaiting the digest's reader: where it is, how its thread is named, what they are
    asked and their bank (``notice``, in their language)."""

    game_id: int
    game_type: str
    guild_id: int | None
    channel_id: int
    seat_names: tuple[str, ...]
    notice: Notice
    waiting_since: str  # when the table began waiting for the user (their bank's span, else its last move)


@dataclass(frozen=True, slots=True)
class Digest:
    user_id: int
    locale: str
    tables: list[DigestTable]  # longest waiting first
    next_at: datetime  # when the next digest is due


def next_due(due: datetime, sent: datetime) -> datetime:
    """The digest after one due at ``due`` and sent at ``sent``: the first one at the same time of day
    (UTC) that is at least :data:`MIN_GAP` after ``sent``, so two digests are never close together,
    a late one (a sweep after a pause) does not move the time of day, and lateness never skips a day
    (due 23:30, sent 00:30 the next day: the next is that evening, not two days later)."""
    days = max(1, math.ceil((sent + MIN_GAP - due) / DAY))
    return due + DAY * days


class Digests:
    """The digest use case (see the module docstring)."""

    def __init__(self, tables: Tables):
        self.tables = tables
        self.store = tables.store

    async def due(self, now: datetime | None = None, *, fallback_locale: str = "en") -> list[Digest]:
        """The digests due by ``now``, each claimed here (no other call, in this process or another,
        returns it); those with no table awaiting their reader are claimed and left out."""
        now = now or self.tables.clock()
        out = []
        for d in await self.tables.posts.due_digests(now.isoformat(), USERS_PER_SWEEP):
            following = next_due(datetime.fromisoformat(d.due), now)
            if not await self.tables.posts.claim_digest(d.user_id, d.due, following.isoformat()):
                continue  # another process sent it
            [locale] = (await self.tables.reader_locales([d.user_id], fallback_locale)).values()
            tables = await self.awaiting(d.user_id, locale)
            if tables:
                out.append(Digest(user_id=d.user_id, locale=locale, tables=tables, next_at=following))
        return out

    async def awaiting(self, user_id: int, locale: str) -> list[DigestTable]:
        """Every running table awaiting the user now, longest waiting first."""
        out = []
        for r in await self.store.user_tables(user_id, TABLES_READ):
            if r.game.status != "active" or r.seat is None:
                continue
            try:
                line = await self._line(r.game, user_id, locale)
            except Exception:  # one unreadable table must not cost the digest
                log.warning("game %s: left out of a digest", r.game.id, exc_info=True)
                continue
            if line is not None:
                out.append(line)
        return sorted(out, key=lambda d: (d.waiting_since, d.game_id))

    async def _line(self, row: GameRow, user_id: int, locale: str) -> DigestTable | None:
        tb = await self.tables.load(row)
        seat = tb.seat_of(user_id)
        decision = tb.game.decision(tb.state)
        if seat is None or decision is None or seat not in decision.seats:
            return None
        notices = await self.tables.notices(tb, [user_id], locale)
        if not notices:
            return None
        notice = notices[0]
        return DigestTable(
            game_id=row.id,
            game_type=row.game_type,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            seat_names=tuple(tb.names),
            notice=notice,
            waiting_since=tb.seats[seat].awaited_since or row.updated_at,
        )
