"""Languages through the Discord layer: a private answer follows the user's Discord language, a public
message the server's (interaction.guild_locale), unless the table pinned one with /game language;
anything else reads English. Sample catalogs stand in for the shipped ones (the texts only differ)."""

from __future__ import annotations

import discord
import pytest

from engine.core.text import added_messages

from .harness import Harness, opt, sub
from .table import ANN, BOB, callback, open_lobby, reply, start

DE = {
    "bot.discord.lobby_footer": "{ $min }-{ $max } Personen · die eröffnende Person startet",
    "bot.err.no_game": "Hier läuft kein Spiel.",
    "bot.discord.your_turn": "{ $mention }, du bist dran.",
}
CS = {
    "bot.discord.lobby_footer": "{ $min }-{ $max } hráčů · hru spouští zakladatel",
    "bot.err.no_game": "V tomto kanálu se nehraje žádná hra.",
    "bot.discord.your_turn": "{ $mention }, jste na tahu.",
}


@pytest.fixture(autouse=True)
def samples():
    with added_messages("de", DE), added_messages("cs", CS):
        yield


def _footer(call) -> str:
    return call.json["data"]["embeds"][0]["footer"]["text"]


async def test_a_czech_player_in_a_german_server(harness: Harness) -> None:
    err = callback(await harness.command(BOB, "game", [sub("log")], locale="cs", guild_locale="de"))
    assert err.ephemeral and "nehraje žádná hra" in err.text  # a private answer: Czech
    cb = callback(await harness.command(ANN, "play", [opt("game", "stub")], locale="cs", guild_locale="de"))
    assert _footer(cb).endswith("die eröffnende Person startet")  # the lobby is public: German


@pytest.mark.parametrize("user, server", [("fr", "ja"), ("pt-BR", "ko"), ("en-GB", "zh-CN")])
async def test_unknown_languages_read_english(harness: Harness, user: str, server: str) -> None:
    err = callback(await harness.command(BOB, "game", [sub("log")], locale=user, guild_locale=server))
    assert "There is no game in this channel." in err.text
    cb = callback(await harness.command(ANN, "play", [opt("game", "stub")], locale=user, guild_locale=server))
    assert _footer(cb).endswith("the creator starts the game")


async def test_game_language_pins_the_boards_language(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    assert board  # an English server
    cb = callback(await harness.command(ANN, "game", [sub("language", opt("language", "cs"))]))
    assert not cb.ephemeral and "Čeština" in cb.text
    calls = await harness.command(BOB, "game", [sub("status")], locale="de", guild_locale="en-US")
    assert "Na tahu je Ann" in reply(calls).text  # pinned Czech beats both
    cb = callback(await harness.command(ANN, "game", [sub("language", opt("language", "server"))], guild_locale="de"))
    assert "English" not in cb.text and "Deutsch" in cb.text  # back to the server's language
    calls = await harness.command(BOB, "game", [sub("status")], guild_locale="de")
    assert "Ann ist am Zug" in reply(calls).text


async def test_only_the_creator_or_a_manager_pins_the_language(harness: Harness) -> None:
    await start(harness, await open_lobby(harness, BOB))
    none = str(discord.Permissions.none().value)
    cb = callback(
        await harness.command(BOB, "game", [sub("language", opt("language", "cs"))], permissions=none, locale="cs")
    )
    assert cb.ephemeral and "správce kanálu" in cb.text  # refused, in Bob's language
    assert (await harness.client.store.live_game(harness.here)).locale is None  # nothing changed


async def test_game_language_is_synced_with_its_choices(harness: Harness) -> None:
    synced = [c for c in harness.rec.calls if c.method == "PUT" and c.path.endswith("/commands")][-1].json
    game = next(c for c in synced if c["name"] == "game")
    language = next(o for o in game["options"] if o["name"] == "language")
    [param] = language["options"]
    assert [c["value"] for c in param["choices"]][:2] == ["server", "en"]
    assert {"cs", "de", "es"} <= {c["value"] for c in param["choices"]}
