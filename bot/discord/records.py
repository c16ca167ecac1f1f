"""Records in Discord: ``/solo``, ``/challenge``, ``/learn``, ``/leaderboard``, ``/profile`` and ``/privacy forget-me``.

Solo and challenge games run in a thread the bot opens in the channel (so several people can play
alone in one channel; one game per thread), or in the channel itself when the bot may not open
threads there (or the command was used inside a thread). Leaderboard pages and the forget-me
confirmation are persistent :class:`discord.ui.DynamicItem` buttons whose custom_ids carry everything.
"""

from __future__ import annotations

import io
import logging
import re
from typing import Any, Optional

import discord
from discord import app_commands

from bot.i18n import t
from bot.records import KINDS, LeaderboardPage, Leaderboards, SoloStart, challenge_games, solo_games, solo_spec
from engine.registry import learn_games

from . import custom_ids, delivery, embeds, replies, table
from .choices import AppCommand, GamesCog, fit, with_game_choices
from .context import OnOwnMessage, check_permissions, guarded, kick_ai, name_of, records, service_of
from .locale import locale_of
from .threads import open_thread
from .install import bot_in_server, everywhere, in_bot_dm
from .translator import text

log = logging.getLogger(__name__)

# --- solo / challenge: where the game runs -----------------------------------------------------


async def _play_alone(
    interaction: discord.Interaction, game: str, locale: str, starter, title_id: str = "bot.solo.thread_name"
) -> None:
    """Start the game with ``starter(channel_id, guild_id)`` where one player's table belongs and post its first
    board there: in a server with the bot, a thread it opens (or this channel when it may not open
    one, or the command came from a thread); anywhere else (the DM with the bot, a server without the
    bot, a group DM) the DM with the bot, the table keyed by that DM channel. ``title_id``: the
    thread's name (a solo game's, or a guided first game's)."""
    if not await replies.defer(interaction, ephemeral=True):
        return
    if not bot_in_server(interaction):
        await _play_in_dm(interaction, locale, starter)
        return
    title = t(title_id, locale, game=embeds.game_name(game, locale), name=name_of(interaction.user))
    thread = None if isinstance(interaction.channel, discord.Thread) else await open_thread(interaction, title)
    if thread is None and not await check_permissions(interaction, locale):
        return
    channel_id = thread.id if thread is not None else interaction.channel_id
    started: SoloStart = await starter(channel_id, interaction.guild_id)
    header = "\n".join(started.lines)
    if thread is None:
        await table.post_board(interaction, started.update.public, header=header)
        await replies.show(interaction, content=header)
    else:
        await delivery.deliver(interaction.client, thread, started.update.public, table.update_buttons, header)
        await replies.show(interaction, content=t("bot.solo.where", locale, channel=thread.mention))
    kick_ai(interaction, channel_id)  # AI seats of the deal (a challenge may seat some) move


async def _play_in_dm(interaction: discord.Interaction, locale: str, starter) -> None:
    """The one player's table in the DM with the bot: its boards are posted there, its clicks come from
    there; from elsewhere the answer links to it."""
    here = in_bot_dm(interaction)
    try:
        dm = interaction.channel if here else await interaction.client.create_dm(interaction.user)
    except discord.HTTPException:
        await replies.error(interaction, t("bot.install.dm_closed", locale))
        return
    assert dm is not None, "a DM channel"
    started: SoloStart = await starter(dm.id, None)  # a DM table belongs to no server
    header = "\n".join(started.lines)
    try:
        await delivery.deliver(
            interaction.client,
            delivery.messageable(interaction.client, dm.id),
            started.update.public,
            table.update_buttons,
            header,
        )
    except discord.Forbidden:  # DMs closed to the bot: the table waits, /solo in our DM finds it
        await replies.error(interaction, t("bot.install.dm_closed", locale))
        return
    link = delivery.channel_link(None, dm.id)
    await replies.show(interaction, content=header if here else t("bot.install.solo_in_dm", locale, link=link))
    kick_ai(interaction, dm.id, guild_id=None)


