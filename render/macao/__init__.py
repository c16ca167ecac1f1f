"""Macao: the public board picture, drawn from the public view only (``MacaoView``,
engine/macao/view.py; a dict in its JSON form is validated into one first, so a misspelt field fails
instead of drawing nothing).

Layout, top to bottom (1600 px wide): the headline band (who is to move or still chooses dice, the
round and phase, every player's prestige and gold, the tribute rate and the turn order, in 40 px
text for phones) - the round's cards on offer, the offices of the coming rounds, the
deck and discard counts (the final scoring when the game is over) - the city and the sea - the eight
ports - the wall - one panel per player - the key.

One module per board part: ``header``, ``display``, ``ranking``, ``city``, ``sea`` (graph and ports),
``wall``, ``seats``; each draws its static frame (cached by ``background``) and its dynamic pieces.
``pieces`` draws cubes, tiles and player pieces, ``labels`` gives every word (from the catalogs, in
the picture's language), ``layout`` places the parts. Hidden information never reaches a view: the
deck is a count, and dice chosen at the same time show only that they were chosen.
"""
from __future__ import annotations

from typing import Any

from PIL import Image

from engine.core.text import DEFAULT_LOCALE
from engine.macao.view import MacaoView

from .. import kit
from .background import background
from .city import city
from .display import display
from .header import header
from render.kit import speaking
from .layout import Layout
from .palette import palette
from .pieces import seat_style
from .ranking import ranking
from .sea import sea
from .seats import seat_panel
from .wall import wall

__all__ = ["as_view", "board", "draw"]

GAME_ID = "macao"


def as_view(view: MacaoView | dict[str, Any]) -> MacaoView:
    """``view`` itself, or the view its JSON form describes (see ``render.kit.as_view``)."""
    return kit.as_view(view, MacaoView, GAME_ID)


def draw(view: MacaoView | dict, names: list[str] | None = None, locale: str = DEFAULT_LOCALE) -> Image.Image:
    """The public board as a PIL image in ``locale`` (drawing only; see :func:`board` for PNG bytes)."""
    with speaking(locale):
        return _draw(as_view(view), names)


def _draw(view: MacaoView, names: list[str] | None) -> Image.Image:
    layout = Layout(len(view.seats), view.phase == "over", bool(view.display))
    img = background(layout)
    img.info[kit.PALETTE_KEY] = kit.static_layer("macao.palette", palette, copy=False)
    styles = [seat_style(s.seat, s.colour) for s in view.seats]
    header(img, view, names, styles)
    if layout.final:
        ranking(img, layout, view, names, styles)
    else:
        display(img, layout, view)
    city(img, layout, view, styles)
    sea(img, layout, view, styles)
    wall(img, layout, view, styles)
    for seat in view.seats:
        seat_panel(img, layout, view, seat, names, styles[seat.seat])
    return img


def board(view: MacaoView | dict, names: list[str] | None = None, locale: str = DEFAULT_LOCALE) -> bytes:
    """The public board in ``locale`` as PNG bytes."""
    return kit.encode_png(draw(view, names, locale))
