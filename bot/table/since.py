"""Since my last move, for a table: the lines a player's panel opens with (``engine.core.since``).

A service-layer function returning translated lines, so a front end inserts them at its panel's top
(the Discord panel does not yet). The position the seat's last action left is rebuilt from the
stored log (``Tables.replay`` without the actions since); the moves since are the stored rows.
"""

from __future__ import annotations

from engine.core.since import Moved, since_lines

from bot.i18n import t

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
