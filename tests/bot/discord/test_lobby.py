"""/play and the lobby message, driven through real discord.py dispatch."""

from __future__ import annotations

import discord

from .harness import ALL_PERMISSIONS, Harness, opt
from .table import ANN, BOB, EVE, board_posts, callback, one, open_lobby, reply, set_option, start


async def test_commands_are_synced_with_their_texts_from_the_catalog(harness: Harness) -> None:
    sync = one(harness.rec.calls, "PUT", "/commands")
    by_name = {c["name"]: c for c in sync.json}
    assert set(by_name) >= {"play", "game", "rules", "card"}
    play = by_name["play"]
    assert play["description"] == "Open a table for a game in this channel"
    assert play["description_localizations"]["en-US"] == play["description"]
    assert play["description_localizations"]["de"] not in ("", play["description"])  # German from its catalog
    assert "fr" not in play["description_localizations"]  # no French catalog: Discord's default
    game_option = next(o for o in play["options"] if o["name"] == "game")
    assert [c["value"] for c in game_option["choices"]] == ["stub"]
    assert game_option["choices"][0]["name"] == "Counting Race"
    assert {o["name"] for o in by_name["game"]["options"]} == {
        "status",
        "hand",
        "log",
        "undo",
        "abandon",
        "takeover",
        "takeback",
        "language",
        "replay",
        "resign",
        "export",
        "vote",
        "seat",
    }


async def test_play_opens_a_public_lobby_with_join_leave_start_and_option_selects(harness: Harness) -> None:
    calls = await harness.command(ANN, "play", [opt("game", "stub")])
    cb = callback(calls)
    assert cb.callback_type == 4 and not cb.ephemeral
    assert "Counting Race" in cb.text and "Ann" in cb.text
    assert len(cb.rows) <= 5
    ids = cb.custom_ids
    # no row is left for a pace select: the pace (daily by default) is a button stepping to the next one;
    # the hint option's toggle says what a click sets (a table of one allows hints by default)
    assert [i.split(":")[-1] for i in ids] == [
        "@join",
        "@leave",
        "@start",
        "@nextpace.weekly",
        "@hints.off",
        "@seats",
        "@ai",
        "@opt.width",
        "@opt.target",
    ]


async def test_play_names_exactly_the_missing_permissions(harness: Harness) -> None:
    perms = discord.Permissions.all()
    perms.embed_links = perms.attach_files = False
    calls = await harness.command(ANN, "play", [opt("game", "stub")], app_permissions=str(perms.value))
    cb = callback(calls)
    assert cb.ephemeral
    assert "Embed Links" in cb.text and "Attach Files" in cb.text and "Send Messages" not in cb.text
    # nothing was opened: with the permissions the same command works
    ok = callback(await harness.command(ANN, "play", [opt("game", "stub")], app_permissions=ALL_PERMISSIONS))
    assert not ok.ephemeral and ok.custom_ids


async def test_join_edits_the_lobby_and_a_second_join_is_refused_privately(harness: Harness) -> None:
    lobby = await open_lobby(harness)
    join = next(i for i in harness.custom_ids(lobby) if i.endswith("@join"))
    cb = callback(await harness.click(BOB, lobby, join))
    assert cb.callback_type == 7 and "Bob" in cb.text
    again = callback(await harness.click(BOB, lobby, join))
    assert again.callback_type == 4 and again.ephemeral and "already" in again.text


async def test_only_the_creator_changes_options_and_starts(harness: Harness) -> None:
    lobby = await open_lobby(harness, BOB)
    start_id = next(i for i in harness.custom_ids(lobby) if i.endswith("@start"))
    refused = reply(await harness.click(BOB, lobby, start_id))
    assert refused.ephemeral and "Only the player who opened the table" in refused.text
    changed = callback(await set_option(harness, lobby, "width", "12"))
    assert changed.callback_type == 7 and "Numbers offered: 12" in changed.text


async def test_start_closes_the_lobby_and_posts_the_first_board(harness: Harness) -> None:
    lobby = await open_lobby(harness, BOB, EVE)
    start_id = next(i for i in harness.custom_ids(lobby) if i.endswith("@start"))
    await harness.click(
        ANN, lobby, next(i for i in harness.custom_ids(lobby) if i.endswith("@seats")), values=["joined"]
    )
    calls = await harness.click(ANN, lobby, start_id)
    assert callback(calls).callback_type == 6  # acknowledged first
    line = one(calls, "PATCH", "@original")  # the lobby becomes the table's live line
    [thread] = harness.rec.threads
    assert line.rows == [] and "Ann, Bob, Eve" in line.text and "To move: Ann" in line.text
    assert f"Table: <#{thread}>" in line.text
    [board] = board_posts(calls)
    assert harness.rec.messages[board.message_id]["channel_id"] == thread  # the game runs in its thread
    assert board.files and board.files[0][0] == "board.png" and board.files[0][1].startswith(b"\x89PNG")
    assert board.layout and board.pictures == ["board.png"]  # one layout message: the gallery shows it
    assert "<@111>" in board.text  # Ann moves first (joining order)
    assert [int(u) for u in board.data["allowed_mentions"]["users"]] == [111]
    assert [i.split(":")[-1] for i in board.custom_ids] == ["@turn", "@hand"]


async def test_a_table_is_full_at_the_games_maximum(harness: Harness) -> None:
    lobby = await open_lobby(harness, BOB, EVE, (444, "Dan"))
    join = next(i for i in harness.custom_ids(lobby) if i.endswith("@join"))
    cb = callback(await harness.click((555, "Fay"), lobby, join))
    assert cb.ephemeral and "full" in cb.text


async def test_start_refuses_without_the_permission_to_post_boards(harness: Harness) -> None:
    lobby = await open_lobby(harness, BOB)
    perms = discord.Permissions.all()
    perms.attach_files = False
    start_id = next(i for i in harness.custom_ids(lobby) if i.endswith("@start"))
    calls = await harness.click(ANN, lobby, start_id, app_permissions=str(perms.value))
    assert reply(calls).ephemeral and "Attach Files" in reply(calls).text
    assert board_posts(calls) == []
    assert await start(harness, lobby)  # still startable once granted


async def test_a_click_on_an_earlier_tables_lobby_never_acts_on_the_current_one(harness: Harness) -> None:
    from .harness import CHANNEL_ID, sub
    from .table import lobby_id

    old = await open_lobby(harness)
    await harness.command(ANN, "game", [sub("abandon", opt("confirm", True))])  # the lobby message stays
    new = await open_lobby(harness)
    for verb in ("join", "start"):
        answer = reply(await harness.click(ANN, old, lobby_id(harness, old, verb)))
        assert "That table is closed" in answer.text, verb
    info = await harness.client.service.lobby.info(CHANNEL_ID)
    assert [m.name for m in info.members] == ["Ann"]  # Bob joined nothing
    ok = await harness.click(BOB, new, lobby_id(harness, new, "join"))  # the current lobby still works
    assert "Bob" in reply(ok).text
