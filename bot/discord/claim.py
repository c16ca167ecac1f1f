"""The Claim button of an open seat, as the table's line (and ``/games open``) shows it.

The line in the channel is edited by :mod:`.delivery` with every board, so its buttons are built here
from the update alone, with nothing of the handlers: what a click does is :func:`bot.discord.seats.on_claim`,
which that module installs as :attr:`ClaimButton.on_click` when it is imported (the cogs import it at
start-up). A single class serves both: discord.py registers the class of every dynamic item it sends.
"""

from __future__ import annotations

import re
from typing import Any, Awaitable, Callable, ClassVar

import discord

from bot.i18n import t
from bot.table import PublicUpdate

from . import custom_ids as cid
from .components import BUTTON_LABEL, PER_ROW
from .components import label as _label
from .components import view as _view

CLAIM_BUTTONS = 4  # open seats with a button on a table's line (a table has at most four seats)


async def _not_ready(interaction: discord.Interaction, game_id: int, seat: int) -> None:
    raise RuntimeError("bot.discord.seats was not imported: no Claim handler")


class ClaimButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.CLAIM):
    """Take an open seat (on a table's line in its channel, and on /games open)."""

    on_click: ClassVar[Callable[[discord.Interaction, int, int], Awaitable[None]]] = _not_ready

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
        await type(self).on_click(interaction, self.game, self.seat)


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
