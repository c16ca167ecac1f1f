"""App-command texts through the same catalogs as everything else.

Descriptions and choices are declared with :func:`text` (``locale_str`` carrying a message id in
``key``). Command, group and option *names* need no declaration: their id comes from the command
tree, ``bot.cmd_name.<command path>[.<option>]`` (``bot.cmd_name.game.log.limit``; a ``-`` in a
name is ``_`` in its id). At sync time discord.py asks :class:`CatalogTranslator` for every Discord
locale; the ones in :data:`~bot.discord.locale.DISCORD_LOCALES` whose catalog exists get its text.
A translation Discord would refuse (a name that is not 1-32 lowercase letters, digits, ``-`` or
``_``; a description or choice over 100 characters) is left out, so a bad translation can never
break the sync: Discord then shows the English text.
"""

from __future__ import annotations

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n import t
from engine.core import text as catalog
from engine.core.text import M, has_message, translate

from .locale import DISCORD_LOCALES

NAME_PREFIX = "bot.cmd_name."
NAME_MAX = 32  # Discord: command, group and option names
TEXT_MAX = 100  # Discord: descriptions and choice names
_NAMES = (Where.command_name, Where.group_name, Where.parameter_name)


def text(msg_id: str) -> app_commands.locale_str:
    """A command/parameter/choice text: English default now, translated per locale at sync."""
    return app_commands.locale_str(t(msg_id), key=msg_id)


def name_id(context: app_commands.TranslationContextTypes) -> str | None:
    """The message id of a command's, group's or option's name (None for other texts)."""
    if context.location in (Where.command_name, Where.group_name):
        path = context.data.qualified_name
    elif context.location is Where.parameter_name:
        path = f"{context.data.command.qualified_name} {context.data.display_name}"
    else:
        return None
    return NAME_PREFIX + path.replace("-", "_").replace(" ", ".")


def valid_name(name: str) -> bool:
    """Discord's rule for a command or option name: 1-32 letters, digits, ``-`` or ``_``, lowercase."""
    return 0 < len(name) <= NAME_MAX and name == name.lower() and all(c.isalnum() or c in "-_" for c in name)


class CatalogTranslator(app_commands.Translator):
    """Looks a text up in the catalog of the Discord locale: ``locale_str.extras["key"]``, or a name's id."""

    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key") or name_id(context)
        loc = DISCORD_LOCALES.get(locale.value)
        if not key or loc is None or not catalog.has_locale(loc) or not has_message(key, loc):
            return None
        out = translate(M(key), loc)
        if context.location in _NAMES:
            return out if valid_name(out) else None
        return out if 0 < len(out) <= TEXT_MAX else None
