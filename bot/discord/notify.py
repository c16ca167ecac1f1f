"""``/notify``: how the bot tells you that a table awaits you, on every server it shares with you.

``how: mention`` (the default) mentions you in the table's thread; ``dm`` sends a direct message with
the question and a link instead (for people who follow many tables); ``digest`` one direct message a
day listing every table waiting for you (``bot.table.digest``); ``none`` tells you nothing (the boards
still name who is to move). Without ``how`` it says your current choice. Private answers only.
"""

from __future__ import annotations

from datetime import datetime
from typing import Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import t
from bot.table.notify import NOTIFY_MODES

from . import replies
from .choices import AnyBot
from .context import guarded, service
from .install import everywhere
from .translator import text


class NotifyCog(commands.Cog, name="notify"):
    def __init__(self, bot: AnyBot) -> None:
        self.bot = bot

    @everywhere
    @app_commands.command(name="notify", description=text("bot.cmd.notify.description"))
    @app_commands.describe(how=text("bot.cmd.notify.how"))
    @app_commands.choices(
        how=[app_commands.Choice(name=text(f"bot.cmd.notify.how.{m}"), value=m) for m in NOTIFY_MODES]
    )
    async def notify(self, interaction: discord.Interaction, how: Optional[str] = None) -> None:
        async def body(locale: str) -> None:
            svc = service(interaction).notify
            pref = await (svc.set(interaction.user.id, how) if how else svc.get(interaction.user.id))
            key = "bot.notify.set" if how else "bot.notify.current"
            lines = [t(key, locale, how=t(f"bot.cmd.notify.how.{pref.mode}", locale))]
            if pref.mode == "digest" and pref.digest_at:  # when it comes (bot.table.digest)
                at = datetime.fromisoformat(pref.digest_at)
                lines.append(
                    t("bot.digest.chosen", locale, time=at.strftime("%H:%M"), date=at.strftime("%Y-%m-%d %H:%M UTC"))
                )
            await replies.show(interaction, content="\n".join(lines))

        await guarded(interaction, body)
