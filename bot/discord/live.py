"""Live tables as server events: ``/play … when:`` (the service: :mod:`bot.table.live`).

The lobby opens with the live pace and its start time on its message ("Starts Monday, 20:00 (in 3
hours)", in each reader's own time zone); the bot creates a server event for it, held outside a voice
channel, whose place is the link to the lobby message. When the time comes the sweep reminds the
players who joined (each as they chose with ``/notify``) and starts the event; a game started earlier
starts it then. When the table ends (its last board, an abandon, or whatever ended it: the sweep
looks) the event ends with it: completed when it had started, cancelled when it never did. Where the
bot may not create events (Create Events) the table is scheduled all the same and its players are
reminded; the creator reads why there is no event.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

import discord

from bot.i18n import t
from bot.table import LobbyInfo
from bot.table import clocks
from bot.table.live import LIVE_HOURS, iso

from . import embeds
from .asks import tell
from .context import service_of

log = logging.getLogger(__name__)

# Discord's scheduled events: held outside a channel, seen by the server's members only; statuses
EXTERNAL, GUILD_ONLY = 3, 2
ACTIVE, COMPLETED, CANCELED = 2, 3, 4
NAME_MAX, DESCRIPTION_MAX, LOCATION_MAX = 100, 1000, 100


def can_create_events(interaction: discord.Interaction) -> bool:
    perms = interaction.app_permissions
    return bool(perms.create_events or perms.manage_events)


async def create_event(
    client: discord.Client, guild_id: int, info: LobbyInfo, start: datetime, link: str
) -> int | None:
    """The server event of a scheduled table (its id), None when Discord refuses it."""
    locale = info.locale
    title = t("bot.discord.live_title", locale, game=info.game_name, id=info.game_id)
    pace = clocks.PACES[clocks.LIVE]
    try:
        event = await client.http.create_guild_scheduled_event(
            guild_id,
            reason=t("bot.live.event_reason", locale),
            name=title[:NAME_MAX],
            privacy_level=GUILD_ONLY,
            entity_type=EXTERNAL,
            entity_metadata={"location": link[:LOCATION_MAX]},
            scheduled_start_time=iso(start),
            scheduled_end_time=iso(start + timedelta(hours=LIVE_HOURS)),
            description=t(
                "bot.live.event_description",
                locale,
                game=info.game_name,
                link=link,
                start=clocks.duration_text(pace.start, locale),
                increment=clocks.duration_text(pace.increment, locale),
            )[:DESCRIPTION_MAX],
        )
    except discord.HTTPException as exc:
        log.info("server %s: no event for table %s (%s)", guild_id, info.game_id, exc)
        return None
    event_id = int(event["id"])
    await service_of(client).live.event_created(info.game_id, event_id)
    return event_id


async def set_status(client: discord.Client, guild_id: int, event_id: int, status: int) -> None:
    try:
        await client.http.edit_scheduled_event(guild_id, event_id, status=status)
    except discord.HTTPException as exc:  # deleted by a moderator, already ended: nothing more to do
        log.info("server %s: event %s not set to %s (%s)", guild_id, event_id, status, exc)


async def table_started(client: discord.Client, game_id: int) -> None:
    """Start pressed: a scheduled table's event starts now (no reminder comes any more)."""
    event = await service_of(client).live.started(game_id)
    if event is not None and event.event_id is not None:
        await set_status(client, event.guild_id, event.event_id, ACTIVE)


async def table_ended(client: discord.Client, game_id: int) -> None:
    """The table ended: its event ends with it (completed when started, else cancelled), once."""
    event = await service_of(client).live.ended(game_id)
    if event is not None and event.event_id is not None:
        await set_status(client, event.guild_id, event.event_id, COMPLETED if event.reminded_at else CANCELED)


async def post_starts(client: discord.Client, now: datetime | None = None) -> int:
    """The sweep: remind the players of each scheduled table whose time came (once) and start its
    event; end the events of tables that ended. How many tables were reminded."""
    svc = service_of(client)
    said = 0
    for due in await svc.live.due_starts(now):
        event = due.event
        if due.status not in ("lobby", "active"):  # it ended before its time: its event never starts
            ended = await svc.live.ended(event.game_id)
            if ended is not None and ended.event_id is not None:
                await set_status(client, event.guild_id, ended.event_id, CANCELED)
            continue
        locale = due.locale or client.guild_locale(event.guild_id)  # type: ignore[attr-defined]
        title = t("bot.discord.live_title", locale, game=embeds.game_name(due.game_type, locale), id=event.game_id)
        key = "bot.live.starts_lobby" if due.status == "lobby" else "bot.live.starts_running"
        await tell(
            client, event.channel_id, event.guild_id, locale, title, t(key, locale, table=f"**{title}**"), due.user_ids
        )
        said += 1
        if event.event_id is not None:
            await set_status(client, event.guild_id, event.event_id, ACTIVE)
    for game_id in await svc.live.ended_tables():
        await table_ended(client, game_id)
    return said
