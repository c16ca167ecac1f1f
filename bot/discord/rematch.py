"""The Rematch button on a finished game's final board, and the private table's invitation message.

A click by one of the game's human players opens the rematch (:meth:`bot.table.lobby.Lobby.rematch`):
a private lobby with the same game, options, seat order and AI seats, inviting the other players. It
opens where the players gather: the parent channel when the game ran in a thread, else the game's
channel. A second click while that rematch is open (or running) points to it instead.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.i18n import t
from bot.table import LobbyInfo

from . import custom_ids as cid
from . import delivery, replies
from .components import BUTTON_LABEL
from .components import label as _label
from .context import check_permissions, channel_of, guarded, name_of, service
from .locale import server_locale_of


def invitation(info: LobbyInfo, locale: str) -> dict[str, Any]:
    """The content and allowed mentions that tell a private table's invited users (none for an open
    table, or when nobody but the creator is invited): only they are pinged."""
    guests = [m.user_id for m in info.invited if m.user_id is not None and m.user_id != info.creator_id]
    if not guests:
        return {}
    return {
        "content": t(
            "bot.discord.invites.invitation",
            locale,
            creator=f"<@{info.creator_id}>",
            mentions=", ".join(f"<@{u}>" for u in guests),
        ),
        "allowed_mentions": discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in guests]
        ),
    }


class RematchButton(discord.ui.DynamicItem[discord.ui.Button], template=cid.REMATCH):
    """On a finished game's final board: a player opens the rematch."""

    def __init__(self, game_id: int, label: str = "Rematch") -> None:
        self.game = game_id
        super().__init__(
            discord.ui.Button(
                label=_label(label, BUTTON_LABEL), custom_id=cid.rematch(game_id), style=discord.ButtonStyle.primary
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "RematchButton":
        return cls(int(match["game"]), getattr(item, "label", None) or "Rematch")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_rematch(interaction, self.game)


def gathering_channel(interaction: discord.Interaction) -> int:
    """Where a rematch opens: the thread's parent channel when the game ran in a thread."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent_id is not None:
        return channel.parent_id
    return channel_of(interaction)


async def on_rematch(interaction: discord.Interaction, game_id: int) -> None:
    async def body(locale: str) -> None:
        target = gathering_channel(interaction)
        if target == interaction.channel_id and not await check_permissions(interaction, locale):
            return
        pub = server_locale_of(interaction)
        out = await service(interaction).lobby.rematch(
            game_id, interaction.user.id, name_of(interaction.user), target, interaction.guild_id, locale=pub
        )
        info = out.info
        link = delivery.channel_link(out.guild_id, info.channel_id)
        if not out.opened:
            key = "rematch_open" if info.status == "lobby" else "rematch_running"
            await replies.show(interaction, content=t(f"bot.discord.invites.{key}", locale, link=link))
            return
        # the lobby cog draws lobby messages (its module imports the board's, which imports this one, so
        # it is found by name; typed as Any): interaction.client is our EuroBot, a commands.Bot
        lobby = interaction.client.get_cog("lobby")  # type: ignore[attr-defined]
        parts = {**lobby.message_parts(info, info.locale), **invitation(info, info.locale)}
        if info.channel_id == interaction.channel_id:
            await replies.show(interaction, ephemeral=False, **parts)
        else:
            channel = delivery.messageable(interaction.client, info.channel_id)
            await channel.send(**{k: v for k, v in parts.items() if v is not None})
            await replies.show(interaction, content=t("bot.discord.invites.rematch_posted", locale, link=link))
        await delivery.invite_by_dm(interaction.client, info, out.guild_id)  # those who chose DMs
        if out.refused:  # over an invitation limit (bot.table.invitations): told to the clicker alone
            await replies.show(interaction, content="\n".join(t(m, locale) for m in out.refused))

    await guarded(interaction, body)
