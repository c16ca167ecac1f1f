"""Macao on the phone pictures (:mod:`render.phone`): what they show of this game.

The card: each seat's PP and gold, punish markers and its disc's space on the city wall (the wall
gives the turn order); this round's tribute; the last turn in words and the regions it touched, as
the board names and marks them (``highlight.last_move_words``, ``highlight.touched_boxes``). A seat's own
area: its wind rose (its action supply at the arrow, and the cubes that reach it after 1..6 turns of the
rose), tableau and active cards. Words are the board's (``macao.board.*``), the game's (card and colour
names) and ``macao.phone.*`` (``locales/<lang>/phone.ftl``).
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from engine.macao.data import COLOURS
from engine.macao.view import MacaoView

from .. import kit
from ..phone import Chip, Headline, LastTurn, Section, SeatLine
from ..words import Labels
from . import draw as _draw_board
from . import as_view as _as_view
from .display import TYPE_RGB, band_colour
from .header import status, winners
from .highlight import last_move_words, touched_boxes
from .labels import L, card_name, colour_name, player_name
from .pieces import CUBE_RGB, PLAYER_RGB, seat_style
from .wall import position

word = Labels("macao.phone.").L
ROSE_FILL: kit.RGB = (244, 240, 250)
ARROW_FILL: kit.RGB = (232, 244, 226)
FILLS = (ROSE_FILL, ARROW_FILL, *CUBE_RGB.values(), *TYPE_RGB.values(), *PLAYER_RGB.values())  # exact on the palette


def as_view(view: Any) -> MacaoView:
    return _as_view(view)


def draw_board(view: MacaoView, names: list[str] | None) -> Image.Image:
    return _draw_board(view, names, kit.picture_locale())  # with its palette attached, as posted


def _styles(view: MacaoView) -> dict[int, kit.PlayerStyle]:
    return {s.seat: seat_style(s.seat, s.colour) for s in view.seats}


def _moving(view: MacaoView, s: int) -> bool:
    return view.phase != "over" and (view.active == s or (view.active is None and s in view.waiting))


def headline(view: MacaoView, names: list[str] | None) -> Headline:
    styles = _styles(view)
    if view.phase == "over":
        won = winners(view)
        return Headline(
            status(view),
            [SeatLine(styles[s], player_name(names, s), ()) for s in won if s in styles],
            L("win", count=len(won)),
        )
    seats = [view.active] if view.active is not None else list(view.waiting)
    return Headline(
        status(view), [SeatLine(styles[s], player_name(names, s), ()) for s in seats if s in styles], L("to_move")
    )


def _figures(view: MacaoView, seat) -> list[str]:
    out = [L("pp", n=seat.pp), L("gold", n=seat.gold), L("markers", n=seat.markers)]
    at = position(view, seat.seat)
    if at is not None:
        out.append(word("wall", n=at + 1))
    if seat.final is not None:
        out.append(L("total", n=seat.final.get("total", seat.pp)))
    return out


def seat_lines(view: MacaoView, names: list[str] | None) -> list[SeatLine]:
    styles = _styles(view)
    return [
        SeatLine(styles[s.seat], player_name(names, s.seat), _figures(view, s), _moving(view, s.seat))
        for s in view.seats
    ]


def board_line(view: MacaoView) -> str | None:
    gold, pp = view.tribute
    return L("tribute", gold=gold, pp=pp) if view.round else None


def last_turn(view: MacaoView, names: list[str] | None) -> LastTurn | None:
    lt = view.last_turn
    styles = _styles(view)
    if lt is None or lt.seat not in styles:
        return None
    return LastTurn(styles[lt.seat], player_name(names, lt.seat), last_move_words(view))


def touched(view: MacaoView) -> list[kit.Box]:
    return touched_boxes(view)


def _face(face: int, counts) -> Chip:
    """One face of the wind rose: when its cubes reach the arrow (now, after n turns of the rose: the
    rose turns once a round, in the dice phase) and how many of each colour."""
    cubes = [word("cubes", n=n, colour=colour_name(COLOURS[i])) for i, n in enumerate(counts[: len(COLOURS)]) if n]
    when = word("rose_now") if face == 0 else word("rose_in", n=face)
    return Chip(
        f"{when}: {', '.join(cubes) if cubes else word('none')}", ARROW_FILL if face == 0 else ROSE_FILL, bold=face == 0
    )


def own_area(view: MacaoView, seat: int, names: list[str] | None) -> tuple[SeatLine, list[Section]]:
    me = next(s for s in view.seats if s.seat == seat)
    line = SeatLine(
        _styles(view)[seat],
        player_name(names, seat),
        [*_figures(view, me), L("jokers", n=me.jokers)],
        _moving(view, seat),
    )
    dice = [
        Chip(
            word("die", colour=colour_name(COLOURS[d]), face=view.dice[d] if d < len(view.dice) else "?"),
            CUBE_RGB[COLOURS[d]],
        )
        for d in (me.dice or ())
        if 0 <= d < len(COLOURS)
    ]
    sections = [
        Section(word("rose"), [_face(f, c) for f, c in enumerate(me.rose)]),
        Section(L("tableau"), [Chip(card_name(c), band_colour(c)) for c in me.tableau]),
        Section(L("active"), [Chip(card_name(c), band_colour(c)) for c in me.active]),
    ]
    if dice:
        sections.append(Section(word("dice"), dice))
    return line, sections
