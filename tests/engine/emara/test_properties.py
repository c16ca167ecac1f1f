"""Whole-game properties: playouts, invariants, replay, determinism, hidden information, texts."""
from __future__ import annotations

import os
import json

import pytest

from engine.ai.random_ai import choose
from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.rng import Rng
from engine.core.text import has_message, Msg
from engine.emara.game import GAME
from engine.emara.view import EmaraView, OwnSeatView, SeatView
from engine.selfplay import play_one

from .helpers import new


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_playout_to_the_end_with_invariants(players, seed):
    n, errors = play_one(GAME, players, seed)
    assert errors == [] and n > 0


@pytest.mark.parametrize("opts", [dict(random_layout=True), dict(full_selection=True),
                                  dict(card8_consumes_bonus=True, favor_same_visit=True,
                                       chamberlain_unlimited=False, victoria_event_effects=True)])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_variant_playouts(players, opts):
    n, errors = play_one(GAME, players, 11, options=GAME.Options(**opts))
    assert errors == []


SWEEP_GAMES = int(os.environ.get("EMARA_SWEEP_GAMES", "40"))   # CI runs a small sample


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_sweep(players):
    for seed in range(100, 100 + SWEEP_GAMES):
        assert play_one(GAME, players, seed)[1] == []


def _walk(players, seed, opts=None, check=None):
    st = GAME.setup(players, opts or GAME.Options(), seed)
    rng = Rng.from_seed(seed)
    keys = []
    while GAME.decision(st) is not None:
        if check:
            check(st)
        a = choose(GAME, st, rng)
        keys.append(a.key())
        GAME.apply(st, st.active, a)
    return st, keys


def test_same_seed_and_actions_give_identical_json():
    a, keys = _walk(3, 21)
    b = GAME.setup(3, GAME.Options(), 21)
    for k in keys:
        GAME.apply(b, b.active, Action.parse(k))
    assert a.model_dump_json() == b.model_dump_json()
    assert type(a).model_validate_json(a.model_dump_json()) == a


def test_every_decision_has_at_most_25_options_and_turn_counter_grows():
    last = [0]

    def check(st):
        d = GAME.decision(st)
        ks = GAME.legal_actions(st, st.active)
        assert 1 <= len(ks) <= 25 and len(set(ks)) == len(ks)
        assert d.turn >= last[0]
        last[0] = d.turn
        for a in ks:
            assert len(a.key()) <= 80
    _walk(4, 5, check=check)
    last[0] = 0
    _walk(2, 6, GAME.Options(full_selection=True, random_layout=True), check=check)


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
    assert e.value.reason.id == "emara.err.must_move"      # movement is mandatory (C-1)
    other_card = sorted(st.seats[st.active].hand)[0]
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, st.active, Action.parse(f"play.{other_card}.2"))
    assert e.value.reason.id == "emara.err.already_played"   # one card a turn
    assert st.model_dump_json() == before


def test_a_card_into_a_filled_slot_is_refused_with_its_reason():
    st = GAME.setup(3, GAME.Options(), 4)
    s = st.seats[st.active]
    s.slots[0] = s.hand.pop(0)           # a card from an earlier turn of this round (edited by hand: read afresh)
    assert all(not k.endswith(".1") for k in (a.key() for a in GAME.legal_actions(st, st.active)))
    before = st.model_dump_json()
    with pytest.raises(IllegalAction) as e:
        GAME.apply(st, st.active, Action.parse(f"play.{s.hand[0]}.1"))
    assert e.value.reason.id == "emara.err.slot_taken"
    assert st.model_dump_json() == before


def test_public_view_hides_hands_and_deck_order():
    st, _ = _walk(2, 3)
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


def _msgs(obj):
    if isinstance(obj, Msg):
        yield obj
        for v in obj.params.values():
            yield from _msgs(v)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            yield from _msgs(v)


def test_every_message_has_an_english_text():
    seen = set()
    for players, opts in ((4, {}), (1, {}), (2, dict(random_layout=True, full_selection=True))):
        st = GAME.setup(players, GAME.Options(**opts), 8)
        rng = Rng.from_seed(8)
        while GAME.decision(st) is not None:
            seen.update(m.id for m in _msgs(GAME.decision(st).prompt))
            for a in GAME.legal_actions(st, st.active):
                seen.update(m.id for m in _msgs(GAME.describe(st, st.active, a)))
            for e in GAME.apply(st, st.active, choose(GAME, st, rng)):
                seen.update(m.id for m in _msgs(e.msg))
            seen.update(m.id for s in range(players) for m in _msgs(GAME.seat_lines(st, s)))
        seen.update(m.id for m in _msgs(GAME.result(st).tiebreaks))
    for t, x in GAME.cards().values():
        seen.update((t.id, x.id))
    seen.update("emara.rules." + t for t in GAME.rules_topics())
    for spec in GAME.option_specs():
        seen.add(spec.label.id)
        seen.update(m.id for _, m in spec.choices)
    missing = sorted(i for i in seen if not has_message(i))
    assert missing == []


def test_button_labels_are_short():
    from engine.core.text import translate
    st, _ = _walk(4, 2)
    st = GAME.setup(4, GAME.Options(), 2)
    rng = Rng.from_seed(2)
    for _ in range(300):
        for a in GAME.legal_actions(st, st.active):
            assert len(translate(GAME.describe(st, st.active, a))) <= 80
        GAME.apply(st, st.active, choose(GAME, st, rng))


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
    import subprocess, sys
    out = subprocess.run([sys.executable, "-m", "engine", "selfplay", "emara", "--players", "2", "--games", "2",
                          "--seed", "5", "--json"], capture_output=True, text=True, check=True)
    r = json.loads(out.stdout)
    assert set(r) == {"game", "players", "games", "completed", "errors", "decisions", "seconds"}
    assert r["completed"] == 2 and r["errors"] == []
