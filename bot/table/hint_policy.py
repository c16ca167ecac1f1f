"""Whether a table allows hints, and what the first one costs (the table option "hints", migration 016).

A table's option is ``on`` or ``off`` as its creator set it in the lobby; unset (the default, and every
game stored before the option existed) it allows hints unless the game is *rated*: two or more seats,
every one a person's (a seat a person resigned still counts), never stood in for by an AI, no hint
used yet (``games.rated``). So solo games, daily challenges, tables with AI seats and games an AI stood
in for allow them by default; a rated table of people only does not, unless its creator allowed them.
A hint used at a rated table makes the game unrated for everyone: the first one asks to confirm.
"""

from __future__ import annotations

from typing import Sequence

from bot.store import GameRow, SeatRow
from engine.core.text import M, Msg

ON, OFF = "on", "off"


def rated_now(row: GameRow, seats: Sequence[SeatRow]) -> bool:
    """Whether the game would be rated if it ended now (``bot.store.tallies.RATED``, read from the row)."""
    return (
        row.rated
        and len(seats) >= 2
        and all((s.ai_level is None and s.user_id is not None) or s.resigned is not None for s in seats)
    )


def by_default(row: GameRow, seats: Sequence[SeatRow]) -> bool:
    """The option's default for this table: allowed unless it is rated."""
    return not rated_now(row, seats)


def allowed(row: GameRow, seats: Sequence[SeatRow]) -> bool:
    if row.hints == ON:
        return True
    if row.hints == OFF:
        return False
    return by_default(row, seats)


def why_not(row: GameRow, seats: Sequence[SeatRow]) -> Msg:
    """What a refused Suggest says: the creator turned hints off, or the rated table's default."""
    return M("bot.hints.off_by_creator") if row.hints == OFF else M("bot.hints.off_rated")


def used(seats: Sequence[SeatRow]) -> bool:
    """Whether anyone at the table used a hint already."""
    return any(s.hints for s in seats)


def lobby_value(row: GameRow, seated_ai: bool, players: int) -> bool:
    """The option as a lobby shows it: the creator's choice, else the default the table will get (a
    table of two or more people without AI seats is rated; a lobby knows no stand-ins yet)."""
    if row.hints in (ON, OFF):
        return row.hints == ON
    return seated_ai or players < 2
