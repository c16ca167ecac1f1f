"""Seasons (migration 021): each scope's numbered spans of time, kept as rows that never move.

A scope is ``global`` or ``guild:<id>`` (as the ratings' scopes). Seasons follow the calendar: a season
of ``months`` months ends at 00:00 UTC on the first day of a month ``m`` with ``(m - 1) % months == 0``
(three months: the calendar quarters; twelve: the year). A scope's first season starts the moment it is
first needed (a game finishing there, a leaderboard or ``/setup`` asking) and ends at the next such
boundary; every later season starts where the one before ended, with the length in effect when it
begins (a new length set on ``/setup`` applies from the next season). A game belongs to the season whose
span holds its finish time (``games.updated_at`` of a finished game), so the seasons' ratings are a
function of the results log and these rows, rebuilt like the all-time ones. Times are ISO text in UTC,
as everywhere in the store, compared as text.

The global scope's seasons are the calendar quarters (UTC): no one setting holds for every server.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone

from typing import Any, Protocol, Sequence

from .setting_names import SEASON_LENGTHS, SEASON_MONTHS, season_months, setting

LENGTHS = SEASON_LENGTHS
GLOBAL = "global"
GLOBAL_MONTHS = 3  # the global scope's seasons: calendar quarters
MAX_NEW = 200  # seasons one call may create (a scope silent for years catches up in one go)
# A claimed announcement not marked done by then may be claimed again: inside Discord's few minutes of
# message nonces, so a process that died between posting and marking is not posted twice (``once_nonce``).
ANNOUNCE_LEASE_SECONDS = 120
COLUMNS = "scope, number, starts_at, ends_at, months, announced_at"


class Tx(Protocol):
    """What these functions need of a transaction (the SQL layer's Tx; this module imports nothing of it:
    the finish transaction calls :func:`ensure_for_game`)."""

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None: ...

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...


def guild_scope(guild_id: int | None) -> str:
    return GLOBAL if guild_id is None else f"guild:{guild_id}"


def season_scope(scope: str, number: int) -> str:
    """The ratings' scope of one season of ``scope``: ``guild:12@3``, ``global@5``."""
    return f"{scope}@{number}"


def guild_of(scope: str) -> int | None:
    """The server of a ``guild:<id>`` scope (None for the global scope)."""
    return int(scope.split(":", 1)[1]) if scope.startswith("guild:") else None


def parse(ts: str) -> datetime:
    at = datetime.fromisoformat(ts)
    return at.astimezone(timezone.utc) if at.tzinfo else at.replace(tzinfo=timezone.utc)


def add_months(at: datetime, months: int) -> datetime:
    """00:00 UTC on the first day of the month ``months`` after ``at``'s month."""
    index = at.year * 12 + at.month - 1 + months
    return datetime(index // 12, index % 12 + 1, 1, tzinfo=timezone.utc)


def next_boundary(after: datetime, months: int) -> datetime:
    """The first season boundary of a ``months`` calendar strictly after ``after``."""
    t = after.astimezone(timezone.utc)
    period_start = datetime(t.year, ((t.month - 1) // months) * months + 1, 1, tzinfo=timezone.utc)
    return add_months(period_start, months)


@dataclass(frozen=True, slots=True)
class SeasonRow:
    scope: str
    number: int
    starts_at: str
    ends_at: str
    months: int
    announced_at: str | None = None

    @property
    def key(self) -> str:
        """The ratings' scope of this season."""
        return season_scope(self.scope, self.number)

    def holds(self, at: str) -> bool:
        return self.starts_at <= at < self.ends_at


def row_of(r: Sequence[Any]) -> SeasonRow:
    return SeasonRow(r[0], int(r[1]), r[2], r[3], int(r[4]), r[5])


async def holding(tx: Tx, scope: str, at: str) -> SeasonRow | None:
    """The scope's season whose span holds ``at`` (None: before its first season, or not made yet)."""
    r = await tx.fetchone(
        f"SELECT {COLUMNS} FROM seasons WHERE scope = ? AND starts_at <= ? ORDER BY starts_at DESC LIMIT 1",
        (scope, at),
    )
    row = row_of(r) if r else None
    return row if row is not None and row.holds(at) else None


async def latest(tx: Tx, scope: str) -> SeasonRow | None:
    r = await tx.fetchone(f"SELECT {COLUMNS} FROM seasons WHERE scope = ? ORDER BY number DESC LIMIT 1", (scope,))
    return row_of(r) if r else None


async def months_of(tx: Tx, scope: str) -> int:
    """The length a new season of ``scope`` gets: the server's setting, quarters for the global scope."""
    guild = guild_of(scope)
    return GLOBAL_MONTHS if guild is None else season_months(await setting(tx, guild, SEASON_MONTHS))


async def ensure(tx: Tx, scope: str, at: str) -> SeasonRow | None:
    """The scope's season holding ``at``, made (with any season missing before it) if it is the current
    one or later; None only for a time before the scope's first season. Two processes making the same
    season insert the same row; the first one written stands."""
    last = await latest(tx, scope)
    if last is not None and at < last.ends_at:
        return last if last.starts_at <= at else await holding(tx, scope, at)
    months = await months_of(tx, scope)
    start, number = (at, 1) if last is None else (last.ends_at, last.number + 1)
    rows = []
    for _ in range(MAX_NEW):
        end = next_boundary(parse(start), months).isoformat()
        rows.append((scope, number, start, end, months))
        if at < end:
            break
        start, number = end, number + 1
    await tx.executemany(
        "INSERT INTO seasons (scope, number, starts_at, ends_at, months) VALUES (?, ?, ?, ?, ?)"
        " ON CONFLICT (scope, number) DO NOTHING",
        rows,
    )
    return await holding(tx, scope, at)


async def ensure_for_game(tx: Tx, guild_id: int | None, at: str) -> None:
    """A game finishing at ``at``: the global season and its server's season holding it exist."""
    await ensure(tx, GLOBAL, at)
    if guild_id is not None:
        await ensure(tx, guild_scope(guild_id), at)
