"""The headline band at the top of the board, read on a phone: who is to move (or who is asked out
of turn, or who won) with the period; every seat's wigs and reis; the treasury's values and what is
about to happen (a church scoring, the end of the period or of the game). Every text is
``HEADLINE_PX`` (45 px: 9 pt when the picture is shown 360 pt wide)."""
from __future__ import annotations

from PIL import Image

from engine.lisboa.view import LisboaView

from .. import kit
from .labels import L, player_name, signed
from .layout import BAND_Y0, BAND_Y1, HEADLINE_PX, HEADLINE_ROW, M, W

WHITE = (255, 255, 255)
GOLD = (255, 220, 120)
BAND = (46, 52, 64)
TOKEN = 48
PAD = 16
NAME_MIN = 150
SCORE_MIN_PX = 28


def header_frame(img: Image.Image) -> None:
    kit.rounded_box(img, (M, BAND_Y0, W - M, BAND_Y1), fill=BAND, outline=None)


def row_y(row: int) -> int:
    return BAND_Y0 + 8 + HEADLINE_ROW // 2 + row * HEADLINE_ROW


def _head(img: Image.Image, xy, s: str, room: float, *, bold: bool = False, fill=WHITE, anchor: str = "lm") -> int:
    if room <= 0:
        return 0
    return kit.fitted_text(img, xy, s, int(room), HEADLINE_PX, bold=bold, fill=fill, anchor=anchor,
                           min_size=HEADLINE_PX)


def status(view: LisboaView) -> str:
    if view.phase == "over":
        return L("game_over")
    if view.phase in ("draft", "start_decree"):
        return L("phase." + view.phase)
    return L("period", n=view.period)


def winners(view: LisboaView) -> list[int]:
    """Seats with the highest final total (the engine's breakdown decides ties: its ``rank`` if
    given, else all tied seats are named)."""
    totals = {s.seat: s.wigs for s in view.seats}     # after the final scoring, wigs include it
    ranks = {s.seat: (s.final or {}).get("rank") for s in view.seats}
    if any(r is not None for r in ranks.values()):
        return [s for s, r in ranks.items() if r == 1]
    best = max(totals.values(), default=0)
    return [s for s, t in totals.items() if t == best]


def header(img: Image.Image, view: LisboaView, names: list[str] | None, styles: list[kit.PlayerStyle]) -> None:
    _who(img, view, names, styles, row_y(0))
    _scores(img, view, names, styles, row_y(1))
    _notes(img, view, row_y(2))


def _tokens_and_names(img, x, y, right, seats, names, styles, view, fill=GOLD) -> float:
    rival = {s.seat for s in view.seats if s.rival}
    width = sum(TOKEN + 12 + kit.text_width(player_name(names, s, s in rival), HEADLINE_PX, True) + 20 for s in seats)
    with_names = width <= right - x
    for s in seats:
        kit.player_token(img, (x + TOKEN / 2, y), styles[s], TOKEN)
        x += TOKEN + 8
        if with_names:
            x += _head(img, (x + 4, y), player_name(names, s, s in rival), right - x, bold=True, fill=fill) + 24
    return x


def _who(img, view: LisboaView, names, styles, y: int) -> None:
    x, right = M + PAD, W - M - PAD
    right -= _head(img, (right, y), status(view), right - x, anchor="rm") + 36
    if view.phase == "over":
        won = [s for s in winners(view) if s < len(styles)]
        verb = " " + L("win", count=len(won))
        x = _tokens_and_names(img, x, y, right - kit.text_width(verb, HEADLINE_PX), won, names, styles, view)
        _head(img, (x, y), verb.strip(), right - x)
        return
    if view.prompt_seat is not None and view.prompt_seat < len(styles):
        verb = " " + L("to_answer")
        x = _tokens_and_names(img, x, y, right - kit.text_width(verb, HEADLINE_PX), [view.prompt_seat], names,
                              styles, view)
        _head(img, (x - 20, y), verb, right - x + 20)
        return
    if len(view.waiting) > 1:
        x += _head(img, (x, y), L("waiting"), right - x) + 16
        _tokens_and_names(img, x, y, right, [s for s in view.waiting if s < len(styles)], names, styles, view)
        return
    who = view.waiting[0] if view.waiting else view.active
    if who is None or who >= len(styles):
        return
    verb = " " + L("to_move")
    x = _tokens_and_names(img, x, y, right - kit.text_width(verb, HEADLINE_PX), [who], names, styles, view)
    _head(img, (x - 20, y), verb, right - x + 20)


def _scores(img, view: LisboaView, names, styles, y: int) -> None:
    seats = [s for s in view.seats if s.seat < len(styles)]
    cell = (W - 2 * M - 2 * PAD) // max(1, len(seats))
    for i, seat in enumerate(seats):
        x = M + PAD + i * cell
        kit.player_token(img, (x + TOKEN / 2, y), styles[seat.seat], TOKEN)
        x += TOKEN + 10
        score = L("score", wigs=seat.wigs, reis=seat.reis)
        room = cell - TOKEN - 10 - 20
        size = HEADLINE_PX
        while size > SCORE_MIN_PX and kit.text_width(score, size, True) > room:
            size -= 2
        width = kit.text_width(score, size, True)
        if room - width >= NAME_MIN:
            x += _head(img, (x, y), player_name(names, seat.seat, seat.rival), room - width - 20) + 16
        kit.text(img, (x, y), score, size, bold=True, fill=WHITE)


def _notes(img, view: LisboaView, y: int) -> None:
    x, right = M + PAD, W - M - PAD
    x += _head(img, (x, y), L("treasury_line", reis=view.treasury_reis, infl=signed(view.treasury_influence)), right - x) + 40
    notes = []
    if view.phase != "over":
        if view.church_due:
            notes.append(L("church_due"))
        if view.turns_left is not None:
            notes.append(L("end_due", n=view.turns_left))
        elif view.period_due is not None:
            notes.append(L("period_due"))
    if notes:
        _head(img, (right, y), " · ".join(notes), right - x, bold=True, fill=GOLD, anchor="rm")
