"""The clicks benchmark (``python -m bot bench clicks``): its counts add up on a whole game played by clicks."""

from __future__ import annotations

import json

import pytest

from bot.bench import clicks as bench_clicks
from tests.bot.toygame import games


def test_turn_lengths_are_runs_of_the_same_seat_and_turn():
    clicks = [(0, 0), (0, 0), (1, 1), (1, 1), (1, 1), (0, 2), (1, 2), (1, 2)]
    assert bench_clicks.turn_lengths(clicks) == [2, 3, 1, 2]
    assert bench_clicks.turn_lengths([]) == []


async def test_a_whole_toy_game_counts_consistently(tmp_path):
    counts = await bench_clicks.run("toy", 2, 1, "easy", 3, str(tmp_path / "c.sqlite3"), lookup=games)
    (c,) = counts
    assert c.finished
    assert c.clicks == sum(c.turns) > 0
    assert sum(c.single_kinds.values()) == c.single <= c.clicks
    assert 1 <= c.boards == c.renders - 1  # every board is drawn, plus the start board
    assert c.mentions <= c.boards
    s = bench_clicks.summary(counts)
    assert 0 <= s["single_option_share"] <= 1
    assert s["clicks"] == c.clicks and s["turns"] == len(c.turns)
    assert s["one_click_turns"] == c.turns.count(1) <= s["turns"]
    assert sum(c.one_click_kinds.values()) == s["one_click_turns"]
    assert min(c.turns) <= s["clicks_per_turn_median"] <= s["clicks_per_turn_p95"] <= max(c.turns)


def test_json_output(capsys):
    assert bench_clicks.main(["--game", "toy", "--games", "2", "--json"], lookup=games) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["overall"]["games"] == 2
    assert out["overall"]["clicks"] == sum(sum(g["turn_lengths"]) for g in out["games"])
    assert out["overall"]["finished"] == 2


def test_an_unknown_game_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as e:
        bench_clicks.main(["--game", "nope"])
    assert e.value.code == 2
    assert "emara" in capsys.readouterr().err
