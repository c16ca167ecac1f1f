"""Substitutes in Discord: ``/game seat offer|withdraw|claim`` and the Claim button of an open seat.

An open seat shows on the table's line in its channel ("🪑 Open seat: Ann") with a button per open seat,
and in ``/games open``. A claim gives the claimer their panel at once (private), says in the table's
thread who took whose seat, and the line in the channel no longer lists the seat.
"""

from __future__ import annotations

import discord

from bot.table import NoGame, PublicUpdate

from . import replies
from .asks import tell
from .claim import ClaimButton
from .delivery import edit_live_line
from .table import panel_parts
from .context import channel_of, guarded, kick_ai, name_of, service, table_locale
from .locale import server_locale_of


async def on_claim(interaction: discord.Interaction, game_id: int, seat: int | None = None) -> None:
    """A Claim click (or ``/game seat claim``): the seat is the clicker's, with their panel."""

    async def body(locale: str) -> None:
        svc = service(interaction)
        row = await svc.store.game(game_id)
        guild = row.guild_id if row is not None else interaction.guild_id
        if not await replies.defer(interaction, ephemeral=True):
            return
        claimed = await svc.substitutes.claim(
            game_id,
            seat,
            interaction.user.id,
            name_of(interaction.user),
            locale=locale,
            server_locale=table_locale(interaction, guild),
        )
        if claimed.panel is not None:
            await replies.show(interaction, **panel_parts(claimed.panel, locale, claimed.line))
        await said(interaction.client, claimed.public, claimed.line)
        kick_ai(interaction, claimed.channel_id, guild_id=guild)

    await guarded(interaction, body)


async def said(client: discord.Client, public: PublicUpdate, line: str) -> None:
    """A seat offered, withdrawn or claimed: the line in the table's thread (nobody pinged), and the
    table's line in its channel lists the open seats now."""
    await tell(client, public.channel_id, public.guild_id, public.locale, "", line, ())
    await edit_live_line(client, public)


async def offer_seat(interaction: discord.Interaction, withdraw: bool = False) -> None:
    """``/game seat offer`` and ``/game seat withdraw``."""

    async def body(locale: str) -> None:
        offer = await service(interaction).substitutes.offer(
            channel_of(interaction),
            interaction.user.id,
            withdraw=withdraw,
            locale=locale,
            server_locale=server_locale_of(interaction),
        )
        await replies.show(interaction, content=offer.line, ephemeral=False)
        await said_line_only(interaction.client, offer.public)

    await guarded(interaction, body)


async def claim_here(interaction: discord.Interaction) -> None:
    """``/game seat claim`` in a table's thread: its open seat."""
    row = await service(interaction).store.live_game(channel_of(interaction))
    if row is None or row.status != "active":

        async def no_game(locale: str) -> None:
            raise NoGame()

        await guarded(interaction, no_game)
        return
    await on_claim(interaction, row.id)


async def said_line_only(client: discord.Client, public: PublicUpdate) -> None:
    """The table's line in its channel after an offer (the answer in the thread said the rest)."""
    await edit_live_line(client, public)


ClaimButton.on_click = on_claim  # what a Claim click does (bot.discord.claim builds the button)
