"""Replays in Discord: /game replay and its message (step buttons, jump selects, the animated summary and
the game file), /game export, the animated summary posted after a game's end, and /profile's recent
games. The stub game: a 2-player race to 6 taking 3 a turn has 4 boards (the start, Ann, Bob, the end)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.gamefile import read_game_file

from .conftest import GIF, PNG, make_bot, restart
from .harness import CHANNEL_ID, GUILD_ID, Harness, leaves, opt, sub
from .table import (
    ANN,
    BOB,
    EVE,
    animation_posts,
    board_posts,
    button,
    callback,
    one,
    open_lobby,
    open_panel,
    reply,
    set_option,
    start,
)

OTHER_GUILD, OTHER_CHANNEL = GUILD_ID + 1, CHANNEL_ID + 1


# --- finishing games -----------------------------------------------------------------------------


async def play_out(h: Harness, board: str, take: str = "take.3") -> list:
    """Play the channel's game to its end by clicks (each seat takes ``take`` then ends its turn)."""
    svc = h.client.service
    calls = []
    for _ in range(200):
        if (await svc.play.panel(h.here, ANN[0])).finished:
            return calls
        user = ANN if (await svc.play.panel(h.here, ANN[0])).your_turn else BOB
        panel = await open_panel(h, board, user)
        calls += await h.click(user, panel, button(h, panel, take))
        calls += await h.click(user, panel, button(h, panel, "end"))
    raise AssertionError("the game did not end")


async def finished_game(h: Harness) -> int:
    """A 2-player stub game played to its end through the Discord layer; its id."""
    board = await start(h, await open_lobby(h, BOB))
    await play_out(h, board)
    return (await h.client.service.replays.finished(h.here, guild_id=GUILD_ID)).id


async def service_game(
    h: Harness,
    channel_id: int = CHANNEL_ID,
    guild_id: int = GUILD_ID,
    *,
    target: int = 6,
    take: str = "take.3",
    finish: bool = True,
) -> int:
    """A solo stub game (Ann) played through the service alone, to its end unless ``finish`` is False."""
    svc = h.client.service
    await svc.lobby.open(guild_id, channel_id, "stub", ANN[0], "Ann", {"target": target})
    game_id = (await svc.play.start(channel_id, ANN[0])).game_id
    while finish:
        panel = await svc.play.panel(channel_id, ANN[0])
        if panel.finished:
            break
        key = take if any(o.key == take for o in panel.options) else "end"
        await svc.play.act(channel_id, ANN[0], panel.version, key)
    return game_id


async def open_replay(h: Harness, game_id: int | None = None, user=BOB):
    options = [opt("game", game_id, kind=4)] if game_id is not None else []
    return await h.command(user, "game", [sub("replay", *options)])


async def replay_message(h: Harness, game_id: int | None = None) -> str:
    calls = await open_replay(h, game_id)
    cb = callback(calls)
    assert cb.callback_type == 5 and not cb.ephemeral  # public, acknowledged first
    answer = one(calls, "PATCH", "@original")
    return answer.message_id


def step(h: Harness, message: str, verb: str) -> str:
    return next(i for i in h.custom_ids(message) if i.startswith("@rp:") and i.endswith(f":{verb}"))


def component(h: Harness, message: str, custom_id: str) -> dict:
    return next(c for c in leaves(h.rec.messages[message]) if c.get("custom_id") == custom_id)


def snapshot(h: Harness, message: str) -> dict:
    return {k: h.rec.messages[message][k] for k in ("embeds", "components", "content", "attachments")}


def edited(calls, message: str):
    """The edit of ``message`` a click made (deferred update, then the original response edited)."""
    assert callback(calls).callback_type == 6
    return one(calls, "PATCH", "@original")


# --- the replay message -------------------------------------------------------------------------


