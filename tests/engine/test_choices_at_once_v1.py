"""Games played before the turn machine kept the choices made at once (rules version 1 of Macao and
Lisboa) replay move for move under today's code: the migration their versions modules declare is REPLAY.

``fixtures/choices_at_once_v1.json`` was written by the engine of commit 81630fd (the last before this
change): random games of Macao with the dice chosen at once and of Lisboa with the opening Clergy tile and
the starting-hand draft, each with its (seat, key) log and fingerprints of what that engine showed: the
final state, every log line (English text, seat, privacy, reveal flag) and every board (the public view
at each new turn). Today's code must show the same. Macao's public view after every single move is the
same too; Lisboa's differs only while the Clergy tiles are chosen: the bag then takes the tiles nobody
kept back once every player has chosen, not as each chooses.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from engine.core import versions
from engine.core.text import translate
from engine.core.view import plain_view
from engine.registry import get_game

GAMES = json.loads((Path(__file__).parent / "fixtures" / "choices_at_once_v1.json").read_text())


def _sha(parts: list[str]) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(p.encode())
        h.update(b"\n")
    return h.hexdigest()[:24]


def _without_the_machines_frame(state_json: str) -> str:
    d = json.loads(state_json)
    assert d.pop("together") is None  # nothing kept between phases
    return json.dumps(d, sort_keys=True)


@pytest.mark.parametrize("rec", GAMES, ids=lambda r: f"{r['game']}-{r['players']}p-{len(r['options'])}")
def test_a_version_1_game_replays_the_same_under_todays_rules(rec):
    game = get_game(rec["game"])
    assert versions.declaration(game).migrations[1] == versions.REPLAY
    options = game.Options(**rec["options"])
    state = game.setup(rec["players"], options, rec["seed"])
    events, boards, views = [], [], []
    for seat, key in rec["steps"]:
        before = game.decision(state)
        action = next(a for a in game.legal_actions(state, seat) if a.key() == key)
        events += [f"{e.seat} {e.private_to} {e.reveals} {translate(e.msg)}" for e in game.apply(state, seat, action)]
        view = json.dumps(plain_view(game.view(state, None)), sort_keys=True)
        views.append(view)
        after = game.decision(state)
        if after is None or after.turn != before.turn:
            boards.append(view)
    assert game.decision(state) is None
    assert _sha([_without_the_machines_frame(state.model_dump_json())]) == rec["final"]
    assert _sha(events) == rec["events"]
    assert _sha(boards) == rec["boards"]
    if rec["game"] == "macao":
        assert _sha(views) == rec["views"]
    rebuilt = versions.rebuild(game, 1, rec["players"], options, rec["seed"], [tuple(s) for s in rec["steps"]])
    assert rebuilt.version == game.info.rules_version and rebuilt.state == state  # a stored record migrates
