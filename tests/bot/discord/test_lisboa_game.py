"""Lisboa through real discord.py objects and the intercepted HTTP layer: /play with an option, start, a
whole 2-player game by clicks on each seat's panel (every component within Discord's limits), the
pre-game Clergy choice clicked by both, Visits joined or declined by the other player on the panel a
notice mentioning them opens, a bot restart while a join is pending, an unanswered join declined by
the reminder loop. /solo against the Rival and /challenge to their recorded end: test_solo_games.py."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

pytest.importorskip("engine.lisboa.game")

from engine import registry  # noqa: E402

from .conftest import PNG, restart  # noqa: E402
from .harness import Call, Harness, opt  # noqa: E402
from .table import (
    ANN,
    assert_finished,
    BOB,
    board_posts,
    callback,
    lobby_id,
    moves,
    one,
    panel_message,
    panel_options,  # noqa: E402
    reply,
    take_turn,
    turn_post,
)
from .test_registered_games import assert_within_discord_limits  # noqa: E402

LISBOA = {"lisboa": "engine.lisboa.game:GAME"}
USERS = {ANN[0]: ANN, BOB[0]: BOB}
MAX_CLICKS = 1500  # a 2-player game is about a hundred and fifty decisions


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch) -> None:  # this module hosts Lisboa
    monkeypatch.setattr(registry, "_GAMES", dict(LISBOA))


async def _decision(h: Harness):
    tb = await h.client.service.tables.active(h.here)
    return tb, tb.game.decision(tb.state)


async def _awaited(h: Harness) -> list[tuple[int, str]]:
    svc = h.client.service
    return [u for uid, u in USERS.items() if (await svc.play.panel(h.here, uid)).your_turn]


async def _open_panel(h: Harness, post: str, user, **kw) -> tuple[str, Call]:
    calls = (
        await take_turn(h, post, user)
        if not kw
        else await h.click(user, post, next(i for i in h.custom_ids(post) if i.endswith(":@turn")), **kw)
    )
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
    harness: Harness, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
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
    assert f"<@{ANN[0]}>" in first.text and f"<@{BOB[0]}>" in first.text  # the Clergy choice: both at once
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
                assert f"<@{joiner[0]}>" in h.text(latest)  # the notice mentions them
                if not restarted:  # a bot restart while the join is pending
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
                keys = {c.split(":")[-1]: c for c in moves(shown.custom_ids)}
                assert set(keys) == {"join", "decline"}
                label = next(
                    c["label"] for row in shown.rows for c in row["components"] if c.get("custom_id") == keys["join"]
                )
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
        assert boards > 20
        await assert_finished(h, final, ("Ann", "Bob"), PNG)
    finally:
        if h is not harness:
            await h.close()