async def test_game_replay_posts_the_first_board_with_the_step_buttons(harness: Harness) -> None:
    game_id = await finished_game(harness)
    calls = await open_replay(harness)
    answer = one(calls, "PATCH", "@original")
    assert not answer.ephemeral and answer.files == [("board.png", PNG)]
    # a layout message: the title and where it is, the board in its gallery, no ranking before the end
    assert answer.layout and "embeds" not in answer.data and answer.pictures == ["board.png"]
    assert answer.text.startswith(f"**Counting Race · replay #{game_id}** · Start")
    assert "final ranking" not in answer.text
    assert answer.custom_ids[:4] == [
        f"@rp:{game_id}:0:f",
        f"@rp:{game_id}:0:p",
        f"@rp:{game_id}:1:n",
        f"@rp:{game_id}:3:l",
    ]
    assert [c.get("disabled", False) for c in answer.components[:4]] == [True, True, False, False]
    assert [c.get("label") for c in answer.components[:4]] == ["⏮", "◀", "▶", "⏭"]
    assert f"@rps:{game_id}:m" in answer.custom_ids  # the boards of this chapter
    assert answer.custom_ids[-2:] == [f"@rpf:{game_id}:a", f"@rpf:{game_id}:e"]
    assert board_posts(calls) == []  # the replay is the answer itself


async def test_next_edits_that_message_to_board_1_with_a_new_picture(harness: Harness) -> None:
    game_id = await finished_game(harness)
    message = await replay_message(harness)
    posted = harness.rec.messages[message]["attachments"][0]["id"]
    calls = await harness.click(EVE, message, step(harness, message, "n"))  # anyone may step, seated or not
    edit = edited(calls, message)
    assert edit.message_id == message and board_posts(calls) == []
    assert edit.files == [("board.png", PNG)] and "attachments" in edit.data  # the picture replaced
    assert harness.rec.messages[message]["attachments"][0]["id"] != posted
    text = edit.text
    assert "Move 1 of 3" in text and "• Player 1 took 3" in text
    assert edit.custom_ids[:4] == [
        f"@rp:{game_id}:0:f",
        f"@rp:{game_id}:0:p",
        f"@rp:{game_id}:2:n",
        f"@rp:{game_id}:3:l",
    ]
    assert not any(c.get("disabled", False) for c in edit.components[:4])
    back = edited(await harness.click(EVE, message, step(harness, message, "p")), message)
    assert back.text.startswith(f"**Counting Race · replay #{game_id}** · Start")


async def test_last_shows_the_final_ranking_and_disables_the_forward_buttons(harness: Harness) -> None:
    await finished_game(harness)
    message = await replay_message(harness)
    edit = edited(await harness.click(BOB, message, step(harness, message, "l")), message)
    assert "Move 3 of 3" in edit.text
    assert "**Counting Race: final ranking**\n1. Ann" in edit.text and edit.pictures == ["board.png"]
    assert [c.get("disabled", False) for c in edit.components[:4]] == [False, False, True, True]
    first = edited(await harness.click(BOB, message, step(harness, message, "f")), message)
    assert "final ranking" not in first.text and first.text.startswith("**Counting Race · replay")


async def test_the_chapter_and_move_selects_jump(harness: Harness) -> None:
    game_id = await service_game(harness, target=20, take="take.1")  # 20 turns: 21 boards, 3 chapters of 10
    message = await replay_message(harness)
    chapters = component(harness, message, f"@rps:{game_id}:c")
    assert [(o["label"], o["value"]) for o in chapters["options"]] == [
        ("Moves 0–9", "0"),
        ("Moves 10–19", "10"),
        ("Moves 20–20", "20"),
    ]
    assert [o.get("default", False) for o in chapters["options"]] == [True, False, False]
    edit = edited(await harness.click(BOB, message, f"@rps:{game_id}:c", values=["10"]), message)
    assert "Move 10 of 20" in edit.text
    moves = component(harness, message, f"@rps:{game_id}:m")
    assert [o["value"] for o in moves["options"]] == [str(i) for i in range(10, 20)]
    assert moves["options"][3]["label"] == "13. Ann" and moves["options"][3]["description"] == "Player 1 took 1"
    assert [o.get("default", False) for o in moves["options"]][:2] == [True, False]
    edit = edited(await harness.click(BOB, message, f"@rps:{game_id}:m", values=["13"]), message)
    assert "Move 13 of 20" in edit.text
    assert [o.get("default", False) for o in component(harness, message, f"@rps:{game_id}:c")["options"]] == [
        False,
        True,
        False,
    ]


