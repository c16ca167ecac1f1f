"""What each click and command does: interaction -> one GameService call -> messages.

Rules of the flow: acknowledge first when storage or rendering may be slow; post a NEW board
message after every turn (old boards are never edited); edit only the clicked panel or lobby;
every ``ServiceError`` becomes a private line in the user's language and changes nothing.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Awaitable, Callable

import discord

from bot.errors import OutdatedBoard, ServiceError
from bot.i18n import t
from bot.models import LobbyInfo, Panel, PublicUpdate

from . import custom_ids as cid
from . import messages, replies, views
from .texts import locale_of

if TYPE_CHECKING:
    from bot.service import GameService

log = logging.getLogger(__name__)

REQUIRED_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "attach_files")


def service(interaction: discord.Interaction) -> "GameService":
    return interaction.client.service  # type: ignore[attr-defined]


async def guarded(interaction: discord.Interaction, body: Callable[[str], Awaitable[None]]) -> None:
    """Run ``body(locale)``; a ServiceError becomes a private line, anything else a logged apology."""
    locale = locale_of(interaction)
    try:
        await body(locale)
    except ServiceError as exc:
        await replies.error(interaction, t(exc.msg, locale))
    except Exception:
        log.exception("interaction %s failed", interaction.id)
        try:
            await replies.error(interaction, t("bot.discord.failed", locale))
        except discord.HTTPException:
            pass


async def refuse_foreign(interaction: discord.Interaction) -> None:
    """A component clicked on a message it does not belong to: say so privately, change nothing."""
    await replies.error(interaction, t("bot.discord.wrong_message", locale_of(interaction)))


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


def _name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


# --- panels -------------------------------------------------------------------------------------

def _panel_parts(panel: Panel, locale: str, notice: str | None = None, page: int = 0) -> dict[str, Any]:
    return {"embeds": [messages.panel_embed(panel, locale, notice)], "view": views.panel_view(panel, locale, page)}


def _from_panel_message(interaction: discord.Interaction) -> bool:
    """Whether the clicked component sits on a private panel (so editing it in place is safe)."""
    return interaction.message is not None and interaction.message.flags.ephemeral


async def on_take_turn(interaction: discord.Interaction, game_id: int, board_turn: int | None = None) -> None:
    """The public "Take turn" button: a fresh private panel for whoever clicked.

    A board of an earlier turn (or an earlier game in this channel) still opens the current panel,
    with a line saying the board clicked is outdated.
    """
    async def body(locale: str) -> None:
        if not await replies.defer(interaction, ephemeral=True):
            return
        panel = await service(interaction).panel(interaction.channel_id, interaction.user.id, locale=locale)
        outdated = board_turn is not None and not panel.finished and (
            panel.game_id != game_id or panel.turn != board_turn)
        notice = t("bot.discord.board_outdated", locale) if outdated else None
        await replies.show(interaction, **_panel_parts(panel, locale, notice))
    await guarded(interaction, body)


async def on_hand(interaction: discord.Interaction, game_id: int) -> None:
    async def body(locale: str) -> None:
        panel = await service(interaction).hand(interaction.channel_id, interaction.user.id, locale=locale)
        await replies.show(interaction, embeds=[messages.hand_embed(panel, locale)])
    await guarded(interaction, body)


async def on_decision(interaction: discord.Interaction, game: str, version: str, key: str) -> None:
    """A decision option (button or select value): apply it, refresh the panel, post the board."""
    async def body(locale: str) -> None:
        game_id, ver = cid.as_int(game), cid.as_int(version)
        if game_id is None or ver is None:
            await replies.error(interaction, t("bot.err.bad_action", locale))
            return
        in_place = _from_panel_message(interaction)
        if not await replies.defer(interaction, ephemeral=True, update=in_place):
            return
        svc = service(interaction)
        try:
            outcome = await svc.act(interaction.channel_id, interaction.user.id, ver, key, game_id=game_id,
                                    locale=locale, run_ai=False)
        except OutdatedBoard:
            panel = await svc.panel(interaction.channel_id, interaction.user.id, locale=locale)
            await _put_panel(interaction, panel, locale, t("bot.discord.board_outdated", locale), in_place)
            return
        notice_lines = list(outcome.events)
        if outcome.public is not None and not outcome.panel.your_turn and not outcome.finished:
            notice_lines.append(t("bot.discord.turn_done", locale))
        await _put_panel(interaction, outcome.panel, locale, "\n".join(notice_lines) or None, in_place)
        if outcome.public is not None:
            await post_board(interaction, outcome.public, locale)
        kick_ai(interaction, locale)
    await guarded(interaction, body)


async def on_page(interaction: discord.Interaction, game_id: int, version: int, page: int) -> None:
    async def body(locale: str) -> None:
        in_place = _from_panel_message(interaction)
        if not await replies.defer(interaction, ephemeral=True, update=in_place):
            return
        panel = await service(interaction).panel(interaction.channel_id, interaction.user.id, locale=locale)
        notice = t("bot.discord.board_outdated", locale) if panel.version != version else None
        await _put_panel(interaction, panel, locale, notice, in_place, page=page if notice is None else 0)
    await guarded(interaction, body)


async def _put_panel(interaction: discord.Interaction, panel: Panel, locale: str, notice: str | None,
                     in_place: bool, page: int = 0) -> None:
    parts = _panel_parts(panel, locale, notice, page)
    if in_place:
        await replies.edit_source(interaction, **parts)
    else:
        await replies.show(interaction, **parts)


# --- the public board ---------------------------------------------------------------------------

def board_message(update: PublicUpdate, locale: str,
                  header: str | None = None) -> tuple[dict[str, Any], discord.ui.View | None]:
    """The keyword arguments and buttons of a board message (fresh files each call)."""
    post = messages.board_post(update, locale)
    if header:
        post.content = f"{header}\n{post.content}" if post.content else header
    return post.send_kwargs(), views.board_view(update.game_id, update.turn, locale,
                                                finished=update.finished is not None)


def kick_ai(interaction: discord.Interaction, locale: str) -> None:
    """Let the client's AI driver play the channel's AI turns, if any (one board per turn, paced)."""
    kick = getattr(interaction.client, "kick_ai", None)
    if kick is not None and interaction.channel_id is not None:
        kick(interaction.channel_id, locale)


async def send_board(client: discord.Client, channel_id: int, update: PublicUpdate, locale: str,
                     header: str | None = None) -> None:
    """Post a NEW board message in a channel without an interaction (the AI driver's boards)."""
    channel = client.get_channel(channel_id)
    if not isinstance(channel, discord.abc.Messageable):
        channel = client.get_partial_messageable(channel_id)
    kwargs, view = board_message(update, locale, header)
    await channel.send(view=view, **kwargs)


async def post_board(interaction: discord.Interaction, update: PublicUpdate, locale: str,
                     header: str | None = None) -> None:
    """Post a NEW board message in the channel (boards are never edited: Discord's one-hour edit limit)."""
    def build() -> tuple[dict[str, Any], discord.ui.View | None]:
        return board_message(update, locale, header)
    kwargs, view = build()
    channel = interaction.channel
    if not isinstance(channel, discord.abc.Messageable):
        channel = interaction.client.get_partial_messageable(interaction.channel_id)
    try:
        await channel.send(view=view, **kwargs)
    except discord.Forbidden:
        # The permissions changed since the game started: the interaction webhook still works.
        kwargs, view = build()
        await replies.safely(interaction, "board follow-up",
                              lambda: interaction.followup.send(view=view or discord.utils.MISSING, **kwargs))


async def show_status(interaction: discord.Interaction) -> None:
    async def body(locale: str) -> None:
        if not await replies.defer(interaction, ephemeral=False):
            return
        update = await service(interaction).status(interaction.channel_id, locale=locale)
        kick_ai(interaction, locale)       # an AI turn interrupted (restart, lost message) goes on
        post = messages.board_post(update, locale)
        await replies.show(interaction, content=post.content, embeds=post.embeds, files=post.files,
                           view=views.board_view(update.game_id, update.turn, locale,
                                                 finished=update.finished is not None),
                           ephemeral=False, allowed_mentions=post.send_kwargs()["allowed_mentions"])
    await guarded(interaction, body)


# --- the lobby ----------------------------------------------------------------------------------

def _lobby_parts(info: LobbyInfo, locale: str, windows: dict[str, int] | None = None) -> dict[str, Any]:
    if info.status != "lobby":
        return {"embeds": [messages.lobby_closed_embed(info, locale)], "view": None}
    return {"embeds": [messages.lobby_embed(info, locale)], "view": views.lobby_view(info, locale, windows)}


async def open_lobby(interaction: discord.Interaction, game_type: str, ai: int, level: str = "medium") -> None:
    """``/play``: check the channel, open the table, seat the AIs, post the lobby message."""
    async def body(locale: str) -> None:
        if interaction.guild_id is None:
            await replies.error(interaction, t("bot.discord.guild_only", locale))
            return
        if not await check_permissions(interaction, locale):
            return
        svc = service(interaction)
        user = interaction.user
        info = await svc.open_lobby(interaction.guild_id, interaction.channel_id, game_type, user.id, _name(user),
                                    {}, locale=locale)
        for _ in range(ai):
            info = await svc.add_ai(interaction.channel_id, user.id, level, locale=locale)
        await replies.show(interaction, ephemeral=False, **_lobby_parts(info, locale))
    await guarded(interaction, body)


async def on_lobby_button(interaction: discord.Interaction, game_id: int, verb: str,
                          field: str | None = None) -> None:
    async def body(locale: str) -> None:
        svc, channel, user = service(interaction), interaction.channel_id, interaction.user
        if verb == "join":
            info = await svc.join(channel, user.id, _name(user), locale=locale)
        elif verb == "leave":
            info = await svc.leave(channel, user.id, locale=locale)
        elif verb == "order":
            info = await svc.set_seat_order(channel, user.id, field or "", locale=locale)
        elif verb == "toggle":
            lobby = await svc.lobby(channel, locale=locale)
            spec = next((s for s in lobby.option_specs if s.field == field), None)
            other = next((v for v, _ in spec.choices if v != spec.current), None) if spec else None
            info = await svc.set_option(channel, user.id, field or "", other, locale=locale)
        else:
            await _start(interaction, locale)
            return
        await replies.edit_source(interaction, **_lobby_parts(info, locale))
    await guarded(interaction, body)


async def _start(interaction: discord.Interaction, locale: str) -> None:
    if not await check_permissions(interaction, locale):
        return
    if not await replies.defer(interaction, update=True):
        return
    svc = service(interaction)
    update = await svc.start(interaction.channel_id, interaction.user.id, locale=locale, run_ai=False)
    await replies.edit_source(interaction, embeds=[discord.Embed(
        title=messages.game_name(update.public.game_type, locale),
        description="\n".join(update.lines) + "\n" + t("bot.discord.lobby_started", locale),
        colour=messages.COLOUR)], view=None)
    await post_board(interaction, update.public, locale, header="\n".join(update.lines))
    kick_ai(interaction, locale)


async def on_lobby_select(interaction: discord.Interaction, game_id: int, verb: str, field: str | None,
                          value: str) -> None:
    async def body(locale: str) -> None:
        svc, channel, user = service(interaction), interaction.channel_id, interaction.user
        if verb == "seats":
            info = await svc.set_seat_order(channel, user.id, value, locale=locale)
        elif verb == "ai":
            action, _, arg = value.partition(".")
            pos = cid.as_int(arg) if action == "remove" else None
            if pos is not None:
                info = await svc.remove_ai(channel, user.id, pos, locale=locale)
            else:
                info = await svc.add_ai(channel, user.id, arg if action == "add" else "", locale=locale)
        elif value.startswith(views.WINDOW_PREFIX) and (start := cid.as_int(value[len(views.WINDOW_PREFIX):])) is not None:
            # another window of a long choice list: nothing changes but the lobby message
            info = await svc.lobby(channel, locale=locale)
            await replies.edit_source(interaction, **_lobby_parts(info, locale, {field or "": start}))
            return
        else:
            info = await svc.set_option(channel, user.id, field or "", value, locale=locale)
        await replies.edit_source(interaction, **_lobby_parts(info, locale))
    await guarded(interaction, body)


# --- /game --------------------------------------------------------------------------------------

async def show_hand(interaction: discord.Interaction) -> None:
    await on_hand(interaction, 0)


async def show_log(interaction: discord.Interaction, limit: int) -> None:
    async def body(locale: str) -> None:
        svc = service(interaction)
        lines = await svc.log(interaction.channel_id, limit, user_id=interaction.user.id, locale=locale)
        await replies.show(interaction, embeds=[messages.log_embed(lines, locale)])
    await guarded(interaction, body)


async def undo(interaction: discord.Interaction) -> None:
    async def body(locale: str) -> None:
        if not await replies.defer(interaction, ephemeral=True):
            return
        outcome = await service(interaction).undo(interaction.channel_id, interaction.user.id, locale=locale)
        await replies.show(interaction, **_panel_parts(outcome.panel, locale, outcome.line))
    await guarded(interaction, body)


async def abandon(interaction: discord.Interaction, confirm: bool) -> None:
    async def body(locale: str) -> None:
        perms = interaction.permissions
        outcome = await service(interaction).abandon(interaction.channel_id, interaction.user.id,
                                                     bool(perms.manage_channels), confirm, locale=locale)
        await replies.show(interaction, content=outcome.line, ephemeral=not outcome.abandoned)
    await guarded(interaction, body)


# --- absent players -----------------------------------------------------------------------------

async def on_take_over(interaction: discord.Interaction, game_id: int | None = None, seat: int | None = None) -> None:
    """The takeover offer's button (or ``/game takeover``): hand the absent seat to an AI, say so publicly."""
    async def body(locale: str) -> None:
        svc = service(interaction)
        # Refuse before acknowledging: a refusal is private, never a public "thinking…" taken back.
        await svc.take_over(interaction.channel_id, interaction.user.id, seat, game_id=game_id, locale=locale,
                            check_only=True)
        if not await replies.defer(interaction, ephemeral=False):
            return
        change = await svc.take_over(interaction.channel_id, interaction.user.id, seat, game_id=game_id,
                                     locale=locale)
        await replies.show(interaction, content=change.line, ephemeral=False)
        kick_ai(interaction, locale)
    await guarded(interaction, body)


async def on_take_back(interaction: discord.Interaction, game_id: int | None = None) -> None:
    """The take-back button on a player's panel (or ``/game takeback``): their seat is theirs again."""
    async def body(locale: str) -> None:
        in_place = _from_panel_message(interaction)
        if not await replies.defer(interaction, ephemeral=True, update=in_place):
            return
        change = await service(interaction).take_back(interaction.channel_id, interaction.user.id,
                                                      game_id=game_id, locale=locale)
        await _put_panel(interaction, change.panel, locale, change.line, in_place)
        await post_board(interaction, change.public, locale, header=change.line)
    await guarded(interaction, body)
