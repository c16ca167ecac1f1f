"""``/rules game [topic]`` and ``/card name``: the games' own rules texts and cards, with autocomplete.

Besides a game's own topics, every game has the bot's topics (:data:`BOT_TOPICS`): the AI levels in words.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import echo, t
from bot.table import AI_LEVELS, level_text
from bot.table.ai_levels import level_description
from engine.ai import STRONGEST
from engine.core import Game

from . import embeds, replies
from .choices import AUTOCOMPLETE_MAX, CHOICE_NAME_MAX, AppCommand, GamesCog, fit, with_game_choices
from .locale import locale_of
from .install import everywhere
from .translator import text


#: topics every game has beyond its own: the bot's texts (``bot.rules.<topic>``)
BOT_TOPICS = ("ai_levels",)


def topics_of(game: Game) -> list[str]:
    """The game's own rules topics, then the bot's."""
    return [*game.rules_topics(), *BOT_TOPICS]


def ai_levels_text(locale: str) -> str:
    """The AI levels, weakest first, each in words (``bot/locales/<lang>/ai_levels.ftl``)."""
    lines = [t("bot.rules.ai_levels.intro", locale)]
    for lv in AI_LEVELS:
        words = t(level_description(lv), locale)
        lines.append(t("bot.rules.ai_levels.line", locale, level=level_text(lv, locale), description=words))
    lines.append(t("bot.rules.ai_levels.hints", locale, level=level_text(STRONGEST, locale)))
    return "\n".join(lines)


def topic_text(game_id: str, topic: str, locale: str) -> str:
    return ai_levels_text(locale) if topic == "ai_levels" else t(f"{game_id}.rules.{topic}", locale)


def topic_title(game_id: str, topic: str, locale: str) -> str:
    """``<game>.rules.<topic>.title`` when the game names its topic, else the id made readable."""
    msg_id = f"bot.rules.{topic}.title" if topic in BOT_TOPICS else f"{game_id}.rules.{topic}.title"
    title = t(msg_id, locale)
    return topic.replace("_", " ").capitalize() if title == msg_id else title


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


class ReferenceCog(GamesCog, name="reference"):
    """Rules help by topic and card look-up, for every registered game."""

    def game_commands(self) -> list[AppCommand]:
        games = self.games

        @everywhere
        @app_commands.command(name="rules", description=text("bot.cmd.rules.description"))
        @app_commands.describe(game=text("bot.cmd.rules.game"), topic=text("bot.cmd.rules.topic"))
        @with_game_choices(games)
        async def rules(interaction: discord.Interaction, game: str, topic: str | None = None) -> None:
            locale = locale_of(interaction)
            g = games.get(game)
            if g is None:
                await replies.error(interaction, t("bot.discord.unknown_game", locale, game=echo(game)))
                return
            name = t(g.name, locale)
            topics = topics_of(g)
            if topic is None:
                listing = ", ".join(topic_title(game, x, locale) for x in topics)
                body = "\n\n".join(
                    filter(
                        None,
                        [
                            topic_text(game, topics[0], locale) if topics else "",
                            t("bot.discord.rules_topics", locale, topics=listing),
                        ],
                    )
                )
                await replies.show(interaction, embeds=[embeds.text_embed(name, body)])
                return
            if topic not in topics:
                await replies.error(interaction, t("bot.discord.unknown_topic", locale, topic=echo(topic)))
                return
            title = t("bot.discord.rules_title", locale, game=name, topic=topic_title(game, topic, locale))
            await replies.show(interaction, embeds=[embeds.text_embed(title, topic_text(game, topic, locale))])

        @rules.autocomplete("topic")
        async def topic_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            locale = locale_of(interaction)
            g = games.get(getattr(interaction.namespace, "game", None) or "")
            pool = [(gid, g) for gid, g in games.items()] if g is None else [(g.id, g)]
            needle = current.casefold()
            out = []
            for gid, game in pool:
                for topic in topics_of(game):
                    title = topic_title(gid, topic, locale)
                    if needle in title.casefold() or needle in topic.casefold():
                        out.append(app_commands.Choice(name=fit(title), value=topic))
            return out[:AUTOCOMPLETE_MAX]

        return [rules]

    @everywhere
    @app_commands.command(name="card", description=text("bot.cmd.card.description"))
    @app_commands.describe(name=text("bot.cmd.card.name"))
    async def card(self, interaction: discord.Interaction, name: str) -> None:
        locale = locale_of(interaction)
        row = find_card(self.games, name, locale)
        if row is None:
            await replies.error(interaction, t("bot.discord.unknown_card", locale, name=echo(name)))
            return
        _, title, body, game_name = row
        embed = embeds.text_embed(title, body)
        embed.set_footer(text=game_name)
        await replies.show(interaction, embeds=[embed])

    @card.autocomplete("name")
    async def name_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        locale = locale_of(interaction)
        needle = current.casefold()
        hits = [row for row in card_index(self.games, locale) if needle in row[1].casefold()]
        hits.sort(key=lambda row: (not row[1].casefold().startswith(needle), row[1]))
        many = len(self.games) > 1
        return [
            app_commands.Choice(name=fit(f"{title} ({game})" if many else title), value=value)
            for value, title, _, game in hits[:AUTOCOMPLETE_MAX]
        ]
