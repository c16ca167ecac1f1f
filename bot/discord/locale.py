"""The Discord layer's language: which catalog locale a Discord language reads.

The Discord layer's own messages (``bot.cmd.*`` command texts, ``bot.cmd_name.*`` command and
option names, ``bot.discord.*`` labels) are the catalogs in ``bot/discord/locales``; the app-command
translator reads the same catalogs.
"""

from __future__ import annotations

import discord

from engine.core import text
from engine.core.text import DEFAULT_LOCALE

# Discord client languages (discord.Locale values) -> catalog locales. Any other language, and one
# whose catalog folder is not there yet, reads English.
DISCORD_LOCALES: dict[str, str] = {
    "en-US": "en",
    "en-GB": "en",
    "cs": "cs",
    "de": "de",
    "es-ES": "es",
    "es-419": "es",
}


def locale_of(interaction: discord.Interaction) -> str:
    """The catalog locale for the user's Discord client language (``en-US`` -> ``en``)."""
    return catalog_locale(interaction.locale)


def server_locale_of(interaction: discord.Interaction) -> str:
    """The catalog locale for public messages started by ``interaction``: the server's preferred
    language (``interaction.guild_locale``); outside a server the user's. A table's pinned language
    (``/game language``) is applied by the service on top of this."""
    if interaction.guild_locale is None:
        return locale_of(interaction)
    return catalog_locale(interaction.guild_locale)


def catalog_locale(locale: discord.Locale | str | None) -> str:
    if locale is None:
        return DEFAULT_LOCALE
    value = locale.value if isinstance(locale, discord.Locale) else str(locale)
    mapped = DISCORD_LOCALES.get(value, DEFAULT_LOCALE)
    return mapped if text.has_locale(mapped) else DEFAULT_LOCALE
