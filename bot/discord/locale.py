"""The Discord layer's language: its own messages (``bot.cmd.*`` command texts, ``bot.discord.*``
labels) and the catalog locale of a user's Discord client language.

The messages are the catalogs in ``bot/discord/locales``; the app-command translator reads the same ids.
"""
from __future__ import annotations

import discord

from engine.core.text import DEFAULT_LOCALE

def locale_of(interaction: discord.Interaction) -> str:
    """The catalog locale for the user's Discord client language (``en-US`` -> ``en``)."""
    return catalog_locale(interaction.locale)


def catalog_locale(locale: discord.Locale | str | None) -> str:
    if locale is None:
        return DEFAULT_LOCALE
    value = locale.value if isinstance(locale, discord.Locale) else str(locale)
    return value.split("-")[0].lower() or DEFAULT_LOCALE
