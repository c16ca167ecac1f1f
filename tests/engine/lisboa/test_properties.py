"""Whole random Lisboa games for 1-4 players and every lobby option: invariants after every action,
determinism, JSON round trips, hidden information, determinisation, and bad input that leaves the
state untouched."""
from __future__ import annotations

import pytest

from engine.core.actions import Action
from engine.lisboa.game import GAME
from engine.lisboa.state import Frame, Options, State


def play_phase(players: int, seed: int, **options) -> State:
    """A real setup with the pre-game choices taken (first option each), at the first turn."""
    st = GAME.setup(players, Options(**options), seed)
    while st.phase != "play":
        seat = GAME.decision(st).seats[0]
        GAME.apply(st, seat, GAME.legal_actions(st, seat)[0])
    return st


def finish_stack(st: State, limit: int = 50) -> None:
    """Take the first option of every pending step until the scheduled frames are done."""
    for _ in range(limit):
        if not st.stack:
            return
        seat = GAME.decision(st).seats[0]
        GAME.forget()
        GAME.apply(st, seat, GAME.legal_actions(st, seat)[0])


# --- every option offered can be carried out in full (SEED p.8) ---------------------------------------
@pytest.mark.parametrize("reis", [9, 10, 11])   # PB2 costs 10 on the starting treasury
def test_an_offered_store_parcel_stays_affordable_after_a_cardinal_reward_raises_the_treasury(reis):
    # PB2's reward moves the Cardinal 1 step; from K2 that passes the treasury gap K3, so the land
    # costs 1 real more by the time it is paid.
    base = play_phase(2, 3)
    base.cardinal = "K2"
    s = base.seats[0]
    s.reis, s.influence = reis, 0
    base.stack.append(Frame("store_parcel", 0, {"space": "PINK"}))
    GAME.forget()
    for a in GAME.legal_actions(base, 0):
        st = GAME.copy_state(base)
        GAME.forget()
        GAME.apply(st, 0, a)               # must not reach an unpayable step
        finish_stack(st)
        assert st.seats[0].reis >= 0 and GAME.check_invariants(st) == []


@pytest.mark.parametrize("reis", [2, 3, 4])   # the one missing Official costs 3 on the starting treasury
def test_an_offered_public_building_site_stays_affordable_after_a_cardinal_reward_raises_the_treasury(reis):
    # W_E's reward moves the Cardinal from K2 across the treasury gap: hiring then costs 4 a head.
    base = play_phase(3, 3)
    base.cardinal = "K2"
    s = base.seats[0]
    s.reis, s.influence = reis, 0
    plan = s.plans[0]                      # a starting plan: 2 Officials, 1 placed at setup
    base.stack.append(Frame("pb_site", 0, {"plan": plan}))
    GAME.forget()
    keys = [a.key() for a in GAME.legal_actions(base, 0)]
    assert ("site.W_E" in keys) == (reis >= 4)
    for key in keys:
        st = GAME.copy_state(base)
        GAME.forget()
        GAME.apply(st, 0, Action.parse(key))
        finish_stack(st)
        assert st.seats[0].reis >= 0 and GAME.check_invariants(st) == []
