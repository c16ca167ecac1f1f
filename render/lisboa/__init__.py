"""Lisboa: the public board picture, drawn from the public view only (``LisboaView``,
engine/lisboa/view.py; a dict in its JSON form is validated into one first, so a misspelt field fails
instead of drawing nothing).

One picture, 1800 px wide, top to bottom: the headline band (who is to move or asked to answer, the
period, every seat's wigs and reis, the treasury and what is about to happen, in 45 px text for
phones) - downtown Lisbon (left) beside the treasury and price tracks, the church and the offices
(right) - the political display, the Royal Court, the shipyard, the public buildings and plans on
offer - the decree display and the supply - the final scoring (once over) - one panel per seat.

One module per board part: ``header``, ``city``, ``tracks``, ``church``, ``offices``, ``display``,
``decrees`` (and the supply), ``final``, ``seats``; each draws its static frame (cached by
``background``) and its dynamic pieces; ``highlight`` then outlines what the latest turn changed, in the
mover's colour (the headline names it). ``pieces`` draws tokens, goods, rubble and cards, ``labels``
gives every word, ``layout`` places the parts. Hidden information never reaches a view: hands, face-
down piles, decks and the Clergy bag are counts.
The entry points (``as_view``, ``draw``, ``board``), the headline band's helpers, the seat panel's
frame and the palette's sample are ``render.skeleton``'s, shared with the other games.
"""

from __future__ import annotations

from PIL import Image

from engine.lisboa.view import LisboaView

from .. import skeleton
from .background import background
from .church import church
from .city import city
from .decrees import decrees
from .display import display
from .final import final
from .header import header
from .highlight import highlight as mark_last_move  # keeps the name ``highlight`` for the module
from .layout import Layout
from .offices import offices
from .palette import palette
from .pieces import seat_style
from .seats import seat_panel
from .tracks import tracks

__all__ = ["as_view", "board", "draw"]

GAME_ID = "lisboa"


def _draw(view: LisboaView, names: list[str] | None) -> Image.Image:
    layout = Layout(len(view.seats), view.phase == "over", view.row_e_open)
    img = background(layout)
    styles = [seat_style(s.seat, s.colour, s.rival) for s in view.seats]
    header(img, view, names, styles)
    city(img, layout, view, styles)
    tracks(img, layout, view)
    church(img, layout, view)
    offices(img, layout, view, styles)
    display(img, layout, view)
    decrees(img, layout, view)
    if layout.final:
        final(img, layout, view, names, styles)
    for seat in view.seats:
        seat_panel(img, layout, view, seat, names, styles[seat.seat], styles)
    mark_last_move(img, layout, view, styles)
    return img


as_view, draw, board = skeleton.entry_points(GAME_ID, LisboaView, _draw, palette)
