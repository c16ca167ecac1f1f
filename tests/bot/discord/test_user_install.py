"""Installable to a user (issue 33): the commands declare where they work, the application offers both
installs, a personal command answers from a DM and from a server without the bot (interaction payloads
with ``authorizing_integration_owners`` and ``context`` as Discord sends them), what needs the bot in
the server says so in one line, and a solo game plays to its end in the DM with the bot, by clicks."""

from __future__ import annotations

import random

import pytest

from engine import registry

from .conftest import make_quick_ai_bot
from .harness import APP_ID, GUILD_ID, Harness, opt, sub
from .table import ANN, BOB, board_posts, callback, panel_message, panel_options, reply

PERSONAL = ("games", "profile", "notify", "away", "rules", "card", "leaderboard", "solo", "challenge")
ANSWERING = ("play", "game")  # offered everywhere, to say where they cannot work
OTHER_SERVER = 919000000000000009  # a server where the user installed the app but the bot is not


def _synced(h: Harness) -> dict[str, dict]:
    [put] = [c for c in h.rec.calls if c.method == "PUT" and c.path.endswith("/commands")]
    return {c["name"]: c for c in put.json}


async def test_personal_commands_work_in_both_installs_and_every_context(harness: Harness) -> None:
    commands = _synced(harness)
    for name in (*PERSONAL, *ANSWERING):
        assert sorted(commands[name]["integration_types"]) == [0, 1], name  # server and user install
        assert sorted(commands[name]["contexts"]) == [0, 1, 2], name  # servers, the bot's DM, other DMs


async def test_the_application_offers_the_server_and_the_user_install(harness: Harness) -> None:
    [edit] = [c for c in harness.rec.calls if c.method == "PATCH" and c.path == "/applications/@me"]
    config = edit.json["integration_types_config"]
    server, user = config["0"]["oauth2_install_params"], config["1"]["oauth2_install_params"]
    assert sorted(server["scopes"]) == ["applications.commands", "bot"]
    perms = int(server["permissions"])
    for bit in (1 << 10, 1 << 11, 1 << 14, 1 << 15, 1 << 35, 1 << 38, 1 << 44):  # view, send, embed, attach,
        assert perms & bit, bit  # public threads, send in threads, create events
    assert user["scopes"] == ["applications.commands"]


async def test_a_restart_leaves_installs_already_offered_alone(db_path, monkeypatch, stub_registry) -> None:
    from .conftest import make_bot

    first = Harness(make_bot(db_path), monkeypatch)
    await first.login()
    application = first.rec.application
    await first.close()
    again = Harness(make_bot(db_path), monkeypatch)
    again.rec.application = application  # the portal keeps what the first process set
    await again.login()
    try:
        assert not [c for c in again.rec.calls if c.method == "PATCH" and c.path == "/applications/@me"]
    finally:
        await again.close()


@pytest.mark.parametrize("where", ["bot_dm", "group_dm", "server_without_bot"])
async def test_a_personal_command_answers_privately_wherever_the_user_is(harness: Harness, where: str) -> None:
    guild = OTHER_SERVER if where == "server_without_bot" else None
    calls = await harness.command(
        ANN, "rules", [opt("game", "stub")], guild_id=guild, where=where, channel_id=955000000000000001
    )
    answer = callback(calls)
    assert answer.callback_type == 4 and answer.ephemeral and "Counting Race" in answer.text
    assert not [c for c in calls if c.path == "/channels/{channel_id}/messages"]  # nothing posted anywhere
    calls = await harness.command(ANN, "profile", [], guild_id=guild, where=where, channel_id=955000000000000001)
    assert callback(calls).ephemeral and "Ann" in callback(calls).text
    calls = await harness.command(ANN, "notify", [opt("how", "dm")], guild_id=guild, where=where)
    assert "direct message" in reply(calls).text
    assert (await harness.client.service.notify.get(ANN[0])).mode == "dm"


