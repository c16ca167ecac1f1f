"""``/away days``: pause the user's clocks and turn reminders at every paced table of theirs.

A top-level command (any server, every table: the pause is the user's, not a channel's); 0 days means
back now. The service (:meth:`bot.table.clock_reminders.Clocks.away`) keeps the monthly limit; its refusal is
a private line like every other.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.table import clocks

from . import replies
from .choices import AnyBot
from .context import guarded, service
from .install import everywhere
from .translator import text


class AwayCog(commands.Cog, name="away"):
    """``/away days``."""

    def __init__(self, bot: AnyBot) -> None:
        self.bot = bot

    @everywhere
    @app_commands.command(name="away", description=text("bot.cmd.away.description"))
    @app_commands.describe(days=text("bot.cmd.away.days"))
    async def away(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 0, clocks.AWAY_MAX_DAYS]
    ) -> None:
        async def body(locale: str) -> None:
            outcome = await service(interaction).clocks.away(interaction.user.id, days, locale=locale)
            await replies.show(interaction, content=outcome.line)

        await guarded(interaction, body)
