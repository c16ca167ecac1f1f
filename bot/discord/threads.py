"""Tables in threads: a game runs in a public thread of the channel where it was started.

``/play`` opens the lobby in the channel; Start moves the table into a thread of its own, so any
number of tables run in one channel, and the lobby message stays there as the table's live line
(:mod:`.delivery`). Solo and challenge games open their thread at once (:mod:`.records`). Where the bot
may not open threads (a missing permission, a command used inside a thread, a channel kind without
threads) the table stays in the channel, with a line saying why.
"""

from __future__ import annotations

import logging
from typing import Final

import discord

log = logging.getLogger(__name__)

THREAD_PERMISSIONS = (
    "view_channel",
    "create_public_threads",
    "send_messages_in_threads",
    "embed_links",
    "attach_files",
)
# A week: the longest Discord allows. A table waiting days for a move should not vanish from the
# channel list; a message in an archived thread opens it again anyway.
THREAD_ARCHIVE_MINUTES: Final = 10080


def can_open_thread(interaction: discord.Interaction) -> bool:
    perms = interaction.app_permissions
    return isinstance(interaction.channel, discord.TextChannel) and all(getattr(perms, p) for p in THREAD_PERMISSIONS)


async def open_thread(interaction: discord.Interaction, title: str) -> discord.Thread | None:
    """A public thread in the interaction's channel, or None when the bot may not open one here."""
    channel = interaction.channel
    if not can_open_thread(interaction):
        return None
    assert isinstance(channel, discord.TextChannel)
    try:
        return await channel.create_thread(
            name=title[:100], type=discord.ChannelType.public_thread, auto_archive_duration=THREAD_ARCHIVE_MINUTES
        )
    except discord.HTTPException as exc:
        log.info("could not open a thread in %s: %s", channel.id, exc)
        return None
