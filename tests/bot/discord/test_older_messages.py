"""Panels and replays of embeds posted before they became layout messages keep working: a click on one
is answered with a new layout message (Discord takes the components v2 flag off no message, and an
edit is not the place to put it on), with the same custom_ids doing the same thing."""

from __future__ import annotations

from bot.discord import limits

from .harness import EPHEMERAL, Harness
from .table import ANN, BOB, button, callback, one, open_lobby, open_panel, start
from .test_replay import finished_game, replay_message, step


def as_older_message(h: Harness, message_id: str, flags: int) -> dict:
    """Turn a recorded message into the message of embeds it was before the upgrade: the same buttons
    and selects in top-level action rows, an embed, no layout flag."""
    msg = h.rec.messages[message_id]
    msg["components"] = [c for c in limits.walk(msg["components"]) if c["type"] == limits.ACTION_ROW]
    msg["embeds"] = [{"title": "an older message", "description": "of embeds"}]
    msg["flags"] = flags
    return dict(msg)


async def test_a_click_on_an_older_panel_of_embeds_answers_with_a_new_layout_panel(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    panel = await open_panel(harness, board, ANN)
    before = as_older_message(harness, panel, EPHEMERAL)
    calls = await harness.click(ANN, panel, button(harness, panel, "take.2"))
    assert callback(calls).callback_type == 5 and callback(calls).ephemeral  # a new private message
    answer = one(calls, "PATCH", "@original")
    assert answer.message_id != panel and answer.layout and answer.ephemeral
    assert "Player 1 took 2" in answer.text  # the click was applied, as on a layout panel
    assert harness.rec.messages[panel] == before  # the older panel is not edited


async def test_a_step_on_an_older_replay_of_embeds_posts_it_anew_as_a_layout_message(harness: Harness) -> None:
    game_id = await finished_game(harness)
    message = await replay_message(harness)
    as_older_message(harness, message, 0)
    calls = await harness.click(BOB, message, step(harness, message, "n"))
    assert callback(calls).callback_type == 5 and not callback(calls).ephemeral
    answer = one(calls, "PATCH", "@original")
    assert answer.message_id != message and answer.layout and not answer.ephemeral
    assert f"replay #{game_id}** · Move 1 of 3" in answer.text and answer.pictures == ["board.png"]
    assert message in harness.rec.deleted  # its buttons would post the replay again
