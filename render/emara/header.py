"""The header bar: title, round, pass, statue holder, who is to move, and the event of the round."""
from __future__ import annotations

from PIL import Image

from engine.emara.view import EmaraView

from .. import kit
from ..kit import MUTED, PANEL
from .labels import L, player_name
from .layout import HEADER_H, M, W

WHITE = (255, 255, 255)
GOLD = (255, 220, 120)


def header_frame(img: Image.Image) -> None:
    """The static part: the dark title bar and the event panel."""
    kit.rounded_box(img, (M, 8, W - M, 62), fill=(50, 46, 60), outline=None)
    kit.text(img, (M + 16, 35), L("title"), 30, bold=True, fill=WHITE)
    kit.rounded_box(img, (M, 68, W - M, HEADER_H - 6), fill=PANEL)
    kit.text(img, (M + 14, 90), L("event"), 22, bold=True)


def header(img: Image.Image, view: EmaraView, names: list[str] | None, styles: list[kit.PlayerStyle]) -> None:
    x = M + 16 + kit.text_width(L("title"), 30, True) + 40
    phase = view.phase
    if phase == "over":
        x += kit.text(img, (x, 35), L("game_over"), 26, bold=True, fill=GOLD) + 40
    x += kit.text(img, (x, 35), L("round", n=view.round), 26, bold=True, fill=WHITE) + 30
    if phase != "over":
        x += kit.text(img, (x, 35), L("pass", n=view.turn_in_round), 26, bold=True, fill=WHITE) + 30
    if phase in ("end_of_round", "final_scoring"):
        x += kit.text(img, (x, 35), L(phase), 24, fill=GOLD) + 30
    statue = view.statue
    if statue < len(styles):
        x += kit.text(img, (x, 35), L("statue"), 22, fill=WHITE) + 8
        kit.player_token(img, (x + 18, 35), styles[statue], 36)
        x += 44
        x += kit.fitted_text(img, (x, 35), player_name(names, statue), 180, 22, bold=True, fill=WHITE) + 30
    active = view.active_seat
    if active is not None and phase != "over" and active < len(styles):
        x += kit.text(img, (x, 35), L("to_move"), 22, fill=WHITE) + 8
        kit.player_token(img, (x + 18, 35), styles[active], 36)
        x += 44
        kit.fitted_text(img, (x, 35), player_name(names, active), W - M - 12 - x, 22, bold=True, fill=GOLD)
    ev = view.event
    if ev:
        title, _, effect = L("event." + ev).partition("|")
        x = M + 100
        x += kit.text(img, (x, 90), title, 22, bold=True) + 12
        right = kit.text_width(L("events_left", n=view.event_deck_left), 20) + 30
        kit.fitted_text(img, (x, 90), "— " + effect if effect else "", W - M - right - x - 10, 22)
    else:
        kit.text(img, (M + 100, 90), L("no_event"), 22, fill=MUTED)
    kit.text(img, (W - M - 14, 90), L("events_left", n=view.event_deck_left), 20, fill=MUTED, anchor="rm")
