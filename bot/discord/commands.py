"""Application commands: parse the options, call the flow, nothing else.

``/play game [ai]`` opens a table, ``/game status|hand|log|undo|abandon`` acts on the channel's game,
``/rules game [topic]`` and ``/card name`` read the games' own texts. The game choices come from the
engine registry at start-up, so a new game appears here without a code change. Further command
families (``/solo``, ``/challenge``, ``/leaderboard``) live in their own modules and are added to
the tree beside these by :func:`bot.discord.client.EuroBot.setup_hook` (see ``COMMAND_BUILDERS``).
"""
from __future__ import annotations

import logging
from typing import Callable

import discord
from discord import app_commands

from bot.ai_seats import DEFAULT_LEVEL, LOBBY_LEVELS
from bot.i18n import echo, t
from engine import registry
from engine.core import Game

from . import flow, messages, replies
from .texts import locale_of
from .translator import text

log = logging.getLogger(__name__)

AUTOCOMPLETE_MAX = 25      # choices Discord shows
CHOICE_NAME_MAX = 100      # Discord's limit on a choice's name and value


def load_games() -> dict[str, Game]:
    """Every registered game that imports; one that does not is logged and left out."""
    games: dict[str, Game] = {}
    for game_id in registry.game_ids():
        try:
            games[game_id] = registry.get_game(game_id)
        except Exception:  # a game under construction must not keep the bot from starting
            log.warning("game %r is registered but cannot be loaded", game_id, exc_info=True)
    return games


def _game_choices(games: dict[str, Game]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=app_commands.locale_str(t(g.name), key=g.name.id), value=gid)
            for gid, g in games.items()][:AUTOCOMPLETE_MAX]


def _with_game_choices(games: dict[str, Game]):
    choices = _game_choices(games)
    return app_commands.choices(game=choices) if choices else (lambda f: f)


def _fit(text_: str, limit: int = CHOICE_NAME_MAX) -> str:
    return text_ if len(text_) <= limit else text_[: limit - 1] + "…"


# --- /play --------------------------------------------------------------------------------------

def _level_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=app_commands.locale_str(t(f"bot.discord.ai_level.{level}"),
                                                             key=f"bot.discord.ai_level.{level}"), value=level)
            for level in LOBBY_LEVELS]


def build_play(games: dict[str, Game]) -> app_commands.Command:
    @app_commands.command(name="play", description=text("bot.cmd.play.description"))
    @app_commands.describe(game=text("bot.cmd.play.game"), ai=text("bot.cmd.play.ai"), level=text("bot.cmd.play.level"))
    @_with_game_choices(games)
    @app_commands.choices(level=_level_choices())
    @app_commands.guild_only()
    async def play(interaction: discord.Interaction, game: str, ai: app_commands.Range[int, 0, 3] = 0,
                   level: str = DEFAULT_LEVEL) -> None:
        await flow.open_lobby(interaction, game, ai, level)
    return play


# --- /game --------------------------------------------------------------------------------------

def build_game_group() -> app_commands.Group:
    group = app_commands.Group(name="game", description=text("bot.cmd.game.description"), guild_only=True)

    @group.command(name="status", description=text("bot.cmd.game.status.description"))
    async def status(interaction: discord.Interaction) -> None:
        await flow.show_status(interaction)

    @group.command(name="hand", description=text("bot.cmd.game.hand.description"))
    async def hand(interaction: discord.Interaction) -> None:
        await flow.show_hand(interaction)

    @group.command(name="log", description=text("bot.cmd.game.log.description"))
    @app_commands.describe(limit=text("bot.cmd.game.log.limit"))
    async def log_(interaction: discord.Interaction, limit: app_commands.Range[int, 1, 50] = 15) -> None:
        await flow.show_log(interaction, limit)

    @group.command(name="undo", description=text("bot.cmd.game.undo.description"))
    async def undo(interaction: discord.Interaction) -> None:
        await flow.undo(interaction)

    @group.command(name="takeover", description=text("bot.cmd.game.takeover.description"))
    async def takeover(interaction: discord.Interaction) -> None:
        await flow.on_take_over(interaction)

    @group.command(name="takeback", description=text("bot.cmd.game.takeback.description"))
    async def takeback(interaction: discord.Interaction) -> None:
        await flow.on_take_back(interaction)

    @group.command(name="abandon", description=text("bot.cmd.game.abandon.description"))
    @app_commands.describe(confirm=text("bot.cmd.game.abandon.confirm"))
    async def abandon(interaction: discord.Interaction, confirm: bool = False) -> None:
        await flow.abandon(interaction, confirm)

    return group


# --- /rules -------------------------------------------------------------------------------------

