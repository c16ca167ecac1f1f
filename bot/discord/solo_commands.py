"""``/solo``, ``/challenge``, ``/leaderboard``, ``/profile`` and ``/privacy forget-me``.

Solo and challenge games run in a thread the bot opens in the channel (so several people can play
alone in one channel; one game per thread), or in the channel itself when the bot may not open
threads there (or the command was used inside a thread). Leaderboard pages and the forget-me
confirmation are persistent :class:`discord.ui.DynamicItem` buttons whose custom_ids carry everything.
"""
from __future__ import annotations

import logging
import re
from typing import Any, Optional

import discord
from discord import app_commands

from bot import records_texts  # noqa: F401  (registers the catalog)
from bot.i18n import t
from bot.leaderboard import KINDS, Leaderboards, LeaderboardPage
from bot.records import RecordsService, SoloStart
from bot.solo import solo_games, solo_spec
from bot.challenge import challenge_games
from engine.core import Game
from engine.core.text import DEFAULT_LOCALE, register_catalog

from . import commands, custom_ids, flow, messages, replies, views
from .texts import locale_of
from .translator import text

log = logging.getLogger(__name__)

SOLO_CATALOG_EN: dict[str, str] = {
    "bot.cmd.solo.description": "Play a game alone (Crown of Emara: against Victoria)",
    "bot.cmd.solo.game": "The game",
    "bot.cmd.solo.mode": "High score (pick your start) or campaign (your campaign position)",
    "bot.cmd.solo.start": "Starting value (Emara building start 15 = hard ... 40 = easy)",
    "bot.cmd.solo.mode.high_score": "high score",
    "bot.cmd.solo.mode.campaign": "campaign",
    "bot.cmd.challenge.description": "Today's daily challenge: the same deal for everyone",
    "bot.cmd.challenge.game": "The game",
    "bot.cmd.challenge.board": "Show today's table and yesterday's winner instead of playing",
    "bot.cmd.leaderboard.description": "Leaderboards: ratings, wins, solo scores, campaigns, today's challenge",
    "bot.cmd.leaderboard.game": "The game",
    "bot.cmd.leaderboard.kind": "Which leaderboard",
    "bot.cmd.leaderboard.scope": "This server or all servers",
    "bot.cmd.leaderboard.start": "Solo high scores: only this starting value",
    "bot.cmd.leaderboard.kind.rating": "rating",
    "bot.cmd.leaderboard.kind.wins": "wins",
    "bot.cmd.leaderboard.kind.solo": "solo high scores",
    "bot.cmd.leaderboard.kind.campaign": "campaign",
    "bot.cmd.leaderboard.kind.challenge": "today's challenge",
    "bot.cmd.leaderboard.scope.server": "this server",
    "bot.cmd.leaderboard.scope.global": "all servers",
    "bot.cmd.profile.description": "A player's games, wins, rating, solo records and campaign",
    "bot.cmd.profile.user": "Whose profile (default: yours)",
    "bot.cmd.privacy.description": "Your data",
    "bot.cmd.privacy.forget.description": "Delete your personal data (asks for confirmation)",
    "bot.discord.perm.create_public_threads": "Create Public Threads",
}
register_catalog(DEFAULT_LOCALE, SOLO_CATALOG_EN)

# --- custom_ids ---------------------------------------------------------------------------------
# ``@lb:<game>:<kind>:<scope>:<start>:<page>:<p|n>``  a leaderboard page button (start 0 = all)
# ``@forget:<user id>``                              the forget-me confirmation
# Both start with "@", which no other template allows in its first field.
LB_PAGE = re.compile(r"@lb:(?P<game>[a-z0-9_]{1,20}):(?P<kind>rating|wins|solo|campaign|challenge)"
                     r":(?P<scope>server|global):(?P<start>[0-9]{1,3}):(?P<page>[0-9]{1,4}):(?P<dir>[pn])")
FORGET = re.compile(r"@forget:(?P<user>[0-9]{1,20})")
if LB_PAGE not in custom_ids.ALL:   # the client answers ids no template claims as "not mine"
    custom_ids.ALL = custom_ids.ALL + (LB_PAGE, FORGET)


