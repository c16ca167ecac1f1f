"""Private tables, rematches, resigning and /games with real discord.py objects."""

from __future__ import annotations

from typing import Any

from .harness import ALL_PERMISSIONS, CHANNEL_ID, GUILD_ID, Harness, opt, sub, user_payload
from .table import (
    ANN,
    BOB,
    EVE,
    board_posts,
    button,
    callback,
    channel_posts,
    lobby_id,
    open_lobby,
    open_panel,
    reply,
    start,
)

ROBO = (444, "Robo")  # a bot user
GUILD_2 = GUILD_ID + 1
CHANNEL_2 = CHANNEL_ID + 1


def user_opt(name: str, user: tuple[int, str]) -> dict[str, Any]:
    return {"name": name, "type": 6, "value": str(user[0])}


def resolved(*users: tuple[int, str], bots: tuple[tuple[int, str], ...] = ()) -> dict[str, Any]:
    """The users a command's user options name, with their server membership, as Discord sends them."""
    everyone = [(u, False) for u in users] + [(b, True) for b in bots]
    return {
        "users": {str(u[0]): user_payload(u[0], u[1], bot=bot) for u, bot in everyone},
        "members": {
            str(u[0]): {
                "roles": [],
                "joined_at": "2025-01-01T00:00:00+00:00",
                "deaf": False,
                "mute": False,
                "flags": 0,
                "permissions": ALL_PERMISSIONS,
            }
            for u, _ in everyone
        },
    }


async def private_lobby(h: Harness, *invited: tuple[int, str]) -> list:
    options = [opt("game", "stub")] + [
        user_opt(name, u) for name, u in zip(("invite", "invite_2", "invite_3"), invited)
    ]
    return await h.command(ANN, "play", options, resolved=resolved(*invited))


def mentioned(call) -> list[str]:
    return list((call.data.get("allowed_mentions") or {}).get("users") or [])


async def awaited(h: Harness, players) -> tuple[int, str]:
    """The player the table waits for (a table with one human left pings nobody)."""
    for user in players:
        if (await h.client.service.play.panel(h.here, user[0])).your_turn:
            return user
    raise AssertionError("nobody is awaited")


async def play_to_the_end(h: Harness, board: str, players=(ANN, BOB)) -> Any:
    """Take 3 and end, turn after turn, until the final board (no Take-turn button) is posted."""
    last = h.rec.calls[-1]
    for _ in range(30):
        posts = board_posts(h.rec.calls)
        last = posts[-1]
        if not any(i.endswith(":@turn") for i in last.custom_ids):
            return last
        user = await awaited(h, players)
        panel = await open_panel(h, last.message_id, user)
        await h.click(user, panel, button(h, panel, "take.3"))
        await h.click(user, panel, button(h, panel, "end"))
    raise AssertionError("the game did not end")


# --- invitations ---------------------------------------------------------------------------------


async def test_an_invited_user_joins_and_anyone_else_is_refused_privately(harness: Harness) -> None:
    calls = await harness.command(
        ANN,
        "play",
        [opt("game", "stub"), user_opt("invite", BOB), user_opt("invite_2", ROBO), user_opt("invite_3", ANN)],
        resolved=resolved(BOB, ANN, bots=(ROBO,)),
    )
    lobby = callback(calls)
    assert not lobby.ephemeral and "Private table" in lobby.text and "Invited: Bob" in lobby.text
    assert "<@222>" in lobby.text and "<@444>" not in lobby.text
    assert mentioned(lobby) == [BOB[0]]  # only Bob is pinged
    note = reply(calls)
    assert note.ephemeral and "Robo is a bot and was not invited" in note.text and "invite yourself" in note.text
    before = dict(harness.rec.messages[lobby.message_id])
    refused = await harness.click(EVE, lobby.message_id, lobby_id(harness, lobby.message_id, "join"))
    answer = reply(refused)
    assert answer.ephemeral and "This table is by invitation: only its creator and Bob may join." in answer.text
    assert harness.rec.messages[lobby.message_id] == before  # the lobby message is untouched
    joined = callback(await harness.click(BOB, lobby.message_id, lobby_id(harness, lobby.message_id, "join")))
    assert joined.callback_type == 7 and "Players (2/4): Ann, Bob" in joined.text and "Private table" in joined.text
    board = await start(harness, lobby.message_id)
    assert board