def topic_title(game_id: str, topic: str, locale: str) -> str:
    """``<game>.rules.<topic>.title`` when the game names its topic, else the id made readable."""
    msg_id = f"{game_id}.rules.{topic}.title"
    title = t(msg_id, locale)
    return topic.replace("_", " ").capitalize() if title == msg_id else title


def build_rules(games: dict[str, Game]) -> app_commands.Command:
    @app_commands.command(name="rules", description=text("bot.cmd.rules.description"))
    @app_commands.describe(game=text("bot.cmd.rules.game"), topic=text("bot.cmd.rules.topic"))
    @_with_game_choices(games)
    async def rules(interaction: discord.Interaction, game: str, topic: str | None = None) -> None:
        locale = locale_of(interaction)
        g = games.get(game)
        if g is None:
            await replies.error(interaction, t("bot.discord.unknown_game", locale, game=echo(game)))
            return
        name = t(g.name, locale)
        topics = g.rules_topics()
        if topic is None:
            listing = ", ".join(topic_title(game, x, locale) for x in topics)
            body = "\n\n".join(filter(None, [t(f"{game}.rules.{topics[0]}", locale) if topics else "",
                                             t("bot.discord.rules_topics", locale, topics=listing)]))
            await replies.show(interaction, embeds=[messages.text_embed(name, body)])
            return
        if topic not in topics:
            await replies.error(interaction, t("bot.discord.unknown_topic", locale, topic=echo(topic)))
            return
        title = t("bot.discord.rules_title", locale, game=name, topic=topic_title(game, topic, locale))
        await replies.show(interaction, embeds=[messages.text_embed(title, t(f"{game}.rules.{topic}", locale))])

    @rules.autocomplete("topic")
    async def topic_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        locale = locale_of(interaction)
        g = games.get(getattr(interaction.namespace, "game", None) or "")
        pool = [(gid, g) for gid, g in games.items()] if g is None else [(g.id, g)]
        needle = current.casefold()
        out = []
        for gid, game in pool:
            for topic in game.rules_topics():
                title = topic_title(gid, topic, locale)
                if needle in title.casefold() or needle in topic.casefold():
                    out.append(app_commands.Choice(name=_fit(title), value=topic))
        return out[:AUTOCOMPLETE_MAX]

    return rules


# --- /card --------------------------------------------------------------------------------------

def card_index(games: dict[str, Game], locale: str) -> list[tuple[str, str, str, str]]:
    """(value ``<game>:<card id>``, card title, card text, game name) for every card of every game."""
    out = []
    for gid, g in games.items():
        name = t(g.name, locale)
        for card_id, (title, body) in g.cards().items():
            out.append((f"{gid}:{card_id}"[:CHOICE_NAME_MAX], t(title, locale), t(body, locale), name))
    return out


def find_card(games: dict[str, Game], query: str, locale: str) -> tuple[str, str, str, str] | None:
    """The card whose value is ``query``, else the one whose title is (or uniquely contains) it."""
    index = card_index(games, locale)
    needle = query.strip().casefold()
    for row in index:
        if row[0] == query or row[1].casefold() == needle:
            return row
    partial = [row for row in index if needle and needle in row[1].casefold()]
    return partial[0] if len(partial) == 1 else None


def build_card(games: dict[str, Game]) -> app_commands.Command:
    @app_commands.command(name="card", description=text("bot.cmd.card.description"))
    @app_commands.describe(name=text("bot.cmd.card.name"))
    async def card(interaction: discord.Interaction, name: str) -> None:
        locale = locale_of(interaction)
        row = find_card(games, name, locale)
        if row is None:
            await replies.error(interaction, t("bot.discord.unknown_card", locale, name=echo(name)))
            return
        _, title, body, game_name = row
        embed = messages.text_embed(title, body)
        embed.set_footer(text=game_name)
        await replies.show(interaction, embeds=[embed])

    @card.autocomplete("name")
    async def name_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        locale = locale_of(interaction)
        needle = current.casefold()
        hits = [row for row in card_index(games, locale) if needle in row[1].casefold()]
        hits.sort(key=lambda row: (not row[1].casefold().startswith(needle), row[1]))
        many = len(games) > 1
        return [app_commands.Choice(name=_fit(f"{title} ({game})" if many else title), value=value)
                for value, title, _, game in hits[:AUTOCOMPLETE_MAX]]

    return card


CommandBuilder = Callable[[dict[str, Game]], "app_commands.Command | app_commands.Group"]

COMMAND_BUILDERS: list[CommandBuilder] = [build_play, lambda games: build_game_group(), build_rules, build_card]


def register(tree: app_commands.CommandTree, games: dict[str, Game]) -> None:
    """Add every command family to ``tree`` (other modules append to ``COMMAND_BUILDERS``)."""
    for build in COMMAND_BUILDERS:
        tree.add_command(build(games))
