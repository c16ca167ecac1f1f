"""``/games``: where you act. Your running tables on every server the bot shares with you, privately.

Each table says its number ("Macao #12"), what you are asked there, your clock, and carries a **Take
turn** button that opens your panel right here (an ephemeral panel that plays like the one opened from
the table's board: the same custom ids, the same checks, stale clicks refused). The tables waiting for
you come first, longest-waiting first (since your clock started running), then the others, then your
open tables. ``/games open:True`` lists the open seats you may claim (with a button) and the open tables
you may join (with a link): on this server, or in a direct message on the servers of your tables.
Works in a server or in a direct message with the bot: the answer is always ephemeral.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import t
from bot.table import GameOver, MyTable, waited_text
from bot.table import clocks

from . import custom_ids as cid
from . import embeds, replies
from .choices import AnyBot
from .components import BUTTON_LABEL, PER_ROW, ROWS
from .components import label as _label
from .components import view as _view
from .context import guarded, service, table_channel
from .delivery import channel_link
from .claim import ClaimButton
from .seats import on_claim  # noqa: F401 - installs what a Claim click does
from .table import panel_parts
from .install import everywhere
from .translator import text

BUTTONS = PER_ROW * ROWS  # one Take turn (or Claim) button per listed table, at most 25


class MyTurnButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.MY_TURN):
    """``/games``' Take turn: that table's panel, privately, wherever /games was used."""

    def __init__(self, game_id: int, label: str = "Take turn") -> None:
        self.game = game_id
        super().__init__(
            discord.ui.Button(
                label=_label(label, BUTTON_LABEL), custom_id=cid.my_turn(game_id), style=discord.ButtonStyle.success
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "MyTurnButton":
        return cls(int(match["game"]), getattr(item, "label", None) or "Take turn")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_my_turn(interaction, self.game)


async def on_my_turn(interaction: discord.Interaction, game_id: int) -> None:
    """The panel of game ``game_id`` for the clicker (refused privately if it is not their table)."""

    async def body(locale: str) -> None:
        if not await replies.defer(interaction, ephemeral=True):
            return
        channel, _ = await table_channel(interaction, game_id)
        panel = await service(interaction).play.panel(channel, interaction.user.id, locale=locale)
        if panel.game_id != game_id:  # that game ended, and its channel has another now
            raise GameOver()
        await replies.show(interaction, **panel_parts(panel, locale))

    await guarded(interaction, body)


def table_line(m: MyTable, server: str, locale: str) -> str:
    link = channel_link(m.guild_id, m.channel_id)
    if m.lobby:
        base = t("bot.discord.my_games.lobby", locale, table=m.table, server=server)
    elif m.stand_in:
        base = t("bot.discord.my_games.stand_in", locale, table=m.table, server=server)
    elif m.vote is not None and not m.question:
        base = t("bot.discord.my_games.ballot", locale, table=m.table, server=server, vote=m.vote)
    elif m.awaited:
        base = t(
            "bot.discord.my_games.awaited",
            locale,
            table=m.table,
            server=server,
            waited=waited_text(m.waited_minutes, locale),
            question=m.question or t("bot.turn.yours", locale),
        )
        if m.vote is not None:
            base += " · " + t("bot.discord.my_games.also_ballot", locale, vote=m.vote)
    else:
        base = t(
            "bot.discord.my_games.running",
            locale,
            table=m.table,
            server=server,
            summary=m.summary or "-",
            question=m.question or "-",
        )
    parts = [base] + ([m.clock] if m.clock else []) + [link]
    return " · ".join(parts)


def tables_view(tables: list[MyTable], locale: str) -> discord.ui.View | None:
    running = [m for m in tables if not m.lobby][:BUTTONS]
    if not running:
        return None
    view = _view()
    for n, m in enumerate(running):
        button = MyTurnButton(m.game_id, t("bot.discord.my_games.take_turn", locale, table=m.table))
        button.row = n // PER_ROW
        view.add_item(button)
    return view


class MyGamesCog(commands.Cog, name="my_games"):
    """``/games``: where the user plays (see the module docstring)."""

    components = (MyTurnButton, ClaimButton)

    def __init__(self, bot: AnyBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*self.components)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*self.components)

    @everywhere
    @app_commands.command(name="games", description=text("bot.cmd.games.description"))
    @app_commands.describe(open=text("bot.cmd.games.open"))
    async def games(self, interaction: discord.Interaction, open: bool = False) -> None:
        async def body(locale: str) -> None:
            if not await replies.defer(interaction, ephemeral=True):
                return
            if open:
                await self._open(interaction, locale)
                return
            client = interaction.client

            def shared(guild_id: int | None) -> bool:  # servers the bot is still on
                return guild_id is not None and client.get_guild(guild_id) is not None

            mine = await service(interaction).my_tables.of(interaction.user.id, shared=shared, locale=locale)
            if not mine.tables:
                await replies.show(interaction, content=t("bot.discord.games.none", locale))
                return
            guilds = [client.get_guild(m.guild_id) if m.guild_id is not None else None for m in mine.tables]
            lines = [table_line(m, getattr(g, "name", "?"), locale) for m, g in zip(mine.tables, guilds)]
            if mine.more:
                lines.append(t("bot.discord.games.more", locale, n=mine.more))
            if any(m.awaited for m in mine.tables):
                lines.append(t("bot.discord.my_games.since", locale))
            await replies.show(
                interaction,
                embeds=[
                    discord.Embed(
                        title=t("bot.discord.games.title", locale),
                        description=embeds.lines_text(lines),
                        colour=embeds.COLOUR,
                    )
                ],
                view=tables_view(mine.tables, locale),
            )

        await guarded(interaction, body)

    async def _open(self, interaction: discord.Interaction, locale: str) -> None:
        """``/games open:True``: open seats (Claim buttons) and open tables (links) the user may join."""
        client = interaction.client
        svc = service(interaction)
        if interaction.guild_id is not None:
            guild_ids = [interaction.guild_id]
        else:  # a direct message: the servers of the user's tables (the bot cannot see a user's servers)
            mine = await svc.my_tables.of(
                interaction.user.id, shared=lambda g: g is not None and client.get_guild(g) is not None
            )
            guild_ids = list(mine.guild_ids)
        found = await svc.substitutes.open_tables(interaction.user.id, guild_ids)
        lines: list[str] = []
        view = _view()
        now = svc.tables.clock()
        for n, s in enumerate(found.seats[:BUTTONS]):
            game = embeds.game_name(s.game.game_type, locale)
            table = t("bot.votes.table", locale, game=game, id=s.game.id)
            server = getattr(client.get_guild(s.game.guild_id or 0), "name", "?")
            since = waited_text((now - datetime.fromisoformat(s.open_since)).total_seconds() // 60, locale)
            key = "bot.discord.my_games.open_seat_ai" if s.ai_level else "bot.discord.my_games.open_seat"
            lines.append(
                t(key, locale, table=table, server=server, name=s.name, since=since)
                + " · "
                + channel_link(s.game.guild_id, s.game.channel_id)
            )
            button = ClaimButton(s.game.id, s.seat, t("bot.discord.my_games.claim", locale, table=table, name=s.name))
            button.row = n // PER_ROW
            view.add_item(button)
        for g in found.lobbies:
            game_type = embeds.game_name(g.game_type, locale)
            server = getattr(client.get_guild(g.guild_id or 0), "name", "?")
            pace = t(f"bot.pace.name.{g.pace if clocks.pace_of(g.pace) is not None else clocks.NONE}", locale)
            lines.append(
                t(
                    "bot.discord.my_games.open_lobby",
                    locale,
                    table=t("bot.votes.table", locale, game=game_type, id=g.id),
                    server=server,
                    seated=found.seated.get(g.id, 0),
                    pace=pace,
                    link=channel_link(g.guild_id, g.channel_id),
                )
            )
        if not lines:
            lines.append(t("bot.discord.my_games.open_none", locale))
        await replies.show(
            interaction,
            embeds=[
                discord.Embed(
                    title=t("bot.discord.my_games.open_title", locale),
                    description=embeds.lines_text(lines),
                    colour=embeds.COLOUR,
                )
            ],
            view=view if found.seats else None,
        )
