"""The ladder's tools (engine/arena.py, engine/ladder.py, engine/ai/tune.py) and the levels' numbers.

Strength itself is measured by the benchmarks (README's tables), never asserted: these tests check that
the commands work and that each level reads its numbers from where the README says.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from engine import arena as A
from engine import ladder as L
from engine.ai import EXPERT_SECONDS, choose, search_level
from engine.ai import tune
from engine.arena import Landed, arena, parse_seat, play_game, solo_game, wilson
from engine.core import weights
from engine.core.rng import Rng
from engine.registry import get_game

ROOT = Path(__file__).resolve().parents[3]


def _mid_game(game_id: str, players: int = 2, steps: int = 40, seed: int = 3):
    from engine.ai import random_ai

    g = get_game(game_id)
    st = g.setup(players, g.Options(), seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        random_ai.step(g, st, rng)
    return g, st


def test_a_seat_is_a_level_with_an_optional_budget():
    assert parse_seat("hard@400") == ("hard", 400)
    assert parse_seat("medium") == ("medium", None)
    assert parse_seat("landed:hard@50") == ("landed:hard", 50)
    for bad in ("grandmaster", "hard@0", "hard@x", "landed:"):
        with pytest.raises(ValueError):
            parse_seat(bad)


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert 0.40 < lo < 0.41 and 0.59 < hi < 0.60
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(70, 100)[0] > 0.6


def test_arena_rotates_seats_and_reports_cpu_think_times():
    r = arena("emara", 2, 2, ["hard@3", "medium"], seed=5)
    assert sum(r["wins"].values()) == 2
    assert set(r["cpu_think_ms"]["hard@3"]) == {"p50", "p95", "max"}
    assert r["think_decisions"]["hard@3"] > 0 and r["interval"]["medium"][0] <= r["interval"]["medium"][1]


def test_a_recorded_arena_goes_on_where_it_stopped(tmp_path, monkeypatch):
    """``--record``: a stopped arena run again plays only the games its file lacks, and sums up the same
    as one run; a file of another arena is refused, not mixed in."""
    rec = tmp_path / "arena.jsonl"
    arena("emara", 2, 2, ["medium", "random"], seed=3, record=str(rec))
    assert len(rec.read_text().splitlines()) == 2
    played, real = [], A._job
    monkeypatch.setattr(A, "_job", lambda job: played.append(job) or real(job))
    resumed = arena("emara", 2, 4, ["medium", "random"], seed=3, record=str(rec))
    assert len(played) == 2 and len(rec.read_text().splitlines()) == 4  # only games 3 and 4 were played
    whole = arena("emara", 2, 4, ["medium", "random"], seed=3)
    assert [resumed[k] for k in ("wins", "mean_score", "decisions")] == [
        whole[k] for k in ("wins", "mean_score", "decisions")
    ]
    with pytest.raises(ValueError, match="another arena"):
        arena("emara", 2, 2, ["medium", "random"], seed=4, record=str(rec))
    rec.write_text("not json\n")
    with pytest.raises(ValueError, match="not a game this arena recorded"):
        arena("emara", 2, 2, ["medium", "random"], seed=3, record=str(rec))


def test_ladder_and_budget_ladder_print_a_row_per_pairing():
    r = L.ladder("emara", 2, ["random", "easy", "medium"], seed=2)
    table = L.format_pairings(r["pairings"])
    assert "| easy vs random | 2 |" in table and "| medium vs easy | 2 |" in table
    assert set(r["think"]) == {"random", "easy", "medium"}
    rows = L.budget_ladder("emara", "hard", [2], 2, factor=2, seed=3)
    assert rows[0]["upper"] == "hard@4" and rows[0]["lower"] == "hard@2"
    assert "hard@4 vs hard@2" in L.format_budgets(rows)


def test_the_campaign_follows_the_solo_mode_rule():
    r = L.campaign("emara", "random", 3, seed=1)
    assert r["starts"][0] == 40
    for before, after in zip(r["starts"], r["starts"][1:]):
        assert after - before in (-5, 2)  # A.12.3: a win lowers the next start by 5, a loss raises it by 2
    assert "| random | 3 |" in L.format_campaigns([r])


def test_a_solo_game_beside_ai_seats_counts_first_place():
    r = solo_game("macao", "random", 2, 4, 4)  # level 2: one medium AI beside the player
    assert r["won"] in (0.0, 0.5, 1.0) and r["opponent"] is not None


def test_a_landed_seat_plays_what_the_other_checkout_plays():
    """The same checkout as the 'landed' one: its seat chooses exactly as the local level would."""
    g, st = _mid_game("lisboa")
    seat = g.decision(st).seats[0]
    remote = Landed(str(ROOT))
    try:
        for seed in (1, 2, 3):
            assert remote.choose(g, st, "medium", seed, seat, None, None) == choose(
                g, st, "medium", seed=seed, seat=seat
            )
    finally:
        remote.proc.kill()
    with pytest.raises(ValueError):
        play_game("macao", ["landed:medium", "medium"], 1, 1, None, None)  # no --against


def test_expert_judges_with_the_tuned_numbers(monkeypatch):
    g, st = _mid_game("macao", steps=30)
    seat = g.decision(st).seats[0]
    calls = {"tuned": 0, "plain": 0}
    support = tune.support(g)
    real_tuned, real_plain = support.evaluate_tuned, support.evaluate

    def tuned(s, i):
        calls["tuned"] += 1
        return real_tuned(s, i)

    def plain(s, i, w=support.DEFAULTS):
        calls["plain"] += 1
        return real_plain(s, i, w)

    monkeypatch.setattr(support, "evaluate_tuned", tuned)
    monkeypatch.setattr(support, "evaluate", plain)
    choose(g, st, "expert", seed=1, seat=seat, iterations=20)
    assert calls["tuned"] > 0
    calls.update(tuned=0, plain=0)
    choose(g, st, "hard", seed=1, seat=seat, iterations=20)
    assert calls["tuned"] == 0 and calls["plain"] > 0


def test_each_search_level_reads_its_game_info():
    for game_id in ("emara", "macao", "lisboa"):
        info = get_game(game_id).info
        hard, hard_its = search_level(get_game(game_id), "hard")
        expert, expert_its = search_level(get_game(game_id), "expert")
        assert hard_its == info.hard_iterations and expert_its == info.expert_iterations
        assert hard.finish_turn == expert.finish_turn == info.finish_turn
        assert expert.prior == info.expert_prior and hard.prior == 0


def test_expert_without_a_budget_stops_at_its_time_cap():
    g, st = _mid_game("lisboa", steps=25)
    seat = g.decision(st).seats[0]
    t = time.perf_counter()
    a = choose(g, st, "expert", seed=1, seat=seat)
    assert a in g.legal_actions(st, seat)
    # the cap is checked between iterations: one iteration past it at most (a heavy one is well under 1 s)
    assert time.perf_counter() - t < EXPERT_SECONDS + 1.0


def test_weights_files_are_checked_against_the_code():
    defaults = {"a": 1.0, "b": 2.0}
    good = weights.document("toy", {"a": 1.5, "b": 2.0}, "python -m engine tune toy", {"steps": 1})
    assert weights.parse(good, defaults) == {"a": 1.5, "b": 2.0}
    doc = json.loads(good)
    for broken, why in (
        ({**doc, "weights": {"a": 1.0}}, "missing"),
        ({**doc, "weights": {"a": 1.0, "b": 2.0, "c": 3.0}}, "unknown"),
        ({**doc, "format": 99}, "format"),
        ({**doc, "weights": {"a": "x", "b": 2.0}}, "not a number"),
    ):
        with pytest.raises(weights.WeightsError, match=why):
            weights.parse(json.dumps(broken), defaults)
    assert weights.load("engine.core", defaults) == defaults  # no weights.json there: the defaults


def test_every_games_tuned_weights_fit_its_defaults():
    for game_id in ("emara", "macao", "lisboa"):
        support = tune.support(get_game(game_id))
        assert set(support.TUNED) == set(support.DEFAULTS)


def test_a_judge_reads_its_own_weights():
    g, st = _mid_game("lisboa", steps=60)
    support = tune.support(g)
    bigger = {k: v * 3 for k, v in support.DEFAULTS.items()}
    plain, judged = tune.Judged(g, dict(support.DEFAULTS)), tune.Judged(g, bigger)
    assert plain.evaluate(st, 0) == g.evaluate(st, 0)
    assert any(judged.evaluate(st, s) != g.evaluate(st, s) for s in (0, 1))


def test_tune_runs_and_writes_a_file_the_game_reads(tmp_path, capsys):
    out = tmp_path / "weights.json"
    assert tune.main("lisboa", 1, "random", 1, 2, str(out)) == 0
    support = tune.support(get_game("lisboa"))
    parsed = weights.parse(out.read_text(), support.DEFAULTS)
    assert set(parsed) == set(support.DEFAULTS)
    assert "python -m engine tune lisboa --steps 1" in json.loads(out.read_text())["command"]


def test_an_arena_game_leaves_the_bot_clock_on_the_wall():
    from engine.ai import mcts
    from engine.arena import play_game

    before = mcts.CLOCK
    play_game("macao", ["random", "random"], 3, 3, None, None)
    assert mcts.CLOCK is before is time.perf_counter
