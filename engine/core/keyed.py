"""``legal_actions`` and ``apply`` for a game whose rules speak in option keys (Macao, Lisboa).

The game names its rules module (``rules``): ``seats(state)``, ``legal(state, seat) -> keys``,
``apply(state, seat, key, events, quiet)`` and ``settle(state, events, quiet)`` (which may return the
(seat, keys) of the choice it stopped at, kept for the next ``legal_actions``). The keys last listed for
(state, seat) at the same action count are kept: a playout or a search asks ``legal_actions()`` and then
``apply()`` about the same position. Code that edits a state by hand must call ``forget()``.
"""
from __future__ import annotations

from types import ModuleType
from typing import Any

from .actions import Action, Event
from .errors import IllegalAction
from .quiet import _QUIET
from .msg import M


class _Actions(dict):
    """key -> its Action, parsed once per distinct key."""

    def __missing__(self, key: str) -> Action:
        a = self[key] = Action.parse(key)
        return a


ACTIONS = _Actions()


class KeyedGame:
    rules: ModuleType
    _cache: tuple | None = None     # (state, state.seq, seat, keys)

    def forget(self) -> None:
        self._cache = None

    def _keys(self, state: Any, seat: int) -> list[str]:
        c = self._cache
        if c is not None and c[0] is state and c[1] == state.seq and c[2] == seat:
            return c[3]
        keys = self.rules.legal(state, seat)
        self._cache = (state, state.seq, seat, keys)
        return keys

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        return [ACTIONS[k] for k in self._keys(state, seat)]

    def apply(self, state: Any, seat: int, action: Action) -> list[Event]:
        if state.phase == "over":
            raise IllegalAction(M("core.game_over"))
        if seat not in self.rules.seats(state):
            raise IllegalAction(M("core.not_your_turn"))
        key = action.key() if isinstance(action, Action) else str(action)
        if key not in self._keys(state, seat):
            raise IllegalAction(M("core.illegal"))
        self._cache = None
        ev: list[Event] = []
        quiet = _QUIET.get()
        self.rules.apply(state, seat, key, ev, quiet)
        state.seq += 1
        pending = self.rules.settle(state, ev, quiet)
        if pending is not None:         # (seat, keys) of the next choice, when settling computed them
            self._cache = (state, state.seq, pending[0], pending[1])
        return ev
