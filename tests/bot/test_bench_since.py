"""The since benchmark (``python -m bot bench since``): the lines are built and timed on whole toy games."""

from __future__ import annotations

from bot.bench import since as bench_since
from tests.bot.toygame import games


async def test_whole_toy_games_are_played_and_the_openings_timed():
    costs = await bench_since.run(["toy"], 3, 2, 5, lookup=games)
    [cost] = costs
    assert cost.players == 3 and len(cost.actions) == 2 and all(n > 0 for n in cost.actions)
    assert cost.whole and len(cost.whole) == len(cost.replay)
    assert cost.late("whole")
    assert "toy" in bench_since.report(costs)


def test_the_command_is_listed():
    from bot.bench import BENCHES

    assert "since" in BENCHES
