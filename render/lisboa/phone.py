"""Lisboa on the phone pictures (:mod:`render.phone`): what they show of this game.

The card: each seat's wigs, reis and Influence (the Rival's too in a solo game); the treasury (reis
and the Influence a visit needs); the last turn in words and the regions it touched, as the board
names and marks them (``highlight.last_move_words``, ``highlight.touched_boxes``). A seat's own area: its
portfolio (top row: noble cards and ships with their cargo; bottom row: treasury cards), hand of
political cards, goods and rubble. Words are the board's (``lisboa.board.*``) and ``lisboa.phone.*``
(``locales/<lang>/phone.ftl``).
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from engine.lisboa import data as D
from engine.lisboa.view import LisboaView

from .. import kit
from ..phone import Chip, Headline, LastTurn, Section, SeatLine
from ..words import Labels
from . import draw as _draw_board
from . import as_view as _as_view
from .header import status, winners
from .highlight import last_move_words, touched_boxes
from .labels import L, advantage_text, effect_text, good_name, noble_name, player_name, signed
from .pieces import GOOD_RGB, NOBLE_RGB, PLAYER_RGB, RUBBLE_RGB, is_ship, seat_style

word = Labels("lisboa.phone.").L
SHIP_FILL: kit.RGB = (200, 226, 246)
# exact on the palette
FILLS = (SHIP_FILL, *PLAYER_RGB.values(), *NOBLE_RGB.values(), *GOOD_RGB.values(), *RUBBLE_RGB.values())


def as_view(view: Any) -> LisboaView:
    return _as_view(view)


def draw_board(view: LisboaView, names: list[str] | None) -> Image.Image:
    return _draw_board(view, names, kit.picture_locale())  # with its palette attached, as posted


def _styles(view: LisboaView) -> dict[int, kit.PlayerStyle]:
    return {s.seat: seat_style(s.seat, s.colour, s.rival) for s in view.seats}


def _name(view: LisboaView, names: list[str] | None, s: int) -> str:
    seat = next((x for x in view.seats if x.seat == s), None)
    return player_name(names, s, bool(seat and seat.rival))


def _moving(view: LisboaView, s: int) -> bool:
    if view.phase == "over":
        return False
    return s in view.waiting or (not view.waiting and view.active == s)


def headline(view: LisboaView, names: list[str] | None) -> Headline:
    styles = _styles(view)

    def lines(seats) -> list[SeatLine]:
        return [SeatLine(styles[s], _name(view, names, s), ()) for s in seats if s in styles]

    if view.phase == "over":
        won = winners(view)
        return Headline(status(view), lines(won), L("win", count=len(won)))
    if view.prompt_seat is not None:
        return Headline(status(view), lines([view.prompt_seat]), L("to_answer"))
    seats = list(view.waiting) or ([view.active] if view.active is not None else [])
    return Headline(status(view), lines(seats), L("to_move"))


def seat_lines(view: LisboaView, names: list[str] | None) -> list[SeatLine]:
    styles = _styles(view)
    return [
        SeatLine(
            styles[s.seat],
            _name(view, names, s.seat),
            [L("wigs", n=s.wigs), L("reis", n=s.reis), L("influence", n=s.influence)],
            _moving(view, s.seat),
        )
        for s in view.seats
    ]


def board_line(view: LisboaView) -> str | None:
    return L("treasury_line", reis=view.treasury_reis, infl=signed(view.treasury_influence))


def last_turn(view: LisboaView, names: list[str] | None) -> LastTurn | None:
    lt = view.last_turn
    styles = _styles(view)
    if lt is None or lt.seat not in styles:
        return None
    return LastTurn(styles[lt.seat], _name(view, names, lt.seat), last_move_words(view, names))


def touched(view: LisboaView) -> list[kit.Box]:
    return touched_boxes(view)


def political(card: str) -> Chip:
    """A political card: a noble's (name, Influence, reward or penalty) or a treasury card (advantage)."""
    c = D.POLITICAL_CARD[card]
    if c.noble:
        text = word(
            "noble_card", noble=noble_name(c.pile), n=c.influence, effect=effect_text(c.bottom) if c.bottom else ""
        )
    else:
        text = word("treasury_card", advantage=advantage_text(c.advantage) if c.advantage else "")
    return Chip(text, NOBLE_RGB.get(c.pile, kit.FAINT))


def _top(card: str, cargo, at_sea: bool) -> Chip:
    if not is_ship(card):
        return political(card)
    size = D.SHIP[card.rpartition("_")[0]].size
    goods = ", ".join(good_name(g) for g in cargo) or word("no_cargo")
    return Chip(word("ship", n=size, cargo=goods) + (" · " + L("at_sea") if at_sea else ""), SHIP_FILL)


def own_area(view: LisboaView, seat: int, names: list[str] | None) -> tuple[SeatLine, list[Section]]:
    me = next(s for s in view.seats if s.seat == seat)
    line = SeatLine(
        _styles(view)[seat],
        _name(view, names, seat),
        [L("wigs", n=me.wigs), L("reis", n=me.reis), L("influence", n=me.influence), L("hand", n=me.hand_size)],
        _moving(view, seat),
    )
    top = [
        _top(c, me.dock[i] if i < len(me.dock) else (), i < len(me.sea) and me.sea[i])
        for i, c in enumerate(me.top)
        if c is not None
    ]
    bottom = [political(c) for c in me.bottom if c is not None]
    goods = [
        Chip(word("count", n=me.goods.get(g, 0), what=good_name(g)), GOOD_RGB[g]) for g in D.GOODS if me.goods.get(g, 0)
    ]
    rubble = [
        Chip(word("count", n=me.rubble.get(k, 0), what=L("rubble_name." + k.lower())), RUBBLE_RGB[k])
        for k in D.RUBBLE_TYPES
        if me.rubble.get(k, 0)
    ]
    sections = [
        Section(word("portfolio_top"), top),
        Section(word("portfolio_bottom"), bottom),
        Section(word("hand"), [political(c) for c in (me.hand or ())]),  # only the seat's own view has it
        Section(L("goods"), goods),
        Section(L("rubble"), rubble),
    ]
    return line, sections
