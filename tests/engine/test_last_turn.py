"""The last turn's public deeds in Macao's and Lisboa's state and public view (engine/core/last_turn.py):
recorded as the turn goes, kept until the next seat acts, public information only, loaded as "nothing
yet" from games stored before the field existed, never shared by an AI copy."""

from __future__ import annotations

import pytest

from engine.ai.random_ai import step
from engine.core.last_turn import LastTurn, record, split
from engine.core.rng import Rng
from engine.lisboa.game import GAME as LISBOA
from engine.macao.game import GAME as MACAO
from tests.engine.lisboa.test_properties import hidden_ids


def play(game, players: int, seed: int, until, limit: int = 3000):
    st = game.setup(players, game.Options(), seed)
    rng = Rng.from_seed(seed)
    for _ in range(limit):
        if game.decision(st) is None or until(st):
            return st
        step(game, st, rng)
    raise AssertionError("never reached")


def test_a_record_belongs_to_one_turn_of_one_seat():
    class St:
        turn_no = 4
        last_turn = LastTurn()

    st = St()
    record(st, 1, "buy")
    record(st, 1, "join.MAIA", seat=2)  # another seat inside seat 1's turn
    assert st.last_turn == LastTurn(1, 4, ["buy", "2@join.MAIA"])
    assert split("2@join.MAIA", 1) == (2, "join", ["MAIA"]) and split("wall.3.5", 1) == (1, "wall", ["3", "5"])
    kept = st.last_turn
    st.turn_no = 5
    record(st, 0, "quarter.Q01")  # the next turn starts afresh
    assert st.last_turn == LastTurn(0, 5, ["quarter.Q01"])
    assert kept.deeds == ["buy", "2@join.MAIA"]  # a record is replaced, never written into


def test_macao_records_the_turn_and_keeps_it_until_the_next_seat_acts():
    st = play(
        MACAO,
        3,
        7,
        lambda st: (
            st.phase == "actions" and len(st.last_turn.deeds) >= 3 and MACAO.decision(st).seats[0] != st.last_turn.seat
        ),
    )
    lt = st.last_turn
    assert lt.turn < st.turn_no  # the next seat's turn began, nothing done yet
    view = MACAO.view(st, None)
    assert view.last_turn.seat == lt.seat and view.last_turn.deeds == tuple(lt.deeds)
    for deed in lt.deeds:
        seat, kind, args = split(deed, lt.seat)
        assert seat == lt.seat and kind in ("act", "quarter", "wall", "sail", "deliver", "buy", "use")
        if kind == "quarter":
            assert st.owners[args[0]] == lt.seat
    mover = MACAO.decision(st).seats[0]
    step(MACAO, st, Rng.from_seed(1))
    assert st.last_turn.seat in (lt.seat, mover)
    if st.last_turn.seat == mover:
        assert st.last_turn.turn == st.turn_no or not st.last_turn.deeds


@pytest.mark.parametrize("game", [MACAO, LISBOA])
def test_games_stored_before_the_record_load_with_nothing_marked(game):
    st = play(game, 2, 3, lambda st: bool(st.last_turn.deeds))
    old = st.model_dump(mode="json")
    del old["last_turn"]
    loaded = type(st).model_validate(old)
    assert loaded.last_turn == LastTurn() and game.view(loaded, None).last_turn is None
    again = type(st).model_validate_json(st.model_dump_json())
    assert again.last_turn == st.last_turn


@pytest.mark.parametrize("game", [MACAO, LISBOA])
def test_an_ai_copy_shares_no_record(game):
    st = play(game, 3, 5, lambda st: bool(st.last_turn.deeds))
    cp = game.copy_state(st)
    assert cp.last_turn == st.last_turn and cp.last_turn is not st.last_turn
    assert cp.last_turn.deeds is not st.last_turn.deeds


def test_lisboa_deeds_name_only_public_things():
    """Every id in a public view's deeds is public (a card drawn names its pile, not the card)."""
    seen_kinds: set[str] = set()
    st = LISBOA.setup(3, LISBOA.Options(), 21)
    rng = Rng.from_seed(21)
    while LISBOA.decision(st) is not None and st.seq < 1500:
        step(LISBOA, st, rng)
        lt = LISBOA.view(st, None).last_turn
        if lt is None:
            continue
        words = {w for d in lt.deeds for w in d.replace("@", ".").split(".")}
        assert not words & hidden_ids(st, None), lt
        seen_kinds |= {split(d, lt.seat)[1] for d in lt.deeds}
    assert {"folio", "visit", "store", "draw", "gold", "join"} <= seen_kinds


def test_lisboa_a_joining_seat_is_named_in_the_owners_record():
    st = play(LISBOA, 4, 17, lambda st: any("@" in d for d in st.last_turn.deeds))
    lt = st.last_turn
    joined = [split(d, lt.seat) for d in lt.deeds if "@" in d]
    assert joined[0][1] == "join" and joined[0][0] != lt.seat
