"""Telling the players a notice concerns, each the way they chose (``/notify``).

A notice that needs someone's answer (a run-out clock's offer, a vote) or tells everyone that the table
changed (the AI took a seat after the grace, the table was closed) is posted in the table's thread, with
a mention of each player who chose mentions; each who chose direct messages gets one instead (the
table's name, the text, a link to the thread), and those who chose nothing are told nothing. A direct
message Discord refuses falls back to the mention, with one line saying why, once (as for turns).
"""

from __future__ import annotations

import logging
from typing import Any, Sequence

import discord

from bot.i18n import t

from .context import service_of
from .delivery import channel_link, messageable, send_dm

log = logging.getLogger(__name__)


async def tell(
    client: discord.Client,
    channel_id: int,
    guild_id: int | None,
    locale: str,
    table: str,
    text: str,
    told: Sequence[int],
    *,
    embeds: Sequence[discord.Embed] = (),
    view: discord.ui.View | None = None,
    personal: dict[int, str] | None = None,
) -> discord.Message | None:
    """Post ``text`` (or ``embeds`` with it) in the table's channel and tell ``told`` as each chose.
    ``personal``: a user's own words instead of ``text`` (the player whose clock ran out). Returns the
    message posted (None when Discord refused it)."""
    service = service_of(client)
    personal = personal or {}
    users = list(dict.fromkeys(told))
    prefs = await service.tables.posts.notify_prefs(users)
    link = channel_link(guild_id, channel_id)
    mentioned: list[int] = []
    notes: list[str] = []
    for user in users:
        mode = prefs[user].mode
        if mode == "dm":
            words = personal.get(user, text)
            if await send_dm(client, user, t("bot.discord.votes.dm", locale, table=table, text=words, link=link)):
                continue
            if await service.notify.dm_refused(user):
                notes.append(t("bot.notify.dm_refused", locale, mention=f"<@{user}>"))
            mentioned.append(user)
        elif mode == "mention":
            mentioned.append(user)
    others = [u for u in mentioned if u not in personal]
    lines = list(notes)
    if others:
        lines.append(" ".join(f"<@{u}>" for u in others))
    lines += [text] if not embeds else []
    lines += [f"<@{u}>: {personal[u]}" for u in mentioned if u in personal]
    kwargs: dict[str, Any] = {
        "content": "\n".join(lines) or None,
        "embeds": list(embeds),
        "allowed_mentions": discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in mentioned] if mentioned else False
        ),
    }
    if view is not None:
        kwargs["view"] = view
    try:
        return await messageable(client, channel_id).send(**kwargs)
    except discord.HTTPException:
        log.warning("channel %s: cannot post a notice", channel_id, exc_info=True)
        return None
