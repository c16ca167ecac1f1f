"""The headline band at the top of the board, read on a phone: who is to move (or who is asked out
of turn, or who won) with the period; every seat's wigs and reis; the treasury's values and what is
about to happen (a church scoring, the end of the period or of the game); the last move in words.
Every text is
``HEADLINE_PX`` (45 px: 9 pt when the picture is shown 360 pt wide)."""

from __future__ import annotations

from PIL import Image

from engine.lisboa.view import LisboaView

from .. import kit
from ..skeleton import GOLD, Band
from .highlight import last_move_words
from .labels import L, player_name, signed
from .layout import BAND_Y0, BAND_Y1, HEADLINE_PX, HEADLINE_ROW, M, W

TOKEN = 48
SCORE_MIN_PX = 28
HEADLINE = Band(M, W - M, BAND_Y0, BAND_Y1, HEADLINE_PX, HEADLINE_ROW, TOKEN, SCORE_MIN_PX)
_head, row_y, header_frame = HEADLINE.head, HEADLINE.row_y, HEADLINE.frame


def status(view: LisboaView) -> str:
    if view.phase == "over":
        return L("game_over")
    if view.phase in ("draft", "start_decree"):
        return L("phase." + view.phase)
    return L("period", n=view.period)


def winners(view: LisboaView) -> list[int]:
    """Seats with the highest final total (the engine's breakdown decides ties: its ``rank`` if
    given, else all tied seats are named)."""
    totals = {s.seat: s.wigs for s in view.seats}  # after the final scoring, wigs include it
    ranks = {s.seat: (s.final or {}).get("rank") for s in view.seats}
    if any(r is not None for r in ranks.values()):
        return [s for s, r in ranks.items() if r == 1]
    best = max(totals.values(), default=0)
    return [s for s, t in totals.items() if t == best]


def header(img: Image.Image, view: LisboaView, names: list[str] | None, styles: list[kit.PlayerStyle]) -> None:
    _who(img, view, names, styles, row_y(0))
    _scores(img, view, names, styles, row_y(1))
    _notes(img, view, row_y(2))
    _last(img, view, names, styles, row_y(3))


def _who(img, view: LisboaView, names, styles, y: int) -> None:
    rival = {s.seat for s in view.seats if s.rival}
    name = lambda s: player_name(names, s, s in rival)  # noqa: E731
    if view.phase == "over":
        won = [s for s in winners(view) if s < len(styles)]
        HEADLINE.who(img, y, status(view), name, styles, won=won, verb=L("win", count=len(won)))
        return
    if view.prompt_seat is not None and view.prompt_seat < len(styles):
        HEADLINE.who(img, y, status(view), name, styles, seats=[view.prompt_seat], verb=L("to_answer"))
        return
    if len(view.waiting) > 1:
        HEADLINE.who(
            img, y, status(view), name, styles, lead=L("waiting"), seats=[s for s in view.waiting if s < len(styles)]
        )
        return
    who = view.waiting[0] if view.waiting else view.active
    seats = [who] if who is not None and who < len(styles) else []
    HEADLINE.who(img, y, status(view), name, styles, seats=seats, verb=L("to_move") if seats else None)


def _scores(img, view: LisboaView, names, styles, y: int) -> None:
    HEADLINE.scores(
        img,
        y,
        [
            (s.seat, player_name(names, s.seat, s.rival), L("score", wigs=s.wigs, reis=s.reis))
            for s in view.seats
            if s.seat < len(styles)
        ],
        styles,
    )


def _notes(img, view: LisboaView, y: int) -> None:
    x, right = HEADLINE.left, HEADLINE.right
    treasury = L("treasury_line", reis=view.treasury_reis, infl=signed(view.treasury_influence))
    x += _head(img, (x, y), treasury, right - x) + 40
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


def _last(img, view: LisboaView, names, styles, y: int) -> None:
    """The last move in words, after the mover's marker and name (``highlight`` marks it on the board)."""
    lt = view.last_turn
    rival = {s.seat for s in view.seats if s.rival}
    HEADLINE.last(
        img,
        y,
        None if lt is None or lt.seat >= len(styles) else lt.seat,
        lambda s: player_name(names, s, s in rival),
        styles,
        last_move_words(view, names),
    )
