"""Telling the players a notice concerns, each the way they chose (``/notify``).

A notice that needs someone's answer (a run-out clock's offer, a vote) or tells everyone that the table
changed (the AI took a seat after the grace, the table was closed) is posted in the table's thread, with
a mention of each player who chose mentions; each who chose direct messages gets one instead (the
table's name, the text, a link to the thread), and those who chose nothing are told nothing. A direct
message Discord refuses falls back to the mention, with one line saying why, once (as for turns).
A direct message speaks its reader's language (their last interaction's, else the table's) when the
notice comes as messages (``words``, ``title``); the post in the thread speaks the table's.
"""

from __future__ import annotations

import logging
from typing import Any, Sequence

import discord

from bot.i18n import t
from engine.core.text import Msg

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
    personal: dict[int, Msg] | None = None,
    words: Msg | None = None,
    title: Msg | None = None,
) -> discord.Message | None:
    """Post ``text`` (or ``embeds`` with it) in the table's channel and tell ``told`` as each chose.
    ``personal``: a user's own words instead of ``text`` (the player whose clock ran out); ``words``
    and ``title``: ``text`` and ``table`` as messages, for direct messages in each reader's language.
    Returns the message posted (None when Discord refused it)."""
    service = service_of(client)
    personal = personal or {}
    users = list(dict.fromkeys(told))
    prefs = await service.tables.posts.notify_prefs(users)
    readers = await service.notify.locales([u for u in users if prefs[u].mode == "dm"], locale)
    link = channel_link(guild_id, channel_id)
    mentioned: list[int] = []
    notes: list[str] = []
    for user in users:
        mode = prefs[user].mode
        if mode == "dm":
            loc = readers.get(user, locale)
            said = personal.get(user) or words
            dm_text = t(said, loc) if said is not None else text
            name = t(title, loc) if title is not None else table
            if await send_dm(client, user, t("bot.discord.votes.dm", loc, table=name, text=dm_text, link=link)):
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
    lines += [f"<@{u}>: {t(personal[u], locale)}" for u in mentioned if u in personal]
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
