"""A forum of tables in Discord (the service: :mod:`bot.table.forum`).

``/setup tables channel:<forum>`` makes the server's tables posts of that forum: the bot makes sure
the forum has a tag per game and per state (waiting for players, running, finished; a forum holds at
most 20 tags, and the bot needs Manage Channels there to add them), and keeps their ids. From then on
``/play`` opens each table as a new post, named after the game and its creator, tagged with its game
and "waiting for players"; the post's opening message is the lobby, which becomes the table's live
line at Start (the post is the table's thread: its boards follow below the line). Start renames the
post as a table's thread is named ("Macao #12 · Ann, Bob") and tags it "running"; its end (the last
board, an abandon, a vote or a stall that closes it) tags it "finished". Players filter the forum by
tag. ``/setup tables`` without a channel goes back to threads under the channel. Solo games and
challenges stay in threads (they are one player's, not the server's tables).
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.http import handle_message_parameters

from bot.i18n import t
from bot.table.forum import STATES, ForumSetting, game_tag, state_tag

from . import embeds
from engine.registry import game_ids

from .context import service_of
from .locale import server_locale_of
from .threads import THREAD_ARCHIVE_MINUTES

log = logging.getLogger(__name__)

FORUM = 15  # Discord's channel type of a forum
TAG_NAME_MAX, TAGS_MAX, POST_NAME_MAX = 20, 20, 100
STATE_EMOJI = {"lobby": "⏳", "running": "▶️", "finished": "🏁"}


class ForumOption(app_commands.Transformer):
    """``/setup tables``' channel option: Discord offers forum channels only; the value is its id (read
    from the option as Discord sends it, whether the server's channels are cached or not)."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.channel

    @property
    def channel_types(self) -> list[discord.ChannelType]:
        return [discord.ChannelType.forum]

    async def transform(self, interaction: discord.Interaction, value: Any, /) -> int:
        return int(value.id)


def tag_names(games: list[str], locale: str) -> dict[str, str]:
    """The tags a forum of tables carries, by key: each game's name, each state's (in ``locale``)."""
    out = {game_tag(g): embeds.game_name(g, locale)[:TAG_NAME_MAX] for g in games}
    out.update({state_tag(s): t(f"bot.forum.state.{s}", locale)[:TAG_NAME_MAX] for s in STATES})
    return out


async def ensure_tags(
    client: discord.Client, forum_id: int, games: list[str], locale: str
) -> tuple[dict[str, int], list[str]]:
    """The forum's tags for the tables, created where missing (matched by name): their ids by key, and
    the names it could not add (no room, or no Manage Channels). ValueError: not a forum."""
    channel: dict[str, Any] = dict(await client.http.get_channel(forum_id))
    if int(channel.get("type", -1)) != FORUM:
        raise ValueError("not a forum")
    existing: list[dict[str, Any]] = list(channel.get("available_tags") or [])
    wanted = tag_names(games, locale)
    by_name = {str(tag["name"]).casefold(): tag for tag in existing}
    missing = [key for key, name in wanted.items() if name.casefold() not in by_name]
    room = TAGS_MAX - len(existing)
    added = missing[: max(room, 0)]
    refused = [wanted[k] for k in missing[len(added) :]]
    if added:
        tags = [_tag_payload(tag) for tag in existing]
        for key in added:
            state = key.split(":", 1)[1] if key.startswith("state:") else None
            tags.append({"name": wanted[key], "moderated": False, "emoji_name": STATE_EMOJI.get(state or "")})
        try:
            channel = dict(await client.http.edit_channel(forum_id, available_tags=tags, reason="table tags"))
            by_name = {str(tag["name"]).casefold(): tag for tag in channel.get("available_tags") or []}
        except discord.HTTPException as exc:
            log.info("forum %s: tags not added (%s)", forum_id, exc)
            refused = [wanted[k] for k in missing]
    ids = {key: int(by_name[name.casefold()]["id"]) for key, name in wanted.items() if name.casefold() in by_name}
    return ids, refused


