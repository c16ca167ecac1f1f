"""``/tournament``: tournaments the bot runs, in Discord.

``/tournament create`` posts the sign-up message in the channel (**Join**, **Leave**, and the
organiser's **Start now**), edited as players join. When the sign-up ends (its deadline, or Start now)
the rounds run by themselves (``bot.table.tournaments``): :func:`drive` — called by the client's sweep,
after Start and when a tournament table's game ends — opens each new table's thread in the channel
(named after the tournament, round and table) and posts its first board there, then posts each round's
tables (with the standings before it as a picture, the round's players mentioned once) and, at the end,
the final standings and the champion, editing the sign-up message. Every step is claimed in the
database first, so several bot processes and restarts post each once. ``/tournament status`` answers
privately; ``/tournament cancel`` is the organiser's (or a server manager's).
"""

from __future__ import annotations

import io
import logging
import re
from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.i18n import t
from bot.table import clocks
from bot.table.tournament_models import (
    FORMATS,
    MAX_ENTRANTS,
    MAX_ROUNDS,
    TableToOpen,
    TournamentInfo,
    TournamentNotFound,
    TournamentPost,
)

from . import custom_ids, embeds, replies, table
from .choices import AppCommand, GamesCog, fit, with_game_choices
from .context import OnOwnMessage, channel_of, guarded, name_of, refuse_foreign, service, service_of
from .delivery import messageable, once_nonce
from .locale import locale_of, server_locale_of
from .setup import can_manage_server
from .threads import THREAD_ARCHIVE_MINUTES, can_open_thread
from .translator import text

log = logging.getLogger(__name__)

PICTURE = "standings.png"


# --- the sign-up message -------------------------------------------------------------------------


