"""``/games``: the user's running tables on every server the bot shares with them, privately.

Awaited tables first (how long: since the game's last change), then the rest; each line names the
game and the server, the round and whose turn when known, and links to the channel. Works in a
server or in a direct message with the bot: the answer is always ephemeral.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import t
from bot.table import MyTable, waited_text

from . import embeds, replies
from .choices import AnyBot
from .context import guarded, service
from .delivery import channel_link
from .translator import text


def table_line(m: MyTable, server: str, locale: str) -> str:
    link = channel_link(m.guild_id, m.channel_id)
    if m.lobby:
        return t("bot.discord.games.lobby", locale, game=m.game_name, server=server, link=link)
    if m.awaited:
        return t(
            "bot.discord.games.awaited",
            locale,
            game=m.game_name,
            server=server,
            link=link,
            waited=waited_text(m.waited_minutes, locale),
        )
    return t("bot.discord.games.running", locale, game=m.game_name, server=server, link=link, summary=m.summary or "-")


class MyGamesCog(commands.Cog, name="my_games"):
    """``/games``: where the user plays (see the module docstring)."""

    def __init__(self, bot: AnyBot) -> None:
        self.bot = bot

    @app_commands.command(name="games", description=text("bot.cmd.games.description"))
    async def games(self, interaction: discord.Interaction) -> None:
        async def body(locale: str) -> None:
            client = interaction.client

            def shared(guild_id: int | None) -> bool:  # servers the bot is still on
                return guild_id is not None and client.get_guild(guild_id) is not None

            if not await replies.defer(interaction, ephemeral=True):
                return
            mine = await service(interaction).my_tables.of(interaction.user.id, shared=shared, locale=locale)
            if not mine.tables:
                await replies.show(interaction, content=t("bot.discord.games.none", locale))
                return
            guilds = [client.get_guild(m.guild_id) if m.guild_id is not None else None for m in mine.tables]
            lines = [table_line(m, getattr(g, "name", "?"), locale) for m, g in zip(mine.tables, guilds)]
            if mine.more:
                lines.append(t("bot.discord.games.more", locale, n=mine.more))
            if any(m.awaited for m in mine.tables):
                lines.append(t("bot.discord.games.since", locale))
            await replies.show(
                interaction,
                embeds=[
                    discord.Embed(
                        title=t("bot.discord.games.title", locale),
                        description=embeds.lines_text(lines),
                        colour=embeds.COLOUR,
                    )
                ],
            )

        await guarded(interaction, body)
