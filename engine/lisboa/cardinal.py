"""Meet the Cardinal (reference §14.5; A39): the Cardinal's steps, the symbols of the gaps it passes and
the Clergy tile taken. A state action of the Cardinal and the reward ``+CARDINAL1`` (one step) both
come here."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, player

from . import data, economy
from .deeds import did, note
from .nouns import named
from .state import State


def cardinal_options(st: State, seat: int, max_steps: int) -> list[str]:
    """``card.<steps>.<slot>``: a tile next to the new gap; none with 4 tiles (§14.5; A39)."""
    if len(st.seats[seat].clergy) >= data.CLERGY_SLOTS:
        return []
    out = []
    for steps in data.CARDINAL_STEPS:
        if steps > max_steps:
            break
        gap = data.cardinal_path(st.cardinal, steps)[-1]
        out += [f"card.{steps}.{slot}" for slot in data.gap_slots(gap) if st.church[slot]]
    return out


def meet_cardinal(st: State, seat: int, steps: int, slot: str, ev: list[Event]) -> None:
    st.church_mover = seat  # Church scoring starts with whoever moved the Cardinal last (seed p.15)
    for gap in data.cardinal_path(st.cardinal, steps):
        symbol = data.GAP_SYMBOL[gap]
        if symbol == "TREASURY":
            economy.move_treasury(st, 1)
        elif symbol == "INFLUENCE":
            st.church_due = True
    st.cardinal = data.cardinal_path(st.cardinal, steps)[-1]
    tile = st.church[slot]
    assert tile is not None  # the Cardinal meets a slot with a Clergy tile
    st.church[slot] = None
    note(st, seat, "cardinal." + slot)
    s = st.seats[seat]
    s.clergy.append(tile)
    if not data.CLERGY_TILE[tile].lasting:  # CL_REIS3 (A37): its reis when taken
        s.reis += data.CLERGY_REIS3_AMOUNT
    did(st, seat, "MEET_CARDINAL")
    ev.append(
        Event(M("lisboa.log.clergy", player=player(seat), tile=named("clergy", data.CLERGY_TILE[tile].kind)), seat=seat)
    )