async def test_play_without_invitations_is_an_open_table_that_pings_nobody(harness: Harness) -> None:
    lobby = callback(await harness.command(ANN, "play", [opt("game", "stub")]))
    assert "Private" not in lobby.text and not lobby.data.get("content")
    joined = callback(await harness.click(EVE, lobby.message_id, lobby_id(harness, lobby.message_id, "join")))
    assert "Ann, Eve" in joined.text


# --- rematch -------------------------------------------------------------------------------------


async def test_rematch_from_the_final_board_opens_a_private_table_the_others_join(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    final = await play_to_the_end(harness, board)
    rematch_id = final.custom_ids[0]
    assert rematch_id.startswith("@rematch:") and "Rematch" in str(final.components)
    refused = reply(await harness.click(EVE, final.message_id, rematch_id))
    assert refused.ephemeral and "Only the players of this game" in refused.text
    calls = await harness.click(BOB, final.message_id, rematch_id)  # on the final board, in the table's thread
    assert reply(calls).ephemeral  # Bob is told where it opened
    [lobby] = [c for c in board_posts(calls) if c.path.startswith("/channels")]
    assert harness.rec.messages[lobby.message_id]["channel_id"] == str(CHANNEL_ID)  # in the channel, not the thread
    assert "Private table" in lobby.text and "Invited: Ann" in lobby.text
    assert "<@111>" in lobby.text and mentioned(lobby) == [ANN[0]]
    # a second click points to the open table instead of opening another
    again = reply(await harness.click(ANN, final.message_id, rematch_id))
    assert again.ephemeral and "already open" in again.text
    assert f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}" in again.text
    refused = reply(await harness.click(EVE, lobby.message_id, lobby_id(harness, lobby.message_id, "join")))
    assert refused.ephemeral and "by invitation" in refused.text
    await harness.click(ANN, lobby.message_id, lobby_id(harness, lobby.message_id, "join"))
    started = await harness.click(BOB, lobby.message_id, lobby_id(harness, lobby.message_id, "start"))
    assert len(board_posts(started)) == 1
    running = reply(await harness.click(ANN, final.message_id, rematch_id))
    assert running.ephemeral and "already being played" in running.text


async def test_a_rematch_of_a_game_in_a_thread_opens_in_its_parent_channel(harness: Harness) -> None:
    thread = CHANNEL_ID + 77
    lobby = callback(await harness.command(ANN, "play", [opt("game", "stub")], channel_id=thread, parent_id=CHANNEL_ID))
    await harness.click(
        BOB, lobby.message_id, lobby_id(harness, lobby.message_id, "join"), channel_id=thread, parent_id=CHANNEL_ID
    )
    await harness.click(
        ANN,
        lobby.message_id,
        lobby_id(harness, lobby.message_id, "seats"),
        values=["joined"],
        channel_id=thread,
        parent_id=CHANNEL_ID,
    )
    await harness.click(
        ANN, lobby.message_id, lobby_id(harness, lobby.message_id, "start"), channel_id=thread, parent_id=CHANNEL_ID
    )
    last = None
    for _ in range(30):
        last = board_posts(harness.rec.calls)[-1]
        if not any(i.endswith(":@turn") for i in last.custom_ids):
            break
        user = ANN if "<@111>" in last.text else BOB
        turn = next(i for i in last.custom_ids if i.endswith(":@turn"))
        calls = await harness.click(user, last.message_id, turn, channel_id=thread, parent_id=CHANNEL_ID)
        panel = next(c for c in calls if c.method == "PATCH" and "@original" in c.path).message_id
        await harness.click(user, panel, button(harness, panel, "take.3"), channel_id=thread, parent_id=CHANNEL_ID)
        await harness.click(user, panel, button(harness, panel, "end"), channel_id=thread, parent_id=CHANNEL_ID)
    calls = await harness.click(ANN, last.message_id, last.custom_ids[0], channel_id=thread, parent_id=CHANNEL_ID)
    posted = [c for c in channel_posts(calls)]
    assert len(posted) == 1 and "Private table" in posted[0].text and "<@222>" in posted[0].data["content"]
    assert harness.rec.messages[posted[0].message_id]["channel_id"] == str(CHANNEL_ID)  # the parent channel
    told = reply(calls)
    assert told.ephemeral and f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}" in told.text
    joined = callback(await harness.click(BOB, posted[0].message_id, lobby_id(harness, posted[0].message_id, "join")))
    assert "Ann, Bob" in joined.text


