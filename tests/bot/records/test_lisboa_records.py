"""Lisboa's solo game against the Rival (one seat, players=1) and its daily challenge, started, played
to the end and recorded through the records service; the campaign moves up one Rival level on a win."""
from __future__ import annotations

import itertools

import pytest

pytest.importorskip("engine.lisboa.game")

from bot.records import Leaderboards, RecordsService, daily_seed  # noqa: E402
from engine.lisboa.modes import CHALLENGE_LEVEL, RIVAL_BONUS  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import ANN, BOB, GUILD, make_service  # noqa: E402
from tests.bot.conftest import Clock  # noqa: E402
from tests.bot.records.test_records import play_to_end  # noqa: E402

_channels = itertools.count(8100)


@pytest.fixture
def rs(store) -> RecordsService:
    return RecordsService(make_service(store, games=get_game, clock=Clock()),
                          secret_source=lambda: "test-secret")     # the same deals every run


def _outcome_line(lines: list[str], name: str) -> str:
    """The solo result line (the Rival is named like a player: "Rival wins: …")."""
    hits = [line for line in lines if line.startswith((f"{name} beats Rival", "Rival wins"))]
    assert len(hits) == 1 and not any(line.startswith("Winner:") for line in lines), lines
    return hits[0]


@pytest.mark.parametrize("mode,start", [("high_score", 3), ("campaign", None)])
async def test_a_lisboa_solo_game_against_the_rival_finishes_and_is_recorded(rs, mode, start):
    ch = next(_channels)
    started = await rs.start_solo(GUILD, ch, ANN, "Ann", "lisboa", mode, start)
    level = start or min(RIVAL_BONUS)
    assert started.start == level
    assert [(s.user_id, s.ai_level) for s in started.update.seats] == [(ANN, None)]      # one seat: players=1
    game = await rs.service.store.game(started.update.game_id)
    assert game.options["rival_wigs"] == RIVAL_BONUS[level]
    out = await play_to_end(rs, ch, ANN, seed=4)
    fin = out.public.finished
    [me] = fin.standings
    solo = await rs.records.solo_game(started.update.game_id)
    assert solo.finished_at is not None and solo.score == me.score and solo.opponent is not None
    line = _outcome_line(fin.lines, "Ann")
    if solo.won:
        assert solo.score > solo.opponent and line == f"Ann beats Rival: {me.score} to {solo.opponent}."
    else:
        assert line == f"Rival wins: {solo.opponent} to Ann's {me.score}."
    assert await rs.ratings.table("lisboa", "global") == []             # solo games are not rated
    if mode == "high_score":
        assert await rs.records.solo_records(ANN, "lisboa") == [(level, me.score, 1)]
    else:
        camp = await rs.records.campaign(ANN, "lisboa")
        assert camp.games == 1 and camp.position == (2 if solo.won else 1)


async def test_the_lisboa_challenge_is_the_same_deal_for_everyone_and_finishes_into_its_entry(rs):
    ch = next(_channels)
    s = await rs.start_challenge(GUILD, ch, ANN, "Ann", "lisboa")
    other = await rs.start_challenge(GUILD, next(_channels), BOB, "Bob", "lisboa")
    game = await rs.service.store.game(s.update.game_id)
    assert game.seed == daily_seed("lisboa", "2026-03-01", await rs.records.secret("challenge", "unused"))
    assert game.options["rival_wigs"] == RIVAL_BONUS[CHALLENGE_LEVEL]
    assert game.state == (await rs.service.store.game(other.update.game_id)).state    # the same deal
    assert [x.ai_level for x in s.update.seats] == [None] and s.recorded
    out = await play_to_end(rs, ch, ANN, seed=5)
    entry = await rs.records.entry(s.update.game_id)
    [me] = out.public.finished.standings
    assert entry.recorded and entry.score == me.score
    assert {"opponent_score", "won", "stores", "officials"} <= set(entry.details)
    _outcome_line(out.public.finished.lines, "Ann")
    assert any("Daily challenge 2026-03-01" in line and "place 1 of 1" in line for line in out.public.finished.lines)
    page = await Leaderboards(rs).page("lisboa", "challenge", "global", guild_id=GUILD)
    assert [r.name for r in page.rows] == ["Ann"]
