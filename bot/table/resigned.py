"""Resigned seats: they rank last in the results, and the table says who resigned.

A player who resigns (``/game resign``, :mod:`bot.table.resign`) leaves their seat to an AI that plays
it to the end. The engine ranks the seats by the game's own rules; the results the ratings are built
from then put every resigned seat after every other seat, an earlier resignation lower. Pure
functions over the stored seats (``SeatRow.resigned``: 1 for the game's first resignation).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence, overload

from bot.i18n import t
from bot.store import SeatRow
from engine.core import Result


@overload
def resigned_last(result: Result, seats: Sequence[SeatRow]) -> Result: ...
@overload
def resigned_last(result: None, seats: Sequence[SeatRow]) -> None: ...
def resigned_last(result: Result | None, seats: Sequence[SeatRow]) -> Result | None:
    """``result`` with every resigned seat ranked after the others (the first to resign last); the
    others keep their order and ties (rank = 1 + the seats ranked strictly better among them)."""
    resigned = [s for s in seats if s.resigned]
    if result is None or not resigned:
        return result
    playing = [s.seat for s in seats if not s.resigned]
    ranks = list(result.ranks)
    for s in playing:
        ranks[s] = 1 + sum(1 for o in playing if result.ranks[o] < result.ranks[s])
    for n, row in enumerate(sorted(resigned, key=lambda r: r.resigned or 0, reverse=True)):
        ranks[row.seat] = len(playing) + 1 + n  # the latest resignation first, the earliest last
    return replace(result, ranks=ranks)


def resigned_lines(seats: Sequence[SeatRow], locale: str) -> list[str]:
    """The board summary's line naming the resigned seats (none if nobody resigned)."""
    names = [s.name for s in sorted(seats, key=lambda s: s.resigned or 0) if s.resigned]
    return [t("bot.invites.resigned_seats", locale, names=", ".join(names))] if names else []
