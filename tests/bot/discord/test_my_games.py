"""``/games`` is where you act, through the real Discord client: each table with its number, the question,
your clock and a Take turn button that opens that table's panel right there (two tables of the same game:
the right one), in a server or a direct message; the panel plays like the board's (stale clicks refused);
``/games open:True`` lists the open seats (with a Claim button) and the open tables."""

from __future__ import annotations

import copy

from .harness import CHANNEL_ID, GUILD_ID, Harness, opt
from .table import ANN, BOB, EVE, board_posts, button, callback, open_lobby, reply, set_pace, start

DM = CHANNEL_ID + 100  # Ann's direct messages with the bot


async def _two_tables(h: Harness) -> tuple[str, str]:
    """Two Counting Race tables opened in the channel one after the other; Ann moves first at both."""
    first = await open_lobby(h, BOB)
    await set_pace(h, first, "daily")
    board_1 = await start(h, first)
    second = await open_lobby(h, EVE)
    board_2 = await start(h, second)
    return board_1, board_2


async def test_take_turn_in_games_opens_the_right_tables_panel_and_plays_there(harness: Harness) -> None:
    h = harness
    h.add_guild(GUILD_ID, "Euro Club")
    board_1, board_2 = await _two_tables(h)
    thread_2 = h.rec.messages[board_2]["channel_id"]
    answer = reply(await h.command(ANN, "games", guild_id=None, channel_id=DM))  # in a DM with the bot
    assert answer.ephemeral
    lines = [line for line in answer.text.splitlines() if line.startswith("**")]
    assert lines[0].startswith("**Counting Race #1** · Euro Club · waiting for you for 0 min: Take a number")
    assert "Your clock: 2 d 0 h left" in lines[0]
    assert lines[1].startswith("**Counting Race #2** · Euro Club · waiting for you for 0 min: Take a number")
    assert [c["label"] for c in answer.components] == ["Take turn: Counting Race #1", "Take turn: Counting Race #2"]
    calls = await h.click(ANN, answer.message_id, "@my:2", guild_id=None, channel_id=DM)
    assert callback(calls).callback_type == 5 and callback(calls).ephemeral
    panel = [c for c in calls if c.method == "PATCH" and "@original" in c.path][0]
    assert panel.ephemeral and all(i.startswith("2:") for i in panel.custom_ids)  # table 2's panel
    stale_panel = copy.deepcopy(h.rec.messages[panel.message_id])
    played = await h.click(ANN, panel.message_id, button(h, panel.message_id, "take.1"), guild_id=None, channel_id=DM)
    assert callback(played).callback_type == 6  # the panel is edited in place, in the DM
    assert (await h.client.store.game(2)).version == 1 and (await h.client.store.game(1)).version == 0
    ended = await h.click(ANN, panel.message_id, button(h, panel.message_id, "end"), guild_id=None, channel_id=DM)
    [next_board] = board_posts(ended)
    assert h.rec.messages[next_board.message_id]["channel_id"] == thread_2  # posted at table 2, not in the DM
    assert "<@333>" in next_board.text  # Eve is asked next there
    game_1 = await h.client.store.game(1)
    assert game_1.version == 0  # table 1 untouched
    h.rec.messages[panel.message_id] = stale_panel  # a click on the panel as it was before
    stale = await h.click(ANN, panel.message_id, button(h, panel.message_id, "take.1"), guild_id=None, channel_id=DM)
    assert "outdated" in stale[-1].text and (await h.client.store.game(2)).version == game_1.version + 2
    refused = reply(await h.click(BOB, answer.message_id, "@my:2", guild_id=None, channel_id=DM + 1))
    assert refused.ephemeral and "⚠️" in refused.text  # not Bob's table


async def test_games_open_lists_open_seats_with_a_claim_button_and_open_tables(harness: Harness) -> None:
    h = harness
    h.add_guild(GUILD_ID, "Euro Club")
    await start(h, await open_lobby(h, BOB))
    await h.command(BOB, "game", [{"name": "seat", "type": 2, "options": [{"name": "offer", "type": 1}]}])
    callback(await h.command(ANN, "play", [opt("game", "stub")]))  # an open table in the channel
    answer = reply(await h.command(EVE, "games", [opt("open", True, kind=5)]))
    assert answer.ephemeral and "Open seats and open tables" in answer.text
    assert "**Counting Race #1** · Euro Club · Bob's seat is open" in answer.text
    assert "**Counting Race #2** · Euro Club · open table, 1 seated · Daily · join it here:" in answer.text
    assert [c["label"] for c in answer.components] == ["Take Bob's seat at Counting Race #1"]
    calls = await h.click(EVE, answer.message_id, answer.custom_ids[0])
    panel = [c for c in calls if c.method == "PATCH" and "@original" in c.path][0]
    assert panel.ephemeral and "Eve takes Bob's seat" in panel.text
    seats = await h.client.store.seats(1)
    assert seats[1].user_id == EVE[0]
    line = [c for c in calls if c.method == "PATCH" and "/messages/{message_id}" in c.path]
    assert line and "Open seat" not in line[-1].text  # the table's line no longer lists it
