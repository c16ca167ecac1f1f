"""Discord languages: which catalog a Discord locale reads, and the app-command translator that puts
the catalogs' names, descriptions and choices into the synced commands (a Czech sample stands in for
the translators' catalogs; it lives only inside each test)."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands

from bot.discord.locale import catalog_locale
from bot.discord.translator import CatalogTranslator, valid_name
from engine.core.text import added_messages

from .conftest import make_bot
from .harness import Harness, sub
from .table import reply

CS = {
    "bot.cmd_name.play": "hrat",
    "bot.cmd_name.play.game": "hra",
    "bot.cmd_name.game": "hra",
    "bot.cmd_name.game.log": "Historie tahu",  # breaks Discord's rule: left out
    "bot.cmd_name.privacy.forget_me": "zapomen-na-me",
    "bot.cmd.play.description": "Otevřít v tomto kanálu stůl pro hru",
    "bot.cmd.game.log.limit": "x" * 101,  # too long for Discord: left out
    "bot.cmd.leaderboard.kind.rating": "hodnocení",
    "bot.err.no_game": "V tomto kanálu se nehraje žádná hra.",
}


@pytest.mark.parametrize(
    "discord_locale, catalog",
    [
        ("en-US", "en"),
        ("en-GB", "en"),
        ("cs", "cs"),
        ("de", "de"),
        ("es-ES", "es"),
        ("es-419", "es"),
        ("fr", "en"),
        ("ja", "en"),
        (None, "en"),
        (discord.Locale.czech, "cs"),
    ],
)
def test_discord_locales_map_to_the_catalogs_we_ship(discord_locale, catalog: str) -> None:
    """The languages we ship read their catalogs; every other Discord language reads English."""
    with added_messages("cs", CS):
        assert catalog_locale(discord_locale) == catalog


def test_german_and_spanish_read_their_catalogs_once_they_exist() -> None:
    with added_messages("de", {"bot.err.no_game": "Kein Spiel."}), added_messages("es", {"bot.err.no_game": "No."}):
        assert [catalog_locale(loc) for loc in ("de", "es-ES", "es-419", "pt-BR")] == ["de", "es", "es", "en"]


@pytest.mark.parametrize(
    "name, ok",
    [
        ("hrat", True),
        ("zapomeň-na-mě", True),
        ("spiel_starten", True),
        ("Hrát", False),
        ("historie tahu", False),
        ("", False),
        ("a" * 33, False),
        ("jugar!", False),
        ("¿jugar", False),
    ],
)
def test_discords_name_rule(name: str, ok: bool) -> None:
    assert valid_name(name) is ok


def _synced(h: Harness) -> list[dict[str, Any]]:
    return [c for c in h.rec.calls if c.method == "PUT" and c.path.endswith("/commands")][-1].json


def _command(commands: list[dict[str, Any]], name: str) -> dict[str, Any]:
    return next(c for c in commands if c["name"] == name)


def _option(command: dict[str, Any], name: str) -> dict[str, Any]:
    return next(o for o in command["options"] if o["name"] == name)


async def test_the_synced_commands_carry_the_catalogs_names_and_texts(db_path, monkeypatch, stub_registry) -> None:
    with added_messages("cs", CS):
        h = Harness(make_bot(db_path), monkeypatch)
        await h.login()
    try:
        commands = _synced(h)
        play = _command(commands, "play")
        assert play["name_localizations"]["cs"] == "hrat"
        assert play["description_localizations"]["cs"] == "Otevřít v tomto kanálu stůl pro hru"
        assert play["name_localizations"]["en-US"] == "play"  # the English catalog answers en-US/en-GB
        assert "fr" not in play["name_localizations"] and "ja" not in play["name_localizations"]
        assert _option(play, "game")["name_localizations"]["cs"] == "hra"
        game = _command(commands, "game")
        log = _option(game, "log")
        assert "cs" not in log.get("name_localizations", {})  # a bad name is left out
        assert "cs" not in _option(log, "limit").get("description_localizations", {})  # so is a long text
        privacy = _command(commands, "privacy")
        assert _option(privacy, "forget-me")["name_localizations"]["cs"] == "zapomen-na-me"
        kind = _option(_command(commands, "leaderboard"), "kind")
        rating = next(c for c in kind["choices"] if c["value"] == "rating")
        assert rating["name_localizations"]["cs"] == "hodnocení"
    finally:
        await h.close()


async def test_the_shipped_languages_and_only_those_are_synced(harness: Harness) -> None:
    play = _command(_synced(harness), "play")
    assert set(play["name_localizations"]) == {"en-US", "en-GB", "cs", "de", "es-ES", "es-419"}
    assert play["name_localizations"]["es-ES"] == play["name_localizations"]["es-419"]


async def test_a_czech_client_reads_the_czech_catalog_and_others_english(harness: Harness) -> None:
    ann = (101, "Ann")
    with added_messages("cs", CS):
        czech = reply(await harness.command(ann, "game", [sub("status")], locale="cs"))
        french = reply(await harness.command(ann, "game", [sub("status")], locale="fr"))
    assert "žádná hra" in czech.text
    assert french.text == reply(await harness.command(ann, "game", [sub("status")])).text
    assert "no game" in french.text


async def test_the_translator_answers_only_for_names_and_keys_it_knows() -> None:
    tr = CatalogTranslator()
    other = app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None)
    with added_messages("cs", CS):
        key = app_commands.locale_str("Open a table", key="bot.cmd.play.description")
        assert await tr.translate(key, discord.Locale.czech, other) == CS["bot.cmd.play.description"]
        assert await tr.translate(key, discord.Locale.french, other) is None
        assert await tr.translate(app_commands.locale_str("plain"), discord.Locale.czech, other) is None
