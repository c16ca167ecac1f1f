"""The shared drawing kit: canvas, palette, fonts, text, tokens, tracks, cards, cached layers, PNG.

No game knowledge lives here. Game modules (``render/<game>/``) compose these primitives.

Speed model: everything that does not depend on the game state (frames, labels, track numbers) is
drawn once per process into a *static layer* (:func:`static_layer`) and copied per picture; text
masks and anti-aliased tokens are rendered once and cached, so drawing a board is mostly pasting.

The kit is split by idea into ``colours``, ``canvas`` (static layers), ``texts`` (fonts, text and the
picture's language), ``fitting`` (text that fits a width or a box), ``pieces`` (boxes, cards, tokens) and
``png`` (palette and encoding); this module names them all, so a game's modules write ``kit.text(...)``.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

from . import caches
from .canvas import (
    DEFAULT_LAYER_CACHE_MB,
    LAYER_CACHE_ENV,
    TEXTS_KEY,
    Area,
    Box,
    LayerStats,
    canvas,
    layer_stats,
    paste,
    reset_layer_stats,
    set_layer_budget,
    static_layer,
    texts,
)
from .colours import (
    FAINT,
    HILITE,
    INK,
    LINE,
    MUTED,
    NEUTRAL,
    PANEL,
    PAPER,
    PLAYERS,
    RGB,
    SHAPES,
    WHITE,
    PlayerStyle,
    contrast_ink,
    luminance,
    mix,
    player_style,
)
from .fitting import centred_text, ellipsize, fit_size, fitted_text, line_pitch, wrap, wrapped_text
from .pieces import (
    MIN_LETTER_TOKEN,
    _SS,
    arrow,
    card,
    cube,
    icon,
    marker_row,
    pawn_slots,
    paste_token,
    player_token,
    rounded_box,
    token_image,
)
from .png import PALETTE_KEY, PNG_COMPRESS_LEVEL, build_palette, encode_png
from .texts import (
    FONT_DIR,
    FONT_FILES,
    MIN_TEXT,
    DrawnText,
    font,
    picture_locale,
    recording_text,
    recording_texts,
    speaking,
    text,
    text_width,
)

ViewModel = TypeVar("ViewModel", bound=BaseModel)

__all__ = [
    "DEFAULT_LAYER_CACHE_MB",
    "LAYER_CACHE_ENV",
    "TEXTS_KEY",
    "Area",
    "Box",
    "LayerStats",
    "canvas",
    "layer_stats",
    "paste",
    "reset_layer_stats",
    "set_layer_budget",
    "static_layer",
    "texts",
    "FAINT",
    "HILITE",
    "INK",
    "LINE",
    "MUTED",
    "NEUTRAL",
    "PANEL",
    "PAPER",
    "PLAYERS",
    "RGB",
    "SHAPES",
    "WHITE",
    "PlayerStyle",
    "contrast_ink",
    "luminance",
    "mix",
    "player_style",
    "centred_text",
    "ellipsize",
    "fit_size",
    "fitted_text",
    "line_pitch",
    "wrap",
    "wrapped_text",
    "MIN_LETTER_TOKEN",
    "_SS",
    "arrow",
    "card",
    "cube",
    "icon",
    "marker_row",
    "pawn_slots",
    "paste_token",
    "player_token",
    "rounded_box",
    "token_image",
    "PALETTE_KEY",
    "PNG_COMPRESS_LEVEL",
    "build_palette",
    "encode_png",
    "FONT_DIR",
    "FONT_FILES",
    "MIN_TEXT",
    "DrawnText",
    "font",
    "picture_locale",
    "recording_text",
    "recording_texts",
    "speaking",
    "text",
    "text_width",
    "ViewModel",
    "as_view",
    "clear_caches",
]


def clear_caches() -> None:
    """Forget every cached layer, text mask and token (benchmarks use it to time a cold start)."""
    caches.clear()
    text_width.cache_clear()


def as_view(view: Any, model: type[ViewModel], game_id: str) -> ViewModel:
    """``view`` itself, or the ``model`` its JSON form describes (a fixture's ``"game"`` tag is dropped;
    another game's tag and unknown fields fail)."""
    if isinstance(view, model):
        return view
    data = dict(view)
    game = data.pop("game", game_id)
    if game != game_id:
        raise ValueError(f"not a {game_id} view: {game!r}")
    return model.model_validate(data)
