"""Votes in Discord: the vote's message with its Yes / No buttons, ``/game vote``, and what a decided
vote or a stalled table says.

Why buttons on one message and not a Discord poll: a poll lets everyone in the channel vote (a vote here
belongs to the players holding a seat, and to replace a player only to the others), its votes reach a
bot only with an extra gateway intent (this bot uses ``Guilds`` alone), its shortest duration is an
hour (a live table's vote lasts 15 minutes) and it cannot say "decided" the moment the outcome cannot
change. The buttons carry the vote's id (``@vote:<id>:<y|n>``), so they keep working after a restart;
the service refuses a closed vote, a forged id, a button on another message and anyone who does not
vote, privately, and changes nothing.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.table.asks import TableNotice, VoteView

from . import custom_ids as cid
from . import delivery, embeds, replies, table_end
from .asks import tell
from .components import BUTTON_LABEL
from .components import label as _label
from .components import view as _view
from .context import OnOwnMessage, guarded, service, service_of
from .locale import server_locale_of


class OnVote(OnOwnMessage):
    FAMILY = cid.VOTES


class VoteButton(OnVote, discord.ui.DynamicItem[discord.ui.Button], template=cid.VOTE):
    """Yes or No on a vote's message."""

    def __init__(self, vote_id: int, yes: bool, label: str = "") -> None:
        self.vote_id, self.yes = vote_id, yes
        super().__init__(
            discord.ui.Button(
                label=_label(label or ("Yes" if yes else "No"), BUTTON_LABEL),
                custom_id=cid.vote(vote_id, yes),
                style=discord.ButtonStyle.success if yes else discord.ButtonStyle.danger,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "VoteButton":
        return cls(int(match["vote"]), match["choice"] == "y", getattr(item, "label", None) or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_ballot(interaction, self.vote_id, self.yes)


def vote_embed(view: VoteView) -> discord.Embed:
    colour = embeds.COLOUR_TURN if view.open else embeds.COLOUR
    return discord.Embed(title=f"🗳 {view.title}"[:256], description=embeds.lines_text(view.lines), colour=colour)


def vote_buttons(view: VoteView) -> discord.ui.View | None:
    if not view.open:
        return None
    buttons = _view()
    buttons.add_item(VoteButton(view.vote_id, True, view.yes_label))
    buttons.add_item(VoteButton(view.vote_id, False, view.no_label))
    return buttons


async def post_vote(client: discord.Client, view: VoteView, told: tuple[int, ...]) -> discord.Message | None:
    """The vote's message in the table's thread, its voters (and the player it is about) told as they
    chose; the message is remembered as the vote's."""
    message = await tell(
        client,
        view.channel_id,
        view.guild_id,
        view.locale,
        view.table,
        view.title,
        told,
        embeds=[vote_embed(view)],
        view=vote_buttons(view),
        words=view.words,
        title=view.table_words,
    )
    if message is not None:
        await service_of(client).votes.posted(view.vote_id, view.channel_id, message.id)
    return message


async def edit_vote(client: discord.Client, view: VoteView) -> None:
    """The vote's message shows it now (a decided vote: its result, no buttons)."""
    if view.message_id is None:
        return
    try:
        await (
            delivery.messageable(client, view.channel_id)
            .get_partial_message(view.message_id)
            .edit(embeds=[vote_embed(view)], view=vote_buttons(view))
        )
    except discord.HTTPException:
        pass  # the message is gone: the result is said with the notice all the same


async def start_vote(interaction: discord.Interaction, kind: str, target: discord.abc.User | None = None) -> None:
    """``/game vote cancel`` and ``/game vote replace player:``."""

    async def body(locale: str) -> None:
        if interaction.channel_id is None:
            return
        outcome = await service(interaction).votes.start(
            interaction.channel_id,
            interaction.user.id,
            kind,
            target.id if target is not None else None,
            locale=locale,
            server_locale=server_locale_of(interaction),
        )
        if not await replies.defer(interaction, ephemeral=True):
            return
        await post_vote(interaction.client, outcome.view, outcome.told)
        await replies.show(interaction, content=outcome.line)
        if outcome.notice is not None:  # decided at once (a single voter)
            await say(interaction.client, outcome.notice)

    await guarded(interaction, body)


async def on_ballot(interaction: discord.Interaction, vote_id: int, yes: bool) -> None:
    """A Yes / No click: the ballot, the message showing the vote now, a private line for the voter."""

    async def body(locale: str) -> None:
        message = interaction.message.id if interaction.message is not None else None
        outcome = await service(interaction).votes.cast(
            vote_id,
            interaction.user.id,
            yes,
            message_id=message,
            locale=locale,
            server_locale=server_locale_of(interaction),
        )
        await replies.edit_source(interaction, embeds=[vote_embed(outcome.view)], view=vote_buttons(outcome.view))
        await replies.show(interaction, content=outcome.line)
        if outcome.notice is not None:
            await say(interaction.client, outcome.notice, edited=True)

    await guarded(interaction, body)


async def say(client: discord.Client, notice: TableNotice, *, edited: bool = False) -> None:
    """What a table says without a click (:class:`bot.table.asks.TableNotice`), told as each chose."""
    if notice.kind == "vote" and notice.vote is not None:
        await post_vote(client, notice.vote, notice.told)
        return
    if notice.vote is not None and not edited:
        await edit_vote(client, notice.vote)
    if notice.kind == "vote_result":
        return  # the vote's message states its result; the game is as it was
    await tell(
        client,
        notice.channel_id,
        notice.guild_id,
        notice.locale,
        notice.table,
        notice.line,
        notice.told,
        words=notice.words,
        title=notice.table_words,
    )
    if notice.ended:
        await delivery.close_live_line(client, notice.game_id, notice.line, notice.locale)
        await table_end.table_closed(client, notice.game_id)  # a scheduled table's event, a forum tag
        return
    if notice.public is not None:
        await delivery.edit_live_line(client, notice.public)
    kick = getattr(client, "kick_ai", None)
    if kick is not None:  # the AI plays the seat now if the table waits for it
        kick(notice.channel_id, notice.locale)
