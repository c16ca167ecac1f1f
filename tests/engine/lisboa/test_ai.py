"""Lisboa's AI support: evaluation, the turn-bounded search, every level at every kind of decision
(out of turn too), and the selfplay command for 1-4 players."""

from __future__ import annotations

import json

import pytest

from engine.__main__ import main
from engine.ai import choose
from engine.lisboa.game import GAME
from tests.games import assert_search_stays_within_the_turn
from engine.lisboa.state import Options

from .test_properties import play, play_phase


def test_evaluate_is_exact_after_the_game():
    for players in (1, 2, 3):
        st, _ = play(players, 3)
        wigs = [s.wigs for s in st.seats]
        for seat in range(players):
            others = [w for i, w in enumerate(wigs) if i != seat]
            assert GAME.evaluate(st, seat) == wigs[seat] - max(others)


def test_evaluate_prefers_more_wigs_and_is_relative_to_the_best_other_seat():
    st = play_phase(3, 2)
    base = [GAME.evaluate(st, i) for i in range(3)]
    st.seats[0].wigs += 5
    assert GAME.evaluate(st, 0) == pytest.approx(base[0] + 5)
    assert GAME.evaluate(st, 1) < base[1]


def test_the_hard_search_stays_within_the_turn(monkeypatch):
    assert_search_stays_within_the_turn(GAME, play_phase(2, 4), 0, 60, monkeypatch)


def _positions():
    """A pre-game choice (several seats at once), a main step, and a join decision out of turn."""
    out = [GAME.setup(3, Options(draft=True), 6)]
    want = {"main", "join"}

    def keep(st):
        d = GAME.decision(st)
        if d is not None and d.kind in want:
            want.discard(d.kind)
            out.append(GAME.copy_state(st))

    for seed in range(20):
        if not want:
            break
        play(3, seed, {}, keep)
    assert not want, f"no position with {want}"
    return out


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_every_level_returns_a_legal_action_for_any_waiting_seat_without_changing_the_state(level):
    for st in _positions():
        before = st.model_dump_json()
        for seat in GAME.decision(st).seats:
            a = choose(GAME, st, level, seed=3, seat=seat, iterations=20)
            assert a in GAME.legal_actions(st, seat)
        assert st.model_dump_json() == before


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_selfplay_command_reports_json_for_every_player_count(players, capsys):
    assert main(["selfplay", "lisboa", "--players", str(players), "--games", "1", "--seed", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "lisboa" and out["players"] == players
    assert out["completed"] == out["games"] == 1 and out["errors"] == []
    assert set(out) == {"game", "players", "games", "completed", "errors", "decisions", "seconds"}
