"""Crown of Emara: the public board picture, drawn from the public view only (``EmaraView``, engine/emara/view.py;
a dict in its JSON form is validated into one first, so a misspelt field fails instead of drawing nothing).

Layout, top to bottom (1600 px wide): headline band (who is to move, every score, the last move, all
in 40 px text for phones) and the event of the round - final ranking when
the game is over - scoring track 0-104 (one scale, CP markers above, BP below) - the two rondels with
councillors, huts, town markers and advisor spaces - nobility, advisor pile B and favor tokens -
Victoria (solo) - one strip per player.

One module per board part: ``header``, ``ranking``, ``track``, ``rondels``, ``tables`` (nobility, pile B,
favors, Victoria), ``strips``; each draws its static frame (cached by ``background``) and its dynamic
pieces. ``highlight`` then outlines what the latest turn changed, in the mover's colour. ``layout`` places
the parts, ``labels`` gives every word (from the catalog, in the picture's language), ``components``
the engine's data.
Never reads ``hand``: only public fields are drawn.
"""

from __future__ import annotations

from PIL import Image

from engine.core.text import DEFAULT_LOCALE
from engine.emara.view import EmaraView, as_view

from .. import kit
from ..palettes import frozen
from .background import background
from .header import header
from .highlight import highlight as mark_last_move  # keeps the name ``highlight`` for the module
from render.kit import speaking
from .layout import Layout
from .palette import palette
from .ranking import ranking
from .rondels import rondels
from .strips import strip
from .tables import tables, victoria
from .track import track

__all__ = ["board", "draw"]


def draw(view: EmaraView | dict, names: list[str] | None = None, locale: str = DEFAULT_LOCALE) -> Image.Image:
    """The public board as a PIL image in ``locale`` (drawing only; see :func:`board` for PNG bytes)."""
    with speaking(locale):
        return _draw(as_view(view), names)


def _draw(view: EmaraView, names: list[str] | None) -> Image.Image:
    players = view.players or len(view.seats) or 1
    layout = Layout(players, view.victoria is not None, view.result is not None)
    img = background(layout, view.boards)
    img.info[kit.PALETTE_KEY] = kit.static_layer("emara.palette", lambda: frozen("emara.palette", palette), copy=False)
    styles = [kit.player_style(i) for i in range(max(players, len(view.seats)))]
    header(img, view, names, styles)
    if layout.final:
        ranking(img, view, names, styles)
    track(img, layout, view, names, styles)
    rondels(img, layout, view, styles)
    tables(img, layout, view)
    victoria(img, layout, view)
    for s, seat in enumerate(view.seats[:players]):
        strip(img, layout, view, s, seat, names, styles[s])
    mark_last_move(img, layout, view, styles)
    return img


def board(view: EmaraView | dict, names: list[str] | None = None, locale: str = DEFAULT_LOCALE) -> bytes:
    """The public board in ``locale`` as PNG bytes."""
    return kit.encode_png(draw(view, names, locale))