def _tag_payload(tag: dict[str, Any]) -> dict[str, Any]:
    keep = ("id", "name", "moderated", "emoji_id", "emoji_name")
    return {k: tag[k] for k in keep if k in tag}


async def open_post(
    client: discord.Client, setting: ForumSetting, game_type: str, creator: str, locale: str
) -> int | None:
    """A new post of the forum for a table about to open: its id (its opening message has the same id
    and becomes the lobby), None when Discord refuses it (the table then opens where /play was used)."""
    name = t("bot.forum.post_name", locale, game=embeds.game_name(game_type, locale), name=creator)
    opening = discord.Embed(description=t("bot.forum.opening", locale), colour=embeds.COLOUR)
    with handle_message_parameters(
        embeds=[opening],
        channel_payload={
            "name": name[:POST_NAME_MAX],
            "auto_archive_duration": THREAD_ARCHIVE_MINUTES,
            "applied_tags": [str(i) for i in setting.applied(game_type, "lobby")],
        },
    ) as params:
        try:
            data = await client.http.start_thread_in_forum(setting.forum_id, params=params)
        except discord.HTTPException as exc:
            log.info("forum %s: no post for a table (%s)", setting.forum_id, exc)
            return None
    return int(data["id"])


async def follow_state(client: discord.Client, game_id: int, *, name: str | None = None) -> None:
    """A forum table's state tag (and, with ``name``, its post's name) as the table stands now."""
    table = await service_of(client).forum.of_table(game_id)
    if table is None:
        return
    changes: dict[str, Any] = {"applied_tags": [str(i) for i in table.tags()]}
    if name is not None:
        changes["name"] = name[:POST_NAME_MAX]
    try:
        await client.http.edit_channel(table.post_id, **changes)
    except discord.HTTPException as exc:
        log.info("forum post %s: tags not set (%s)", table.post_id, exc)


async def remove_post(client: discord.Client, post_id: int) -> None:
    """A post made for a table that did not open (its lobby was refused): it goes."""
    try:
        await client.http.delete_channel(post_id, reason="the table did not open")
    except discord.HTTPException as exc:
        log.info("forum post %s: not removed (%s)", post_id, exc)


async def choose(interaction: discord.Interaction, forum_id: int | None, locale: str, *, can_manage: bool) -> str:
    """``/setup tables [channel:]``: the server's forum of tables (its tags made sure of), or back to
    threads without a channel; the line its admin reads."""
    svc = service_of(interaction.client)
    guild_id = interaction.guild_id
    assert guild_id is not None, "/setup is used in a server"
    if forum_id is None:
        await svc.forum.choose(guild_id, interaction.user.id, None, {}, can_manage=can_manage)
        return t("bot.forum.cleared", locale)
    if not can_manage:  # before anything is asked of Discord
        await svc.forum.choose(guild_id, interaction.user.id, None, {}, can_manage=False)
    pub = server_locale_of(interaction)  # the tags are read by the whole server
    try:
        tags, refused = await ensure_tags(interaction.client, forum_id, game_ids(), pub)
    except (ValueError, discord.HTTPException):
        return t("bot.forum.not_a_forum", locale, channel=f"<#{forum_id}>")
    await svc.forum.choose(guild_id, interaction.user.id, forum_id, tags, can_manage=can_manage)
    names = ", ".join(t(f"bot.forum.state.{s}", pub) for s in STATES)
    lines = [t("bot.forum.set", locale, channel=f"<#{forum_id}>", states=names)]
    if refused:
        lines.append(t("bot.forum.tags_refused", locale, tags=", ".join(refused)))
    return "\n".join(lines)


async def show_line(interaction: discord.Interaction, locale: str) -> str:
    """What ``/setup show`` says of the tables: the forum they are posts of, or threads."""
    setting = await service_of(interaction.client).forum.setting(interaction.guild_id)
    if setting is None:
        return t("bot.forum.show_threads", locale)
    return t("bot.forum.show_forum", locale, channel=f"<#{setting.forum_id}>")