async def test_a_forged_rematch_id_is_refused(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    final = await play_to_the_end(harness, board)
    harness.forge(final.message_id, final.custom_ids[0], "@rematch:987654")
    calls = await harness.click(ANN, final.message_id, "@rematch:987654")
    answer = reply(calls)
    assert answer.ephemeral and "could not be read" in answer.text
    assert not channel_posts(calls) and callback(calls).ephemeral


# --- resign --------------------------------------------------------------------------------------


async def test_resign_asks_then_an_ai_plays_on_and_the_seat_ranks_last(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    ask = reply(await harness.command(ANN, "game", [sub("resign")]))
    assert ask.ephemeral and "Really resign?" in ask.text
    calls = await harness.command(ANN, "game", [sub("resign", opt("confirm", True, kind=5))])
    line = reply(calls)
    assert not line.ephemeral and "Ann resigned" in line.text and "stays rated" in line.text
    ai_board = board_posts(calls)[-1]  # it was Ann's turn: the AI played it at once
    assert "played for Ann" in ai_board.text and "Resigned" in ai_board.text
    refused = reply(await harness.command(ANN, "game", [sub("takeback")]))
    assert refused.ephemeral and "No AI is standing in for you" in refused.text  # resigned for good
    final = await play_to_the_end(harness, board, players=(BOB,))
    assert "final ranking" in final.text and "2. Ann" in final.text
    store = harness.client.service.store
    game_id = int(final.custom_ids[0].split(":")[1])
    ranks = {r.user_id: r.rank for r in await store.results(game_id)}
    assert ranks == {BOB[0]: 1, ANN[0]: 2} and await store.is_rated(game_id)


async def test_the_last_human_resigning_abandons_the_game(harness: Harness) -> None:
    lobby = await open_lobby(harness)
    await harness.click(
        ANN, lobby, next(c for c in harness.custom_ids(lobby) if c.endswith("@ai")), values=["add.easy"]
    )
    await start(harness, lobby)
    line = reply(await harness.command(ANN, "game", [sub("resign", opt("confirm", True, kind=5))]))
    assert not line.ephemeral and "the game is abandoned" in line.text
    gone = reply(await harness.command(ANN, "game", [sub("resign", opt("confirm", True, kind=5))]))
    assert gone.ephemeral


# --- /games --------------------------------------------------------------------------------------


async def test_games_lists_tables_on_both_servers_awaited_first(harness: Harness) -> None:
    harness.add_guild(GUILD_ID, "Euro Club")
    harness.add_guild(GUILD_2, "Second Table")
    # server 2: Bob's table, Ann joined; Bob moves first
    lobby2 = callback(
        await harness.command(BOB, "play", [opt("game", "stub")], guild_id=GUILD_2, channel_id=CHANNEL_2)
    ).message_id
    kw = {"guild_id": GUILD_2, "channel_id": CHANNEL_2}
    await harness.click(ANN, lobby2, lobby_id(harness, lobby2, "join"), **kw)
    await harness.click(BOB, lobby2, lobby_id(harness, lobby2, "seats"), values=["joined"], **kw)
    await harness.click(BOB, lobby2, lobby_id(harness, lobby2, "start"), **kw)
    # server 1: Ann's table, Ann moves first; a lobby of Eve's on a server the bot has left
    await start(harness, await open_lobby(harness, BOB))
    await harness.command(EVE, "play", [opt("game", "stub")], guild_id=GUILD_ID + 9, channel_id=CHANNEL_ID + 9)
    answer = reply(await harness.command(ANN, "games", guild_id=None, channel_id=CHANNEL_ID + 100))  # in a DM
    assert answer.ephemeral and "Your tables" in answer.text
    lines = [line for line in answer.text.splitlines() if "·" in line]
    assert len(lines) == 2
    assert "Counting Race" in lines[0] and "Euro Club" in lines[0] and "waiting for you" in lines[0]
    assert f"https://discord.com/channels/{GUILD_ID}/{harness.here}" in lines[0]  # the table's thread
    second_thread = harness.rec.threads[0]  # server 2's table started first
    assert "Second Table" in lines[1] and "Bob" in lines[1] and f"/{GUILD_2}/{second_thread}" in lines[1]
    assert "when the table began to wait for you" in answer.text  # not from the table's last move
    eve = reply(await harness.command(EVE, "games"))  # her table's server is gone
    assert eve.ephemeral and "no running tables" in eve.text