def lb_id(game: str, kind: str, scope: str, start: int | None, page: int, direction: str) -> str:
    return f"@lb:{game}:{kind}:{scope}:{start or 0}:{page}:{direction}"


THREAD_PERMISSIONS = ("view_channel", "create_public_threads", "send_messages_in_threads", "embed_links",
                      "attach_files")
THREAD_ARCHIVE_MINUTES = 1440


def records(interaction: discord.Interaction) -> RecordsService:
    client = interaction.client
    rs = getattr(client, "records", None)
    if rs is None:
        rs = client.records = RecordsService(client.service)  # type: ignore[attr-defined]
    return rs


def _name(user: discord.abc.User | discord.Object) -> str:
    return getattr(user, "display_name", None) or getattr(user, "name", None) or str(user.id)


# --- solo / challenge: where the game runs -----------------------------------------------------

async def _open_thread(interaction: discord.Interaction, title: str) -> discord.Thread | None:
    """A public thread for the game, or None when the bot may not open one here."""
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        return None
    perms = interaction.app_permissions
    if not all(getattr(perms, p) for p in THREAD_PERMISSIONS):
        return None
    try:
        return await channel.create_thread(name=title[:100], type=discord.ChannelType.public_thread,
                                           auto_archive_duration=THREAD_ARCHIVE_MINUTES)
    except discord.HTTPException as exc:
        log.info("could not open a thread in %s: %s", channel.id, exc)
        return None


async def _play_alone(interaction: discord.Interaction, game: str, locale: str, starter) -> None:
    """Open a thread (or use this channel), start the game there with ``starter(channel_id)``, post the board."""
    if interaction.guild_id is None:
        await replies.error(interaction, t("bot.discord.guild_only", locale))
        return
    if not await replies.defer(interaction, ephemeral=True):
        return
    title = t("bot.solo.thread_name", locale, game=messages.game_name(game, locale), name=_name(interaction.user))
    thread = None if isinstance(interaction.channel, discord.Thread) else await _open_thread(interaction, title)
    if thread is None and not await flow.check_permissions(interaction, locale):
        return
    channel_id = thread.id if thread is not None else interaction.channel_id
    started: SoloStart = await starter(channel_id)
    header = "\n".join(started.lines)
    if thread is None:
        await flow.post_board(interaction, started.update.public, locale, header=header)
        await replies.show(interaction, content=header)
        return
    post = messages.board_post(started.update.public, locale)
    post.content = f"{header}\n{post.content}" if post.content else header
    await thread.send(view=views.board_view(started.update.game_id, started.update.public.turn, locale,
                                            finished=started.update.public.finished is not None) or discord.utils.MISSING,
                      **post.send_kwargs())
    await replies.show(interaction, content=t("bot.solo.where", locale, channel=thread.mention))


def _solo_choices(games: dict[str, Game], offered: list[str]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=app_commands.locale_str(t(g.name), key=g.name.id), value=gid)
            for gid, g in games.items() if gid in offered][:commands.AUTOCOMPLETE_MAX]


def build_solo(games: dict[str, Game]) -> app_commands.Command:
    offered = solo_games()
    choices = _solo_choices(games, offered)
    # Discord checks the difficulty client-side over the union of the games' ranges; each game
    # then checks its own (service).
    specs = [solo_spec(g) for g in offered]
    low = min((sp.start_min for sp in specs), default=0)
    high = max((sp.start_max for sp in specs), default=999)
    modes = [app_commands.Choice(name=text(f"bot.cmd.solo.mode.{m}"), value=m) for m in ("high_score", "campaign")]

    async def solo(interaction: discord.Interaction, game: str, mode: str = "high_score",
                   start: int | None = None) -> None:
        async def body(locale: str) -> None:
            user = interaction.user
            await _play_alone(interaction, game, locale, lambda channel_id: records(interaction).start_solo(
                interaction.guild_id, channel_id, user.id, _name(user), game, mode, start, locale=locale))
        await flow.guarded(interaction, body)

    # The range is known only at run time; discord.py reads the annotation when the command is built.
    solo.__annotations__["start"] = Optional[app_commands.Range[int, low, high]]
    solo = app_commands.guild_only()(solo)
    if choices:
        solo = app_commands.choices(game=choices)(solo)
    solo = app_commands.choices(mode=modes)(solo)
    solo = app_commands.describe(game=text("bot.cmd.solo.game"), mode=text("bot.cmd.solo.mode"),
                                 start=text("bot.cmd.solo.start"))(solo)
    return app_commands.command(name="solo", description=text("bot.cmd.solo.description"))(solo)


