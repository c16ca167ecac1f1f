"""The registered games as slash-command choices, and the cog base whose commands offer them.

The games come from the engine registry when the bot starts (:func:`load_games`), so a new game
appears in ``/play``, ``/rules``, ``/solo``... without a code change.
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Iterable

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import t
from engine import registry
from engine.core import Game

log = logging.getLogger(__name__)

AUTOCOMPLETE_MAX = 25  # choices Discord shows
CHOICE_NAME_MAX = 100  # Discord's limit on a choice's name and value

AppCommand = app_commands.Command[Any, ..., Any] | app_commands.Group


def load_games() -> dict[str, Game]:
    """Every registered game that imports; one that does not is logged and left out."""
    games: dict[str, Game] = {}
    for game_id in registry.game_ids():
        try:
            games[game_id] = registry.get_game(game_id)
        except Exception:  # a game under construction must not keep the bot from starting
            log.warning("game %r is registered but cannot be loaded", game_id, exc_info=True)
    return games


def game_choices(games: dict[str, Game], only: Iterable[str] | None = None) -> list[app_commands.Choice[str]]:
    """The games (those named in ``only``, if given) as choices, labelled with their translated names."""
    offered = None if only is None else set(only)
    return [
        app_commands.Choice(name=app_commands.locale_str(t(g.name), key=g.name.id), value=gid)
        for gid, g in games.items()
        if offered is None or gid in offered
    ][:AUTOCOMPLETE_MAX]


def with_game_choices(games: dict[str, Game], only: Iterable[str] | None = None) -> Callable[[Any], Any]:
    """A decorator giving a command's ``game`` parameter the games as choices (none: a free text)."""
    choices = game_choices(games, only)
    return app_commands.choices(game=choices) if choices else (lambda f: f)


def fit(text_: str, limit: int = CHOICE_NAME_MAX) -> str:
    return text_ if len(text_) <= limit else text_[: limit - 1] + "…"


# What a cog is added to: EuroBot is an AutoShardedBot, which discord.py does not derive from Bot.
AnyBot = commands.Bot | commands.AutoShardedBot


class GamesCog(commands.Cog):
    """A cog whose slash commands offer the registered games, and its persistent components.

    discord.py builds a cog's own commands when the class is defined, but the game list is known
    only when the bot starts; so a subclass builds such commands per instance in
    :meth:`game_commands`, and they join the tree when the cog loads (and leave it when it unloads).
    Commands that name no game are ordinary cog methods. ``components`` are the cog's
    :class:`discord.ui.DynamicItem` classes, registered with the client the same way.
    """

    components: tuple[type[discord.ui.DynamicItem[Any]], ...] = ()

    def __init__(self, bot: AnyBot, games: dict[str, Game]) -> None:
        self.bot = bot
        self.games = games
        self._game_commands = self.game_commands()

    def game_commands(self) -> list[AppCommand]:
        return []

    async def cog_load(self) -> None:
        for command in self._game_commands:
            self.bot.tree.add_command(command)
        self.bot.add_dynamic_items(*self.components)

    async def cog_unload(self) -> None:
        for command in self._game_commands:
            self.bot.tree.remove_command(command.name)
        self.bot.remove_dynamic_items(*self.components)
