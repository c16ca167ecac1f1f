"""Since my last move, for a table: the lines a player's panel opens with (``engine.core.since``).

A service-layer function returning translated lines, so a front end inserts them at its panel's top
(:attr:`bot.table.models.Panel.since`). The position the seat's last action left is rebuilt from the
stored log (``Tables.replay`` without the actions since); the moves since are the stored rows.

They show once: :func:`first_open_lines` gives them only while the seat's player has not seen the
newest other seat's action (``seats.seen_version``, migration 029, which survives a restart), and marks
it seen. The seat's own action is its newest row, which needs no mark. The log is read and replayed
only when the lines will show.
"""

from __future__ import annotations

from engine.core.since import Moved, since_lines

from bot.i18n import t
from bot.store import ActionRow
from bot.store.seen import SeenStore

from .codec import decode_event
from .tables import Table, Tables

#: How far back the log is read for the seat's last action (rows); a seat further back reads nothing.
LOOK_BACK = 400


async def lines_since_last_move(tables: Tables, tb: Table, seat: int, locale: str) -> list[str]:
    """At most five lines for ``seat``: [] when it never acted, or nobody else moved since."""
    rows = await tables.store.recent_actions(tb.row.id, LOOK_BACK)  # newest first
    since = []
    for row in rows:
        if row.seat == seat:
            break
        since.append(row)
    else:
        return []
    moves = [Moved(r.seat, tuple(decode_event(e) for e in r.events)) for r in reversed(since)]
    if not moves:
        return []
    before = await tables.replay(tb.row, tb.game, tb.options, len(tb.seats), drop_last=len(moves))
    return [t(m, locale, seat_names=tb.names) for m in since_lines(tb.game, before, tb.state, moves, seat)]


def unseen(tb: Table, seat: int, last: ActionRow | None) -> bool:
    """Whether another seat acted last and ``seat``'s player has not seen the table since (no read)."""
    if last is None or last.seat == seat or not 0 <= seat < len(tb.seats):
        return False
    newest = last.version if last.version is not None else tb.row.version  # rows before migration 007
    mark = tb.seats[seat].seen_version
    return mark is None or mark < newest


async def first_open_lines(tables: Tables, tb: Table, seat: int, locale: str, last: ActionRow | None) -> list[str]:
    """The "since" lines for a panel ``seat``'s player opens: only the first time after others moved
    (then the mark is set, so the next panel has none); [] otherwise. ``last``: the newest stored action."""
    if not unseen(tb, seat, last):
        return []
    lines = await lines_since_last_move(tables, tb, seat, locale)
    await SeenStore(tables.store).mark_seen(tb.row.id, seat, tb.row.version)
    tb.seats[seat].seen_version = tb.row.version
    return lines
