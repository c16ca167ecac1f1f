"""How a table's public update reaches people: the one place that posts turn messages and notices.

* **Who is told, how.** The service splits the newly asked users by their ``/notify`` choice: those
  who chose a mention are mentioned in the post, those who chose a direct message get one (in their
  own language, standing on its own: the table, the question, their clock, a link: ``dm``) and are not
  mentioned; a DM Discord refuses (closed DMs) falls back to the mention, with one line telling the
  user why, once. Those who chose the daily digest or nothing are neither mentioned nor messaged.
* **One message a turn.** Every board is one layout message (:mod:`.layout`): what was just done,
  what is asked of whom, the phone card and the board, the table's buttons. A change within the turn
  that asks someone new (``PublicUpdate.refresh``: the next seat of a round phase, an answer out of
  turn) is shown by that same turn message: edited in place when nobody is to be pinged, or, since an
  edit never pings, posted again at the bottom with the board as it stands, the earlier copy deleted
  (kept only while a player it pinged has still to answer, so that no ping points at nothing). A
  thread keeps one message per turn.
* **Notices.** What is no turn (a reminder, a seat handed to an AI) is a short notice without a
  picture; the table keeps at most one: the previous one is deleted when the next notice or a turn
  message is posted, and when the seats it asked have answered (``stale_notice``).
* **The live line.** A table that runs in a thread keeps its lobby message in the channel it came
  from as its one line there (game, players, where it stands, who is to move, a link), edited with
  every board, never posted again.
"""

from __future__ import annotations

import hashlib
import logging
from typing import Any, Callable

import discord

from bot.i18n import t
from bot.table import PublicUpdate, waited_text

from bot.store.posts import TurnPost

from . import dm, embeds, layout
from .claim import claim_view
from .context import service_of

log = logging.getLogger(__name__)

ButtonsOf = Callable[[PublicUpdate], "list[discord.ui.Item[Any]]"]  # a turn message's buttons (one row)
ViewOf = Callable[[PublicUpdate], "discord.ui.View | None"]  # the same buttons for a notice


# The channels a bot posts to and edits its messages in by id (discord.py's PartialMessageableChannel).
Postable = (
    discord.TextChannel
    | discord.VoiceChannel
    | discord.StageChannel
    | discord.Thread
    | discord.DMChannel
    | discord.PartialMessageable
)


def messageable(client: discord.Client, channel_id: int) -> Postable:
    """The cached channel, or a partial one (no cache needed to post or edit by id)."""
    channel = client.get_channel(channel_id)
    if isinstance(channel, Postable):
        return channel
    return client.get_partial_messageable(channel_id)


NONCE_CHARS = 25  # Discord's longest message nonce


def once_nonce(*parts: object) -> str:
    """The nonce of a post that must appear once (a season's champions, a tournament round): the same
    parts give the same nonce, and Discord returns the message already made with it in the last minutes
    instead of posting again (discord.py sends ``enforce_nonce`` with every nonce). So a process that
    posted, then died before marking the post done, posts nothing twice when the claim is swept again."""
    digest = hashlib.blake2b(":".join(map(str, parts)).encode(), digest_size=12).hexdigest()
    return digest[:NONCE_CHARS]


def channel_link(guild_id: int | None, channel_id: int) -> str:
    """A link that opens a channel (a table's thread) from anywhere, a DM included (``@me`` outside a
    server)."""
    return f"https://discord.com/channels/{guild_id if guild_id is not None else '@me'}/{channel_id}"


async def send_dm(client: discord.Client, user_id: int, text: str) -> bool:
    """A direct message to the user; False when Discord refuses it (DMs closed to the server)."""
    try:
        channel = await client.create_dm(discord.Object(user_id))
        await channel.send(content=text, allowed_mentions=discord.AllowedMentions.none())
        return True
    except discord.HTTPException as exc:
        log.info("cannot DM user %s (%s)", user_id, exc)
        return False


async def direct_messages(client: discord.Client, update: PublicUpdate) -> list[int]:
    """Tell the users who chose direct messages, each in their own language, in a message that stands
    on its own (``bot.discord.dm``); returns those Discord refused (closed DMs)."""
    link = channel_link(update.guild_id, update.channel_id)
    refused = []
    for notice in update.dm_notices:
        if not await send_dm(client, notice.user_id, dm.asked(notice, update.game_id, update.seat_names, link)):
            refused.append(notice.user_id)
    return refused


