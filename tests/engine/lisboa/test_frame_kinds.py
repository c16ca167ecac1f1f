"""Stored states name their pending steps (``Frame.k``); the names were spelled in words later (issue 23).
A state stored with the former names (``act12``, ``vpay``, ``eff``, ``sa_build_ship`` ...) loads in
today's names and plays on exactly as the game it was saved from."""

from __future__ import annotations

import json
import random

from engine.core.actions import Action
from engine.lisboa.decisions import MACHINE
from engine.lisboa.game import GAME
from engine.lisboa.state import FORMER_KINDS, Options, State

FORMER = {new: old for old, new in FORMER_KINDS.items()}


def test_every_former_name_maps_to_a_step_of_today():
    assert set(FORMER_KINDS.values()) <= set(MACHINE.steps)
    assert not set(FORMER_KINDS) & set(MACHINE.steps)


def _in_former_names(text: str) -> str:
    raw = json.loads(text)
    for f in raw["stack"]:
        f["k"] = FORMER.get(f["k"], f["k"])
    return json.dumps(raw)


def _play(st: State, rng: random.Random, stop=lambda st: False) -> list[tuple[int, str]]:
    log = []
    while (d := GAME.decision(st)) is not None and not stop(st):
        seat = d.seats[0]
        key = rng.choice(GAME.legal_actions(st, seat)).key()
        GAME.apply(st, seat, Action.parse(key))
        log.append((seat, key))
    return log


def test_a_state_stored_with_the_former_step_names_loads_and_plays_on():
    seen = set()
    for seed in range(6):
        st = GAME.setup(3, Options(), seed)
        rng = random.Random(seed)
        # Play to a position whose pending steps include renamed ones (a visit, a portfolio card ...).
        _play(st, rng, stop=lambda st: sum(f.k in FORMER for f in st.stack) >= 2)
        if GAME.decision(st) is None:
            continue
        text = st.model_dump_json()
        old = _in_former_names(text)
        assert old != text
        seen |= {f["k"] for f in json.loads(old)["stack"]} & set(FORMER_KINDS)
        back = State.model_validate_json(old)
        assert back.model_dump_json() == text
        # Both play on to the same end with the same choices.
        log = _play(st, random.Random(seed + 100))
        for seat, key in log:
            GAME.apply(back, seat, Action.parse(key))
        assert back.model_dump_json() == st.model_dump_json() and GAME.decision(back) is None
    assert len(seen) >= 3, seen
