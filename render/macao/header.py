"""The headline band at the top of the board.

It answers what a player glancing at a phone asks: who is to move (or who still chooses dice, or who
won) with the round and phase, every player's prestige and gold, and this round's tribute rate with
the turn order. Every text in the band is ``HEADLINE_PX`` (40 px): the 1600 px picture shown 360 pt
wide still gives 9 pt text. Seats show their colour, number and shape.
"""
from __future__ import annotations

from PIL import Image

from engine.macao.view import MacaoView

from .. import kit
from .labels import L, player_name
from .layout import BAND_Y0, BAND_Y1, HEADLINE_PX, HEADLINE_ROW, M, W

WHITE = (255, 255, 255)
GOLD = (255, 220, 120)
BAND = (46, 52, 64)
TOKEN = 46                       # seat markers in the band
PAD = 16                         # inner margin of the band
NAME_MIN = 150                   # a name is shown beside a score only with at least this much room
SCORE_MIN_PX = 26                # the smallest a score is drawn (still legible at 360 px wide)


def header_frame(img: Image.Image) -> None:
    kit.rounded_box(img, (M, BAND_Y0, W - M, BAND_Y1), fill=BAND, outline=None)


def row_y(row: int) -> int:
    return BAND_Y0 + 8 + HEADLINE_ROW // 2 + row * HEADLINE_ROW


def _head(img: Image.Image, xy: tuple[float, float], s: str, room: float, *, bold: bool = False,
          fill=WHITE, anchor: str = "lm") -> int:
    """Headline text: never below HEADLINE_PX; what does not fit is ellipsized."""
    if room <= 0:
        return 0
    return kit.fitted_text(img, xy, s, int(room), HEADLINE_PX, bold=bold, fill=fill, anchor=anchor,
                           min_size=HEADLINE_PX)


def status(view: MacaoView) -> str:
    """Round and phase: ``Round 5/12 · Actions``; ``Before the game`` for the two pre-game steps."""
    if view.phase == "over":
        return L("game_over")
    if view.round == 0:
        return L("pregame")
    return L("round", n=view.round, rounds=view.rounds) + L("sep") + L("phase." + view.phase)


def winners(view: MacaoView) -> list[int]:
    """Seats ranked first: the highest total, ties to the seat ahead on the wall (turn order)."""
    totals = {s.seat: (s.final or {}).get("total", s.pp) for s in view.seats}
    if not totals:
        return []
    best = max(totals.values())
    tied = [s for s, t in totals.items() if t == best]
    ahead = [s for s in view.order if s in tied]
    return ahead[:1] or tied[:1]


def header(img: Image.Image, view: MacaoView, names: list[str] | None, styles: list[kit.PlayerStyle]) -> None:
    _who(img, view, names, styles, row_y(0))
    _scores(img, view, names, styles, row_y(1))
    _tribute(img, view, styles, row_y(2))


def _tokens_and_names(img: Image.Image, x: float, y: float, right: float, seats: list[int],
                      names: list[str] | None, styles: list[kit.PlayerStyle], fill=GOLD) -> float:
    """Seat markers, each followed by the name while there is room for every name; else markers only."""
    width = sum(TOKEN + 12 + kit.text_width(player_name(names, s), HEADLINE_PX, True) + 20 for s in seats)
    with_names = width <= right - x
    for s in seats:
        kit.player_token(img, (x + TOKEN / 2, y), styles[s], TOKEN)
        x += TOKEN + 8
        if with_names:
            x += _head(img, (x + 4, y), player_name(names, s), right - x, bold=True, fill=fill) + 24
    return x


def _who(img: Image.Image, view: MacaoView, names: list[str] | None, styles: list[kit.PlayerStyle], y: int) -> None:
    x, right = M + PAD, W - M - PAD
    right -= _head(img, (right, y), status(view), right - x, anchor="rm") + 36
    if view.phase == "over":
        won = winners(view)
        verb = " " + L("win", count=len(won))
        x = _tokens_and_names(img, x, y, right - kit.text_width(verb, HEADLINE_PX), won, names, styles)
        _head(img, (x, y), verb.strip(), right - x)
        return
    if view.active is None:                      # all choose dice at once: who has not chosen yet
        label = L("choosing")
        x += _head(img, (x, y), label, right - x) + 16
        _tokens_and_names(img, x, y, right, [s for s in view.waiting if s < len(styles)], names, styles)
        return
    if view.active >= len(styles):
        return
    verb = " " + L("to_move")
    x = _tokens_and_names(img, x, y, right - kit.text_width(verb, HEADLINE_PX), [view.active], names, styles)
    _head(img, (x - 20, y), verb, right - x + 20)


def score_size(s: str, room: int) -> int:
    """The headline size, smaller (down to SCORE_MIN_PX) when long words or numbers would run into the
    next player's entry."""
    size = HEADLINE_PX
    while size > SCORE_MIN_PX and kit.text_width(s, size, True) > room:
        size -= 2
    return size


def _scores(img: Image.Image, view: MacaoView, names: list[str] | None, styles: list[kit.PlayerStyle],
            y: int) -> None:
    seats = [s for s in view.seats if s.seat < len(styles)]
    cell = (W - 2 * M - 2 * PAD) // max(1, len(seats))
    for i, seat in enumerate(seats):
        x = M + PAD + i * cell
        kit.player_token(img, (x + TOKEN / 2, y), styles[seat.seat], TOKEN)
        x += TOKEN + 10
        score = L("score", pp=seat.pp, gold=seat.gold)
        room = cell - TOKEN - 10 - 20
        size = score_size(score, room)
        width = kit.text_width(score, size, True)
        if room - width >= NAME_MIN:
            x += _head(img, (x, y), player_name(names, seat.seat), room - width - 20) + 16
        kit.text(img, (x, y), score, size, bold=True, fill=WHITE)


def _tribute(img: Image.Image, view: MacaoView, styles: list[kit.PlayerStyle], y: int) -> None:
    x, right = M + PAD, W - M - PAD
    order = [s for s in view.order if s < len(styles)]
    label = L("order")
    need = kit.text_width(label, HEADLINE_PX) + 12 + len(order) * (TOKEN + 8)
    ox = right - need
    ox += _head(img, (ox, y), label, need) + 12
    for s in order:
        kit.player_token(img, (ox + TOKEN / 2, y), styles[s], TOKEN)
        ox += TOKEN + 8
    gold, pp = view.tribute
    words = L("tribute", gold=gold, pp=pp) if view.round else L("no_tribute")
    _head(img, (x, y), words, right - need - x - 30, fill=GOLD if view.round else WHITE)
