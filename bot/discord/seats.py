"""Substitutes in Discord: ``/game seat offer|withdraw|claim`` and the Claim button of an open seat.

An open seat shows on the table's line in its channel ("🪑 Open seat: Ann") with a button per open seat,
and in ``/games open``. A claim gives the claimer their panel at once (private), says in the table's
thread who took whose seat, and the line in the channel no longer lists the seat.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.i18n import t
from bot.table import NoGame, PublicUpdate

from . import custom_ids as cid
from . import replies
from .asks import tell
from .components import BUTTON_LABEL, PER_ROW
from .components import label as _label
from .components import view as _view
from .context import channel_of, guarded, kick_ai, name_of, service, table_locale
from .locale import server_locale_of

CLAIM_BUTTONS = 4  # open seats with a button on a table's line (a table has at most four seats)


class ClaimButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.CLAIM):
    """Take an open seat (on a table's line in its channel, and on /games open)."""

    def __init__(self, game_id: int, seat: int, label: str = "Take the seat") -> None:
        self.game, self.seat = game_id, seat
        super().__init__(
            discord.ui.Button(
                label=_label(label, BUTTON_LABEL), custom_id=cid.claim(game_id, seat), style=discord.ButtonStyle.success
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "ClaimButton":
        return cls(int(match["game"]), int(match["seat"]), getattr(item, "label", None) or "Take the seat")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_claim(interaction, self.game, self.seat)


def claim_view(update: PublicUpdate) -> discord.ui.View | None:
    """The Claim buttons of a table's open seats (None: no seat is open)."""
    if not update.open_seats or update.finished is not None:
        return None
    view = _view()
    for n, seat in enumerate(update.open_seats[:CLAIM_BUTTONS]):
        name = update.seat_names[seat] if seat < len(update.seat_names) else "?"
        button = ClaimButton(update.game_id, seat, t("bot.discord.seats.claim", update.locale, name=name))
        button.row = n // PER_ROW
        view.add_item(button)
    return view


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
        from .table import panel_parts  # the panel is the table's (a late import: table imports this module)

        if claimed.panel is not None:
            await replies.show(interaction, **panel_parts(claimed.panel, locale, claimed.line))
        await said(interaction.client, claimed.public, claimed.line)
        kick_ai(interaction, claimed.channel_id, guild_id=guild)

    await guarded(interaction, body)


async def said(client: discord.Client, public: PublicUpdate, line: str) -> None:
    """A seat offered, withdrawn or claimed: the line in the table's thread (nobody pinged), and the
    table's line in its channel lists the open seats now."""
    from .delivery import edit_live_line

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
    from .delivery import edit_live_line

    await edit_live_line(client, public)