class TournamentButton(OnOwnMessage, discord.ui.DynamicItem[discord.ui.Button], template=custom_ids.TOURNAMENT):
    """Join, Leave and Start now on a tournament's sign-up message."""

    FAMILY = (custom_ids.TOURNAMENT,)
    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
    }

    def __init__(self, tournament_id: int, verb: str, label: str = "") -> None:
        self.tournament, self.verb = tournament_id, verb
        super().__init__(
            discord.ui.Button(
                label=label or verb, custom_id=custom_ids.tournament(tournament_id, verb), style=self.STYLES[verb]
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "TournamentButton":
        return cls(int(match["id"]), match["verb"], getattr(item, "label", "") or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_button(interaction, self.tournament, self.verb)


def signup_parts(info: TournamentInfo, locale: str) -> dict[str, Any]:
    """The sign-up message: the tournament in lines, and while it signs up its three buttons."""
    embed = discord.Embed(title=info.title[:256], description=embeds.lines_text(info.lines), colour=embeds.COLOUR)
    if info.status != "signup":
        return {"embeds": [embed], "view": None}
    view = discord.ui.View(timeout=None)
    for verb in ("join", "leave", "start"):
        view.add_item(TournamentButton(info.id, verb, t(f"bot.discord.tn.{verb}", locale)))
    return {"embeds": [embed], "view": view}


async def on_button(interaction: discord.Interaction, tournament_id: int, verb: str) -> None:
    async def body(locale: str) -> None:
        pub = server_locale_of(interaction)  # the sign-up message is public: the server's language
        svc = service(interaction).tournaments
        user = interaction.user
        row = await svc.store.tournament(tournament_id)
        clicked = interaction.message.id if interaction.message is not None else None
        if row is not None and row.message_id is not None and clicked != row.message_id:
            await refuse_foreign(interaction)  # a button forged onto another message: nothing changes
            return
        if verb == "start":
            if not await replies.defer(interaction, update=True):
                return
            await svc.start(
                tournament_id, interaction.guild_id, user.id, can_manage=can_manage_server(interaction), locale=pub
            )
            await drive(interaction.client, tournament_id)
            return
        if verb == "join":
            info = await svc.join(tournament_id, interaction.guild_id, user.id, name_of(user), locale=pub)
        else:
            info = await svc.leave(tournament_id, interaction.guild_id, user.id, locale=pub)
        if info.message_id is None and interaction.message is not None:
            await svc.set_message(info.id, interaction.message.id)
        await replies.edit_source(interaction, **signup_parts(info, pub))

    await guarded(interaction, body)


# --- the rounds going on (the client's sweep) -----------------------------------------------------


async def drive(client: discord.Client, tournament_id: int) -> None:
    """Whatever is due for the tournament: its service steps, each new table's thread and first board,
    the posts owed in its channel (each claimed, so any number of processes may call this)."""
    svc = service_of(client)
    row = await svc.tournaments.store.tournament(tournament_id)
    if row is None:
        return
    locale = client.guild_locale(row.guild_id)  # type: ignore[attr-defined] # EuroBot's: the server's language
    for opened in await svc.tournaments.advance(tournament_id, locale=locale):
        await open_thread(client, opened, locale)
    for post in await svc.tournaments.posts(tournament_id, locale):
        await send_post(client, post)


async def open_thread(client: discord.Client, opened: TableToOpen, locale: str) -> None:
    """The table's thread in the tournament's channel, its game moved there, its first board posted."""
    svc = service_of(client).tournaments
    if not await svc.rounds.claim_thread(opened):
        return  # another process opens it (or did)
    try:
        data = await client.http.start_thread_without_message(
            opened.home_channel_id,
            name=opened.thread_name[:100],
            auto_archive_duration=THREAD_ARCHIVE_MINUTES,
            type=discord.ChannelType.public_thread.value,
        )
    except discord.HTTPException:
        log.warning("tournament %s: cannot open the thread of table %s", opened.tournament_id, opened.table_no)
        await svc.rounds.release_thread(opened)  # the next sweep tries again
        return
    thread_id = int(data["id"])
    if not await svc.rounds.moved(opened, thread_id):
        log.warning(
            "tournament %s: table %s moved meanwhile; thread %s left empty",
            opened.tournament_id,
            opened.table_no,
            thread_id,
        )
        return
    update = await svc.rounds.first_board(thread_id, locale)
    await table.send_board(client, thread_id, update, header=opened.header)
    kick = getattr(client, "kick_ai", None)
    if kick is not None:
        kick(thread_id, update.locale)


async def send_post(client: discord.Client, post: TournamentPost) -> None:
    """A round's tables or the final standings in the tournament's channel (with the standings picture),
    mentioning only the users the post names; then the sign-up message as it reads now."""
    svc = service_of(client).tournaments
    embed = discord.Embed(title=post.title[:256], description=embeds.lines_text(post.lines), colour=embeds.COLOUR)
    files = []
    if post.png is not None:
        files.append(discord.File(io.BytesIO(post.png), filename=PICTURE))
        embed.set_image(url=f"attachment://{PICTURE}")
    try:
        await messageable(client, post.channel_id).send(
            content=post.content or None,
            embeds=[embed],
            files=files,
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(u) for u in post.mentions]
            ),
            nonce=once_nonce("tournament", post.tournament_id, post.kind, post.round),
        )
    except (discord.Forbidden, discord.NotFound):
        log.warning("tournament %s: cannot post in channel %s (given up)", post.tournament_id, post.channel_id)
    except discord.HTTPException:
        log.warning("tournament %s: posting failed; tried again at the next sweep", post.tournament_id)
        await svc.not_posted(post)
        return
    await svc.posted(post)
    info = post.info
    if info is not None and info.message_id is not None:
        try:
            await (
                messageable(client, info.channel_id)
                .get_partial_message(info.message_id)
                .edit(**signup_parts(info, info.locale))
            )
        except discord.HTTPException:
            log.info("tournament %s: cannot edit its sign-up message", info.id)


# --- /tournament ---------------------------------------------------------------------------------


class TournamentCog(GamesCog, name="tournaments"):
    """``/tournament create|status|cancel`` and the sign-up message's buttons."""

    components = (TournamentButton,)

    def game_commands(self) -> list[AppCommand]:
        group = app_commands.Group(
            name="tournament", description=text("bot.cmd.tournament.description"), guild_only=True
        )
        formats = [app_commands.Choice(name=text(f"bot.cmd.tournament.format.{f}"), value=f) for f in FORMATS]
        paces = [app_commands.Choice(name=text(f"bot.cmd.tournament.pace.{p}"), value=p) for p in clocks.CHOICES]

        @group.command(name="create", description=text("bot.cmd.tournament.create.description"))
        @app_commands.describe(
            game=text("bot.cmd.tournament.create.game"),
            format=text("bot.cmd.tournament.create.format"),
            rounds=text("bot.cmd.tournament.create.rounds"),
            seats_per_table=text("bot.cmd.tournament.create.seats_per_table"),
            pace=text("bot.cmd.tournament.create.pace"),
            sign_up_until=text("bot.cmd.tournament.create.sign_up_until"),
            limit=text("bot.cmd.tournament.create.limit"),
            min_rating=text("bot.cmd.tournament.create.min_rating"),
        )
        @app_commands.choices(format=formats, pace=paces)
        @with_game_choices(self.games)
        async def create(
            interaction: discord.Interaction,
            game: str,
            format: str,
            rounds: app_commands.Range[int, 1, MAX_ROUNDS] | None = None,
            seats_per_table: app_commands.Range[int, 2, 4] | None = None,
            pace: str = clocks.LOBBY_DEFAULT,
            sign_up_until: app_commands.Range[str, 1, 40] | None = None,
            limit: app_commands.Range[int, 2, MAX_ENTRANTS] | None = None,
            min_rating: app_commands.Range[float, 0.0, 100.0] | None = None,
        ) -> None:
            async def body(locale: str) -> None:
                if interaction.guild_id is None:
                    await replies.error(interaction, t("bot.discord.guild_only", locale))
                    return
                if not can_open_thread(interaction):
                    await replies.error(interaction, t("bot.discord.tn.no_threads", locale))
                    return
                pub = server_locale_of(interaction)
                info = await service(interaction).tournaments.create(
                    interaction.guild_id,
                    channel_of(interaction),
                    interaction.user.id,
                    game,
                    format,
                    rounds=rounds,
                    seats_per_table=seats_per_table,
                    pace=pace,
                    sign_up_until=sign_up_until,
                    limit=limit,
                    min_rating=min_rating,
                    locale=pub,
                )
                await replies.show(interaction, ephemeral=False, **signup_parts(info, pub))
                try:
                    message = await interaction.original_response()
                except discord.HTTPException:
                    return  # its first click records the message instead
                await service(interaction).tournaments.set_message(info.id, message.id)

            await guarded(interaction, body)

        @group.command(name="status", description=text("bot.cmd.tournament.status.description"))
        @app_commands.describe(tournament=text("bot.cmd.tournament.status.tournament"))
        async def status(
            interaction: discord.Interaction, tournament: app_commands.Range[str, 1, 20] | None = None
        ) -> None:
            async def body(locale: str) -> None:
                tid = await _chosen(interaction, tournament)
                st = await service(interaction).tournaments.status(
                    tid, interaction.guild_id, interaction.user.id, locale=locale
                )
                embed = discord.Embed(
                    title=st.title[:256], description=embeds.lines_text(st.lines), colour=embeds.COLOUR
                )
                files = []
                if st.png is not None:
                    files.append(discord.File(io.BytesIO(st.png), filename=PICTURE))
                    embed.set_image(url=f"attachment://{PICTURE}")
                await replies.show(interaction, embeds=[embed], files=files)

            await guarded(interaction, body)

        @group.command(name="cancel", description=text("bot.cmd.tournament.cancel.description"))
        @app_commands.describe(tournament=text("bot.cmd.tournament.cancel.tournament"))
        async def cancel(interaction: discord.Interaction, tournament: app_commands.Range[str, 1, 20]) -> None:
            async def body(locale: str) -> None:
                tid = await _chosen(interaction, tournament)
                info = await service(interaction).tournaments.cancel(
                    tid,
                    interaction.guild_id,
                    interaction.user.id,
                    can_manage=can_manage_server(interaction),
                    locale=server_locale_of(interaction),
                )
                await replies.show(interaction, content=t("bot.discord.tn.cancelled", locale, title=info.title))
                await drive(interaction.client, tid)  # the cancellation is posted, the sign-up message edited

            await guarded(interaction, body)

        @status.autocomplete("tournament")
        @cancel.autocomplete("tournament")
        async def tournaments(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            if interaction.guild_id is None:
                return []
            found = await service(interaction).tournaments.of_guild(interaction.guild_id, locale_of(interaction))
            typed = (current or "").strip().lower()
            return [
                app_commands.Choice(name=fit(label), value=str(tid)) for tid, label in found if typed in label.lower()
            ][:25]

        return [group]


async def _chosen(interaction: discord.Interaction, value: str | None) -> int:
    """The tournament an option names (its number), or the server's latest one; a value that is no
    number of this server's tournament is refused privately (TournamentNotFound)."""
    if value is None:
        found = await service(interaction).tournaments.of_guild(interaction.guild_id or 0, "en", limit=1)
        if not found:
            raise TournamentNotFound()
        return found[0][0]
    number = custom_ids.as_int(value.strip())
    if number is None:
        raise TournamentNotFound()
    return number
