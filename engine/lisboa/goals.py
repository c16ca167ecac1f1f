"""Goal cards (Kickstarter module, reference §19.1; A31): a goal fulfilled in a turn pays its reward at the
end of that turn, one per player; the card is discarded."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, player

from . import data
from .frames import push
from .state import State, humans_from


def goal_met(st: State, seat: int) -> bool:
    goal = st.seats[seat].goal
    if goal is None:
        return False
    done = st.did.get(seat, [])
    for code in data.GOAL_CARD[goal].goals:
        noble, _, action = code.partition(":")
        if action:
            if "VISIT:" + noble in done and action in done:
                return True
        elif code in done:
            return True
    return False


def goal_rewards(st: State, ev: list[Event]) -> bool:
    """Fulfilled goals pay at the end of the turn, one per seat (SEED); the card is discarded."""
    pushed = False
    for seat in reversed(humans_from(st, st.active)):
        if goal_met(st, seat):
            s = st.seats[seat]
            assert s.goal is not None  # goal_met: the seat holds a goal card
            reward = data.GOAL_CARD[s.goal].reward
            ev.append(Event(M("lisboa.log.goal", player=player(seat), goal=s.goal), seat=seat))
            s.goal = None
            push(st, "effect", seat, code=reward)
            pushed = True
    return pushed
