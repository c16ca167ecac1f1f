"""The headline band at the top of the board.

It answers what a player glancing at a phone asks: who is to move (or who still chooses dice, or who
won) with the round and phase, every player's prestige and gold, and this round's tribute rate with
the turn order, and the last move in words. Every text in the band is ``HEADLINE_PX`` (40 px): the 1600 px
picture shown 360 pt wide still gives 9 pt text. Seats show their colour, number and shape.
"""

from __future__ import annotations

from PIL import Image

from engine.macao.view import MacaoView

from .. import kit
from ..skeleton import GOLD, WHITE, Band
from .highlight import last_move_words
from .labels import L, player_name
from .layout import BAND_Y0, BAND_Y1, HEADLINE_PX, HEADLINE_ROW, M, W

TOKEN = 46  # seat markers in the band
SCORE_MIN_PX = 26  # the smallest a score is drawn (still legible at 360 px wide)
HEADLINE = Band(M, W - M, BAND_Y0, BAND_Y1, HEADLINE_PX, HEADLINE_ROW, TOKEN, SCORE_MIN_PX)
_head, row_y, header_frame = HEADLINE.head, HEADLINE.row_y, HEADLINE.frame


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
    _last(img, view, names, styles, row_y(3))


def _who(img: Image.Image, view: MacaoView, names: list[str] | None, styles: list[kit.PlayerStyle], y: int) -> None:
    name = lambda s: player_name(names, s)  # noqa: E731
    if view.phase == "over":
        HEADLINE.who(img, y, status(view), name, styles, won=winners(view), verb=L("win", count=len(winners(view))))
    elif view.active is None:  # all choose dice at once: who has not chosen yet
        HEADLINE.who(
            img, y, status(view), name, styles, lead=L("choosing"), seats=[s for s in view.waiting if s < len(styles)]
        )
    elif view.active < len(styles):
        HEADLINE.who(img, y, status(view), name, styles, seats=[view.active], verb=L("to_move"))
    else:
        HEADLINE.who(img, y, status(view), name, styles)


def _scores(img: Image.Image, view: MacaoView, names: list[str] | None, styles: list[kit.PlayerStyle], y: int) -> None:
    HEADLINE.scores(
        img,
        y,
        [
            (s.seat, player_name(names, s.seat), L("score", pp=s.pp, gold=s.gold))
            for s in view.seats
            if s.seat < len(styles)
        ],
        styles,
    )


def _tribute(img: Image.Image, view: MacaoView, styles: list[kit.PlayerStyle], y: int) -> None:
    x, right = HEADLINE.left, HEADLINE.right
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


def _last(img: Image.Image, view: MacaoView, names: list[str] | None, styles: list[kit.PlayerStyle], y: int) -> None:
    """The last move in words, after the mover's marker and name (``highlight`` marks it on the board)."""
    lt = view.last_turn
    HEADLINE.last(
        img,
        y,
        None if lt is None or lt.seat >= len(styles) else lt.seat,
        lambda s: player_name(names, s),
        styles,
        last_move_words(view),
    )