# --- leaderboards ------------------------------------------------------------------------------


class LeaderboardButton(OnOwnMessage, discord.ui.DynamicItem[discord.ui.Button], template=custom_ids.LB_PAGE):
    """Previous / next page of a leaderboard message (edits that message, and only a leaderboard)."""

    FAMILY = (custom_ids.LB_PAGE,)

    def __init__(self, custom_id: str, label: str = "", disabled: bool = False) -> None:
        m = custom_ids.LB_PAGE.fullmatch(custom_id)
        assert m is not None, custom_id
        self.game, self.kind, self.scope = m["game"], m["kind"], m["scope"]
        self.start, self.page = int(m["start"]) or None, int(m["page"])
        self.season = m["season"]  # a season's number (None: all-time)
        super().__init__(
            discord.ui.Button(
                label=label or m["dir"], custom_id=custom_id, disabled=disabled, style=discord.ButtonStyle.secondary
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "LeaderboardButton":
        return cls(match.string, getattr(item, "label", "") or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(locale: str) -> None:
            page = await Leaderboards(records(interaction)).page(
                self.game,
                self.kind,
                self.scope,
                guild_id=interaction.guild_id,
                page=self.page,
                start=self.start,
                locale=locale,
                season=self.season,
            )
            await replies.edit_source(interaction, **leaderboard_parts(page, locale))

        await guarded(interaction, body)


def leaderboard_parts(page: LeaderboardPage, locale: str) -> dict[str, Any]:
    embed = discord.Embed(title=page.title[:256], description=embeds.lines_text(page.lines), colour=embeds.COLOUR)
    embed.set_footer(text=page.footer)
    view = None
    if page.pages > 1:
        view = discord.ui.View(timeout=None)
        view.add_item(
            LeaderboardButton(
                custom_ids.leaderboard(
                    page.game_type, page.kind, page.scope, page.start, max(page.page - 1, 0), "p", page.season
                ),
                t("bot.discord.previous", locale),
                disabled=page.page == 0,
            )
        )
        view.add_item(
            LeaderboardButton(
                custom_ids.leaderboard(
                    page.game_type,
                    page.kind,
                    page.scope,
                    page.start,
                    min(page.page + 1, page.pages - 1),
                    "n",
                    page.season,
                ),
                t("bot.discord.next", locale),
                disabled=page.page >= page.pages - 1,
            )
        )
    return {"embeds": [embed], "view": view}


# --- forget-me ---------------------------------------------------------------------------------


class ForgetButton(OnOwnMessage, discord.ui.DynamicItem[discord.ui.Button], template=custom_ids.FORGET):
    """Confirms ``/privacy forget-me``; only the user who asked may press it, on its own private message."""

    FAMILY = (custom_ids.FORGET,)
    PRIVATE = True

    def __init__(self, user_id: int, label: str = "Delete my data") -> None:
        self.user_id = user_id
        super().__init__(
            discord.ui.Button(label=label, custom_id=custom_ids.forget(user_id), style=discord.ButtonStyle.danger)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "ForgetButton":
        return cls(int(match["user"]), getattr(item, "label", None) or "Delete my data")

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(locale: str) -> None:
            if interaction.user.id != self.user_id:
                await replies.error(interaction, t("bot.lb.forget_not_yours", locale))
                return
            await resign_everywhere(interaction.client, self.user_id)  # no table waits for a pseudonym
            done = await Leaderboards(records(interaction)).forget_me(self.user_id, locale=locale)
            await replies.edit_source(interaction, content=done, view=None)

        await guarded(interaction, body)


async def resign_everywhere(client: discord.Client, user_id: int) -> None:
    """The user's running seats are resigned before their data goes: each table reads why (the
    resignation line) and its AI moves on."""
    # guild_locale and kick_ai are EuroBot's (the client every cog runs in), not discord.Client's
    for channel_id, out in await service_of(client).resign.resign_everywhere(
        user_id,
        server_locale=client.guild_locale,  # type: ignore[attr-defined]
    ):
        try:
            await delivery.messageable(client, channel_id).send(
                content=out.line, allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException:
            log.warning("channel %s: cannot say a forget-me resignation", channel_id, exc_info=True)
        if out.public is not None:
            client.kick_ai(channel_id)  # type: ignore[attr-defined]


# --- the cog ------------------------------------------------------------------------------------


class RecordsCog(GamesCog, name="records"):
    """Solo games, the daily challenge, leaderboards, profiles and forget-me."""

    components = (LeaderboardButton, ForgetButton)
    privacy = app_commands.Group(name="privacy", description=text("bot.cmd.privacy.description"))

    def game_commands(self) -> list[AppCommand]:
        return [self._solo_command(), self._challenge_command(), self._learn_command(), self._leaderboard_command()]

    def _solo_command(self) -> AppCommand:
        offered = solo_games()
        # Discord checks the difficulty client-side over the union of the games' ranges; each game
        # then checks its own (service).
        specs = [sp for g in offered if (sp := solo_spec(g)) is not None]
        low = min((sp.start_min for sp in specs), default=0)
        high = max((sp.start_max for sp in specs), default=999)
        modes = [app_commands.Choice(name=text(f"bot.cmd.solo.mode.{m}"), value=m) for m in ("high_score", "campaign")]

        async def solo(
            interaction: discord.Interaction, game: str, mode: str = "high_score", start: int | None = None
        ) -> None:
            async def body(locale: str) -> None:
                user = interaction.user
                await _play_alone(
                    interaction,
                    game,
                    locale,
                    lambda channel_id, guild_id: records(interaction).start_solo(
                        guild_id, channel_id, user.id, name_of(user), game, mode, start, locale=locale
                    ),
                )

            await guarded(interaction, body)

        # The range is known only at run time; discord.py reads the annotation when the command is built.
        solo.__annotations__["start"] = Optional[app_commands.Range[int, low, high]]
        solo = with_game_choices(self.games, offered)(solo)
        solo = app_commands.choices(mode=modes)(solo)
        solo = app_commands.describe(
            game=text("bot.cmd.solo.game"), mode=text("bot.cmd.solo.mode"), start=text("bot.cmd.solo.start")
        )(solo)
        return everywhere(app_commands.command(name="solo", description=text("bot.cmd.solo.description"))(solo))

    def _challenge_command(self) -> AppCommand:
        @everywhere
        @app_commands.command(name="challenge", description=text("bot.cmd.challenge.description"))
        @app_commands.describe(game=text("bot.cmd.challenge.game"), board=text("bot.cmd.challenge.board"))
        @with_game_choices(self.games, challenge_games())
        async def challenge(interaction: discord.Interaction, game: str, board: bool = False) -> None:
            async def body(locale: str) -> None:
                rs = records(interaction)
                if board:
                    title, lines = await Leaderboards(rs).challenge_board(game, guild_id=None, locale=locale)
                    await replies.show(
                        interaction,
                        embeds=[
                            discord.Embed(title=title[:256], description=embeds.lines_text(lines), colour=embeds.COLOUR)
                        ],
                        ephemeral=False,
                    )
                    return
                user = interaction.user
                await _play_alone(
                    interaction,
                    game,
                    locale,
                    lambda channel_id, guild_id: rs.start_challenge(
                        guild_id, channel_id, user.id, name_of(user), game, locale=locale
                    ),
                )

            await guarded(interaction, body)

        return challenge

    def _learn_command(self) -> AppCommand:
        @everywhere
        @app_commands.command(name="learn", description=text("bot.cmd.learn.description"))
        @app_commands.describe(game=text("bot.cmd.learn.game"))
        @with_game_choices(self.games, learn_games())
        async def learn(interaction: discord.Interaction, game: str) -> None:
            async def body(locale: str) -> None:
                user = interaction.user
                await _play_alone(
                    interaction,
                    game,
                    locale,
                    lambda channel_id, guild_id: service_of(interaction.client).learn.start(
                        guild_id, channel_id, user.id, name_of(user), game, locale=locale
                    ),
                    title_id="bot.learn.thread_name",
                )

            await guarded(interaction, body)

        return learn

    def _leaderboard_command(self) -> AppCommand:
        kinds = [app_commands.Choice(name=text(f"bot.cmd.leaderboard.kind.{k}"), value=k) for k in KINDS]
        scopes = [
            app_commands.Choice(name=text(f"bot.cmd.leaderboard.scope.{s}"), value=s) for s in ("server", "global")
        ]

        @everywhere
        @app_commands.command(name="leaderboard", description=text("bot.cmd.leaderboard.description"))
        @app_commands.describe(
            game=text("bot.cmd.leaderboard.game"),
            kind=text("bot.cmd.leaderboard.kind"),
            scope=text("bot.cmd.leaderboard.scope"),
            start=text("bot.cmd.leaderboard.start"),
            season=text("bot.cmd.leaderboard.season"),
        )
        @app_commands.choices(kind=kinds, scope=scopes)
        @with_game_choices(self.games)
        async def leaderboard(
            interaction: discord.Interaction,
            game: str,
            kind: str = "rating",
            scope: str = "server",
            start: app_commands.Range[int, 1, 100] | None = None,
            season: app_commands.Range[str, 1, 20] | None = None,
        ) -> None:
            async def body(locale: str) -> None:
                page = await Leaderboards(records(interaction)).page(
                    game, kind, scope, guild_id=interaction.guild_id, start=start, locale=locale, season=season
                )
                await replies.show(interaction, ephemeral=False, **leaderboard_parts(page, locale))

            await guarded(interaction, body)

        @leaderboard.autocomplete("season")
        async def season_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            """The server's seasons (the global scope's with ``scope:global``), the current one first."""
            namespace = interaction.namespace
            guild = interaction.guild_id if getattr(namespace, "scope", None) != "global" else None
            try:
                found = await records(interaction).seasons.choices(guild, current or "", locale_of(interaction))
            except Exception:  # noqa: BLE001 - an autocomplete never fails loudly; the command checks its value
                log.exception("season choices failed")
                return []
            return [app_commands.Choice(name=fit(label), value=value) for label, value in found]

        return leaderboard

    @everywhere
    @app_commands.command(name="profile", description=text("bot.cmd.profile.description"))
    @app_commands.describe(user=text("bot.cmd.profile.user"))
    async def profile(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        async def body(locale: str) -> None:
            who = user or interaction.user
            prof = await Leaderboards(records(interaction)).profile(
                who.id, name_of(who), list(self.games), guild_id=interaction.guild_id, locale=locale
            )
            embed = discord.Embed(
                title=t("bot.lb.profile_title", locale, name=prof.name)[:256],
                description=embeds.lines_text(prof.lines),
                colour=embeds.COLOUR,
            )
            # where the points came from in their latest finished game: one picture, under the records
            points = await Leaderboards(records(interaction)).last_breakdown(
                who.id, interaction.guild_id, locale=locale
            )
            if points is None:
                await replies.show(interaction, embeds=[embed])
                return
            embed.set_image(url=f"attachment://{embeds.BREAKDOWN_FILE}")
            picture = discord.File(io.BytesIO(points), filename=embeds.BREAKDOWN_FILE)
            await replies.show(interaction, embeds=[embed], files=[picture])

        await guarded(interaction, body)

    @privacy.command(name="forget-me", description=text("bot.cmd.privacy.forget.description"))
    async def forget_me(self, interaction: discord.Interaction) -> None:
        locale = locale_of(interaction)
        view = discord.ui.View(timeout=None)
        view.add_item(ForgetButton(interaction.user.id, t("bot.lb.forget_button", locale)))
        await replies.show(interaction, content=t("bot.lb.forget_confirm", locale), view=view)
