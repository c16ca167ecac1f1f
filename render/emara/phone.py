"""Crown of Emara on the phone pictures (:mod:`render.phone`): what they show of this game.

The card: each seat's CP, BP and noble rank (final scoring decides by the lower of CP and BP, so
both lead the row), Victoria's CP in a solo game; the round's event; the last turn in the headline's
words and its touched regions (``highlight.touched_boxes``). A seat's own area: its hand, stock,
played slots, favor tokens and advisors. Words are the board's (``emara.board.*``) and the few the
phone pictures add (``emara.phone.*``, ``locales/<lang>/phone.ftl``).
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from engine.core.text import M
from engine.emara.view import EmaraView, as_view as _as_view

from .. import kit
from ..phone import Chip, Headline, LastTurn, Section, SeatLine
from ..words import Labels, say
from . import _draw
from .components import RANKS, STOCK_KEYS
from .header import _status, last_move_words, winners
from .highlight import touched_boxes
from .labels import L, advisor_reward, favor_label, player_name
from .resources import RES_STYLE

word = Labels("emara.phone.").L
FILLS = tuple(colour for _, colour, _ in RES_STYLE.values())  # chip fills (kept exact on the PNG palette)


def as_view(view: Any) -> EmaraView:
    return _as_view(view)


def draw_board(view: EmaraView, names: list[str] | None) -> Image.Image:
    return _draw(view, names)


def _styles(view: EmaraView) -> list[kit.PlayerStyle]:
    return [kit.player_style(i) for i in range(max(view.players, len(view.seats)))]


def _rank(n: int) -> str:
    return L("rank." + RANKS[n - 1]) if 1 <= n <= len(RANKS) else word("no_rank")


def headline(view: EmaraView, names: list[str] | None) -> Headline:
    styles = _styles(view)
    if view.phase == "over":
        won = winners(view)
        if won == [-1]:
            return Headline(_status(view), [SeatLine(kit.NEUTRAL, L("victoria"), ())], L("win", count=1))
        return Headline(
            _status(view), [SeatLine(styles[s], player_name(names, s), ()) for s in won], L("win", count=len(won))
        )
    active = view.active_seat
    movers = (
        [SeatLine(styles[active], player_name(names, active), ())]
        if active is not None and active < len(styles)
        else []
    )
    return Headline(_status(view), movers, L("to_move"))


def seat_lines(view: EmaraView, names: list[str] | None) -> list[SeatLine]:
    styles = _styles(view)
    lines = []
    for s, seat in enumerate(view.seats):
        figures = [L("cp", n=seat.cp), L("bp", n=seat.bp), word("rank", rank=_rank(seat.noble_rank))]
        if seat.final_score is not None:
            figures.append(L("score_lower", n=seat.final_score))  # the score is the lower track: said
        lines.append(
            SeatLine(styles[s], player_name(names, s), figures, moving=view.phase != "over" and view.active_seat == s)
        )
    if view.victoria is not None:
        lines.append(SeatLine(kit.NEUTRAL, L("victoria"), [L("cp", n=view.victoria.cp)]))
    return lines


def board_line(view: EmaraView) -> str | None:
    if not view.event:
        return None
    return word("event", event=L("event." + view.event), effect=L("event." + view.event + ".effect"))


def last_turn(view: EmaraView, names: list[str] | None) -> LastTurn | None:
    lt = view.last_turn
    styles = _styles(view)
    if lt is None or not 0 <= lt.seat < len(styles):
        return None
    return LastTurn(styles[lt.seat], player_name(names, lt.seat), last_move_words(view, lt))


def touched(view: EmaraView) -> list[kit.Box]:
    return touched_boxes(view)


def own_area(view: EmaraView, seat: int, names: list[str] | None) -> tuple[SeatLine, list[Section]]:
    styles = _styles(view)
    me = view.seats[seat]
    line = SeatLine(
        styles[seat],
        player_name(names, seat),
        [
            L("cp", n=me.cp),
            L("bp", n=me.bp),
            word("rank", rank=_rank(me.noble_rank)),
            L("hand_deck", h=me.hand_count, d=me.deck_count),
        ],
        moving=view.phase != "over" and view.active_seat == seat,
    )
    hand = getattr(me, "hand", ())  # only a seat's own view carries its hand
    stock = [
        Chip(
            word("stock_item", n=me.stock.get(k, 0), res=word("res." + k, n=me.stock.get(k, 0))),
            RES_STYLE[k][1] if k in RES_STYLE else kit.FAINT,
        )
        for k in STOCK_KEYS
        if me.stock.get(k, 0)
    ]
    slots = [
        Chip(word("slot", n=i + 1, card=say(M("emara.card." + c)) if c else word("empty")), bold=c is not None)
        for i, c in enumerate(me.slots)
    ]
    sections = [
        Section(word("hand"), [Chip(say(M("emara.card." + c))) for c in hand]),  # the rulebook's names
        Section(word("stock"), stock),
        Section(word("slots"), slots),
        Section(word("favors"), [Chip(favor_label(f)) for f in me.favors]),
        Section(
            word("advisors"), [Chip(" ".join(p for p in (L("adv." + a), advisor_reward(a)) if p)) for a in me.advisors]
        ),
        Section(word("craftsmen"), [Chip(word("craftsmen_left", n=me.craftsmen_left))]),
    ]
    return line, sections
