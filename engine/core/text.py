"""Translatable messages.

The engine never returns finished English sentences: it returns ``Msg(id, params)`` and every
front end turns them into text with :func:`translate`. Each game registers its own catalog
(message id -> ``str.format`` template) per locale; ``core`` registers the shared ids.
Params may themselves be ``Msg`` (a resource name, a card title) and are translated first.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

DEFAULT_LOCALE = "en"

_CATALOGS: dict[str, dict[str, str]] = {}


@dataclass(frozen=True, slots=True)
class Msg:
    id: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __hash__(self) -> int:  # params is a dict; hash by id only (equality still compares params)
        return hash(self.id)


def M(msg_id: str, **params: Any) -> Msg:
    """Shorthand: ``M("<game>.res.wood")``, ``M("core.turn_of", player=2)``."""
    return Msg(msg_id, params)


def register_catalog(locale: str, messages: Mapping[str, str]) -> None:
    """Add messages to a locale; later registrations win for the same id."""
    _CATALOGS.setdefault(locale, {}).update(messages)


def has_message(msg_id: str, locale: str = DEFAULT_LOCALE) -> bool:
    return msg_id in _CATALOGS.get(locale, {})


PLAYER = "core.player"   # M(PLAYER, seat=i): a seat in a log line; front ends show the seat's name


def player(seat: int) -> Msg:
    """A reference to a seat inside a message; translated to the player's name when names are given."""
    return Msg(PLAYER, {"seat": seat})


def translate(msg: Msg | str, locale: str = DEFAULT_LOCALE, names: Sequence[str] | None = None) -> str:
    """Render a message in ``locale``, falling back to English, then to the id itself.

    ``names`` (seat index -> display name) resolves :func:`player` references.
    """
    if isinstance(msg, str):
        return msg
    if msg.id == PLAYER:
        seat = msg.params.get("seat")
        if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return translate(Msg("core.seat", {"seat": (seat or 0) + 1}), locale)
    template = _CATALOGS.get(locale, {}).get(msg.id)
    if template is None:
        template = _CATALOGS.get(DEFAULT_LOCALE, {}).get(msg.id, msg.id)
    if not msg.params:
        return template
    params = {k: _param(v, locale, names) for k, v in msg.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def _param(value: Any, locale: str, names: Sequence[str] | None) -> Any:
    if isinstance(value, Msg):
        return translate(value, locale, names)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_param(v, locale, names)) for v in value)
    return value


register_catalog(
    DEFAULT_LOCALE,
    {
        "core.illegal": "That move is not allowed now.",
        "core.not_your_turn": "It is not your turn.",
        "core.game_over": "The game is over.",
        "core.bad_action": "That action could not be read.",
        "core.seat": "Player {seat}",
        "core.player": "(a player, shown by name)",
    },
)
