"""Macao through real discord.py objects and the intercepted HTTP layer: /play, join, the dice option,
start, a whole 2-player game by clicks on each seat's panel (buttons and selects within Discord's
limits), the simultaneous dice choice clicked by both players in a random order with a bot restart
in between, a board picture after the turns. /solo and /challenge to their recorded end: test_solo_games.py."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

pytest.importorskip("engine.macao.game")

from engine import registry  # noqa: E402

from .conftest import PNG, restart  # noqa: E402
from .harness import Call, Harness, opt, sub  # noqa: E402
from .table import (
    ANN,
    assert_finished,
    BOB,
    board_posts,
    button,
    callback,
    lobby_id,
    one,  # noqa: E402
    panel_message,
    panel_options,
    reply,
    take_turn,
    turn_post,
)
from .test_registered_games import assert_within_discord_limits  # noqa: E402

MACAO = {"macao": "engine.macao.game:GAME"}
USERS = {ANN[0]: ANN, BOB[0]: BOB}
MAX_CLICKS = 1500  # a 2-player game is a couple of hundred decisions
SEE_FIRST = "seefirst"  # "let me see the others' dice first" (engine.macao.dice)


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch) -> None:  # this module hosts Macao
    monkeypatch.setattr(registry, "_GAMES", dict(MACAO))


async def _awaited(h: Harness) -> list[tuple[int, str]]:
    svc = h.client.service
    return [u for uid, u in USERS.items() if (await svc.play.panel(h.here, uid)).your_turn]


async def _phase(h: Harness) -> str:
    return (await h.client.service.tables.active(h.here)).state.phase


async def _click_an_option(
    h: Harness, panel: str, user, rng: random.Random, avoid: tuple[str, ...] = (), **kw
) -> list[Call]:
    """A random decision option of the panel: a button, or a value of its select (never a page button);
    never one whose action key is in ``avoid``."""
    custom_id, values = rng.choice(
        [(c, v) for c, v in panel_options(h, panel) if (v[0] if v else c.split(":")[-1]) not in avoid]
    )
    return await h.click(user, panel, custom_id, values=values, **kw)


async def _decide(
    h: Harness, post: str, user, rng: random.Random, avoid: tuple[str, ...] = ()
) -> tuple[list[Call], str]:
    """Take turn on ``post``, check the panel, click one option; the calls and the panel's id."""
    calls = await take_turn(h, post, user)
    panel = panel_message(h, calls)
    shown = one(calls, "PATCH", "@original")
    assert_within_discord_limits(shown)
    assert "It is your turn" in shown.text and shown.custom_ids, shown.text
    calls = await _click_an_option(h, panel, user, rng, avoid)
    answer = reply(calls)
    assert "⚠️" not in answer.text, answer.text
    assert_within_discord_limits(answer)
    return calls, panel


