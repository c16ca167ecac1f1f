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
``highlight`` then outlines what the latest turn changed, in the mover's colour (the headline names it).
``pieces`` draws cubes, tiles and player pieces, ``labels`` gives every word (from the catalogs, in
the picture's language), ``layout`` places the parts. Hidden information never reaches a view: the
deck is a count, and dice chosen at the same time show only that they were chosen.
The entry points (``as_view``, ``draw``, ``board``), the headline band's helpers, the seat panel's
frame and the palette's sample are ``render.skeleton``'s, shared with the other games.
"""

from __future__ import annotations

from PIL import Image

from engine.macao.view import MacaoView

from .. import skeleton
from .background import background
from .city import city
from .display import display
from .header import header
from .highlight import highlight as mark_last_move  # keeps the name ``highlight`` for the module
from .layout import Layout
from .palette import palette
from .pieces import seat_style
from .ranking import ranking
from .sea import sea
from .seats import seat_panel
from .wall import wall

__all__ = ["as_view", "board", "draw"]

GAME_ID = "macao"


def _draw(view: MacaoView, names: list[str] | None) -> Image.Image:
    layout = Layout(len(view.seats), view.phase == "over", bool(view.display))
    img = background(layout)
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
    mark_last_move(img, layout, view, styles)
    return img


as_view, draw, board = skeleton.entry_points(GAME_ID, MacaoView, _draw, palette)
