"""The staging clock on a database: the anchor every process reads, written once (``bot.clock``)."""

from __future__ import annotations

from bot.clock import ANCHOR_SECRET, Anchor, RealClock, ScaledClock, next_anchor, real_now
from bot.store import Store
from bot.store.sql import sql_store


async def staging_clock(store: Store, scale: float, real: RealClock = real_now) -> ScaledClock | None:
    """The clock a process uses on ``store`` with ``scale`` (``CLOCK_SCALE``): None for the plain real
    clock (scale 1 on a database that never ran a staging clock), else a :class:`ScaledClock` over the
    database's anchor, written once for every process (a compare-and-set on the secrets row)."""
    db = sql_store(store)
    for _ in range(5):  # another process may re-anchor between our read and our write
        row = await db._fetchone("SELECT value FROM secrets WHERE name = ?", (ANCHOR_SECRET,))
        stored = Anchor.loads(row[0]) if row else None
        anchor = next_anchor(stored, scale, real())
        if anchor is None:
            return None
        if anchor == stored:
            return ScaledClock(anchor, real)
        if row is None:
            written = await db._write(
                "INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING",
                (ANCHOR_SECRET, anchor.dumps()),
            )
        else:
            written = await db._write(
                "UPDATE secrets SET value = ? WHERE name = ? AND value = ?", (anchor.dumps(), ANCHOR_SECRET, row[0])
            )
        if written == 1:
            return ScaledClock(anchor, real)
    raise RuntimeError("the staging clock's anchor keeps changing under this process (several CLOCK_SCALE values?)")
