"""A translatable message: ``Msg(id, params)``, what the engine returns instead of finished sentences.

Pure data: nothing here reads a catalog or knows a game. A message's id is dotted (``emara.res.wood``);
its first part is its *group* (``bot``, ``core`` or a game's id): the catalog folder it lives in (see
:mod:`engine.core.text`, which turns messages into text).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping


@dataclass(frozen=True, slots=True)
class Msg:
    id: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __hash__(self) -> int:  # params is a dict; hash by id only (equality still compares params)
        return hash(self.id)


def M(msg_id: str, **params: Any) -> Msg:
    """Shorthand: ``M("<game>.res.wood", n=1)``, ``M("core.turn_of", player=2)``."""
    return Msg(msg_id, params)


def fluent_id(msg_id: str) -> str:
    """The catalog's id of a code id: ``emara.res.wood`` -> ``emara-res-wood``."""
    return msg_id.replace(".", "-")


def group(msg_id: str) -> str:
    """The group of a message (``emara.res.wood`` -> ``emara``): only that group's files are read for it."""
    return msg_id.partition(".")[0]


PLAYER = "core.player"  # M(PLAYER, seat=i): a seat in a log line; front ends show the seat's name


def player(seat: int) -> Msg:
    """A reference to a seat inside a message; translated to the player's name when names are given."""
    return Msg(PLAYER, {"seat": seat})
