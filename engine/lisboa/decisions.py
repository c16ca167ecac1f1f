"""Lisboa's decisions: every step of the game in one list, and the turn machine that runs them.

The pending decision is the top frame of ``state.stack`` or, with an empty stack, the phase's own: a
pre-game choice (pregame.py, several seats at once) or the active player's main step (turn.py). Each
rules module lists its steps (``STEPS``); :data:`STEPS` concatenates them, in the order of a turn. The
core's ``TurnMachine`` (engine/core/turns.py) parses keys by each move's grammar, writes the log line of
every choice and, after every choice, takes the steps that need no choice and a lone option by itself
(except where a step says a lone option is still a question, e.g. joining a visit), so a player is only
asked when there is a real choice.
"""

from __future__ import annotations

from engine.core.actions import Action, Event
from engine.core.text import M, player
from engine.core.turns import Step, TurnMachine

from . import (
    church,
    decree,
    draw,
    effects,
    event,
    periods,
    portfolio,
    pregame,
    public_building,
    sell,
    state_actions,
    store,
    trade,
    turn,
    visit,
)
from .state import State

# Every step of the game, in the order of the rulebook: the pre-game choices, the main step and what it
# schedules, the rewards and payments, the state and noble actions, the end of the turn and the period.
STEPS: list[Step] = [
    *pregame.STEPS,
    *turn.STEPS,
    *portfolio.STEPS,
    *sell.STEPS,
    *trade.STEPS,
    *visit.STEPS,
    *event.STEPS,
    *draw.STEPS,
    *effects.STEPS,
    *state_actions.STEPS,
    *store.STEPS,
    *decree.STEPS,
    *public_building.STEPS,
    *periods.STEPS,
    *church.STEPS,
]


def phase(st: State) -> str | None:
    """The step of an empty stack: the main step in play, else the pre-game phase (None: game over)."""
    if st.phase == "over":
        return None
    return "main" if st.phase == "play" else st.phase


def owner(st: State, step: Step) -> int | None:
    """Whose turn a decision shows: nobody's while all choose at once before the game."""
    return None if st.phase in pregame.SIMULTANEOUS else st.active


def log(st: State, seat: int, action: Action, step: str) -> Event:
    """A choice in words (the machine makes a choice made at once private to its seat: the Clergy tile,
    the draft)."""
    return Event(M("lisboa.log.act", player=player(seat), action=MACHINE.describe(st, seat, action)), seat=seat)


MACHINE: TurnMachine[State] = TurnMachine(STEPS, phase=phase, active=lambda st: st.active, owner=owner, log=log)
