"""Lisboa through real discord.py objects and the intercepted HTTP layer: /play with an option, start, a
whole 2-player game by clicks on each seat's panel (every component within Discord's limits), the
pre-game Clergy choice clicked by both, Visits joined or declined by the other player on the panel a
notice mentioning them opens, a bot restart while a join is pending, an unanswered join declined by
the reminder loop; /solo against the Rival and /challenge to their recorded end."""
from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

pytest.importorskip("engine.lisboa.game")

from engine import registry  # noqa: E402

from .conftest import PNG, restart  # noqa: E402
from .harness import Call, Harness, opt  # noqa: E402
from .table import (ANN, BOB, board_posts, callback, lobby_id, one, panel_message, panel_options,  # noqa: E402
                    reply, take_turn, turn_post)
from .test_registered_games import assert_within_discord_limits  # noqa: E402

LISBOA = {"lisboa": "engine.lisboa.game:GAME"}
USERS = {ANN[0]: ANN, BOB[0]: BOB}
MAX_CLICKS = 1500         # a 2-player game is about a hundred and fifty decisions


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch) -> None:     # this module hosts Lisboa
    monkeypatch.setattr(registry, "_GAMES", dict(LISBOA))


async def _decision(h: Harness):
    tb = await h.client.service.tables.active(h.here)
    return tb, tb.game.decision(tb.state)


async def _awaited(h: Harness) -> list[tuple[int, str]]:
    svc = h.client.service
    return [u for uid, u in USERS.items() if (await svc.play.panel(h.here, uid)).your_turn]


async def _open_panel(h: Harness, post: str, user, **kw) -> tuple[str, Call]:
    calls = await take_turn(h, post, user) if not kw else await h.click(
        user, post, next(i for i in h.custom_ids(post) if i.endswith(":@turn")), **kw)
    panel = panel_message(h, calls)
    shown = one(calls, "PATCH", "@original")
    assert_within_discord_limits(shown)
    return panel, shown


async def _choose(h: Harness, panel: str, user, custom_id: str, values, **kw) -> list[Call]:
    calls = await h.click(user, panel, custom_id, values=values, **kw)
    answer = reply(calls)
    assert "⚠️" not in answer.text, answer.text
    assert_within_discord_limits(answer)
    return calls


