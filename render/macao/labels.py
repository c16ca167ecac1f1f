"""Every word of the Macao board picture, in the language of the picture being drawn.

Board words are ``macao.board.*`` messages (``render/macao/locales/<lang>/board.ftl``); the names of
the game's things (cards, colours, goods, ports, card types and timings) are the engine's own
messages (``engine/macao/locales``), so they read the same as in the panels and ``/card``.
:func:`render.kit.speaking` sets the language for one drawing (a context variable: threads drawing in other
languages at the same time do not mix); the board parts call :func:`L` without passing it around.
"""
from __future__ import annotations

from typing import Any

from engine.core import text
from engine.core.text import M, Msg, has_message, translate
from engine.macao import nouns
from render.kit import picture_locale as locale

PREFIX = "macao.board."



def _fallback(msg_id: str) -> str:
    """A readable stand-in for a message no catalog has (never a crash): the id's last part."""
    return msg_id.rsplit(".", 1)[-1].replace("_", " ").capitalize()


_CACHE: dict[tuple, str] = {}
_CACHE_MAX = 8192


def _key(v: Any) -> Any:
    """A hashable form of a message argument (a Msg's params are a dict)."""
    return (v.id, tuple(sorted((k, _key(x)) for k, x in v.params.items()))) if isinstance(v, Msg) else v


def say(msg: Msg) -> str:
    """Any message in the picture's language. Labels repeat from picture to picture: each is looked
    up once per language and catalog version (tests may add messages)."""
    key = (text.version(), locale(), _key(msg))
    out = _CACHE.get(key)
    if out is None:
        out = translate(msg, key[1])
        if out == msg.id:
            out = _fallback(msg.id)
        if len(_CACHE) >= _CACHE_MAX:
            _CACHE.clear()
        _CACHE[key] = out
    return out


def L(key: str, **params: Any) -> str:
    """The board label ``macao.board.<key>`` in the picture's language."""
    return say(M(PREFIX + key, **params))


def has_label(key: str) -> bool:
    return has_message(PREFIX + key, locale()) or has_message(PREFIX + key)


def player_name(names: list[str] | None, seat: int) -> str:
    if names and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return L("player", n=seat + 1)


def card_name(cid: str) -> str:
    """A card's name (a warehouse names its good; an office's colour is shown by its cost)."""
    return say(nouns.card(cid))


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
