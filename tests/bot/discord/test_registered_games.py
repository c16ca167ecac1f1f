"""Every game in the engine registry plays through the Discord layer within Discord's limits."""
from __future__ import annotations

from pathlib import Path

import pytest

from bot.discord.commands import load_games

from .conftest import make_bot
from .harness import Call, Harness, opt
from .table import ANN, BOB, board_posts, callback, one, panel_message, reply, take_turn

GAMES = sorted(load_games())


def assert_within_discord_limits(call: Call) -> None:
    assert len(call.rows) <= 5
    for row in call.rows:
        leaves = row["components"]
        assert len(leaves) <= 5 and (len(leaves) == 1 or all(c["type"] == 2 for c in leaves))
        for c in leaves:
            assert len(c.get("custom_id", "")) <= 100
            if c["type"] == 2:
                assert 1 <= len(c["label"]) <= 80
            if c["type"] == 3:
                assert 1 <= len(c["options"]) <= 25 and all(len(o["label"]) <= 100 for o in c["options"])
    assert len(set(call.custom_ids)) == len(call.custom_ids)


@pytest.fixture
async def real(db_path: Path, monkeypatch: pytest.MonkeyPatch):
    h = Harness(make_bot(db_path), monkeypatch)
    await h.login()
    yield h
    await h.close()


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_registered_game_opens_starts_and_takes_a_first_action(real: Harness, game_id: str) -> None:
    lobby_call = callback(await real.command(ANN, "play", [opt("game", game_id)]))
    assert_within_discord_limits(lobby_call)
    lobby = lobby_call.message_id
    for toggle in [i for i in lobby_call.custom_ids if "@toggle." in i][:1]:
        toggled = reply(await real.click(ANN, lobby, toggle))
        assert toggled.callback_type == 7, toggled.text
        assert_within_discord_limits(toggled)
    ids = real.custom_ids(lobby)
    await real.click(BOB, lobby, next(i for i in ids if i.endswith("@join")))
    calls = await real.click(ANN, lobby, next(i for i in ids if i.endswith("@start")))
    [board] = board_posts(calls)
    mover = ANN if str(ANN[0]) in (board.data.get("content") or "") else BOB
    calls = await take_turn(real, board.message_id, mover)
    panel = panel_message(real, calls)
    shown = one(calls, "PATCH", "@original")
    assert_within_discord_limits(shown)
    assert shown.custom_ids, shown.text
    first = shown.components[0]
    if first["type"] == 3:
        calls = await real.click(mover, panel, first["custom_id"], values=[first["options"][0]["value"]])
    else:
        calls = await real.click(mover, panel, first["custom_id"])
    answer = reply(calls)
    assert "⚠️" not in answer.text, answer.text
    assert_within_discord_limits(answer)
