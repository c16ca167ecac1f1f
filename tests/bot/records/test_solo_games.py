"""Every game's solo mode and daily challenge (read from the game: ``solo_mode()``, ``daily_challenge()``),
started, played to the end and recorded through the records service: the seats and options the mode
declares, the outcome line, the personal best or campaign step, the challenge's one deal for everyone
and its entry. ``SOLO`` holds what each game's mode is expected to read like."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import pytest

from bot.records import Leaderboards, RecordsService, daily_seed
from bot.table import Budget
from engine.core.text import translate
from engine.registry import game_feature, games_with, get_game
from tests.games import slow_for
from tests.bot.conftest import ANN, BOB, GUILD, Clock, make_service
from tests.bot.records.test_records import play_to_end


@dataclass(frozen=True)
class Solo:
    start: int  # a high-score difficulty to play
    opponent: str  # how the outcome line names the opponent
    seed: int = 4  # the random player's seed (a game the player may win or lose)


SOLO = {
    "emara": Solo(start=25, opponent="Victoria"),
    "macao": Solo(start=1, opponent="AI"),  # the AI seats beside the player
    "lisboa": Solo(start=3, opponent="Rival"),
}

_channels = itertools.count(8000)


@pytest.fixture
def rs(store) -> RecordsService:
    return RecordsService(
        make_service(store, games=get_game, clock=Clock(), ai_budget=Budget(iterations=8)),
        secret_source=lambda: "test-secret",
    )  # the same deals every run


def outcome_line(lines: list[str], name: str, opponent: str) -> str:
    """The solo result line ("Ann beats AI: …" / "AI wins: …"): the one line that names the winner."""
    hits = [line for line in lines if line.startswith((f"{name} beats {opponent}", f"{opponent} wins"))]
    assert len(hits) == 1 and not any(line.startswith("Winner:") for line in lines), lines
    return hits[0]


def test_every_game_with_a_solo_mode_is_in_the_table():
    assert set(games_with("solo_mode")) == set(SOLO)


@pytest.mark.parametrize("mode_name", ["high_score", "campaign"])
@pytest.mark.parametrize("game_id", games_with("solo_mode"))
async def test_a_solo_game_finishes_and_is_recorded(rs, game_id, mode_name):
    mode, row = game_feature(game_id, "solo_mode"), SOLO[game_id]
    ch = next(_channels)
    start = row.start if mode_name == "high_score" else None
    started = await rs.start_solo(GUILD, ch, ANN, "Ann", game_id, mode_name, start)
    level = start if start is not None else mode.campaign_first
    assert started.start == level and translate(mode.difficulty_text(level)) in started.lines[0]
    seats = started.update.seats
    assert [s.user_id for s in seats if s.user_id is not None] == [ANN]
    assert sorted(s.ai_level for s in seats if s.ai_level) == sorted(mode.ai_seats(level) if mode.ai_seats else ())
    game = await rs.service.store.game(started.update.game_id)
    assert mode.options(level).items() <= game.options.items()
    out = await play_to_end(rs, ch, ANN, seed=row.seed)
    fin = out.public.finished
    me = next(st for st in fin.standings if st.user_id == ANN)
    solo = await rs.records.solo_game(started.update.game_id)
    assert solo.finished_at is not None and solo.score == me.score
    assert solo.opponent == me.details[mode.opponent_score_key]
    if mode.ai_seats:  # the opponent's score is the best AI seat's
        assert solo.opponent == max(st.score for st in fin.standings if st.user_id is None)
    assert solo.won == (me.rank == 1)
    line = outcome_line(fin.lines, "Ann", row.opponent)
    if solo.won:
        assert line == f"Ann beats {row.opponent}: {me.score} to {solo.opponent}."
    else:
        assert line == f"{row.opponent} wins: {solo.opponent} to Ann's {me.score}."
    assert all("first place" not in x and "best rival" not in x for x in fin.lines)  # said by that line
    assert await rs.ratings.standings(game_id, "global") == []  # solo games are not rated
    if mode_name == "high_score":
        assert await rs.records.solo_records(ANN, game_id) == [(level, me.score, 1)]
        assert any(f"from start {level}: {me.score}" in line for line in fin.lines)
    else:
        camp = await rs.records.campaign(ANN, game_id)
        assert camp.games == 1 and camp.position == mode.campaign_next(level, solo.won)


@pytest.mark.parametrize("game_id", slow_for(games_with("daily_challenge"), "macao"))
async def test_the_challenge_is_one_deal_for_everyone_and_finishes_into_its_entry(rs, game_id):
    challenge = game_feature(game_id, "daily_challenge")
    ch = next(_channels)
    s = await rs.start_challenge(GUILD, ch, ANN, "Ann", game_id)
    other = await rs.start_challenge(GUILD, next(_channels), BOB, "Bob", game_id)
    game = await rs.service.store.game(s.update.game_id)
    secret = await rs.records.secret("challenge", "unused")  # made by the first start
    assert game.seed == daily_seed(game_id, "2026-03-01", secret)
    assert challenge.options(game.seed).items() <= game.options.items()
    assert game.state == (await rs.service.store.game(other.update.game_id)).state  # the same deal
    assert sorted(x.ai_level or "" for x in s.update.seats) == sorted(("", *challenge.ai_seats)) and s.recorded
    out = await play_to_end(rs, ch, ANN, seed=5)
    entry = await rs.records.entry(s.update.game_id)
    me = next(st for st in out.public.finished.standings if st.user_id == ANN)
    assert entry.recorded and entry.score == me.score
    assert set(challenge.details) == set(entry.details)
    outcome_line(out.public.finished.lines, "Ann", SOLO[game_id].opponent)
    assert any("Daily challenge 2026-03-01" in line and "place 1 of 1" in line for line in out.public.finished.lines)
    page = await Leaderboards(rs).page(game_id, "challenge", "global", guild_id=GUILD)
    assert [r.name for r in page.rows] == ["Ann"]


def test_a_table_with_a_seat_taken_over_by_an_ai_is_not_a_solo_game():
    from bot.store import SeatRow
    from bot.table.summaries import final_result
    from engine.core import Result

    game = get_game("macao")
    result = Result(
        ranks=[2, 1], scores=[30, 40], details=[{"won": False, "best_other": 40}, {"won": True, "best_other": 30}]
    )
    alone = [SeatRow(0, ANN, None, "Ann"), SeatRow(1, None, "easy", "AI 1 (easy)")]
    assert final_result(game, result, alone, "en").lines[-1] == "AI wins: 40 to Ann's 30."
    taken = [SeatRow(0, ANN, None, "Ann"), SeatRow(1, None, "medium", "Bob", absent_user_id=BOB)]
    fin = final_result(game, result, taken, "en")
    assert fin.lines[-1] == "Winner: Bob" and fin.winners == ["Bob"]
