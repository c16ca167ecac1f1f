"""The three noble actions (reference §15, SEED): build a Store (Maia, store.py), take a decree (Pombal,
decree.py), open a public building (the King, public_building.py). ``feasible`` checks that one can be
carried out in full with the reis the seat can raise (reis + Influence, plus reis its own reward would
bring); ``start`` schedules it.
"""

from __future__ import annotations

from engine.core.actions import Event

from .frames import push
from .public_building import pb_plans
from .state import State
from .store import store_spaces


def feasible(st: State, seat: int, action: str, spend: int = 0, treasury: int = 0) -> bool:
    """``spend``: reis the seat pays before the action (a sponsor fee, the reis part of a visit);
    ``treasury``: treasury steps up before it (a Ship built in the visit's state action)."""
    if action == "BUILD_STORE":
        return bool(store_spaces(st, seat, spend, treasury))
    if action == "TAKE_DECREE":
        return bool(st.decree_display)
    if action == "OPEN_PUBLIC_BUILDING":
        return bool(pb_plans(st, seat, spend, treasury))
    raise ValueError(action)


def start(st: State, seat: int, action: str, ev: list[Event]) -> None:
    push(st, {"BUILD_STORE": "store", "TAKE_DECREE": "decree", "OPEN_PUBLIC_BUILDING": "public_building"}[action], seat)
