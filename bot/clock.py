"""The one clock: where the bot reads real time, and the staging clock that runs faster than it.

Every time the bot reasons about (clocks and banks, reminders, graces, stalls, seasons, the daily
challenge's day, ``updated_at`` stamps) comes from the service's clock, ``Tables.clock``
(:meth:`bot.table.GameService.use_clock` replaces it). :func:`real_now` is the only place in ``bot/``
that reads the real time for it; besides it only the heartbeat (a file's age, for the container's
health check) and the migrations' ``applied_at`` read real time, as operations do.

**The staging clock.** ``CLOCK_SCALE=600`` (allowed only with ``STAGING=1``: ``bot.config``) makes the
service's clock run 600 times faster than real time, so a week-long daily table plays out in minutes on
a test server. Its time is derived from an *anchor* kept in the database (the ``secrets`` table, name
:data:`ANCHOR_SECRET`): the real and virtual times of one moment and the scale,
``virtual = anchor.virtual + (real - anchor.real) * scale``. Every process on that database reads the
same anchor, and a restart goes on from it, so time never jumps back; a restart with another scale
re-anchors at the virtual time reached (:func:`next_anchor`; the database side is
:func:`bot.staging.staging_clock`). A database that once ran a staging clock
keeps its lead over real time when the scale goes back to 1 (logged at WARNING at every start).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Callable

log = logging.getLogger(__name__)

ANCHOR_SECRET = "clock.anchor"  # the staging clock's anchor, a JSON object (bot/store secrets, migration 011)
SWEEP_FLOOR_SECONDS = 1.0  # PROPOSED: the background sweeps never look more often than this (real seconds)

RealClock = Callable[[], datetime]


def real_now() -> datetime:
    """The real time, UTC: the only read of it behind the service's clock."""
    return datetime.now(timezone.utc)


@dataclass(frozen=True, slots=True)
class Anchor:
    """One moment in both times, and how much faster the virtual one runs from there."""

    real: datetime
    virtual: datetime
    scale: float

    def at(self, real: datetime) -> datetime:
        return self.virtual + (real - self.real) * self.scale

    def dumps(self) -> str:
        return json.dumps(
            {"real": self.real.isoformat(), "virtual": self.virtual.isoformat(), "scale": self.scale}, sort_keys=True
        )

    @classmethod
    def loads(cls, text: str) -> "Anchor":
        data = json.loads(text)
        return cls(
            real=datetime.fromisoformat(data["real"]),
            virtual=datetime.fromisoformat(data["virtual"]),
            scale=float(data["scale"]),
        )


def next_anchor(stored: Anchor | None, scale: float, real: datetime) -> Anchor | None:
    """The anchor a process starting at ``real`` with ``scale`` goes on from: none for a plain real
    clock on a database that never ran a staging clock; the stored one when its scale is the same;
    otherwise a new one at the virtual time reached, so the clock never reads earlier than before."""
    if stored is None:
        return None if scale == 1 else Anchor(real=real, virtual=real, scale=scale)
    if stored.scale == scale:
        return stored
    return Anchor(real=real, virtual=max(stored.at(real), real), scale=scale)


class ScaledClock:
    """The service's clock over an anchor: ``scale`` times faster than ``real`` (the real clock, or
    a test's) from the anchor's moment on."""

    def __init__(self, anchor: Anchor, real: RealClock = real_now):
        self.anchor, self.real = anchor, real

    @property
    def scale(self) -> float:
        return self.anchor.scale

    def __call__(self) -> datetime:
        return self.anchor.at(self.real())

    def lead(self) -> timedelta:
        """How far the clock is ahead of real time now."""
        now = self.real()
        return self.anchor.at(now) - now


def sweep_seconds(seconds: float, scale: float) -> float:
    """How often a background sweep looks (real seconds) under a clock ``scale`` times faster: as often
    as virtual time needs, but never more often than :data:`SWEEP_FLOOR_SECONDS`."""
    return max(SWEEP_FLOOR_SECONDS, seconds / scale) if scale > 1 else seconds
