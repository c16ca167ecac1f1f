"""The stale-clicks benchmark (``python -m bot bench stale-clicks``): both rules play, and the counts add up."""

from __future__ import annotations

from bot.bench import stale_clicks as bench_stale_clicks
from tests.bot.toygame import games


async def test_both_rules_play_whole_toy_games_with_simultaneous_bids():
    counts = await bench_stale_clicks.run("toy", 3, 2, 5, options={"bids": True}, lookup=games)
    assert [(c.rule, c.seed) for c in counts] == [("before", 5), ("now", 5), ("before", 6), ("now", 6)]
    assert all(c.finished and c.clicks > 0 for c in counts)
    before = [c for c in counts if c.rule == "before"]
    assert sum(c.bounced for c in before) > 0  # panels opened before others bid bounce
    assert all(c.bounced == 0 for c in counts if c.rule == "now")  # each person holds only panels of their own
    s = bench_stale_clicks.summary(counts)
    assert s["before"]["games"] == s["now"]["games"] == 2 and s["now"]["finished"] == 2
    assert s["before"]["bounced_per_game_mean"] == sum(c.bounced for c in before) / 2
    assert "before" in bench_stale_clicks.report(counts)


def test_the_command_is_listed():
    from bot.bench import BENCHES

    assert "stale-clicks" in BENCHES
