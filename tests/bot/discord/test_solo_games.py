"""/solo and /challenge of every game with a solo mode, through real discord.py objects and the
intercepted HTTP layer, to their recorded end: the board in the game's thread, the player's random
clicks on the panel (every component within Discord's limits), the outcome line and the leaderboard.
``SOLO`` holds what each game's solo is expected to read like (its mode is read from the game)."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from engine import registry
from engine.core.text import translate
from tests.games import slow_for

from .conftest import PNG
from .harness import Call, Harness, opt
from .table import (
    ANN,
    BOB,
    board_posts,
    callback,
    one,
    panel_message,
    panel_options,
    reply,
)
from .test_registered_games import assert_within_discord_limits

MAX_CLICKS = 1500  # a solo game is a couple of hundred decisions


@dataclass(frozen=True)
class Solo:
    start: int  # the high-score difficulty played
    opponent: str  # how the outcome line names the opponent


SOLO = {
    "macao": Solo(start=1, opponent="AI"),  # AI seats beside the player
    "lisboa": Solo(start=2, opponent="Rival"),  # one seat: the Rival moves inside the engine
}


@pytest.fixture(params=slow_for(list(SOLO), "macao"))  # Macao's whole solo games: the slow set
def game_id(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:  # this test hosts one game
    monkeypatch.setattr(registry, "_GAMES", {game_id: registry._GAMES[game_id]})


def outcome(opponent: str, won: bool, score: int, theirs: int) -> str:
    return f"Ann beats {opponent}: {score} to {theirs}." if won else f"{opponent} wins: {theirs} to Ann's {score}."


async def _play_alone(h: Harness, channel: int, post: Call, rng: random.Random) -> Call:
    """Ann clicks random options on her panel (AI seats and the game's own opponent move by themselves)
    until the final board."""
    latest = post.message_id
    for _ in range(MAX_CLICKS):
        calls = await h.click(
            ANN, latest, next(i for i in h.custom_ids(latest) if i.endswith(":@turn")), channel_id=channel
        )  # Take turn, in the thread
        panel = panel_message(h, calls)
        assert_within_discord_limits(one(calls, "PATCH", "@original"))
        custom_id, values = rng.choice(panel_options(h, panel))
        calls = await h.click(ANN, panel, custom_id, values=values, channel_id=channel)
        assert "⚠️" not in reply(calls).text, reply(calls).text
        assert_within_discord_limits(reply(calls))
        for c in board_posts(calls):
            assert h.rec.messages[c.message_id]["channel_id"] == str(channel)
            if any(i.startswith("@rematch:") for i in c.custom_ids):  # the final board
                return c
            if any(i.endswith(":@turn") for i in c.custom_ids):
                latest = c.message_id
    raise AssertionError("the game did not end")


async def test_a_solo_game_plays_in_its_thread_to_a_recorded_end(quick: Harness, game_id: str) -> None:
    h, row = quick, SOLO[game_id]
    mode = registry.game_feature(game_id, "solo_mode")
    calls = await h.command(ANN, "solo", [opt("game", game_id), opt("mode", "high_score"), opt("start", row.start, 4)])
    tid = int(h.rec.threads[-1])
    [first] = [c for c in board_posts(calls) if c.files]
    assert h.rec.messages[first.message_id]["channel_id"] == str(tid)
    assert translate(mode.difficulty_text(row.start)) in first.text, first.text
    game = await h.client.service.store.last_game(tid)
    seats = await h.client.service.store.seats(game.id)
    assert [s.user_id for s in seats if s.user_id is not None] == [ANN[0]]
    assert len(seats) == 1 + (len(mode.ai_seats(row.start)) if mode.ai_seats else 0)
    final = await _play_alone(h, tid, first, random.Random(3))
    assert final.files == [("board.png", PNG)]
    solo = await h.client.records.records.solo_game(game.id)
    assert solo.finished_at is not None
    assert outcome(row.opponent, solo.won, solo.score, solo.opponent) in final.text, final.text
    assert "Winner:" not in final.text
    assert f"from start {row.start}: {solo.score}" in final.text


async def test_the_challenge_plays_to_a_recorded_end_and_leads_the_board(quick: Harness, game_id: str) -> None:
    h, row = quick, SOLO[game_id]
    mode = registry.game_feature(game_id, "solo_mode")
    calls = await h.command(ANN, "challenge", [opt("game", game_id)])
    [first] = [c for c in board_posts(calls) if c.files]
    assert "Daily challenge" in first.text and "recorded attempt" in first.text
    tid = int(h.rec.messages[first.message_id]["channel_id"])
    final = await _play_alone(h, tid, first, random.Random(4))
    game = await h.client.service.store.last_game(tid)
    entry = await h.client.records.records.entry(game.id)
    assert entry.recorded and entry.score is not None
    line = outcome(row.opponent, entry.details["won"], entry.score, entry.details[mode.opponent_score_key])
    assert line in final.text, final.text
    assert "place 1 of 1" in final.text
    board = callback(await h.command(BOB, "challenge", [opt("game", game_id), opt("board", True, 5)]))
    assert f"**1.** Ann — {entry.score}" in board.text
