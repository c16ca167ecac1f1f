"""The latency benchmark (``python -m bot bench latency``) clicks through the opening of every registered game,
simultaneous choices included (Lisboa's pre-game choice awaits every player at once: issue 20 saw it
crash clicking as the same user twice)."""

from __future__ import annotations

import pytest

from bot.bench import latency as bench_latency
from engine.registry import game_ids
from tests.bot.conftest import fake_renderer

GAMES = 2
CLICKS = 12  # past every game's opening (Lisboa: one pre-game choice per player, then turns)


@pytest.mark.parametrize("game_id", game_ids())
async def test_every_game_is_clicked_through_its_opening(game_id, tmp_path):
    samples = await bench_latency.bench(game_id, GAMES, CLICKS, 3, str(tmp_path / "b.sqlite3"), renderer=fake_renderer)
    wall, clicks = samples["_wall"]
    assert clicks == GAMES * CLICKS and len(samples["all clicks"]) == GAMES * CLICKS
    assert samples["turn passed (commit + PNG)"]  # the turn passed from player to player


def test_the_command_runs_for_lisboa(tmp_path, capsys):
    assert (
        bench_latency.main(
            ["--game", "lisboa", "--games", "1", "--clicks", "6", "--db", str(tmp_path / "b.sqlite3")],
            renderer=fake_renderer,
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "6 clicks in" in out and "all clicks" in out