async def test_a_whole_two_player_macao_game_by_clicks_with_the_dice_chosen_at_once_across_a_restart(
    harness: Harness, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    lobby_call = callback(await h.command(ANN, "play", [opt("game", "macao")]))
    assert_within_discord_limits(lobby_call)
    lobby = lobby_call.message_id
    await h.click(BOB, lobby, lobby_id(h, lobby, "join"))
    toggled = reply(await h.click(ANN, lobby, lobby_id(h, lobby, "toggle.simultaneous_dice")))
    assert toggled.callback_type == 7 and "All at once" in toggled.text, toggled.text
    assert_within_discord_limits(toggled)
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    [first] = board_posts(await h.click(ANN, lobby, lobby_id(h, lobby, "start")))
    assert first.files == [("board.png", PNG)]
    latest = first.message_id
    rng = random.Random(12)
    boards = dice_rounds = 0
    restarted = False
    final = None
    try:
        for _ in range(MAX_CLICKS):
            awaited = await _awaited(h)
            if not awaited:
                break
            if await _phase(h) == "dice" and len(awaited) == 2:
                # the simultaneous dice choice: both players click, in a random order
                dice_rounds += 1
                order = list(awaited)
                rng.shuffle(order)
                for i, user in enumerate(order):
                    if i == 1 and not restarted:  # a bot restart between the two choices
                        h = await restart(h, db_path, monkeypatch, latest)
                        restarted = True
                    other = order[1 - i]
                    calls, panel = await _decide(h, latest, user, rng, avoid=(SEE_FIRST,))  # nobody asks
                    while user in await _awaited(h) and await _phase(h) == "dice":  # the Observatory's step
                        calls = await _click_an_option(h, panel, user, rng)
                    post = turn_post(calls)
                    if i == 0:
                        assert board_posts(calls) == []  # hidden: nothing posted to the channel
                        [choice] = [x for x in reply(calls).text.splitlines() if x.startswith(f"{user[1]}: ")]
                        theirs = reply(await take_turn(h, latest, other)).text
                        assert "It is your turn" in theirs and choice not in theirs
                        status = reply(await h.command(other, "game", [sub("status")]))  # public
                        log = reply(await h.command(other, "game", [sub("log", opt("limit", 50, 4))]))
                        assert status.files and not status.ephemeral and log.ephemeral
                        assert choice not in status.text and choice not in log.text
                    else:
                        assert post is not None and post.files == [("board.png", PNG)]  # all revealed
                        assert all(f"{u[1]} choose" in post.text or f"{u[1]} chose" in post.text for u in order), (
                            post.text
                        )
                        boards += 1
                        latest = post.message_id
                continue
            user = awaited[0]
            calls, _ = await _decide(h, latest, user, rng)
            post = turn_post(calls)
            if post is not None:
                latest = post.message_id
                boards += bool(post.files)
            finals = [c for c in board_posts(calls) if "Final" in c.text or "Winner" in c.text]
            if finals:
                final = finals[-1]
                break
        assert final is not None, "the game did not end"
        assert restarted and dice_rounds == 12
        assert boards > 30  # a picture after turns
        await assert_finished(h, final, ("Ann", "Bob"), PNG)
    finally:
        if h is not harness:
            await h.close()


async def test_a_click_on_let_me_see_the_others_dice_first_posts_a_board_and_asks_in_wall_order(
    harness: Harness,
) -> None:
    h = harness
    lobby = callback(await h.command(ANN, "play", [opt("game", "macao")])).message_id
    await h.click(BOB, lobby, lobby_id(h, lobby, "join"))
    await h.click(ANN, lobby, lobby_id(h, lobby, "toggle.simultaneous_dice"))
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    latest = board_posts(await h.click(ANN, lobby, lobby_id(h, lobby, "start")))[0].message_id
    rng = random.Random(7)
    while await _phase(h) != "dice":  # the pre-game and the draft
        calls, _ = await _decide(h, latest, (await _awaited(h))[0], rng)
        post = turn_post(calls)
        latest = post.message_id if post is not None else latest
    tb = await h.client.service.tables.active(h.here)
    first, second = (USERS[tb.seats[s].user_id] for s in tb.state.order)
    panel = panel_message(h, await take_turn(h, latest, first))
    assert any(c.endswith(":" + SEE_FIRST) for c in h.custom_ids(panel))  # offered to every seat still to choose
    panel = panel_message(h, await take_turn(h, latest, second))
    calls = await h.click(second, panel, button(h, panel, SEE_FIRST))
    [post] = board_posts(calls)
    # a new board; the first on the wall was told when the dice phase began (not pinged again)
    assert post.files == [("board.png", PNG)] and "<@" not in post.text
    assert f"{second[1]} asks to see the others' dice first" in post.text, post.text
    assert await _awaited(h) == [first]
    calls, _ = await _decide(h, post.message_id, first, rng)
    notice = turn_post(calls)
    # within the dice phase: its message comes again with the board as it stands, pinging the asker
    assert notice is not None and notice.pictures == ["board.png"] and f"<@{second[0]}>" in notice.text
    assert await _awaited(h) == [second]
    choice = [x for x in reply(calls).text.splitlines() if x.startswith(f"{first[1]}: ")]
    assert choice  # made in the open, after the switch
    theirs = reply(await take_turn(h, notice.message_id, second)).text
    assert "It is your turn" in theirs and "wall order" in theirs, theirs
