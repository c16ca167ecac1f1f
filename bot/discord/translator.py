"""App-command texts through the same catalog as everything else.

Commands are declared with :func:`text` (``locale_str`` carrying a message id in ``key``); at sync
time discord.py asks :class:`CatalogTranslator` for every Discord locale, and the catalog answers
for the locales it has (English now; a new locale's catalog is picked up with no code change).
"""
from __future__ import annotations

from discord import Locale, app_commands

from bot.i18n import t
from engine.core.text import M, has_message, translate

from .locale import catalog_locale


def text(msg_id: str) -> app_commands.locale_str:
    """A command/parameter/choice text: English default now, translated per locale at sync."""
    return app_commands.locale_str(t(msg_id), key=msg_id)


class CatalogTranslator(app_commands.Translator):
    """Looks ``locale_str.extras["key"]`` up in the message catalog for the Discord locale."""

    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        key = string.extras.get("key")
        if not key:
            return None
        loc = catalog_locale(locale)
        if not has_message(key, loc):
            return None
        return translate(M(key), loc)
