"""Every game in the engine registry plays through the Discord layer within Discord's limits."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.discord import limits

from bot.discord.choices import load_games

from .conftest import make_bot
from .harness import Call, Harness, opt
from .table import ANN, BOB, board_posts, callback, one, panel_message, reply, take_turn

GAMES = sorted(load_games())


def assert_within_discord_limits(call: Call) -> None:
    """Discord's limits (bot.discord.limits: the recorder refuses a payload that breaks them, as
    Discord does), and no custom_id twice on one message."""
    assert limits.problems(call.data, files=[name for name, _ in call.files] or None) == []
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
    mover = ANN if str(ANN[0]) in board.text else BOB
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


async def test_an_option_with_more_than_25_values_pages_inside_its_select(real: Harness) -> None:
    """Emara's building start takes any value 0-104: the select shows a window and moves it."""
    lobby_call = callback(await real.command(ANN, "play", [opt("game", "emara")]))
    lobby = lobby_call.message_id

    def start_select(call: Call) -> dict:
        return next(
            c
            for row in call.rows
            for c in row["components"]
            if c["type"] == 3 and c["custom_id"].endswith("@opt.building_start")
        )

    first = start_select(lobby_call)
    values = [o["value"] for o in first["options"]]
    assert len(values) <= 25 and values[0] == "None" and values[-1].startswith("@win.")
    moved = reply(await real.click(ANN, lobby, first["custom_id"], values=[values[-1]]))
    assert_within_discord_limits(moved)
    window = [o["value"] for o in start_select(moved)["options"]]
    assert window[0].startswith("@win.") and "27" in window and "None" not in window
    chosen = reply(await real.click(ANN, lobby, first["custom_id"], values=["27"]))
    assert "Start at 27" in chosen.text
    again = [o for o in start_select(chosen)["options"] if o.get("default")]
    assert [o["value"] for o in again] == ["27"]  # the window follows the value
    before = reply(await real.click(BOB, lobby, first["custom_id"], values=["30"]))
    assert before.ephemeral  # only the creator sets options
