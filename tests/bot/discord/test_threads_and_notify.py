"""Tables in threads, the live line in the channel, and how players are told (/notify), through real
discord.py objects with the HTTP layer recorded."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import discord

from .harness import CHANNEL_ID, Harness, opt, sub
from .table import ANN, BOB, EVE, board_posts, button, lobby_id, one, open_lobby, open_panel, reply, set_pace, start

NO_THREADS = str((discord.Permissions.all() & ~discord.Permissions(create_public_threads=True)).value)


def thread_of(h: Harness, message_id: str) -> str:
    return h.rec.messages[message_id]["channel_id"]


async def _end_turn(h: Harness, board: str, user) -> list:
    panel = await open_panel(h, board, user)
    await h.click(user, panel, button(h, panel, "take.1"))
    return await h.click(user, panel, button(h, panel, "end"))


def dms(h: Harness, calls) -> list:
    """Messages posted in direct-message channels."""
    return [
        c
        for c in calls
        if c.method == "POST"
        and c.path == "/channels/{channel_id}/messages"
        and c.message_id
        and int(h.rec.messages[c.message_id]["channel_id"]) in {int(k) for k in h.rec.dm_channels}
    ]


def table_posts(h: Harness, calls) -> list:
    """Boards and notices posted in the table (not direct messages)."""
    private = dms(h, calls)
    return [c for c in board_posts(calls) if c not in private]


# --- threads ---------------------------------------------------------------------------------------


async def test_two_tables_in_one_channel_each_run_in_their_own_thread(harness: Harness) -> None:
    h = harness
    first_lobby = await open_lobby(h, BOB)
    first = await start(h, first_lobby)
    second_lobby = await open_lobby(h, EVE)  # the channel is free again for the next lobby
    assert thread_of(h, second_lobby) == str(CHANNEL_ID)
    second = await start(h, second_lobby)
    t1, t2 = thread_of(h, first), thread_of(h, second)
    assert t1 != t2 and {t1, t2} == set(h.rec.threads)
    assert all(h.rec.thread_parents[t] == str(CHANNEL_ID) for t in (t1, t2))
    # interleaved clicks: each table's board goes to its own thread, each lobby line is edited
    mark = len(h.rec.calls)
    [b1] = board_posts(await _end_turn(h, first, ANN))
    [b2] = board_posts(await _end_turn(h, second, ANN))
    assert thread_of(h, b1.message_id) == t1 and thread_of(h, b2.message_id) == t2
    assert "<@222>" in b1.text and "<@333>" in b2.text
    edits = [
        c for c in h.rec.since(mark) if c.method == "PATCH" and c.path == "/channels/{channel_id}/messages/{message_id}"
    ]
    assert sorted(c.message_id for c in edits) == sorted([first_lobby, second_lobby])
    line = h.rec.messages[first_lobby]["embeds"][0]["description"]
    assert "To move: Bob" in line and f"<#{t1}>" in line
    # commands typed in a thread act on that thread's table
    status = reply(await h.command(BOB, "game", [sub("status")], channel_id=int(t1)))
    assert "It is Bob's turn" in status.text
    status = reply(await h.command(EVE, "game", [sub("status")], channel_id=int(t2)))
    assert "It is Eve's turn" in status.text


async def test_the_live_line_shows_the_result_at_the_end(harness: Harness) -> None:
    h = harness
    lobby = await open_lobby(h, BOB)
    board = await start(h, lobby)
    for _ in range(60):
        posts = [c for c in board_posts(h.rec.calls) if c.files]
        last = posts[-1]
        if not any(i.endswith(":@turn") for i in last.custom_ids):
            break
        user = ANN if (await h.client.service.play.panel(h.here, ANN[0])).your_turn else BOB
        panel = await open_panel(h, last.message_id, user)
        await h.click(user, panel, button(h, panel, "take.3"))
        await h.click(user, panel, button(h, panel, "end"))
    line = h.rec.messages[lobby]["embeds"][0]["description"]
    assert "Finished. Winner:" in line and f"<#{thread_of(h, board)}>" in line


async def test_without_thread_permissions_the_table_stays_in_the_channel_and_says_why(harness: Harness) -> None:
    h = harness
    lobby = await open_lobby(h, BOB)
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    calls = await h.click(ANN, lobby, lobby_id(h, lobby, "start"), app_permissions=NO_THREADS)
    [board] = board_posts(calls)
    assert h.rec.threads == [] and thread_of(h, board.message_id) == str(CHANNEL_ID)
    assert "may not open threads" in board.text and "<@111>" in board.text
    line = one(calls, "PATCH", "@original")
    assert f"<#{CHANNEL_ID}>" in line.text  # the live line points here
    [nxt] = board_posts(await _end_turn(h, board.message_id, ANN))  # and the game goes on here
    assert thread_of(h, nxt.message_id) == str(CHANNEL_ID)


# --- pings -----------------------------------------------------------------------------------------


async def test_a_player_is_pinged_only_when_newly_asked_and_the_waiting_panel_says_what_is_asked(
    harness: Harness,
) -> None:
    h = harness
    board = await start(h, await open_lobby(h, BOB))
    assert "<@111>: Take a number" in h.text(board)  # who is asked, and what
    [nxt] = board_posts(await _end_turn(h, board, ANN))
    assert "\n<@222>: Take a number" in nxt.text and "<@111>" not in nxt.text
    waiting = reply(
        await h.click(ANN, nxt.message_id, next(i for i in h.custom_ids(nxt.message_id) if i.endswith(":@turn")))
    )
    assert "Waiting for Bob: Take a number" in waiting.text


async def test_a_solo_game_never_pings_its_player(harness: Harness) -> None:
    h = harness
    lobby = await open_lobby(h)
    await h.click(ANN, lobby, next(c for c in h.custom_ids(lobby) if c.endswith("@ai")), values=["add.easy"])
    board = await start(h, lobby)
    for _ in range(30):  # Ann against an AI, to the end
        board = [p for p in board_posts(await _end_turn(h, board, ANN)) if p.files][-1].message_id
        if not any(i.endswith(":@turn") for i in h.custom_ids(board)):
            break
    every = board_posts(h.rec.calls)
    assert len(every) > 4 and all("<@" not in c.text for c in every)


# --- /notify ---------------------------------------------------------------------------------------


async def test_notify_shows_and_sets_the_choice(harness: Harness) -> None:
    shown = reply(await harness.command(BOB, "notify"))
    assert shown.ephemeral and "Mention me in the table's thread" in shown.text
    chosen = reply(await harness.command(BOB, "notify", [opt("how", "dm")], locale="cs"))
    assert chosen.ephemeral and "Od teď: Pošlete mi soukromou zprávu" in chosen.text
    assert (await harness.client.service.notify.get(BOB[0])).mode == "dm"


async def test_a_dm_instead_of_a_mention_with_the_question_and_a_link(harness: Harness) -> None:
    h = harness
    await h.command(BOB, "notify", [opt("how", "dm")])
    board = await start(h, await open_lobby(h, BOB))
    calls = await _end_turn(h, board, ANN)
    [nxt] = table_posts(h, calls)
    assert "<@222>" not in nxt.text  # no mention in the thread
    [dm] = dms(h, calls)
    assert h.rec.dm_channels[h.rec.messages[dm.message_id]["channel_id"]] == BOB[0]
    # standing on its own: which table (as its thread is named), what is asked, the clock, a link
    assert dm.text.startswith("**Counting Race #1 · Ann, Bob** is waiting for you: Take a number\n")
    assert "Your clock: 2 d 0 h left." in dm.text
    assert f"https://discord.com/channels/910000000000000001/{thread_of(h, board)}" in dm.text


async def test_a_refused_dm_falls_back_to_the_mention_and_says_why_once(harness: Harness) -> None:
    h = harness
    await h.command(BOB, "notify", [opt("how", "dm")])
    board = await start(h, await open_lobby(h, BOB))
    closed = discord.Forbidden(
        type("R", (), {"status": 403, "reason": "Forbidden"})(), {"code": 50007, "message": "closed"}
    )
    h.rec.fail_next["/users/@me/channels"] = closed
    [nxt] = table_posts(h, await _end_turn(h, board, ANN))
    assert "<@222>" in nxt.text and "could not send you a direct message" in nxt.text
    assert [int(u) for u in nxt.data["allowed_mentions"]["users"]] == [BOB[0]]
    [back] = table_posts(h, await _end_turn(h, nxt.message_id, BOB))
    h.rec.fail_next["/users/@me/channels"] = closed
    [again] = table_posts(h, await _end_turn(h, back.message_id, ANN))
    assert "<@222>" in again.text and "could not send" not in again.text  # told once


async def test_none_tells_nothing_and_a_reminder_follows_the_choice(harness: Harness, monkeypatch) -> None:
    h = harness
    await h.command(BOB, "notify", [opt("how", "none")])
    lobby = await open_lobby(h, BOB)
    await set_pace(h, lobby, "none")
    board = await start(h, lobby)
    calls = await _end_turn(h, board, ANN)
    [nxt] = table_posts(h, calls)
    assert "<@" not in nxt.text and dms(h, calls) == []
    later = datetime.now(timezone.utc) + timedelta(minutes=61)
    mark = len(h.rec.calls)
    await h.client.post_reminders(later)
    assert board_posts(h.rec.since(mark)) == [] and dms(h, h.rec.since(mark)) == []
    await h.command(BOB, "notify", [opt("how", "dm")])
    await h.client.post_reminders(later + timedelta(minutes=30))  # a reminder already went (quietly)
    assert dms(h, h.rec.since(mark)) == []


async def test_a_reminder_is_the_tables_live_notice(harness: Harness, monkeypatch) -> None:
    h = harness
    lobby = await open_lobby(h, BOB)
    await set_pace(h, lobby, "none")
    board = await start(h, lobby)
    [nxt] = table_posts(h, await _end_turn(h, board, ANN))
    mark = len(h.rec.calls)
    await h.client.post_reminders(datetime.now(timezone.utc) + timedelta(minutes=61))
    [reminder] = board_posts(h.rec.since(mark))
    assert reminder.text.startswith("<@222>, the table has been waiting 1 h 1 min for you: Take a number")
    assert thread_of(h, reminder.message_id) == thread_of(h, board)
    [after] = board_posts(await _end_turn(h, nxt.message_id, BOB))  # Bob moves: a new board
    assert reminder.message_id in h.rec.deleted and after.files


async def test_in_the_channel_a_game_command_points_to_the_tables_threads(harness: Harness) -> None:
    h = harness
    lobby = await open_lobby(h, BOB)
    board = await start(h, lobby)
    told = reply(await h.command(ANN, "game", [sub("status")], channel_id=CHANNEL_ID))
    assert told.ephemeral and "no game in this channel" in told.text
    assert f"play in their threads: <#{thread_of(h, board)}>" in told.text
    done = reply(await h.command(ANN, "game", [sub("abandon", opt("confirm", True, kind=5))]))  # in the thread
    assert not done.ephemeral and "abandoned" in done.text
    line = h.rec.messages[lobby]["embeds"][0]
    assert "abandoned" in line["description"] and "To move" not in line["description"]
    told = reply(await h.command(ANN, "game", [sub("status")], channel_id=CHANNEL_ID))
    assert "their threads" not in told.text  # nothing running any more


async def test_an_invited_player_who_chose_dms_gets_one_with_a_link(harness: Harness) -> None:
    h = harness
    await h.command(BOB, "notify", [opt("how", "dm")])
    resolved = {
        "users": {
            str(u): {"id": str(u), "username": n, "global_name": n, "discriminator": "0", "avatar": None}
            for u, n in (BOB, EVE)
        }
    }
    calls = await h.command(
        ANN,
        "play",
        [opt("game", "stub"), opt("invite", str(BOB[0]), kind=6), opt("invite_2", str(EVE[0]), kind=6)],
        resolved=resolved,
    )
    [dm] = dms(h, calls)  # Bob chose DMs; Eve is mentioned
    assert h.rec.dm_channels[h.rec.messages[dm.message_id]["channel_id"]] == BOB[0]
    # who invites, to which table, where (the server's name once the bot knows the server)
    assert dm.text.startswith("Ann invites you to a private table on <#920000000000000001>: **Counting")
    assert f"https://discord.com/channels/910000000000000001/{CHANNEL_ID}" in dm.text


async def test_forget_me_during_a_game_resigns_the_seat_so_the_table_goes_on(harness: Harness) -> None:
    h = harness
    board = await start(h, await open_lobby(h, BOB, EVE))  # Ann to move
    ask = reply(await h.command(ANN, "privacy", [sub("forget-me")], channel_id=CHANNEL_ID))
    calls = await h.click(ANN, ask.message_id, ask.custom_ids[0], channel_id=CHANNEL_ID)
    said = [c for c in board_posts(calls) if thread_of(h, c.message_id) == thread_of(h, board)]
    assert "Ann resigned" in said[0].data["content"]  # the table reads why
    assert any("played for" in c.text for c in said[1:])  # the AI took Ann's turn
    assert (await h.client.service.play.panel(h.here, BOB[0])).your_turn  # and Bob plays on
    seats = await h.client.store.seats((await h.client.store.live_game(h.here)).id)
    assert all(s.user_id != ANN[0] and s.absent_user_id != ANN[0] for s in seats)  # no trace of Ann


async def test_forget_me_by_the_only_human_abandons_the_game(harness: Harness) -> None:
    h = harness
    lobby = await open_lobby(h)
    await h.click(ANN, lobby, next(c for c in h.custom_ids(lobby) if c.endswith("@ai")), values=["add.easy"])
    board = await start(h, lobby)
    ask = reply(await h.command(ANN, "privacy", [sub("forget-me")], channel_id=CHANNEL_ID))
    calls = await h.click(ANN, ask.message_id, ask.custom_ids[0], channel_id=CHANNEL_ID)
    [said] = [c for c in board_posts(calls) if thread_of(h, c.message_id) == thread_of(h, board)]
    assert "abandoned" in said.text
    assert await h.client.store.live_game(h.here) is None
