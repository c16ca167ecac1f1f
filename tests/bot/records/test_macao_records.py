"""Macao's solo score attack against AI seats and its daily challenge, started, played to the end and
recorded through the records service (small AI budgets keep the hard seats quick)."""
from __future__ import annotations

import itertools

import pytest

pytest.importorskip("engine.macao.game")

from bot.records import Leaderboards, RecordsService, daily_seed  # noqa: E402
from bot.table import Budget  # noqa: E402
from engine.macao.modes import SOLO_OPPONENTS  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import ANN, BOB, GUILD, make_service  # noqa: E402
from tests.bot.conftest import Clock  # noqa: E402
from tests.bot.records.test_records import play_to_end  # noqa: E402

_channels = itertools.count(8000)


@pytest.fixture
def rs(store) -> RecordsService:
    return RecordsService(make_service(store, games=get_game, clock=Clock(), ai_budget=Budget(iterations=8)),
                          secret_source=lambda: "test-secret")     # the same deals every run


def _outcome_line(lines: list[str], name: str) -> str:
    """The solo result line (the AI seats are the opponent: "AI"), where a table names its winner."""
    hits = [line for line in lines if line.startswith((f"{name} beats AI", "AI wins"))]
    assert len(hits) == 1 and not any(line.startswith("Winner:") for line in lines), lines
    return hits[0]


@pytest.mark.parametrize("mode,start", [("high_score", 1), ("campaign", None)])
async def test_a_macao_solo_game_against_ai_seats_finishes_and_is_recorded(rs, mode, start):
    ch = next(_channels)
    started = await rs.start_solo(GUILD, ch, ANN, "Ann", "macao", mode, start)
    assert started.start == 1 and "1" in started.lines[0]
    seats = started.update.seats
    assert [s.user_id for s in seats if s.user_id is not None] == [ANN]
    assert sorted(s.ai_level for s in seats if s.ai_level) == sorted(SOLO_OPPONENTS[1])
    out = await play_to_end(rs, ch, ANN, seed=4)
    fin = out.public.finished
    me = next(st for st in fin.standings if st.user_id == ANN)
    best_ai = max(st.score for st in fin.standings if st.user_id is None)
    solo = await rs.records.solo_game(started.update.game_id)
    assert solo.finished_at is not None and solo.score == me.score and solo.opponent == best_ai
    assert solo.won == (me.rank == 1)
    line = _outcome_line(fin.lines, "Ann")
    if solo.won:
        assert line == f"Ann beats AI: {me.score} to {best_ai}."
    else:
        assert line == f"AI wins: {best_ai} to Ann's {me.score}."
    assert all("first place" not in x and "best rival" not in x for x in fin.lines)   # said by that line
    assert await rs.ratings.table("macao", "global") == []             # solo games are not rated
    if mode == "high_score":
        assert await rs.records.solo_records(ANN, "macao") == [(1, me.score, 1)]
        assert any(f"from start 1: {me.score}" in line for line in fin.lines)
    else:
        camp = await rs.records.campaign(ANN, "macao")
        assert camp.games == 1 and camp.position == (2 if solo.won else 1)


async def test_the_macao_challenge_seats_a_hard_ai_and_finishes_into_its_entry(rs):
    ch = next(_channels)
    s = await rs.start_challenge(GUILD, ch, ANN, "Ann", "macao")
    other = await rs.start_challenge(GUILD, next(_channels), BOB, "Bob", "macao")
    game = await rs.service.store.game(s.update.game_id)
    secret = await rs.records.secret("challenge", "unused")      # made by the first start
    assert game.seed == daily_seed("macao", "2026-03-01", secret)
    assert game.state == (await rs.service.store.game(other.update.game_id)).state    # the same deal
    assert sorted(x.ai_level or "" for x in s.update.seats) == ["", "hard"] and s.recorded   # (random seat order)
    out = await play_to_end(rs, ch, ANN, seed=5)
    entry = await rs.records.entry(s.update.game_id)
    me = next(st for st in out.public.finished.standings if st.user_id == ANN)
    assert entry.recorded and entry.score == me.score
    assert {"best_other", "won", "city", "cards", "penalty"} == set(entry.details)
    assert any("Daily challenge 2026-03-01" in line and "place 1 of 1" in line for line in out.public.finished.lines)
    page = await Leaderboards(rs).page("macao", "challenge", "global", guild_id=GUILD)
    assert [r.name for r in page.rows] == ["Ann"]


def test_a_table_with_a_seat_taken_over_by_an_ai_is_not_a_solo_game():
    from bot.store import SeatRow
    from bot.table.summaries import final_result
    from engine.core import Result
    game = get_game("macao")
    result = Result(ranks=[2, 1], scores=[30, 40], details=[{"won": False, "best_other": 40},
                                                           {"won": True, "best_other": 30}])
    alone = [SeatRow(0, ANN, None, "Ann"), SeatRow(1, None, "easy", "AI 1 (easy)")]
    assert final_result(game, result, alone, "en").lines[-1] == "AI wins: 40 to Ann's 30."
    taken = [SeatRow(0, ANN, None, "Ann"), SeatRow(1, None, "medium", "Bob", absent_user_id=BOB)]
    fin = final_result(game, result, taken, "en")
    assert fin.lines[-1] == "Winner: Bob" and fin.winners == ["Bob"]