@pytest.mark.parametrize("where", ["bot_dm", "group_dm", "server_without_bot"])
async def test_what_needs_the_bot_in_the_server_says_so_in_one_line(harness: Harness, where: str) -> None:
    guild = OTHER_SERVER if where == "server_without_bot" else None
    for name, options in (("play", [opt("game", "stub")]), ("game", [sub("status")])):
        if name == "game" and where == "bot_dm":
            continue  # /game works in the DM with the bot: a one-player table plays there
        answer = reply(
            await harness.command(ANN, name, options, guild_id=guild, where=where, channel_id=955000000000001)
        )
        assert answer.ephemeral and "needs the bot in the server" in answer.text, (name, answer.text)
        assert f"client_id={APP_ID}" in answer.text and "scope=bot" in answer.text
        assert len(answer.text.splitlines()) == 1
    assert await harness.client.service.store.live_game(955000000000001) is None  # no table anywhere


async def test_play_in_a_server_with_the_bot_and_the_users_own_install_opens_the_lobby(harness: Harness) -> None:
    payload_owners = {"0": str(GUILD_ID), "1": str(ANN[0])}  # both installs authorized it
    calls = await harness.command(ANN, "play", [opt("game", "stub")])
    assert "Join" in str(callback(calls).components)
    assert payload_owners  # (the default server payload names the server install; the user's is extra)


@pytest.fixture
def real_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_GAMES", {"lisboa": registry._GAMES["lisboa"]})


@pytest.fixture
async def quick_real(db_path, monkeypatch: pytest.MonkeyPatch, real_registry: None):
    h = Harness(make_quick_ai_bot(db_path), monkeypatch)
    await h.login()
    yield h
    await h.close()


MAX_CLICKS = 1500


async def _play_in_dm(h: Harness, dm: int, first: str, rng: random.Random) -> str:
    latest = first
    for _ in range(MAX_CLICKS):
        turn = next(i for i in h.custom_ids(latest) if i.endswith(":@turn"))
        panel = panel_message(h, await h.click(ANN, latest, turn, guild_id=None, channel_id=dm))
        custom_id, values = rng.choice(panel_options(h, panel))
        calls = await h.click(ANN, panel, custom_id, values=values, guild_id=None, channel_id=dm)
        assert "⚠️" not in reply(calls).text, reply(calls).text
        for c in board_posts(calls):
            assert h.rec.messages[c.message_id]["channel_id"] == str(dm)  # every board in the DM
            if any(i.startswith("@rematch:") for i in c.custom_ids):
                return c.message_id
            if any(i.endswith(":@turn") for i in c.custom_ids):
                latest = c.message_id
    raise AssertionError("the game did not end")


async def test_a_solo_game_in_the_dm_with_the_bot_plays_to_its_end_by_clicks(quick_real: Harness) -> None:
    h, dm = quick_real, 956000000000000001
    calls = await h.command(
        ANN, "solo", [opt("game", "lisboa"), opt("mode", "high_score")], guild_id=None, channel_id=dm
    )
    [first] = [c for c in board_posts(calls) if c.pictures]
    assert h.rec.messages[first.message_id]["channel_id"] == str(dm) and first.layout
    assert not h.rec.threads  # no thread: the DM is the table's channel
    game = await h.client.service.store.last_game(dm)
    assert game.guild_id is None and game.channel_id == dm  # a table keyed by the DM channel
    final = await _play_in_dm(h, dm, first.message_id, random.Random(5))
    assert "Rival" in h.text(final)
    solo = await h.client.records.records.solo_game(game.id)
    assert solo.finished_at is not None and (await h.client.service.store.game(game.id)).status == "finished"


async def test_solo_from_a_server_without_the_bot_plays_in_the_dm_and_links_to_it(quick_real: Harness) -> None:
    h = quick_real
    calls = await h.command(ANN, "solo", [opt("game", "lisboa")], guild_id=OTHER_SERVER, where="server_without_bot")
    [opened] = [c for c in calls if c.path == "/users/@me/channels"]
    dm = next(k for k, v in h.rec.dm_channels.items() if v == ANN[0])
    [board] = [c for c in board_posts(calls) if c.pictures]
    assert h.rec.messages[board.message_id]["channel_id"] == dm and int(opened.json["recipient_id"]) == ANN[0]
    answer = reply(calls)
    assert answer.ephemeral and f"https://discord.com/channels/@me/{dm}" in answer.text
    game = await h.client.service.store.last_game(int(dm))
    assert game.guild_id is None  # it belongs to no server (the bot is not in that one)
    # a second player cannot be seated there: /play in the DM says it needs the bot in a server
    answer = reply(await h.command(BOB, "play", [opt("game", "lisboa")], guild_id=None, channel_id=int(dm)))
    assert "needs the bot in the server" in answer.text
