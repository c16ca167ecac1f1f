"""Frame kinds were renamed into words (qpay, pay, aid): a state stored with the old names (the bot keeps
the state JSON of running games) loads with the new ones and plays on as the same position."""

from __future__ import annotations

import pytest

from engine.macao.game import GAME
from engine.macao.state import RENAMED_KINDS, Frame, State

from .helpers import act, go, keys, new, turn_of

OR = 0
NEW_TO_OLD = {new_: old for old, new_ in RENAMED_KINDS.items()}


def _quarter_payment() -> State:
    st = turn_of(new(2), OR, "1 red + 1 blue", active=["P06"])  # the Carpenter: two ways to pay Q01
    go(st, "q.Q01")
    return st


def _payment() -> State:
    st = turn_of(new(2), OR, "2 red + 2 blue")
    go(st, "wall.2")  # 3 cubes of any colour, several ways
    return st


def _rose_aid() -> State:
    st = turn_of(new(2), OR, active=["P16"])  # the Midwife after an empty arrow
    st.stack.append(Frame("rose_aid", OR, n=1))
    return st


@pytest.mark.parametrize(
    "position, kind", [(_quarter_payment, "quarter_payment"), (_payment, "payment"), (_rose_aid, "rose_aid")]
)
def test_a_state_stored_with_the_old_frame_kind_loads_and_plays_on(position, kind):
    st = position()
    assert st.stack[-1].k == kind and GAME.decision(st).kind == kind
    now = st.model_dump_json()
    stored = now.replace(f'"k":"{kind}"', f'"k":"{NEW_TO_OLD[kind]}"')
    assert stored != now  # the old name really is in the JSON

    loaded = State.model_validate_json(stored)
    assert loaded.model_dump_json() == now
    assert GAME.decision(loaded) == GAME.decision(st)
    assert keys(loaded) == keys(st)
    key = keys(st)[0]
    assert act(loaded, key) == act(st, key)  # the frame is answered, the same way
    assert loaded.model_dump_json() == st.model_dump_json() and not st.stack
