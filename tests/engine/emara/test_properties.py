"""Crown of Emara's own whole-game properties: its refusal reasons, how its views hide hands, how its
draws are logged, its self-play command line. Playouts, replay, JSON round trips, option counts, labels,
texts and bad input for every game are in tests/conformance/."""

from __future__ import annotations

import json

import pytest

from engine.ai.random_ai import choose
from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.rng import Rng
from engine.emara.game import GAME
from engine.emara.view import EmaraView, OwnSeatView, SeatView

from .helpers import new


def test_illegal_action_leaves_state_byte_identical():
    st = GAME.setup(3, GAME.Options(), 4)
    before = st.model_dump_json()
    other = next(c for c in ("wood", "stone", "cloth", "grain", "ring", "town") if c not in st.seats[st.active].hand)
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, st.active, Action.parse(f"play.{other}.1"))
    assert e.value.reason.id == "emara.err.not_your_card"
    for bad in ("end", "move.0", "noble", "zzz"):
        with pytest.raises(IllegalAction):
            GAME.apply(st, st.active, Action.parse(bad))
    assert st.model_dump_json() == before
    card = sorted(st.seats[st.active].hand)[0]
    GAME.apply(st, st.active, Action.parse(f"play.{card}.1"))
    before = st.model_dump_json()
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, st.active, Action.parse("end"))
    assert e.value.reason.id == "emara.err.must_move"  # movement is mandatory (C-1)
    other_card = sorted(st.seats[st.active].hand)[0]
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, st.active, Action.parse(f"play.{other_card}.2"))
    assert e.value.reason.id == "emara.err.already_played"  # one card a turn
    assert st.model_dump_json() == before


def test_a_card_into_a_filled_slot_is_refused_with_its_reason():
    st = GAME.setup(3, GAME.Options(), 4)
    s = st.seats[st.active]
    s.slots[0] = s.hand.pop(0)  # a card from an earlier turn of this round (edited by hand: read afresh)
    assert all(not k.endswith(".1") for k in (a.key() for a in GAME.legal_actions(st, st.active)))
    before = st.model_dump_json()
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, st.active, Action.parse(f"play.{s.hand[0]}.1"))
    assert e.value.reason.id == "emara.err.slot_taken"
    assert st.model_dump_json() == before


def test_public_view_hides_hands_and_deck_order():
    st = GAME.setup(4, GAME.Options(), 3)
    pub = GAME.view(st, None)
    text = pub.model_dump_json()
    assert '"hand"' not in text and '"deck"' not in text
    assert set(pub.model_dump()) == set(EmaraView.model_fields)
    for sv in pub.seats:
        assert type(sv) is SeatView and set(sv.model_dump()) == set(SeatView.model_fields)
    mine = GAME.view(st, 2)
    assert type(mine.seats[2]) is OwnSeatView and list(mine.seats[2].hand) == st.seats[2].hand
    assert type(mine.seats[1]) is SeatView and "hand" not in mine.seats[1].model_dump()
    assert isinstance(pub.favor_draw, int)


def test_reveals_are_marked():
    st = new(3)
    ev = []
    rng = Rng.from_seed(1)
    while st.round < 2:
        ev += GAME.apply(st, st.active, choose(GAME, st, rng))
    draws = [e for e in ev if e.msg.id == "emara.log.drew"]
    assert draws and all(e.reveals and e.private_to == e.seat for e in draws)
    assert any(e.reveals and e.msg.id == "emara.log.round" for e in ev)


def test_cli_selfplay_json():
    import subprocess
    import sys

    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "engine",
            "selfplay",
            "emara",
            "--players",
            "2",
            "--games",
            "2",
            "--seed",
            "5",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    r = json.loads(out.stdout)
    assert set(r) == {"game", "players", "games", "completed", "errors", "decisions", "seconds"}
    assert r["completed"] == 2 and r["errors"] == []
