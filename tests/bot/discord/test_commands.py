"""/rules, /card (with autocomplete) and the /game group."""

from __future__ import annotations

import discord

from .conftest import make_bot
from .harness import Harness, opt, sub
from .table import ANN, BOB, board_posts, button, callback, moves, open_lobby, open_panel, reply, start


def _choices(calls) -> list[dict]:
    cb = callback(calls)
    assert cb.callback_type == 8  # autocomplete result
    return cb.json["data"]["choices"]


async def test_rules_topic_autocomplete_offers_the_games_topics(harness: Harness) -> None:
    calls = await harness.autocomplete(ANN, "rules", [opt("game", "stub"), opt("topic", "", focused=True)])
    assert [(c["name"], c["value"]) for c in _choices(calls)] == [
        ("Overview", "overview"),
        ("Turn", "turn"),
        ("AI levels", "ai_levels"),  # every game's: the bot's topic on the AI levels
    ]
    calls = await harness.autocomplete(ANN, "rules", [opt("game", "stub"), opt("topic", "tu", focused=True)])
    assert [c["value"] for c in _choices(calls)] == ["turn"]


async def test_rules_shows_a_topic_privately(harness: Harness) -> None:
    cb = callback(await harness.command(ANN, "rules", [opt("game", "stub"), opt("topic", "turn")]))
    assert cb.ephemeral and "Take one number, then end your turn." in cb.text
    listing = callback(await harness.command(ANN, "rules", [opt("game", "stub")]))
    assert "Topics: Overview, Turn, AI levels" in listing.text
    unknown = callback(await harness.command(ANN, "rules", [opt("game", "stub"), opt("topic", "nope")]))
    assert unknown.ephemeral and "no rules topic" in unknown.text


async def test_card_autocomplete_searches_card_titles(harness: Harness) -> None:
    choices = _choices(await harness.autocomplete(ANN, "card", [opt("name", "tw", focused=True)]))
    assert choices == [{"name": "Twin Towers", "value": "stub:two"}]
    assert len(_choices(await harness.autocomplete(ANN, "card", [opt("name", "", focused=True)]))) == 2


async def test_card_shows_the_cards_text(harness: Harness) -> None:
    cb = callback(await harness.command(ANN, "card", [opt("name", "stub:one")]))
    assert "The One" in cb.text and "Worth one point." in cb.text and "Counting Race" in cb.text
    typed = callback(await harness.command(ANN, "card", [opt("name", "twin towers")]))
    assert "Worth two points." in typed.text
    missing = callback(await harness.command(ANN, "card", [opt("name", "dragon")]))
    assert missing.ephemeral and "No card matches dragon" in missing.text


async def test_game_status_posts_the_board_publicly(harness: Harness) -> None:
    await start(harness, await open_lobby(harness, BOB))
    calls = await harness.command(BOB, "game", [sub("status")])
    cb = callback(calls)
    assert cb.callback_type == 5 and not cb.ephemeral
    answer = reply(calls)
    assert answer.files[0][0] == "board.png" and "Round 1" in answer.text
    assert [i.split(":")[-1] for i in answer.custom_ids] == ["@turn", "@hand"]


async def test_game_status_without_a_game_is_a_private_error(harness: Harness) -> None:
    calls = await harness.command(ANN, "game", [sub("status")])
    assert not any(c.method == "DELETE" for c in calls)  # no public placeholder was ever posted
    assert callback(calls).callback_type == 4  # answered at once, privately
    answer = reply(calls)
    assert answer.ephemeral and "no game in this channel" in answer.text


async def test_game_hand_and_log(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    panel = await open_panel(harness, board, ANN)
    await harness.click(ANN, panel, button(harness, panel, "take.2"))
    hand = callback(await harness.command(ANN, "game", [sub("hand")]))
    assert hand.ephemeral and "Your total: 2" in hand.text
    log = callback(await harness.command(BOB, "game", [sub("log", opt("limit", 5, kind=4))]))
    assert log.ephemeral and "Player 1 took 2" in log.text


async def test_game_undo_takes_back_the_last_action_of_the_turn(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    panel = await open_panel(harness, board, ANN)
    await harness.click(ANN, panel, button(harness, panel, "take.2"))
    answer = reply(await harness.command(ANN, "game", [sub("undo")]))
    assert answer.ephemeral and "Undone: Take 2" in answer.text
    assert [i.split(":")[-1] for i in moves(answer.custom_ids)] == ["take.1", "take.2", "take.3"]


async def test_game_abandon_asks_for_confirmation_then_ends_the_game(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    ask = callback(await harness.command(ANN, "game", [sub("abandon")]))
    assert ask.ephemeral and "confirm" in ask.text
    denied = callback(
        await harness.command(
            BOB,
            "game",
            [sub("abandon", opt("confirm", True, kind=5))],
            permissions=str(discord.Permissions.none().value),
        )
    )
    assert denied.ephemeral and "channel manager" in denied.text
    done = callback(await harness.command(ANN, "game", [sub("abandon", opt("confirm", True, kind=5))]))
    assert not done.ephemeral and "abandoned" in done.text
    after = reply(await harness.click(ANN, board, next(i for i in harness.custom_ids(board) if i.endswith("@turn"))))
    assert after.ephemeral and board_posts([]) == []


COMMANDS = {
    "play",
    "game",
    "rules",
    "card",
    "solo",
    "challenge",
    "learn",
    "leaderboard",
    "profile",
    "privacy",
    "notify",
    "games",
    "away",
    "setup",
    "tournament",
}


async def test_each_feature_is_a_cog_and_a_second_bot_gets_the_same_commands(
    harness: Harness, tmp_path, monkeypatch
) -> None:
    client = harness.client
    assert set(client.cogs) == {
        "lobby",
        "game",
        "reference",
        "records",
        "notify",
        "my_games",
        "away",
        "setup",
        "tournaments",
    }
    assert {c.name for c in client.tree.get_commands()} == COMMANDS
    assert [c.name for c in client.get_cog("game").app_command.commands] == [
        "status",
        "hand",
        "log",
        "undo",
        "takeover",
        "takeback",
        "language",
        "abandon",
        "resign",
        "replay",
        "export",
        "vote",
        "seat",
    ]
    # nothing is added to shared command lists at import or start-up: another bot syncs the same set
    other = Harness(make_bot(tmp_path / "other.sqlite3"), monkeypatch)
    await other.login()
    try:
        synced = [c for c in other.rec.calls if c.method == "PUT" and c.path.endswith("/commands")][-1]
        assert sorted(c["name"] for c in synced.json) == sorted(COMMANDS)
    finally:
        await other.close()
    assert {c.name for c in client.tree.get_commands()} == COMMANDS
