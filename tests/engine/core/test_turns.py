"""The core turn machine on a small game of its own: parsing by grammar, settling, cursors, refusals."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.core.actions import A, Event
from engine.core.errors import IllegalAction
from engine.core.text import M
from engine.core.turns import Move, Step, TurnMachine, cursor


@dataclass
class Frame:
    k: str
    seat: int


@dataclass
class St:
    """Two seats take turns adding to a pile; adding 3 or more asks for a confirmation frame."""

    pile: list[int] = field(default_factory=list)
    active: int = 0
    seq: int = 0
    turn_no: int = 0
    stack: list[Frame] = field(default_factory=list)
    over: bool = False


def _add(st: St, f, seat: int, ev: list[Event], n: int) -> None:
    st.pile.append(n)
    if n >= 3:
        st.stack.append(Frame("confirm", seat))
    else:
        _next(st)


def _next(st: St) -> None:
    st.active = 1 - st.active
    st.turn_no += 1
    st.over = sum(st.pile) >= 10


def _confirm(st: St, f: Frame, seat: int, ev: list[Event], yes: str) -> None:
    st.stack.pop()
    if yes == "no":
        st.pile.pop()
    _next(st)


def _pay(st: St, f, seat: int, ev: list[Event], parts: tuple[int, ...]) -> None:
    st.pile.append(sum(parts))
    _next(st)


ADD = Move("add", _add, args=(int,), label=lambda st, f, seat, n: M("t.add", n=n))
PAY = Move("pay", _pay, rest=int)
STEPS = [
    Step(
        "turn", legal=lambda st, f, seat: ["add.1", "add.2", "add.3", "pay.1.1"], moves=(ADD, PAY), prompt=M("t.turn")
    ),
    # the only way on from a confirmation is "yes" here: a lone option taken by itself
    Step(
        "confirm",
        legal=lambda st, f, seat: ["confirm.yes"],
        moves=(Move("confirm", _confirm, args=(str,)),),
        prompt=M("t.confirm"),
        single=True,
    ),
]
MACHINE = TurnMachine(
    STEPS,
    phase=lambda st: None if st.over else "turn",
    active=lambda st: st.active,
    log=lambda st, seat, a, step: Event(M("t.log", key=a.key()), seat=seat),
)


class Toy:
    machine = MACHINE


def test_a_move_is_parsed_by_its_grammar_and_counted():
    st = St()
    ev = MACHINE.apply(st, 0, A("pay", 1, 1))
    assert st.pile == [2] and st.active == 1 and st.seq == 1
    assert [e.msg.params["key"] for e in ev] == ["pay.1.1"]


def test_a_lone_option_is_taken_by_itself_with_its_log_line_but_not_counted():
    st = St()
    ev = MACHINE.apply(st, 0, A("add", 3))
    assert st.stack == [] and st.pile == [3] and st.active == 1
    assert [e.msg.params["key"] for e in ev] == ["add.3", "confirm.yes"]
    assert st.seq == 1


@pytest.mark.parametrize(
    "seat, key, reason", [(1, "add.1", "core.not_your_turn"), (0, "add.4", "core.illegal"), (0, "nope", "core.illegal")]
)
def test_refusals_leave_the_state_untouched(seat, key, reason):
    st = St()
    with pytest.raises(IllegalAction) as e:
        MACHINE.apply(st, seat, key)
    assert e.value.reason.id == reason
    assert st == St()


def test_the_game_over_refuses_every_move():
    st = St(over=True)
    assert MACHINE.decision(st) is None and MACHINE.legal_actions(st, 0) == []
    with pytest.raises(IllegalAction) as e:
        MACHINE.apply(st, 0, "add.1")
    assert e.value.reason.id == "core.game_over"


def test_a_state_edited_by_hand_is_read_afresh():
    st = St()
    assert MACHINE.decision(st).seats == (0,)
    st.active = 1  # no cache to forget
    assert MACHINE.decision(st).seats == (1,)
    assert MACHINE.legal_actions(st, 0) == []


def test_labels_come_from_the_move_record():
    st = St()
    assert MACHINE.describe(st, 0, A("add", 2)) == M("t.add", n=2)


def test_grammar_refuses_a_key_of_the_wrong_shape():
    with pytest.raises(IllegalAction):
        ADD.parse(A("add", 1, 2))
    with pytest.raises(IllegalAction):
        ADD.parse(A("add", "x"))
    assert PAY.parse(A("pay", 1, 2, 3)) == ((1, 2, 3),)


def test_a_cursor_plays_like_the_protocol():
    a, b = St(), St()
    cur = cursor(Toy(), b)
    for key in ["add.1", "add.3", "pay.1.1", "add.2", "add.3"]:
        d = MACHINE.decision(a)
        assert cur.decision() == d
        assert cur.legal(d.seats[0]) == MACHINE.legal_actions(a, d.seats[0])
        assert MACHINE.apply(a, d.seats[0], key) == cur.apply(
            d.seats[0], A(*key.split(".")[:1], *map(int, key.split(".")[1:]))
        )
        assert a == b
    assert cur.decision() is None and MACHINE.decision(a) is None