async def deliver(
    client: discord.Client,
    channel: discord.abc.Messageable,
    update: PublicUpdate,
    buttons_of: ButtonsOf,
    header: str | None = None,
    on_forbidden: Callable[[dict[str, Any]], Any] | None = None,
) -> discord.Message | None:
    """Post ``update`` in the table's ``channel`` as described in the module docstring; the message
    posted (None when nothing needed posting, when the turn message was edited, or when
    ``on_forbidden`` posted it instead: it gets a fresh message's keyword arguments)."""
    service = service_of(client)
    failed = await direct_messages(client, update)
    mentions = [*update.mention_user_ids, *failed]
    if not update.board and not update.refresh and not mentions:
        return None
    notes = [
        t("bot.notify.dm_refused", update.locale, mention=f"<@{u}>")
        for u in failed
        if await service.notify.dm_refused(u)
    ]
    lines = [line for line in (header, *notes) if line]
    if update.board or update.refresh:
        return await _turn(client, channel, update, buttons_of, mentions, lines, on_forbidden)
    # a notice (no turn: a seat handed to an AI): one short line, the table's buttons, no picture
    post = embeds.board_post(update, update.locale, mentions=mentions)
    post.content = "\n".join([*lines, post.content] if post.content else lines) or None
    message = await _send(
        channel,
        {**post.send_kwargs(), **_view_of(buttons_of, update)},
        on_forbidden,
        lambda: {**post.send_kwargs(), **_view_of(buttons_of, update)},
    )
    previous = await service.play.notice_posted(
        update.game_id, message.id if message else None, list(update.told_seats)
    )
    await delete_notice(client, update.channel_id, previous)
    return message


def _view_of(buttons_of: ButtonsOf, update: PublicUpdate) -> dict[str, Any]:
    """A notice's buttons (a legacy message: one row of the table's buttons)."""
    buttons = buttons_of(update)
    if not buttons:
        return {}
    view = discord.ui.View(timeout=None)
    for item in buttons:
        view.add_item(item)
    return {"view": view}


async def _send(
    channel: discord.abc.Messageable,
    kwargs: dict[str, Any],
    on_forbidden: Callable[[dict[str, Any]], Any] | None,
    fresh: Callable[[], dict[str, Any]],
) -> discord.Message | None:
    """Send; when the channel refuses (permissions changed since the game started), ``on_forbidden``
    posts a fresh copy (the first send read the files) another way."""
    try:
        return await channel.send(**kwargs)
    except discord.Forbidden:
        if on_forbidden is None:
            raise
        await on_forbidden(fresh())
        return None


async def _turn(
    client: discord.Client,
    channel: discord.abc.Messageable,
    update: PublicUpdate,
    buttons_of: ButtonsOf,
    mentions: list[int],
    header: list[str],
    on_forbidden: Callable[[dict[str, Any]], Any] | None,
) -> discord.Message | None:
    """The turn message of ``update``: a new one for a board; for a change within the turn, the
    turn's message edited (nobody to ping) or posted again (see the module docstring)."""
    service = service_of(client)

    def build() -> layout.LayoutPost:
        return layout.turn_message(update, buttons_of(update), mentions=mentions, header=header)

    current = await service.play.turn_post(update.game_id)
    same_turn = current is not None and current.turn == update.turn
    if not update.board and same_turn and not mentions and current is not None:
        try:
            await (
                messageable(client, update.channel_id)
                .get_partial_message(current.message_id)
                .edit(**build().edit_kwargs())
            )
            return None
        except discord.NotFound:
            pass  # deleted (by a moderator): posted again below
        except discord.HTTPException:
            log.info("channel %s: cannot edit the turn message %s", update.channel_id, current.message_id)
            return None
    message = await _send(channel, build().send_kwargs(), on_forbidden, lambda: build().send_kwargs())
    previous = await service.play.turn_posted(
        update.game_id, TurnPost(message.id, update.turn, tuple(mentions)) if message is not None else None
    )
    await delete_notice(client, update.channel_id, await service.play.notice_posted(update.game_id, None, []))
    if (
        not update.board
        and previous is not None
        and previous.turn == update.turn
        and (message is None or previous.message_id != message.id)
        and not set(previous.users) & set(update.awaited_user_ids)  # nobody it pinged still has to answer
    ):
        await delete_notice(client, update.channel_id, previous.message_id)  # superseded by the new copy
    if update.board:
        await edit_live_line(client, update)
    return message


