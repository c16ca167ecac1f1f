"""Words on a picture: any catalog message in the picture's language, looked up once per language and
catalog version (labels repeat from picture to picture), with a readable stand-in for a message no
catalog has (a picture never crashes over a missing word). Each game's ``labels`` module binds its
board prefix: ``L = Labels("macao.board.").L``.
"""

from __future__ import annotations

from typing import Any

from engine.core import text
from engine.core.text import M, Msg, has_message, translate

from .kit import picture_locale

CACHE_MAX = 8192
_CACHE: dict[tuple, str] = {}


def fallback(msg_id: str) -> str:
    """The id's last part, readable: ``macao.board.wall_title`` -> ``Wall title``."""
    return msg_id.rsplit(".", 1)[-1].replace("_", " ").capitalize()


def _key(v: Any) -> Any:
    """A hashable form of a message argument (a Msg's params are a dict)."""
    return (v.id, tuple(sorted((k, _key(x)) for k, x in v.params.items()))) if isinstance(v, Msg) else v


def say(msg: Msg) -> str:
    """``msg`` in the picture's language."""
    key = (text.version(), picture_locale(), _key(msg))
    out = _CACHE.get(key)
    if out is None:
        out = translate(msg, key[1])
        if out == msg.id:
            out = fallback(msg.id)
        if len(_CACHE) >= CACHE_MAX:
            _CACHE.clear()
        _CACHE[key] = out
    return out


_ALL: list["Labels"] = []


def clear() -> None:
    """Forget every looked-up word (tests that change catalogs or spy on lookups)."""
    _CACHE.clear()
    for labels in _ALL:
        labels._cache.clear()


class Labels:
    """A game's board labels ``<prefix><key>`` (a few hundred per picture: cached by their plain key
    and arguments, which are strings and numbers)."""

    def __init__(self, prefix: str):
        self.prefix = prefix
        self._cache: dict[tuple, str] = {}
        _ALL.append(self)

    def L(self, key: str, **params: Any) -> str:
        k = (text.version(), picture_locale(), key, *sorted(params.items()))
        out = self._cache.get(k)
        if out is None:
            if len(self._cache) >= CACHE_MAX:
                self._cache.clear()
            out = self._cache[k] = say(M(self.prefix + key, **params))
        return out

    def has_label(self, key: str) -> bool:
        return has_message(self.prefix + key, picture_locale()) or has_message(self.prefix + key)
