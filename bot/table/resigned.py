"""Resigned seats: they rank last in the results, and the table says who resigned.

A player who resigns (``/game resign``, :mod:`bot.table.resign`) leaves their seat to an AI that plays
it to the end. The engine ranks the seats by the game's own rules; the results the ratings are built
from then put every resigned seat after every other seat, an earlier resignation lower. Pure
functions over the stored seats (``SeatRow.resigned``: 1 for the game's first resignation).

The game's tie-break lines speak of its own order: a tie a resigned seat won by the rules ("Carol is
ahead of Bob on the wall") contradicts the ranking shown, where Carol ranks last. :func:`resigned_last`
replaces every tie-break line that names a resigned seat with one that says why the order is as shown.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence, overload

from bot.i18n import t
from bot.store import SeatRow
from engine.core import Msg, Result
from engine.core.msg import PLAYER, player
from engine.core.text import M

TIE_LINES = "bot.notices.tie."  # the tie-break lines this module writes (never replaced again)


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
    return replace(result, ranks=ranks, tiebreaks=_tie_lines(result.tiebreaks, ranks, seats))


def _tie_lines(lines: Sequence[Msg], ranks: Sequence[int], seats: Sequence[SeatRow]) -> list[Msg]:
    """The tie-break lines that agree with ``ranks``: a line naming a resigned seat becomes one saying
    that resigned seats rank last (each pair once)."""
    resigned = {s.seat: s.resigned for s in seats if s.resigned}
    out: list[Msg] = []
    said: set[tuple[int | None, int]] = set()
    for line in lines:
        named = _seats_named(line)
        if line.id.startswith(TIE_LINES) or not any(s in resigned for s in named):
            out.append(line)
            continue
        ahead, behind = sorted(named[:2], key=lambda s: ranks[s]) if len(named) >= 2 else (None, named[0])
        if (ahead, behind) in said:
            continue
        said.add((ahead, behind))
        if ahead is None:
            out.append(M(TIE_LINES + "resigned_alone", name=player(behind)))
        elif ahead in resigned:  # both resigned: the earlier resignation ranks lower
            out.append(M(TIE_LINES + "both_resigned", ahead=player(ahead), behind=player(behind)))
        else:
            out.append(M(TIE_LINES + "resigned", ahead=player(ahead), behind=player(behind)))
    return out


def _seats_named(line: Msg) -> list[int]:
    """The seats a message names (its player references, in the order of its parameters)."""
    return [v.params["seat"] for v in line.params.values() if isinstance(v, Msg) and v.id == PLAYER]


def resigned_lines(seats: Sequence[SeatRow], locale: str) -> list[str]:
    """The board summary's line naming the resigned seats (none if nobody resigned)."""
    names = [s.name for s in sorted(seats, key=lambda s: s.resigned or 0) if s.resigned]
    return [t("bot.invites.resigned_seats", locale, names=", ".join(names))] if names else []