async def invite_by_dm(client: discord.Client, info: Any, guild_id: int | None) -> None:
    """A private table's invited users who chose direct messages (``/notify``) get one, in their own
    language, naming who invites them to which table on which server, with a link to the lobby's
    channel; the lobby message mentions everyone invited anyway. (How many invitations reach a user is
    limited by the service: ``bot.table.invitations``.)"""
    service = service_of(client)
    guests = [m.user_id for m in info.invited if m.user_id is not None and m.user_id != info.creator_id]
    prefs = await service.tables.posts.notify_prefs(guests)
    readers = [u for u in guests if prefs[u].mode == "dm"]
    if not readers:
        return
    locales = await service.notify.locales(readers, info.locale)
    inviter = next((m.name for m in info.invited if m.user_id == info.creator_id), None) or next(
        (m.name for m in info.members if m.user_id == info.creator_id), "?"
    )
    guild = client.get_guild(guild_id) if guild_id is not None else None
    server = guild.name if guild is not None else f"<#{info.channel_id}>"
    link = channel_link(guild_id, info.channel_id)
    for user_id in readers:
        lang = locales[user_id]
        text = dm.invitation(inviter, embeds.game_name(info.game_type, lang), info.game_id, server, link, lang)
        await send_dm(client, user_id, text)  # refused: the lobby message mentions them all the same


async def close_live_line(client: discord.Client, game_id: int, line: str, server_locale: str) -> None:
    """A table that ended without a final board (abandoned): its line in the channel says so."""
    service = service_of(client)
    posts = await service.tables.posts.posts(game_id)
    row = await service.store.game(game_id)
    if posts.lobby_message_id is None or posts.home_channel_id is None or row is None:
        return
    locale = service.tables.public_locale(row, server_locale)
    embed = discord.Embed(
        title=t("bot.discord.live_title", locale, game=embeds.game_name(row.game_type, locale), id=game_id),
        description=line,
        colour=embeds.COLOUR,
    )
    try:
        await (
            messageable(client, posts.home_channel_id)
            .get_partial_message(posts.lobby_message_id)
            .edit(embeds=[embed], view=None)
        )
    except discord.HTTPException:
        log.info("channel %s: cannot edit the table's line %s", posts.home_channel_id, posts.lobby_message_id)


async def remind(client: discord.Client, channel: discord.abc.Messageable, reminder: Any) -> bool:
    """A turn reminder (``bot.table.absent.Reminder``) told the way its user chose: a mention in the
    table's channel, which becomes the table's live notice (the previous one is deleted), a direct
    message (a refused one falls back to the mention), or nothing. Whether anything was sent."""
    service = service_of(client)
    pref = await service.notify.get(reminder.user_id)
    if pref.mode not in ("mention", "dm"):
        return False  # nothing, or the daily digest (bot.table.digest) lists the table
    note = None
    if pref.mode == "dm":
        link = channel_link(reminder.guild_id, reminder.channel_id)
        notice = reminder.notice
        text = (
            dm.reminder(
                notice, reminder.game_id, reminder.seat_names, link, waited_text(reminder.waited_minutes, notice.locale)
            )
            if notice is not None
            else f"{reminder.text}\n{link}"
        )
        if await send_dm(client, reminder.user_id, text):
            return True
        if await service.notify.dm_refused(reminder.user_id):  # mentioned instead, told why once
            note = t("bot.notify.dm_refused", reminder.locale, mention=f"<@{reminder.user_id}>")
    text = t("bot.discord.reminder", reminder.locale, mention=f"<@{reminder.user_id}>", text=reminder.text)
    message = await channel.send(
        content="\n".join(x for x in (note, text) if x),
        allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(reminder.user_id)]),
    )
    previous = await service.play.notice_posted(reminder.game_id, message.id, [reminder.seat])
    await delete_notice(client, reminder.channel_id, previous)
    return True


async def delete_notice(client: discord.Client, channel_id: int, message_id: int | None) -> None:
    """Delete a table's obsolete notice (already gone: nothing to do)."""
    if message_id is None:
        return
    try:
        await messageable(client, channel_id).get_partial_message(message_id).delete()
    except discord.NotFound:
        pass
    except discord.HTTPException:
        log.warning("channel %s: cannot delete notice %s", channel_id, message_id, exc_info=True)


async def edit_live_line(client: discord.Client, update: PublicUpdate) -> None:
    """Edit the table's lobby message in the channel it was opened in (when it has one)."""
    if update.lobby_message_id is None or update.home_channel_id is None:
        return
    try:
        await (
            messageable(client, update.home_channel_id)
            .get_partial_message(update.lobby_message_id)
            .edit(embeds=[embeds.live_line(update, update.locale)], view=claim_view(update))
        )
    except discord.HTTPException:
        log.info("channel %s: cannot edit the table's line %s", update.home_channel_id, update.lobby_message_id)
