"""What every handler needs from an interaction: the services, the user's name, the channel's
permissions, the AI driver, and :func:`guarded`, which turns a ServiceError into a private line in
the user's language (nothing changes) and anything else into a logged apology.
"""

from __future__ import annotations

import logging
import re
from typing import Awaitable, Callable

import discord

from bot.i18n import t
from bot.records import RecordsService
from bot.store import is_outage
from bot.table import GameService, NoGame, ServiceError

from . import custom_ids as cid
from . import replies
from .components import custom_ids_of
from .locale import locale_of, server_locale_of

log = logging.getLogger(__name__)

REQUIRED_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "attach_files")


def service_of(client: discord.Client) -> GameService:
    """The game service our client (bot.discord.client.EuroBot) made in its setup_hook."""
    svc = getattr(client, "service", None)
    if not isinstance(svc, GameService):
        raise RuntimeError("the client has no game service (its setup_hook has not run)")
    return svc


def service(interaction: discord.Interaction) -> GameService:
    return service_of(interaction.client)


def records(interaction: discord.Interaction) -> RecordsService:
    client = interaction.client
    rs = getattr(client, "records", None)
    if rs is None:
        # kept on the client (EuroBot declares it), found by name: a plain discord.Client has no such attribute
        rs = client.records = RecordsService(service_of(client))  # type: ignore[attr-defined]
        rs.global_names = getattr(client, "global_names", None)
    return rs


async def guarded(interaction: discord.Interaction, body: Callable[[str], Awaitable[None]]) -> None:
    """Run ``body(locale)``; a ServiceError becomes a private line, anything else a logged apology."""
    locale = locale_of(interaction)
    try:
        await body(locale)
    except NoGame as exc:
        await replies.error(interaction, await _no_game_here(interaction, t(exc.msg, locale), locale))
    except ServiceError as exc:
        await replies.error(interaction, t(exc.msg, locale))
    except Exception as exc:  # noqa: BLE001 - failed() logs it and answers the player privately
        await failed(interaction, exc, locale)


async def failed(interaction: discord.Interaction, exc: BaseException, locale: str) -> None:
    """The private answer to an unexpected error: "try again in a moment" when the database is out (the
    click changed nothing), else a logged apology."""
    outage = is_outage(exc)
    if outage:
        log.warning("interaction %s: the database does not answer (%s)", interaction.id, exc)
    else:
        log.error("interaction %s failed", interaction.id, exc_info=exc)
    try:
        await replies.error(interaction, t("bot.discord.database_out" if outage else "bot.discord.failed", locale))
    except discord.HTTPException:
        pass


async def _no_game_here(interaction: discord.Interaction, text: str, locale: str) -> str:
    """ "No game in this channel", and where this channel's running tables are: their threads."""
    if isinstance(interaction.channel, discord.Thread) or interaction.channel_id is None:
        return text
    threads = await service(interaction).tables.posts.running_threads(interaction.channel_id)
    if not threads:
        return text
    return f"{text}\n" + t("bot.discord.tables_in_threads", locale, threads=", ".join(f"<#{c}>" for c in threads))


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """Permission names the bot lacks in this channel for posting boards (empty if none)."""
    perms = interaction.app_permissions
    needed = list(REQUIRED_PERMISSIONS)
    if isinstance(interaction.channel, discord.Thread):
        needed[1] = "send_messages_in_threads"
    return [name for name in needed if not getattr(perms, name)]


async def check_permissions(interaction: discord.Interaction, locale: str) -> bool:
    missing = missing_permissions(interaction)
    if missing:
        names = ", ".join(t(f"bot.discord.perm.{name}", locale) for name in missing)
        await replies.error(interaction, t("bot.discord.missing_permissions", locale, perms=names))
        return False
    return True


def channel_of(interaction: discord.Interaction) -> int:
    """The channel (or thread, or DM) the command or click came from: Discord names it for every
    command and component interaction, the only kinds this bot answers."""
    if interaction.channel_id is None:
        raise RuntimeError(f"interaction {interaction.id} names no channel")
    return interaction.channel_id


def name_of(user: discord.abc.User | discord.Object) -> str:
    return getattr(user, "display_name", None) or getattr(user, "name", None) or str(user.id)


def table_locale(interaction: discord.Interaction, guild_id: int | None) -> str:
    """The public language of a table on server ``guild_id`` for a click that may come from elsewhere
    (``/games`` in a direct message or on another server): that server's preferred language."""
    if guild_id is not None and guild_id == interaction.guild_id:
        return server_locale_of(interaction)
    guild_locale = getattr(interaction.client, "guild_locale", None)
    return guild_locale(guild_id) if guild_locale is not None else server_locale_of(interaction)


async def table_channel(interaction: discord.Interaction, game_id: int | None) -> tuple[int, int | None]:
    """Where a component's table is: the channel (thread) and server of game ``game_id``, wherever it
    was clicked (a panel opened from ``/games`` lives in a direct message or another channel); the
    interaction's channel when the game is unknown (the service then refuses the click)."""
    if game_id is not None:
        row = await service(interaction).store.game(game_id)
        if row is not None:
            return row.channel_id, row.guild_id
    return channel_of(interaction), interaction.guild_id


def kick_ai(interaction: discord.Interaction, channel_id: int | None = None, *, guild_id: int | None = None) -> None:
    """Let the client's AI driver play the channel's AI turns, if any (one board per turn, paced), in
    the table's public language: pinned, else the server's."""
    kick = getattr(interaction.client, "kick_ai", None)
    channel_id = channel_id if channel_id is not None else interaction.channel_id
    if kick is not None and channel_id is not None:
        # a table on another server (``guild_id``: a panel opened from /games): its own server's language
        kick(channel_id, table_locale(interaction, guild_id) if guild_id is not None else server_locale_of(interaction))


# --- components edit only the message they belong to -----------------------------------------


async def refuse_foreign(interaction: discord.Interaction) -> None:
    """A component clicked on a message it does not belong to: say so privately, change nothing."""
    await replies.error(interaction, t("bot.discord.wrong_message", locale_of(interaction)))


def message_custom_ids(message: discord.Message | None) -> list[str]:
    """The custom_ids of every component on a message (nested ones of a layout message too)."""
    return custom_ids_of(message)


class OnOwnMessage:
    """For components that edit the message they sit on: a click on a message of another kind (an id
    forged onto a lobby, a board or a leaderboard) is refused privately and edits nothing.

    Mixed in before ``DynamicItem``; discord.py awaits ``interaction_check`` before the callback.
    """

    FAMILY: tuple[re.Pattern[str], ...] = ()
    PRIVATE = False  # the kind of message is always ephemeral (a player's panel)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        message = interaction.message
        if (
            message is not None
            and (message.flags.ephemeral or not self.PRIVATE)
            and cid.same_kind(self.FAMILY, message_custom_ids(message))
        ):
            return True
        await refuse_foreign(interaction)
        return False


class OnPanel(OnOwnMessage):
    FAMILY = cid.PANEL
    PRIVATE = True


class OnLobby(OnOwnMessage):
    FAMILY = cid.LOBBY
