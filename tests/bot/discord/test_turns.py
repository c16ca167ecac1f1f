"""Take turn, the private panel, choosing, stale and forged clicks, restarts."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import discord
import pytest

from .conftest import make_bot
from .harness import Harness
from .table import (
    action_rows,
    ANN,
    BOB,
    EVE,
    board_posts,
    button,
    callback,
    moves,
    one,
    open_lobby,
    open_panel,
    panel_message,
    reply,
    set_option,
    start,
    take_turn,
)


async def _game(h: Harness, *players) -> str:
    return await start(h, await open_lobby(h, *players))


async def _version(h: Harness) -> int:
    return (await h.client.service.play.panel(h.here, ANN[0])).version


async def test_take_turn_opens_a_private_panel_with_the_decisions_options(harness: Harness) -> None:
    board = await _game(harness, BOB)
    calls = await take_turn(harness, board, ANN)
    cb = callback(calls)
    assert cb.callback_type == 5 and cb.ephemeral  # deferred, private
    panel = one(calls, "PATCH", "@original")
    assert "Take a number" in panel.text and "Your secret number" in panel.text
    version = await _version(harness)
    game_id = panel.custom_ids[0].split(":")[0]
    # the options, then "?" on a row of its own (the decision's rule and what each option changes)
    assert panel.custom_ids == [f"{game_id}:{version}:take.{n}" for n in (1, 2, 3)] + [f"{game_id}:{version}:@why"]
    assert [c["label"] for c in panel.components] == ["Take 1", "Take 2", "Take 3", "❔ Why?"]
    assert board_posts(calls) == []


async def test_someone_else_taking_the_turn_reads_whose_turn_it_is(harness: Harness) -> None:
    board = await _game(harness, BOB)
    panel = one(await take_turn(harness, board, BOB), "PATCH", "@original")
    assert "Waiting for Ann: Take a number" in panel.text and panel.rows == []  # who is asked what; no options
    stranger = reply(await take_turn(harness, board, EVE))
    assert stranger.ephemeral and "not playing in this game" in stranger.text


async def test_choosing_applies_it_and_a_new_board_is_posted_when_the_turn_ends(harness: Harness) -> None:
    board = await _game(harness, BOB)
    panel = await open_panel(harness, board, ANN)
    v0 = await _version(harness)
    calls = await harness.click(ANN, panel, button(harness, panel, "take.2"))
    assert callback(calls).callback_type == 6  # the panel is edited in place
    edited = one(calls, "PATCH", "@original")
    assert edited.message_id == panel and "Player 1 took 2" in edited.text
    assert [i.split(":")[-1] for i in moves(edited.custom_ids)] == ["end"]
    assert board_posts(calls) == []  # the turn is not over yet
    assert await _version(harness) == v0 + 1
    calls = await harness.click(ANN, panel, button(harness, panel, "end"))
    [new_board] = board_posts(calls)
    assert new_board.message_id != board  # a new message, the old one untouched
    assert "<@222>" in new_board.text and new_board.files[0][0] == "board.png"
    assert "Your turn is over" in one(calls, "PATCH", "@original").text
    assert (await harness.client.service.play.panel(harness.here, BOB[0])).your_turn


async def test_take_turn_on_an_older_board_says_outdated_and_opens_the_current_panel(harness: Harness) -> None:
    board = await _game(harness, BOB)
    panel = await open_panel(harness, board, ANN)
    await harness.click(ANN, panel, button(harness, panel, "take.2"))
    [new_board] = board_posts(await harness.click(ANN, panel, button(harness, panel, "end")))
    old = one(await take_turn(harness, board, BOB), "PATCH", "@original")
    assert "outdated" in old.text and old.custom_ids  # Bob's current decision, fresh
    current = one(await take_turn(harness, new_board.message_id, BOB), "PATCH", "@original")
    assert "outdated" not in current.text and current.custom_ids == old.custom_ids


async def test_a_stale_panel_answers_outdated_with_a_fresh_panel(harness: Harness) -> None:
    board = await _game(harness, BOB)
    first = await open_panel(harness, board, ANN)
    second = await open_panel(harness, board, ANN)  # same version, another panel
    await harness.click(ANN, first, button(harness, first, "take.1"))
    v = await _version(harness)
    calls = await harness.click(ANN, second, button(harness, second, "take.3"))
    fresh = one(calls, "PATCH", "@original")
    assert fresh.message_id == second and "outdated" in fresh.text
    assert [i.split(":")[1:] for i in moves(fresh.custom_ids)] == [[str(v), "end"]]
    assert await _version(harness) == v  # nothing applied


@pytest.mark.parametrize(
    "forged, expected",
    [
        ("{g}:{v}:take.99", "not allowed"),  # well-formed, not legal
        ("{g}:{v}:take.1;drop", "could not be read"),  # malformed action key
        ("{g}:v2:take.1", "could not be read"),  # version not a number
        ("999:{v}:take.1", "could not be read"),  # another game's id
        ("not-a-game-button", "not one of mine"),  # matches no template
    ],
)
async def test_a_forged_custom_id_is_refused_privately_and_changes_nothing(
    harness: Harness, forged: str, expected: str
) -> None:
    board = await _game(harness, BOB)
    panel = await open_panel(harness, board, ANN)
    real = button(harness, panel, "take.1")
    g, v = real.split(":")[:2]
    forged = forged.format(g=g, v=v)
    harness.forge(panel, real, forged)
    answer = reply(await harness.click(ANN, panel, forged))
    assert answer.ephemeral and expected in answer.text
    assert await _version(harness) == int(v)


async def test_a_click_by_a_player_not_to_move_is_not_their_turn(harness: Harness) -> None:
    board = await _game(harness, BOB)
    panel = await open_panel(harness, board, ANN)
    # Bob replays Ann's panel payload (a crafted interaction): the service refuses it
    answer = reply(await harness.click(BOB, panel, button(harness, panel, "take.1")))
    assert answer.ephemeral and "not your turn" in answer.text
    assert (await harness.client.service.play.panel(harness.here, ANN[0])).options[0].key == "take.1"


async def test_a_click_after_the_game_ended_says_so(harness: Harness) -> None:
    board = await _game(harness)  # solo: Ann alone, target 6
    panel = await open_panel(harness, board, ANN)
    for key in ("take.3", "end", "take.3"):
        await harness.click(ANN, panel, button(harness, panel, key))
    stale = await open_panel(harness, board, ANN)
    calls = await harness.click(ANN, panel, button(harness, panel, "end"))
    [final] = board_posts(calls)
    assert "final ranking" in final.text  # no Take-turn on a finished game: Rematch
    assert [i.split(":")[0] for i in final.custom_ids] == ["@rematch"]
    answer = reply(await harness.click(ANN, stale, button(harness, stale, "end")))
    assert answer.ephemeral and "over" in answer.text


async def test_more_than_25_options_are_paged_in_a_select(harness: Harness) -> None:
    lobby = await open_lobby(harness, BOB)
    await set_option(harness, lobby, "width", "60")
    panel = await open_panel(harness, await start(harness, lobby), ANN)
    [select_row, pages_row] = action_rows(harness, panel)
    select = select_row["components"][0]
    assert select["type"] == 3 and len(select["options"]) == 25
    assert [o["value"] for o in select["options"]][:2] == ["take.1", "take.2"]
    assert [b["disabled"] for b in pages_row["components"]] == [True, False, False]  # previous, next, "?"
    assert pages_row["components"][2]["custom_id"].endswith(":@why")
    next_id = pages_row["components"][1]["custom_id"]
    calls = await harness.click(ANN, panel, next_id)
    page2 = one(calls, "PATCH", "@original").components[0]
    assert [o["value"] for o in page2["options"]][0] == "take.26" and "26-50 of 60" in page2["placeholder"]
    pick = page2["custom_id"]
    calls = await harness.click(ANN, panel, pick, values=["take.42"])
    assert "Player 1 took 42" in one(calls, "PATCH", "@original").text


async def test_more_than_20_options_use_a_select_without_pages(harness: Harness) -> None:
    lobby = await open_lobby(harness, BOB)
    await set_option(harness, lobby, "width", "22")
    panel = await open_panel(harness, await start(harness, lobby), ANN)
    rows = action_rows(harness, panel)
    assert len(rows) == 2 and len(rows[0]["components"][0]["options"]) == 22
    assert [b["custom_id"].split(":")[-1] for b in rows[1]["components"]] == ["@why"]  # "?" only: no pages


async def test_the_take_turn_button_of_an_old_message_works_after_a_restart(
    harness: Harness, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    board = await _game(harness, BOB)
    old_message = harness.rec.messages[board]
    await harness.close()
    restarted = Harness(make_bot(db_path), monkeypatch)  # a new process over the same file
    await restarted.login()
    try:
        restarted.carry_over(harness)
        restarted.rec.messages[board] = old_message
        calls = await take_turn(restarted, board, ANN)
        panel = panel_message(restarted, calls)
        calls = await restarted.click(ANN, panel, button(restarted, panel, "take.1"))
        assert "Player 1 took 1" in one(calls, "PATCH", "@original").text
    finally:
        await restarted.close()


async def test_my_hand_shows_only_the_clickers_private_lines(harness: Harness) -> None:
    board = await _game(harness, BOB)
    hand_id = next(i for i in harness.custom_ids(board) if i.endswith("@hand"))
    cb = callback(await harness.click(BOB, board, hand_id))
    assert cb.callback_type == 4 and cb.ephemeral and "Your secret number" in cb.text


async def test_an_expired_interaction_is_dropped_without_applying_anything(harness: Harness) -> None:
    board = await _game(harness, BOB)
    panel = await open_panel(harness, board, ANN)
    v = await _version(harness)
    response = SimpleNamespace(status=404, reason="Not Found")
    harness.rec.fail_next["/callback"] = discord.NotFound(response, {"code": 10062, "message": "Unknown interaction"})
    calls = await harness.click(ANN, panel, button(harness, panel, "take.1"))
    assert [c.path for c in calls] == ["/interactions/{webhook_id}/{webhook_token}/callback"]
    assert await _version(harness) == v


async def test_an_interaction_answered_elsewhere_is_left_alone(harness: Harness) -> None:
    board = await _game(harness, BOB)
    response = SimpleNamespace(status=400, reason="Bad Request")
    harness.rec.fail_next["/callback"] = discord.HTTPException(
        response, {"code": 40060, "message": "Interaction has already been acknowledged."}
    )
    calls = await take_turn(harness, board, ANN)
    assert [c.method for c in calls] == ["POST"]  # the failed defer, nothing after it
