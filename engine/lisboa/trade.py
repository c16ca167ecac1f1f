"""Trade with the Nobles (reference §11): pay a good a noble accepts to take one of its state actions whose
space is still uncovered this turn; up to two trades (the ``trade`` step).
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from . import data, economy, nouns, state_actions
from .deeds import note
from .frames import bare, choice, leave, pop
from .state import Frame, State


def trade_options(st: State, seat: int) -> list[str]:
    """``trade.<state action>.<good>``: an uncovered space, a good its noble accepts (any good with the
    'any good' abilities), and a state action that can be done after paying that good."""
    s = st.seats[seat]
    any_good = economy.ability(s, "ADV_TRADE_ANY", "CL_TRADE_ANY") > 0
    out = []
    for noble in data.NOBLES:
        goods = data.GOODS if any_good else data.TRADE_GOODS[noble]
        for action in data.STATE_ACTIONS[noble]:
            if action in st.action_goods:
                continue
            held = [g for g in goods if s.goods[g] > 0]
            if not held:
                continue
            if action not in GOODS_ACTIONS:  # paying the good cannot change it: ask once
                if state_actions.feasible(st, seat, action):
                    out += [f"trade.{action}.{g}" for g in held]
                continue
            for g in held:
                s.goods[g] -= 1
                ok = state_actions.feasible(st, seat, action)
                s.goods[g] += 1
                if ok:
                    out.append(f"trade.{action}.{g}")
    return out


# State actions whose feasibility depends on the goods held (the others ignore them).
GOODS_ACTIONS = frozenset(("BUILD_SHIP", "PRODUCE_GOODS"))


# --- Trade with the Nobles (§11) ------------------------------------------------------------------------
def _trade_legal(st: State, f: Frame, seat: int) -> list[str]:
    out = trade_options(st, f.seat) if f.d["n"] < 2 else []
    return out + (["stop"] if f.d["n"] else [])


def _trade_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if f.d["n"] >= 2 or (f.d["n"] and not trade_options(st, f.seat)):
        pop(st, f)
        return True
    return False


def _trade(st: State, f: Frame, seat: int, ev: list[Event], action: str, g: str) -> None:
    st.seats[seat].goods[g] -= 1
    st.action_goods[action] = g
    note(st, seat, f"trade.{action}.{g}")
    f.d["n"] += 1
    state_actions.start(st, seat, action, ev)


TRADE = choice(
    "trade",
    _trade_legal,
    Move(
        "trade",
        _trade,
        args=(str, str),
        label=lambda st, f, seat, action, g: M(
            "lisboa.opt.trade_good",
            good=nouns.good(g),
            action=nouns.action(action),
            noble=nouns.noble(data.NOBLE_OF_ACTION[action]),
        ),
    ),
    bare("stop", leave),
    auto=_trade_auto,
    single=lambda st, f, k: k != "stop",
)

STEPS = [TRADE]