def build_challenge(games: dict[str, Game]) -> app_commands.Command:
    choices = _solo_choices(games, challenge_games())

    @app_commands.command(name="challenge", description=text("bot.cmd.challenge.description"))
    @app_commands.describe(game=text("bot.cmd.challenge.game"), board=text("bot.cmd.challenge.board"))
    @(app_commands.choices(game=choices) if choices else (lambda f: f))
    @app_commands.guild_only()
    async def challenge(interaction: discord.Interaction, game: str, board: bool = False) -> None:
        async def body(locale: str) -> None:
            rs = records(interaction)
            if board:
                title, lines = await Leaderboards(rs).challenge_board(game, guild_id=None, locale=locale)
                await replies.show(interaction, embeds=[discord.Embed(title=title[:256],
                                                                      description=messages.lines_text(lines),
                                                                      colour=messages.COLOUR)], ephemeral=False)
                return
            user = interaction.user
            await _play_alone(interaction, game, locale, lambda channel_id: rs.start_challenge(
                interaction.guild_id, channel_id, user.id, _name(user), game, locale=locale))
        await flow.guarded(interaction, body)
    return challenge


# --- leaderboards ------------------------------------------------------------------------------

class LeaderboardButton(views.OnOwnMessage, discord.ui.DynamicItem[discord.ui.Button], template=LB_PAGE):
    """Previous / next page of a leaderboard message (edits that message, and only a leaderboard)."""

    FAMILY = (LB_PAGE,)

    def __init__(self, custom_id: str, label: str = "", disabled: bool = False) -> None:
        m = LB_PAGE.fullmatch(custom_id)
        assert m is not None, custom_id
        self.game, self.kind, self.scope = m["game"], m["kind"], m["scope"]
        self.start, self.page = int(m["start"]) or None, int(m["page"])
        super().__init__(discord.ui.Button(label=label or m["dir"], custom_id=custom_id, disabled=disabled,
                                           style=discord.ButtonStyle.secondary))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "LeaderboardButton":
        return cls(match.string, getattr(item, "label", "") or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(locale: str) -> None:
            page = await Leaderboards(records(interaction)).page(
                self.game, self.kind, self.scope, guild_id=interaction.guild_id, page=self.page, start=self.start,
                locale=locale)
            await replies.edit_source(interaction, **leaderboard_parts(page, locale))
        await flow.guarded(interaction, body)


def leaderboard_parts(page: LeaderboardPage, locale: str) -> dict[str, Any]:
    embed = discord.Embed(title=page.title[:256], description=messages.lines_text(page.lines), colour=messages.COLOUR)
    embed.set_footer(text=page.footer)
    view = None
    if page.pages > 1:
        view = discord.ui.View(timeout=None)
        view.add_item(LeaderboardButton(lb_id(page.game_type, page.kind, page.scope, page.start,
                                              max(page.page - 1, 0), "p"),
                                        t("bot.discord.previous", locale), disabled=page.page == 0))
        view.add_item(LeaderboardButton(lb_id(page.game_type, page.kind, page.scope, page.start,
                                              min(page.page + 1, page.pages - 1), "n"),
                                        t("bot.discord.next", locale), disabled=page.page >= page.pages - 1))
    return {"embeds": [embed], "view": view}


def build_leaderboard(games: dict[str, Game]) -> app_commands.Command:
    kinds = [app_commands.Choice(name=text(f"bot.cmd.leaderboard.kind.{k}"), value=k) for k in KINDS]
    scopes = [app_commands.Choice(name=text(f"bot.cmd.leaderboard.scope.{s}"), value=s) for s in ("server", "global")]

    @app_commands.command(name="leaderboard", description=text("bot.cmd.leaderboard.description"))
    @app_commands.describe(game=text("bot.cmd.leaderboard.game"), kind=text("bot.cmd.leaderboard.kind"),
                           scope=text("bot.cmd.leaderboard.scope"), start=text("bot.cmd.leaderboard.start"))
    @app_commands.choices(kind=kinds, scope=scopes)
    @commands._with_game_choices(games)
    async def leaderboard(interaction: discord.Interaction, game: str, kind: str = "rating", scope: str = "server",
                          start: app_commands.Range[int, 1, 100] | None = None) -> None:
        async def body(locale: str) -> None:
            page = await Leaderboards(records(interaction)).page(game, kind, scope, guild_id=interaction.guild_id,
                                                                 start=start, locale=locale)
            await replies.show(interaction, ephemeral=False, **leaderboard_parts(page, locale))
        await flow.guarded(interaction, body)
    return leaderboard


def build_profile(games: dict[str, Game]) -> app_commands.Command:
    @app_commands.command(name="profile", description=text("bot.cmd.profile.description"))
    @app_commands.describe(user=text("bot.cmd.profile.user"))
    async def profile(interaction: discord.Interaction, user: discord.User | None = None) -> None:
        async def body(locale: str) -> None:
            who = user or interaction.user
            prof = await Leaderboards(records(interaction)).profile(who.id, _name(who), list(games),
                                                                    guild_id=interaction.guild_id, locale=locale)
            embed = discord.Embed(title=t("bot.lb.profile_title", locale, name=prof.name)[:256],
                                  description=messages.lines_text(prof.lines), colour=messages.COLOUR)
            await replies.show(interaction, embeds=[embed])
        await flow.guarded(interaction, body)
    return profile


# --- forget-me ---------------------------------------------------------------------------------

class ForgetButton(views.OnOwnMessage, discord.ui.DynamicItem[discord.ui.Button], template=FORGET):
    """Confirms ``/privacy forget-me``; only the user who asked may press it, on its own private message."""

    FAMILY = (FORGET,)
    PRIVATE = True

    def __init__(self, user_id: int, label: str = "Delete my data") -> None:
        self.user_id = user_id
        super().__init__(discord.ui.Button(label=label, custom_id=f"@forget:{user_id}",
                                           style=discord.ButtonStyle.danger))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> "ForgetButton":
        return cls(int(match["user"]), getattr(item, "label", None) or "Delete my data")

    async def callback(self, interaction: discord.Interaction) -> None:
        async def body(locale: str) -> None:
            if interaction.user.id != self.user_id:
                await replies.error(interaction, t("bot.lb.forget_not_yours", locale))
                return
            done = await Leaderboards(records(interaction)).forget_me(self.user_id, locale=locale)
            await replies.edit_source(interaction, content=done, view=None)
        await flow.guarded(interaction, body)


def build_privacy(games: dict[str, Game]) -> app_commands.Group:
    group = app_commands.Group(name="privacy", description=text("bot.cmd.privacy.description"))

    @group.command(name="forget-me", description=text("bot.cmd.privacy.forget.description"))
    async def forget_me(interaction: discord.Interaction) -> None:
        locale = locale_of(interaction)
        view = discord.ui.View(timeout=None)
        view.add_item(ForgetButton(interaction.user.id, t("bot.lb.forget_button", locale)))
        await replies.show(interaction, content=t("bot.lb.forget_confirm", locale), view=view)
    return group


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (LeaderboardButton, ForgetButton)
BUILDERS = [build_solo, build_challenge, build_leaderboard, build_profile, build_privacy]
for _build in BUILDERS:
    if _build not in commands.COMMAND_BUILDERS:
        commands.COMMAND_BUILDERS.append(_build)


def install(client: discord.Client) -> None:
    """Called from the client's ``setup_hook`` once its service exists: records hooks and buttons."""
    client.records = RecordsService(client.service)  # type: ignore[attr-defined]
    client.add_dynamic_items(*DYNAMIC_ITEMS)