async def test_a_whole_two_player_lisboa_game_by_clicks_with_joins_answered_on_the_panel_across_a_restart(
        harness: Harness, db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness
    lobby_call = callback(await h.command(ANN, "play", [opt("game", "lisboa")]))
    assert_within_discord_limits(lobby_call)
    assert "Lisboa" in lobby_call.text
    lobby = lobby_call.message_id
    await h.click(BOB, lobby, lobby_id(h, lobby, "join"))
    toggled = reply(await h.click(ANN, lobby, lobby_id(h, lobby, "toggle.reward_tokens")))
    assert toggled.callback_type == 7
    assert_within_discord_limits(toggled)
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    [first] = board_posts(await h.click(ANN, lobby, lobby_id(h, lobby, "start")))
    assert first.files == [("board.png", PNG)]
    assert f"<@{ANN[0]}>" in first.text and f"<@{BOB[0]}>" in first.text     # the Clergy choice: both at once
    tb, _ = await _decision(h)
    assert tb.options.reward_tokens and tb.state.phase == "clergy"
    latest = first.message_id
    rng = random.Random(12)
    boards = joined = declined = timed_out = 0
    restarted = False
    final = None
    try:
        for _ in range(MAX_CLICKS):
            tb, decision = await _decision(h)
            if decision is None:
                break
            if decision.kind == "join":
                joiner = USERS[tb.seats[decision.seats[0]].user_id]
                assert f"<@{joiner[0]}>" in h.rec.messages[latest]["content"]     # the notice mentions them
                if not restarted:                          # a bot restart while the join is pending
                    h = await restart(h, db_path, monkeypatch, latest)
                    restarted = True
                if joined and not timed_out:
                    # nobody answers: the reminder loop declines it a day later and says so
                    later = datetime.now(timezone.utc) + timedelta(minutes=h.client.settings.response_minutes + 1)
                    before = len(h.rec.calls)
                    assert await h.client.post_response_timeouts(now=later) == 1
                    [post] = board_posts(h.rec.calls[before:])
                    assert f"{joiner[1]} did not answer within" in post.text and "taken to decline" in post.text
                    timed_out += 1
                    if any(i.endswith(":@turn") for i in post.custom_ids):
                        latest = post.message_id
                    continue
                panel, shown = await _open_panel(h, latest, joiner)
                assert "Join the visit" in shown.text and "It is your turn" in shown.text
                keys = {c.split(":")[-1]: c for c in shown.custom_ids}
                assert set(keys) == {"join", "decline"}
                label = next(c["label"] for row in shown.rows for c in row["components"]
                             if c.get("custom_id") == keys["join"])
                assert label.startswith("Join: ") and "Influence" in label and "noble" not in label, label
                key = "decline" if joined else "join"
                calls = await _choose(h, panel, joiner, keys[key], None)
                joined += key == "join"
                declined += key == "decline"
            else:
                user = USERS[tb.seats[decision.seats[0]].user_id]
                panel, shown = await _open_panel(h, latest, user)
                assert "It is your turn" in shown.text and shown.custom_ids, shown.text
                calls = await _choose(h, panel, user, *rng.choice(panel_options(h, panel)))
            post = turn_post(calls)
            if post is not None:
                latest = post.message_id
                boards += bool(post.files)
            finals = [c for c in board_posts(calls) if "Winner" in c.text]
            if finals:
                final = finals[-1]
                break
        assert final is not None, "the game did not end"
        assert restarted and joined and declined and timed_out
        assert boards > 20 and final.files == [("board.png", PNG)]
        assert "Winner:" in final.text and "Ann" in final.text and "Bob" in final.text
        game = await h.client.service.store.last_game(h.here)
        assert game.status == "finished" and len(await h.client.service.store.results(game.id)) == 2
    finally:
        if h is not harness:
            await h.close()


async def _play_alone(h: Harness, channel: int, post: Call, rng: random.Random) -> Call:
    """Ann clicks random options on her panel (the Rival moves inside the engine) until the final board."""
    latest = post.message_id
    for _ in range(MAX_CLICKS):
        panel, _ = await _open_panel(h, latest, ANN, channel_id=channel)
        calls = await _choose(h, panel, ANN, *rng.choice(panel_options(h, panel)), channel_id=channel)
        for c in board_posts(calls):
            assert h.rec.messages[c.message_id]["channel_id"] == str(channel)
            if len(c.data.get("embeds") or []) > 1:                           # the board and the ranking
                return c
            if any(i.endswith(":@turn") for i in c.custom_ids):
                latest = c.message_id
    raise AssertionError("the game did not end")


def _rival_line(solo_won: bool, score: int, rival: int) -> str:
    """The result line: the Rival is named like a player ("Rival wins: …")."""
    return (f"Ann beats Rival: {score} to {rival}." if solo_won else f"Rival wins: {rival} to Ann's {score}.")


async def test_solo_lisboa_against_the_rival_plays_in_its_thread_to_a_recorded_end(quick: Harness) -> None:
    h = quick
    calls = await h.command(ANN, "solo", [opt("game", "lisboa"), opt("mode", "high_score"), opt("start", 2, 4)])
    tid = int(h.rec.threads[-1])
    [first] = [c for c in board_posts(calls) if c.files]
    assert h.rec.messages[first.message_id]["channel_id"] == str(tid)
    assert "Rival level 2 (+15 wigs)" in first.text, first.text
    game = await h.client.service.store.last_game(tid)
    assert [s.user_id for s in await h.client.service.store.seats(game.id)] == [ANN[0]]     # players=1
    final = await _play_alone(h, tid, first, random.Random(3))
    assert final.files == [("board.png", PNG)]
    solo = await h.client.records.records.solo_game(game.id)
    assert solo.finished_at is not None
    assert _rival_line(solo.won, solo.score, solo.opponent) in final.text, final.text
    assert "Winner:" not in final.text
    assert f"from start 2: {solo.score}" in final.text


async def test_the_lisboa_challenge_plays_against_the_rival_to_a_recorded_end(quick: Harness) -> None:
    h = quick
    calls = await h.command(ANN, "challenge", [opt("game", "lisboa")])
    [first] = [c for c in board_posts(calls) if c.files]
    assert "Daily challenge" in first.text and "recorded attempt" in first.text
    tid = int(h.rec.messages[first.message_id]["channel_id"])
    final = await _play_alone(h, tid, first, random.Random(4))
    game = await h.client.service.store.last_game(tid)
    entry = await h.client.records.records.entry(game.id)
    assert entry.recorded and entry.score is not None
    rival = entry.details["opponent_score"]
    assert _rival_line(entry.details["won"], entry.score, rival) in final.text, final.text
    assert "place 1 of 1" in final.text
    board = callback(await h.command(BOB, "challenge", [opt("game", "lisboa"), opt("board", True, 5)]))
    assert f"**1.** Ann — {entry.score}" in board.text
