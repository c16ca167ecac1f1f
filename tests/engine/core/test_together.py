"""Steps chosen at once are the turn machine's (engine.core.together): it keeps each seat's choice in its own
frame, logs it privately, and plays every kept choice in the order made once the last seat has chosen or a
seat insists on the normal order. Shown on a sealed-bid game of a few lines."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel

from engine.core import Event, IllegalAction, M
from engine.core.rng import Rng
from engine.core.together import Choices, Together, chose, pending
from engine.core.turns import Move, Step, TurnMachine

SEATS = (0, 1, 2)


class Sealed(BaseModel):
    """Each seat seals a number (and, seat 2, a second one); ``opened`` notes the order the machine played them."""

    seq: int = 0
    stack: list[Any] = []
    opened: list[tuple[int, int]] = []
    asked_in_turn: bool = False
    together: Choices | None = None


def _seal(st: Sealed, f: None, seat: int, ev: list[Event], n: int) -> None:
    st.opened.append((seat, n))
    ev.append(Event(M("core.seat", seat=n), seat=seat, reveals=True))


def _in_turn(st: Sealed, f: None, seat: int, ev: list[Event]) -> None:
    st.asked_in_turn = True


def _legal(st: Sealed, f: None, seat: int) -> list[str]:
    taken = pending(st, seat)  # a seat's own kept choice is its to read
    return [k for k in ("seal.1", "seal.2", "seal.3") if k not in taken] + ([] if taken else ["inturn"])


STEP = Step(
    "seal",
    legal=_legal,
    moves=(Move("seal", _seal, args=(int,)), Move("inturn", _in_turn)),
    prompt=M("core.seat", seat=0),
    seats=lambda st, f: () if len(st.opened) >= 4 or st.asked_in_turn else SEATS,
    together=Together(done=lambda st, seat, keys: len(keys) == (2 if seat == 2 else 1), insist=("inturn",)),
)
MACHINE: TurnMachine[Sealed] = TurnMachine(
    [STEP],
    phase=lambda st: "seal",
    active=lambda st: None,
    turn=lambda st: 0,
    log=lambda st, seat, a, step: Event(M("core.seat", seat=seat), seat=seat),
    label=lambda st, seat, key: M("core.seat", seat=seat),
)


def test_each_choice_is_kept_unseen_and_logged_to_its_seat_until_the_last_seat_has_chosen():
    st = Sealed()
    ev = MACHINE.apply(st, 1, "seal.3")
    assert [e.private_to for e in ev] == [1] and st.opened == []  # kept, not played
    assert st.together == Choices(step="seal", made=((1, "seal.3"),))
    assert pending(st, 1) == ("seal.3",) and pending(st, 0) == () and chose(st) == {1}
    assert MACHINE.seats(st) == (0, 2)  # seat 1 has completed its choice
    with pytest.raises(IllegalAction):
        MACHINE.apply(st, 1, "seal.1")  # once
    MACHINE.apply(st, 2, "seal.1")
    assert MACHINE.seats(st) == (0, 2) and MACHINE.keys(st, 2) == ["seal.2", "seal.3"]  # its second number
    MACHINE.apply(st, 0, "seal.2")
    ev = MACHINE.apply(st, 2, "seal.2")
    assert st.opened == [(1, 3), (2, 1), (0, 2), (2, 2)]  # every choice, in the order made
    assert st.together is None and ev[0].private_to == 2 and sum(e.reveals for e in ev) == 4


def test_a_key_that_insists_on_the_normal_order_plays_the_choices_made_so_far_and_itself():
    st = Sealed()
    MACHINE.apply(st, 2, "seal.1")
    ev = MACHINE.apply(st, 0, "inturn")
    assert ev[0].private_to is None  # insisting is public
    assert st.opened == [(2, 1)] and st.asked_in_turn and st.together is None


def test_a_search_resamples_the_other_seats_kept_choices_from_their_options():
    st = Sealed()
    MACHINE.apply(st, 1, "seal.3")
    MACHINE.apply(st, 2, "seal.1")
    MACHINE.apply(st, 2, "seal.2")
    seen = set()
    for k in range(20):
        det = st.model_copy(deep=True)
        MACHINE.resample(det, 1, Rng.from_seed(k))
        assert det.together.of(1) == ("seal.3",)  # the searching seat's own
        two = det.together.of(2)
        assert len(two) == 2 and two[0] != two[1] and "inturn" not in two  # still options it had
        seen.add(two)
    assert len(seen) > 1 and st.together.of(2) == ("seal.1", "seal.2")  # the original untouched