async def test_a_short_game_has_no_chapter_select(harness: Harness) -> None:
    game_id = await finished_game(harness)
    message = await replay_message(harness)
    assert f"@rps:{game_id}:c" not in harness.custom_ids(message)
    moves = component(harness, message, f"@rps:{game_id}:m")
    assert [o["label"] for o in moves["options"]] == ["Start", "1. Ann", "2. Bob", "3. Ann"]


async def test_game_replay_opens_a_game_by_its_id(harness: Harness) -> None:
    first = await service_game(harness)
    await service_game(harness)  # the channel's last finished game
    answer = one(await open_replay(harness, first), "PATCH", "@original")
    assert f"replay #{first}" in answer.text


async def test_a_click_after_a_restart_still_steps(
    harness: Harness, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await finished_game(harness)
    message = await replay_message(harness)
    restarted = await restart(harness, db_path, monkeypatch, message)  # a new process over the same file
    try:
        edit = edited(await restarted.click(BOB, message, step(restarted, message, "n")), message)
        assert "Move 1 of 3" in edit.text and edit.files == [("board.png", PNG)]
    finally:
        await restarted.close()


# --- refusals ------------------------------------------------------------------------------------


async def test_replay_without_a_finished_game_is_refused_privately(harness: Harness) -> None:
    calls = await open_replay(harness)
    answer = reply(calls)
    assert answer.ephemeral and "no finished game in this channel" in answer.text
    assert not any(c.callback_type in (4, 5) and not c.ephemeral for c in calls)  # no public "thinking…"
    running = await service_game(harness, finish=False)
    answer = reply(await open_replay(harness, running))
    assert answer.ephemeral and f"Game {running} has not finished" in answer.text
    answer = reply(await open_replay(harness, 424242))
    assert answer.ephemeral and "There is no finished game 424242 on this server" in answer.text


async def test_another_servers_game_is_not_replayed(harness: Harness) -> None:
    other = await service_game(harness, OTHER_CHANNEL, OTHER_GUILD)
    answer = reply(await open_replay(harness, other))
    assert answer.ephemeral and f"There is no finished game {other} on this server" in answer.text
    answer = reply(await harness.command(BOB, "game", [sub("export", opt("game", other, kind=4))]))
    assert answer.ephemeral and not answer.files


@pytest.mark.parametrize(
    "forged, expected",
    [
        ("@rp:{g}:99999:n", "could not be read"),  # a board the game does not have
        ("@rp:{running}:1:n", "has not finished"),  # a running game's id
        ("@rp:{other}:1:n", "no finished game"),  # another server's game
        ("@rp:{g}:１:n", "not one of mine"),  # not ASCII digits: no template
        ("@rp:{g}:1:x", "not one of mine"),  # malformed verb
        ("@rp:{g}:1", "not one of mine"),
        ("@rpf:{other}:e", "no finished game"),
        ("@rpf:{running}:a", "has not finished"),
    ],
)
async def test_forged_replay_ids_answer_privately_and_edit_nothing(
    harness: Harness, forged: str, expected: str
) -> None:
    g = await finished_game(harness)
    other = await service_game(harness, OTHER_CHANNEL, OTHER_GUILD)
    message = await replay_message(harness)
    running = await service_game(harness, finish=False)  # a new game in the channel
    real = step(harness, message, "n")
    forged = forged.format(g=g, running=running, other=other)
    harness.forge(message, real, forged)
    before = snapshot(harness, message)
    calls = await harness.click(BOB, message, forged)
    answer = reply(calls)
    assert answer.ephemeral and expected in answer.text, answer.text
    assert not any(c.method == "PATCH" and c.message_id == message for c in calls)
    assert snapshot(harness, message) == before


@pytest.mark.parametrize("value", ["99999", "１", "²", "x", "-1", ""])
async def test_forged_select_values_answer_privately_and_edit_nothing(harness: Harness, value: str) -> None:
    g = await finished_game(harness)
    message = await replay_message(harness)
    before = snapshot(harness, message)
    calls = await harness.click(BOB, message, f"@rps:{g}:m", values=[value])
    answer = reply(calls)
    assert answer.ephemeral and "could not be read" in answer.text
    assert not any(c.method == "PATCH" and c.message_id == message for c in calls)
    assert snapshot(harness, message) == before


async def test_a_replay_id_forged_onto_a_board_edits_nothing(harness: Harness) -> None:
    g = await finished_game(harness)
    board = await start(harness, await open_lobby(harness, BOB))  # the next game's first board
    turn = next(i for i in harness.custom_ids(board) if i.endswith("@turn"))
    before = snapshot(harness, board)
    harness.forge(board, turn, f"@rp:{g}:1:n")
    calls = await harness.click(BOB, board, f"@rp:{g}:1:n")
    assert "does not belong to this message" in reply(calls).text
    assert not any(c.method == "PATCH" and c.message_id == board for c in calls)
    assert {k: v for k, v in snapshot(harness, board).items() if k != "components"} == {
        k: v for k, v in before.items() if k != "components"
    }


# --- take it home --------------------------------------------------------------------------------


async def test_the_game_file_button_and_game_export_give_a_game_file(harness: Harness) -> None:
    game_id = await finished_game(harness)
    message = await replay_message(harness)
    calls = await harness.click(BOB, message, f"@rpf:{game_id}:e")
    assert callback(calls).callback_type == 5 and callback(calls).ephemeral
    answer = reply(calls)
    assert answer.ephemeral and answer.message_id != message
    [(name, data)] = answer.files
    assert name == f"stub-{game_id}.json" and f"python -m engine replay {name}" in answer.text
    doc = read_game_file(data)
    assert doc.game == "stub" and doc.names == ["Ann", "Bob"] and doc.version == 2 and len(doc.boards) > 1
    assert doc.result is not None and doc.result.ranks == [1, 2]
    command = reply(await harness.command(ANN, "game", [sub("export")]))
    assert command.ephemeral and command.files == answer.files
    by_id = reply(await harness.command(ANN, "game", [sub("export", opt("game", game_id, kind=4))]))
    assert by_id.files == answer.files


async def test_the_animation_button_answers_privately_with_the_gif(harness: Harness) -> None:
    game_id = await finished_game(harness)
    message = await replay_message(harness)
    before = snapshot(harness, message)
    calls = await harness.click(BOB, message, f"@rpf:{game_id}:a")
    assert callback(calls).callback_type == 5 and callback(calls).ephemeral  # acknowledged first
    answer = reply(calls)
    assert answer.ephemeral and answer.files == [(f"stub-{game_id}.gif", GIF + b"\x00" * 4)]  # 4 boards
    assert snapshot(harness, message) == before


async def test_without_an_animator_the_button_says_so(harness: Harness) -> None:
    harness.client.service.replays.animator = None  # from the start: nothing drawn at the game's end either
    game_id = await finished_game(harness)
    message = await replay_message(harness)
    answer = reply(await harness.click(BOB, message, f"@rpf:{game_id}:a"))
    assert answer.ephemeral and "cannot be drawn" in answer.text and not answer.files


# --- the animated summary after a game's end -----------------------------------------------------


async def test_the_animation_is_posted_once_after_the_final_board(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    calls = await play_out(harness, board)
    game_id = (await harness.client.service.replays.finished(harness.here, guild_id=GUILD_ID)).id
    [animation] = animation_posts(calls)
    assert animation.files == [(f"stub-{game_id}.gif", GIF + b"\x00" * 4)] and not animation.custom_ids
    assert f"game #{game_id}" in animation.text and f"/game replay game:{game_id}" in animation.text
    posts = [c for c in calls if c.method == "POST" and c.path == "/channels/{channel_id}/messages"]
    assert posts[-1] is animation and "final ranking" in posts[-2].text  # right after the final board
    assert harness.client._background == set()  # the task is done and let go
    calls = await harness.command(ANN, "game", [sub("status")])  # the final board again
    assert animation_posts(calls) == []


async def test_the_animation_follows_a_game_the_ai_ends(harness: Harness) -> None:
    lobby = await open_lobby(harness)
    ai = next(
        c
        for row in harness.rec.messages[lobby]["components"]
        for c in row["components"]
        if c.get("custom_id", "").endswith("@ai")
    )
    await harness.click(ANN, lobby, ai["custom_id"], values=["add.easy"])
    await set_option(harness, lobby, "target", "20")
    board = await start(harness, lobby)
    calls = await play_out(harness, board, take="take.1")  # the AI gets there first
    [final] = [c for c in board_posts(calls) if "final ranking" in c.text]
    assert final.text.startswith("🤖 AI 1 (easy) played.")  # posted by the AI driver
    assert len(animation_posts(calls)) == 1


async def test_a_failing_animator_is_logged_and_the_game_still_ends(harness: Harness, caplog) -> None:
    def broken(frames: list[bytes]) -> bytes:
        raise RuntimeError("no frames today")

    harness.client.service.replays.animator = broken
    board = await start(harness, await open_lobby(harness, BOB))
    calls = await play_out(harness, board)
    assert animation_posts(calls) == [] and "final ranking" in board_posts(calls)[-1].text
    assert "animated summary of game" in caplog.text


# --- /profile ------------------------------------------------------------------------------------


async def test_profile_lists_recent_games_with_their_ids(harness: Harness) -> None:
    game_id = await finished_game(harness)
    other = await service_game(harness, OTHER_CHANNEL, OTHER_GUILD)  # not on this server
    text = callback(await harness.command(BOB, "profile")).text
    assert "Recent games on this server" in text
    assert f"#{game_id} · Counting Race · rank 2/2 · " in text and f"#{other} " not in text
    assert "/game replay game:" in text


async def test_profile_lists_the_five_latest_games_newest_first(harness: Harness) -> None:
    ids = [await service_game(harness) for _ in range(6)]
    text = callback(await harness.command(ANN, "profile")).text
    listed = [int(line.split(" ")[0][1:]) for line in text.splitlines() if line.startswith("#")]
    assert listed == ids[:0:-1]
    assert "rank 1/1" in text


async def test_the_game_number_autocompletes_from_the_users_recent_games(harness: Harness) -> None:
    first = await service_game(harness)
    second = await service_game(harness)
    await service_game(harness, OTHER_CHANNEL, OTHER_GUILD)  # not on this server
    for command in ("replay", "export"):
        calls = await harness.autocomplete(ANN, "game", [sub(command, opt("game", "", kind=4, focused=True))])
        choices = callback(calls).json["data"]["choices"]
        assert [c["value"] for c in choices] == [second, first]
        assert choices[0]["name"].startswith(f"#{second} · Counting Race · rank 1/1 · ")
    calls = await harness.autocomplete(ANN, "game", [sub("replay", opt("game", str(first), kind=4, focused=True))])
    assert [c["value"] for c in callback(calls).json["data"]["choices"]] == [first]
    calls = await harness.autocomplete(BOB, "game", [sub("replay", opt("game", "", kind=4, focused=True))])
    assert callback(calls).json["data"]["choices"] == []  # Bob played none of them


async def test_replay_and_recent_games_on_postgres(pg_server, stub_registry, monkeypatch, tmp_path) -> None:
    h = Harness(make_bot(tmp_path / "unused.sqlite3", await pg_server.clean_url()), monkeypatch)
    await h.login()
    try:
        game_id = await finished_game(h)
        message = await replay_message(h)
        edit = edited(await h.click(BOB, message, step(h, message, "l")), message)
        assert "Move 3 of 3" in edit.text and "final ranking" in edit.text
        assert f"#{game_id} · Counting Race · rank 2/2 · " in callback(await h.command(BOB, "profile")).text
    finally:
        await h.close()
