"""``/setup``: a server's settings, for members with the Manage Server permission.

``/setup season length:`` sets how long the server's seasons last (from the next season on),
``/setup announcements [channel:]`` where each season's champions are announced (without a channel:
the server's system messages channel), ``/setup tables [channel:]`` a forum whose posts are the
server's tables (:mod:`.forum`; without a channel: threads under the channel), ``/setup show`` what is
set. Discord shows the group only to
members with Manage Server (``default_permissions``, which a server may change in its Integrations
settings); the service checks the permission of every call again, so a forged interaction changes
nothing. Every answer is private.
"""

from __future__ import annotations

from typing import Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot.store.setting_names import SEASON_LENGTHS

from . import embeds, forum, replies
from .choices import AnyBot
from .context import guarded, records
from .translator import text


def can_manage_server(interaction: discord.Interaction) -> bool:
    """Whether the member who asked may change the server's settings (Manage Server)."""
    perms = getattr(interaction, "permissions", None)
    return bool(perms is not None and perms.manage_guild)


def _guild(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:  # guild_only: Discord never sends one from a DM
        raise RuntimeError("/setup outside a server")
    return interaction.guild_id


class SetupCog(commands.Cog, name="setup"):
    """The server's settings (see the module docstring)."""

    setup = app_commands.Group(
        name="setup",
        description=text("bot.cmd.setup.description"),
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, bot: AnyBot) -> None:
        self.bot = bot

    @setup.command(name="season", description=text("bot.cmd.setup.season.description"))
    @app_commands.describe(length=text("bot.cmd.setup.season.length"))
    @app_commands.choices(
        length=[app_commands.Choice(name=text(f"bot.cmd.setup.season.months.{m}"), value=m) for m in SEASON_LENGTHS]
    )
    async def season(self, interaction: discord.Interaction, length: int) -> None:
        async def body(locale: str) -> None:
            line = await records(interaction).seasons.set_length(
                _guild(interaction),
                interaction.user.id,
                length,
                can_manage=can_manage_server(interaction),
                locale=locale,
            )
            await replies.show(interaction, content=line)

        await guarded(interaction, body)

    @setup.command(name="announcements", description=text("bot.cmd.setup.announcements.description"))
    @app_commands.describe(channel=text("bot.cmd.setup.announcements.channel"))
    async def announcements(self, interaction: discord.Interaction, channel: discord.TextChannel | None = None) -> None:
        async def body(locale: str) -> None:
            line = await records(interaction).seasons.set_channel(
                _guild(interaction),
                interaction.user.id,
                channel.id if channel is not None else None,
                can_manage=can_manage_server(interaction),
                locale=locale,
            )
            await replies.show(interaction, content=line)

        await guarded(interaction, body)

    @setup.command(name="tables", description=text("bot.cmd.setup.tables.description"))
    @app_commands.describe(channel=text("bot.cmd.setup.tables.channel"))
    async def tables(
        self, interaction: discord.Interaction, channel: Optional[app_commands.Transform[int, forum.ForumOption]] = None
    ) -> None:
        """A forum whose posts are the server's tables (bot.discord.forum); without one, threads."""

        async def body(locale: str) -> None:
            _guild(interaction)
            line = await forum.choose(interaction, channel, locale, can_manage=can_manage_server(interaction))
            await replies.show(interaction, content=line)

        await guarded(interaction, body)

    @setup.command(name="show", description=text("bot.cmd.setup.show.description"))
    async def show(self, interaction: discord.Interaction) -> None:
        async def body(locale: str) -> None:
            lines = await records(interaction).seasons.settings_lines(_guild(interaction), locale)
            lines.append(await forum.show_line(interaction, locale))
            await replies.show(interaction, embeds=[discord.Embed(description="\n".join(lines), colour=embeds.COLOUR)])

        await guarded(interaction, body)
