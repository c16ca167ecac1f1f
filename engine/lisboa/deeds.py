"""What a seat did this turn: goal-card events (``State.did``) and the board's public deeds
(``State.last_turn``)."""

from __future__ import annotations

from engine.core.last_turn import record

from .state import State


def did(st: State, seat: int, what: str) -> None:
    """Note a goal-card event of ``seat`` this turn (Kickstarter goals, §19.1)."""
    st.did.setdefault(seat, []).append(what)


def note(st: State, seat: int, deed: str) -> None:
    """Note a public deed of ``seat`` in the current turn for the board (``State.last_turn``; the keys
    are listed there). Pre-game choices are not turns: nothing is noted."""
    if st.phase == "play":
        record(st, st.active, deed, seat)
