"""Every word of the Macao board picture, in the language of the picture being drawn.

Board words are ``macao.board.*`` messages (``render/macao/locales/<lang>/board.ftl``); the names of
the game's things (cards, colours, goods, ports, card types and timings) are the engine's own
messages (``engine/macao/locales``), so they read the same as in the panels and ``/card``.
:func:`render.kit.speaking` sets the language for one drawing (a context variable: threads drawing in other
languages at the same time do not mix); the board parts call :func:`L` without passing it around.
"""

from __future__ import annotations

from engine.core.text import M
from engine.macao import nouns
from engine.macao.data import CARDS
from render.kit import picture_locale as locale  # noqa: F401 (the board parts import it from here)
from render.words import Labels, say

PREFIX = "macao.board."


_LABELS = Labels(PREFIX)
L = _LABELS.L  # the board label ``macao.board.<key>`` in the picture's language
has_label = _LABELS.has_label


def player_name(names: list[str] | None, seat: int) -> str:
    if names and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return L("player", n=seat + 1)


def card_name(cid: str) -> str:
    """A card's name (a warehouse names its good; an office's colour is shown by its cost)."""
    return say(nouns.card(cid))


def chip_name(cid: str) -> str:
    """A card's name on a chip (a player's rows): an office without its colour, which its band and its
    cost cube show ("Oficina del puerto (morada)" leaves no room on a 150 px chip)."""
    c = CARDS[cid]
    return say(M("macao.card." + c.name)) if c.colour else card_name(cid)


def colour_name(colour: str) -> str:
    return say(nouns.colour(colour))


def good_name(good: str) -> str:
    return say(M("macao.good." + good))


def port_name(port: str) -> str:
    return say(M("macao.port." + port.lower()))


def card_type(ctype: str) -> str:
    return say(M("macao.type." + ctype))


def timing(t: str) -> str:
    return say(M("macao.timing." + t))


def cube_letter(colour: str) -> str:
    """The letter printed in a cube of ``colour`` (colour is never the only cue)."""
    return L("cube." + colour)


def good_letters(good: str) -> str:
    """The short mark printed on a goods tile."""
    return L("good." + good)
