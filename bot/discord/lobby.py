"""``/play`` and its lobby: the open table's message, its buttons and selects, and what they do.

``/play … invite:@user`` (up to three) opens a private table: the message mentions the invited users
(and only them) and only they may join; bots and the creator are left out with a private line.

The lobby message lists the players, the seat order and the game's options; Join / Leave / Start,
a toggle per two-way option, a select per other option, the seat order and the AI seats. Every click
edits that message (only the creator changes options, seats AIs or starts); Start posts the first
board and lets the AI driver move.
"""

from __future__ import annotations

import math
import re
from datetime import datetime
from dataclasses import replace
from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.i18n import t
from bot.store import Invitee
from bot.table import DEFAULT_LEVEL, LOBBY_LEVELS, LobbyInfo, LobbyOption, ServiceError
from bot.table import hint_policy
from bot.table import clocks
from bot.table.ai_levels import level_description
from bot.table.lobby import read_hours

from . import custom_ids as cid
from . import delivery, embeds, forum, live, polls, replies
from .choices import AppCommand, GamesCog, with_game_choices
from .components import BUTTON_LABEL, PER_ROW, ROWS, SELECT_LABEL, SELECT_OPTIONS, chosen
from .components import label as _label
from .components import view as _view
from .context import OnLobby, check_permissions, channel_of, guarded, kick_ai, name_of, service
from .playing_hours import hours_autocomplete, when_autocomplete
from .install import bot_in_server, everywhere, needs_server
from .locale import server_locale_of
from .rematch import invitation
from .table import post_board
from .threads import open_thread
from .translator import text


# --- the lobby message's components ----------------------------------------------------------


class LobbyButton(OnLobby, discord.ui.DynamicItem[discord.ui.Button], template=cid.LOBBY_BUTTON):
    """Join, Leave, Start; two-way options as toggles (``toggle.<field>``), the hint option
    (``hints.<on|off>``: the value a click sets), the seat order and the pace (``nextpace.<pace>``) if
    need be."""

    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
        "toggle": discord.ButtonStyle.secondary,
        "order": discord.ButtonStyle.secondary,
        "nextpace": discord.ButtonStyle.secondary,
        "oot": discord.ButtonStyle.secondary,
        "hints": discord.ButtonStyle.secondary,
    }

    def __init__(
        self, game_id: int, verb: str, label: str | None = None, field: str | None = None, row: int | None = None
    ) -> None:
        self.game, self.verb, self.field = game_id, verb, field
        custom_id = cid.lobby(game_id, verb, field)
        super().__init__(
            discord.ui.Button(label=_label(label or verb, BUTTON_LABEL), custom_id=custom_id, style=self.STYLES[verb]),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "LobbyButton":
        verb = match["verb"] or match["kind"]
        return cls(int(match["game"]), verb, getattr(item, "label", None), match["field"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_lobby_button(interaction, self.game, self.verb, self.field)


class LobbySelect(OnLobby, discord.ui.DynamicItem[discord.ui.Select], template=cid.LOBBY_SELECT):
    """One select per game option, the seat order, the AI seats and the table's pace."""

    def __init__(
        self,
        game_id: int,
        verb: str,
        field: str | None = None,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        self.game, self.verb, self.field = game_id, verb, field
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=cid.lobby(game_id, verb, field),
            placeholder=placeholder,
            options=options or [discord.SelectOption(label="-")],
        )
        super().__init__(select, row=row)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "LobbySelect":
        return cls(int(match["game"]), match["verb"], match["field"], list(getattr(item, "options", []) or []))

    async def callback(self, interaction: discord.Interaction) -> None:
        await on_lobby_select(interaction, self.game, self.verb, self.field, chosen(interaction))


def lobby_view(info: LobbyInfo, locale: str, windows: dict[str, int] | None = None) -> discord.ui.View:
    """Join / Leave / Start, a toggle per two-way option, a select per other option and the seat order.

    Five rows at most: when they do not fit, the seat order becomes a toggle too, and options that
    still do not fit stay at their value (the embed shows it). The pace gets a select when a row is
    left, else a button that steps to the next pace.
    """
    view = _view()
    toggles = [s for s in info.option_specs if len(s.choices) == 2]
    selects = [s for s in info.option_specs if len(s.choices) != 2]
    # rows: buttons (join, leave, start, the toggles, hints), the seat order select, the AI seat
    # select, one select per other option
    rows = math.ceil((4 + len(toggles)) / PER_ROW) + 1 + 1 + len(selects)
    seat_toggle = rows > ROWS
    pace_select = rows < ROWS  # a row left for the pace select
    buttons: list[discord.ui.Item[Any]] = [
        LobbyButton(info.game_id, verb, t(f"bot.discord.{verb}", locale)) for verb in ("join", "leave", "start")
    ]
    for spec in toggles:
        current = dict(spec.choices).get(spec.current, spec.current)
        buttons.append(LobbyButton(info.game_id, "toggle", f"{spec.label}: {current}", spec.field))
    order = [
        ("random", t("bot.discord.seat_order.random", locale)),
        ("joined", t("bot.discord.seat_order.joined", locale)),
    ]
    if seat_toggle:
        other = next(v for v, _ in order if v != info.seat_order)
        buttons.append(LobbyButton(info.game_id, "order", dict(order)[info.seat_order], other))
    if not pace_select:
        current = dict(pace_choices(locale))[info.pace]
        after = clocks.CHOICES[(clocks.CHOICES.index(info.pace) + 1) % len(clocks.CHOICES)]
        buttons.append(LobbyButton(info.game_id, "nextpace", current, after))
    if info.offers_hints:  # the game declares hints (GameInfo.supports)
        hints_label = t("bot.hints.lobby_on" if info.hints else "bot.hints.lobby_off", locale)
        other = hint_policy.OFF if info.hints else hint_policy.ON  # what a click sets
        buttons.append(LobbyButton(info.game_id, "hints", hints_label, other))
    # what a run-out clock nobody answers leads to: a button saying the choice now (a click sets the
    # other), where it fits without pushing out a select; else it stays at its value (the embed shows it)
    selects_rows = (0 if seat_toggle else 1) + 1 + (1 if pace_select else 0) + len(selects)
    # (a game without AI support only waits for a vote: nothing to choose)
    if info.offers_ai and math.ceil((len(buttons) + 1) / PER_ROW) + selects_rows <= ROWS:
        out_of_time = next(v for v in clocks.OUT_OF_TIME if v != info.out_of_time)
        buttons.append(LobbyButton(info.game_id, "oot", out_of_time_label(info, locale), out_of_time))
    button_rows = math.ceil(len(buttons) / PER_ROW)
    for n, item in enumerate(buttons[: PER_ROW * (ROWS - 1)]):
        item.row = n // PER_ROW
        view.add_item(item)
    row = button_rows
    if not seat_toggle:
        view.add_item(
            LobbySelect(
                info.game_id,
                "seats",
                None,
                [
                    discord.SelectOption(label=label, value=value, default=value == info.seat_order)
                    for value, label in order
                ],
                placeholder=t("bot.discord.seat_order", locale),
                row=row,
            )
        )
        row += 1
    if info.offers_ai:  # the game declares AI support (GameInfo.supports)
        view.add_item(
            LobbySelect(
                info.game_id,
                "ai",
                None,
                ai_seat_options(info, locale),
                placeholder=t("bot.discord.ai_seats", locale),
                row=row,
            )
        )
        row += 1
    if pace_select:
        view.add_item(
            LobbySelect(
                info.game_id,
                "pace",
                None,
                [
                    discord.SelectOption(label=_label(label, SELECT_LABEL), value=value, default=value == info.pace)
                    for value, label in pace_choices(locale)
                ],
                placeholder=t("bot.discord.pace", locale),
                row=row,
            )
        )
        row += 1
    for spec in selects:
        if row >= ROWS:
            break
        view.add_item(
            LobbySelect(
                info.game_id,
                "opt",
                spec.field,
                option_window(spec, (windows or {}).get(spec.field), locale),
                placeholder=_label(spec.label, 150),
                row=row,
            )
        )
        row += 1
    return view


WINDOW = SELECT_OPTIONS - 2  # choices shown at once when an option has more than a select holds
WINDOW_PREFIX = "@win."  # a select value that shows another window of choices (never a game value)


def option_window(spec: LobbyOption, start: int | None, locale: str) -> list[discord.SelectOption]:
    """An option's choices as select options; beyond 25 a window of them, with entries to move it.

    The window shows the current value unless ``start`` says otherwise, so a game may offer any
    number of values (e.g. a hundred starting values) without a row of page buttons.
    """
    choices = spec.choices
    if len(choices) > SELECT_OPTIONS:
        if start is None:
            current = next((i for i, (v, _) in enumerate(choices) if str(v) == str(spec.current)), 0)
            start = current - WINDOW // 2
        start = max(0, min(start, len(choices) - WINDOW))
        shown = choices[start : start + WINDOW]
    else:
        start, shown = 0, choices
    out = [
        discord.SelectOption(
            label=_label(label, SELECT_LABEL), value=str(value)[:100], default=str(value) == str(spec.current)
        )
        for value, label in shown
    ]
    if start > 0:
        out.insert(
            0,
            discord.SelectOption(
                label=t("bot.discord.window_earlier", locale), value=f"{WINDOW_PREFIX}{max(0, start - WINDOW)}"
            ),
        )
    if start + len(shown) < len(choices):
        out.append(
            discord.SelectOption(label=t("bot.discord.window_later", locale), value=f"{WINDOW_PREFIX}{start + WINDOW}")
        )
    return out


def ai_seat_options(info: LobbyInfo, locale: str) -> list[discord.SelectOption]:
    """The lobby's AI select: add an AI seat of each strength (described in words), remove one of the
    seated AIs."""
    out = [
        discord.SelectOption(
            label=_label(
                t("bot.discord.ai_add", locale, level=t(f"bot.discord.ai_level.{level}", locale)), SELECT_LABEL
            ),
            value=f"add.{level}",
            description=_label(t(level_description(level) + ".short", locale), SELECT_LABEL),
        )
        for level in LOBBY_LEVELS
    ]
    for m in info.members:
        if m.ai_level is not None and m.pos is not None:
            out.append(
                discord.SelectOption(
                    label=_label(t("bot.discord.ai_remove", locale, name=m.name), SELECT_LABEL), value=f"remove.{m.pos}"
                )
            )
    return out[:SELECT_OPTIONS]


def out_of_time_label(info: LobbyInfo, locale: str) -> str:
    """The lobby's out-of-time button: what happens now when a clock runs out and nobody answers."""
    if info.out_of_time == clocks.WAIT_FOR_VOTE:
        return t("bot.discord.oot.vote", locale)
    pace = clocks.pace_of(info.pace)
    if pace is None:
        return t("bot.discord.oot.ai_no_clock", locale)
    return t("bot.discord.oot.ai", locale, grace=clocks.duration_text(pace.grace, locale))


def pace_choices(locale: str) -> list[tuple[str, str]]:
    """The paces as (value, label): each with its bank and increment, then "no clock"."""
    out = []
    for value in clocks.CHOICES:
        pace = clocks.pace_of(value)
        out.append(
            (
                value,
                t("bot.discord.pace_none", locale)
                if pace is None
                else t(
                    "bot.discord.pace_choice",
                    locale,
                    pace=t(f"bot.pace.name.{value}", locale),
                    start=clocks.duration_text(pace.start, locale),
                    increment=clocks.duration_text(pace.increment, locale),
                ),
            )
        )
    return out


# --- what the lobby's commands and clicks do ------------------------------------------------


def _lobby_parts(info: LobbyInfo, locale: str, windows: dict[str, int] | None = None) -> dict[str, Any]:
    if info.status != "lobby":
        return {"embeds": [embeds.lobby_closed_embed(info, locale)], "view": None}
    return {"embeds": [embeds.lobby_embed(info, locale)], "view": lobby_view(info, locale, windows)}


def screen_invites(
    user: discord.abc.User, invites: list[discord.abc.User | None], locale: str
) -> tuple[list[Invitee] | None, list[str]]:
    """``/play``'s invite options: the users to invite (None: no option given, an open table) and a
    line for each one left out (a bot, or the creator)."""
    given = [u for u in invites if u is not None]
    if not given:
        return None, []
    kept: list[Invitee] = []
    left_out: list[str] = []
    for u in given:
        if u.bot:
            left_out.append(t("bot.discord.invites.not_a_bot", locale, name=name_of(u)))
        elif u.id == user.id:
            left_out.append(t("bot.discord.invites.not_yourself", locale))
        elif all(k.user_id != u.id for k in kept):
            kept.append(Invitee(user_id=u.id, name=name_of(u)))
    return kept, left_out


async def open_lobby(
    interaction: discord.Interaction,
    game_type: str,
    ai: int,
    level: str = "medium",
    invites: list[discord.abc.User | None] | None = None,
    hours: str | None = None,
    when: str | None = None,
) -> None:
    """``/play``: check the channel, open the table (private with invitations; with playing hours;
    scheduled for ``when``, a live table with its server event: :mod:`.live`), seat the AIs, post the
    lobby message (mentioning the invited users only)."""

    async def body(locale: str) -> None:
        pub = server_locale_of(interaction)  # the lobby message is public: the table's language
        if not bot_in_server(interaction):  # a DM, a group DM, a server without the bot
            await needs_server(interaction, locale)
            return
        if not await check_permissions(interaction, locale):
            return
        svc = service(interaction)
        user = interaction.user
        if ai:  # a game without AI support opens no table with AI seats
            svc.lobby.check_ai(game_type)
        start = svc.live.read(when) if when else None  # a start that cannot be read opens nothing
        read_hours(hours)  # nor do playing hours that cannot be read (before a forum post is made)
        invited, left_out = screen_invites(user, invites or [], locale)
        guild_id = interaction.guild_id
        assert guild_id is not None, "the bot is in this server"
        setting = await svc.forum.setting(guild_id)  # the server's forum of tables (/setup tables)
        post = await forum.open_post(interaction.client, setting, game_type, name_of(user), pub) if setting else None
        where = post if post is not None else channel_of(interaction)  # the table's channel
        try:
            info = await svc.lobby.open(
                guild_id,
                where,
                game_type,
                user.id,
                name_of(user),
                {},
                locale=pub,
                invited=invited,
                pace=clocks.LIVE if start is not None else clocks.LOBBY_DEFAULT,
                hours=hours,
            )
        except ServiceError:
            if post is not None:  # no table in it: the post goes
                await forum.remove_post(interaction.client, post)
            raise
        if setting is not None and post is not None:
            await svc.forum.posted(info.game_id, setting.forum_id)
        if start is not None:
            await svc.live.schedule(info.game_id, guild_id, where, start)
        for _ in range(ai):
            info = await svc.lobby.add_ai(where, user.id, level, locale=pub)
        if start is not None and ai == 0:
            info = await svc.lobby.info(where, game_id=info.game_id, locale=pub)  # with its start
        if post is not None:  # the post's opening message is the lobby; here, a line pointing to it
            await (
                delivery.messageable(interaction.client, post)
                .get_partial_message(post)
                .edit(**_lobby_parts(info, info.locale))
            )
            invited_line = invitation(info, info.locale)
            opened = t("bot.forum.opened", info.locale, game=info.game_name, table=f"<#{post}>")
            content = "\n".join(x for x in (opened, invited_line.get("content")) if x)
            mentions = invited_line.get("allowed_mentions", discord.AllowedMentions.none())
            await replies.show(interaction, ephemeral=False, content=content, allowed_mentions=mentions)
        else:
            await replies.show(
                interaction, ephemeral=False, **_lobby_parts(info, info.locale), **invitation(info, info.locale)
            )
        if start is not None:
            left_out.append(await _scheduled(interaction, info, start, locale, post))
        await delivery.invite_by_dm(interaction.client, info, interaction.guild_id)
        left_out += [t(m, locale) for m in info.refused]  # over an invitation limit (bot.table.invitations)
        if left_out:  # told to the creator alone; the table is open (and private) all the same
            await replies.show(interaction, content="\n".join(left_out))

    await guarded(interaction, body)


async def ask_poll(
    interaction: discord.Interaction, games: dict[str, Any], hours: int | None, game: str | None
) -> None:
    """``/play poll:<hours>``: the channel votes for the next game (:mod:`.polls`); a game and a poll at
    once, or neither, is refused in one line."""

    async def body(locale: str) -> None:
        if not bot_in_server(interaction):
            await needs_server(interaction, locale)
        elif hours is None or game is not None:
            await replies.error(interaction, t("bot.polls.either", locale))
        else:
            await polls.start_poll(interaction, games, hours, locale)

    await guarded(interaction, body)


async def _scheduled(
    interaction: discord.Interaction, info: LobbyInfo, start: datetime, locale: str, post: int | None = None
) -> str:
    """A scheduled table's server event, created with a link to its lobby message (its forum post);
    what its creator reads about it (the event, or why there is none)."""
    guild_id = interaction.guild_id
    assert guild_id is not None
    if post is not None:
        link = f"https://discord.com/channels/{guild_id}/{post}"
    else:
        message = await interaction.original_response()
        link = f"https://discord.com/channels/{guild_id}/{message.channel.id}/{message.id}"
    at = int(start.timestamp())
    if not live.can_create_events(interaction):
        return t("bot.live.no_event", locale, when=f"<t:{at}:F>")
    if await live.create_event(interaction.client, guild_id, info, start, link) is None:
        return t("bot.live.event_refused", locale, when=f"<t:{at}:F>")
    return t("bot.live.event_created", locale, when=f"<t:{at}:F>")


async def on_lobby_button(interaction: discord.Interaction, game_id: int, verb: str, field: str | None = None) -> None:
    async def body(locale: str) -> None:
        pub = server_locale_of(interaction)  # the lobby message is public: the table's language
        svc, channel, user = service(interaction), channel_of(interaction), interaction.user
        if verb == "join":
            info = await svc.lobby.join(channel, user.id, name_of(user), game_id=game_id, locale=pub)
        elif verb == "leave":
            info = await svc.lobby.leave(channel, user.id, game_id=game_id, locale=pub)
        elif verb == "order":
            info = await svc.lobby.set_seat_order(channel, user.id, field or "", game_id=game_id, locale=pub)
        elif verb == "nextpace":
            info = await svc.lobby.set_pace(channel, user.id, field or "", game_id=game_id, locale=pub)
        elif verb == "oot":
            info = await svc.lobby.set_out_of_time(channel, user.id, field or "", game_id=game_id, locale=pub)
        elif verb == "hints":
            info = await svc.lobby.set_hints(channel, user.id, field or "", game_id=game_id, locale=pub)
        elif verb == "toggle":
            lobby = await svc.lobby.info(channel, game_id=game_id, locale=pub)
            spec = next((s for s in lobby.option_specs if s.field == field), None)
            other = next((v for v, _ in spec.choices if v != spec.current), None) if spec else None
            info = await svc.lobby.set_option(channel, user.id, field or "", other, game_id=game_id, locale=pub)
        else:
            await _start(interaction, locale, game_id)
            return
        await replies.edit_source(interaction, **_lobby_parts(info, info.locale))

    await guarded(interaction, body)


async def _start(interaction: discord.Interaction, locale: str, game_id: int) -> None:
    """Start: the table moves into a thread of its own (the first board is posted there), and the lobby
    message becomes the table's live line in this channel; without a thread it stays here, saying why."""
    if not await check_permissions(interaction, locale):
        return
    if not await replies.defer(interaction, update=True):
        return
    svc = service(interaction)
    home = channel_of(interaction)
    update = await svc.play.start(home, interaction.user.id, locale=server_locale_of(interaction), game_id=game_id)
    await live.table_started(interaction.client, update.game_id)  # a scheduled table's event starts now
    public = update.public.locale  # the lobby message and the board: the table's language
    lobby_message = interaction.message.id if interaction.message is not None else None
    header = list(update.lines)
    thread = None
    title = t(
        "bot.discord.thread_name",
        public,
        game=embeds.game_name(update.public.game_type, public),
        id=update.game_id,
        names=", ".join(s.name for s in update.seats),
    )
    # a forum table's post is the table's thread already: named as one now, tagged "running"
    await forum.follow_state(interaction.client, update.game_id, name=title)
    if not isinstance(interaction.channel, discord.Thread):
        thread = await open_thread(interaction, title)
        if thread is None:
            header.append(t("bot.discord.no_thread", public))
    first = update.public
    if thread is not None:
        await svc.play.move_to_thread(update.game_id, home, thread.id, lobby_message)
        first = replace(first, channel_id=thread.id, home_channel_id=home, lobby_message_id=lobby_message)
    elif lobby_message is not None:
        await svc.play.keep_lobby_line(update.game_id, home, lobby_message)
        first = replace(first, home_channel_id=home, lobby_message_id=lobby_message)
    # the lobby message becomes the live line (edited with every board from now on)
    await replies.edit_source(interaction, embeds=[embeds.live_line(first, public)], view=None)
    await post_board(
        interaction,
        replace(first, home_channel_id=None),  # the line was just edited above
        header="\n".join(header),
    )
    kick_ai(interaction, first.channel_id)


async def on_lobby_select(
    interaction: discord.Interaction, game_id: int, verb: str, field: str | None, value: str
) -> None:
    async def body(locale: str) -> None:
        pub = server_locale_of(interaction)  # the lobby message is public: the table's language
        svc, channel, user = service(interaction), channel_of(interaction), interaction.user
        if verb == "seats":
            info = await svc.lobby.set_seat_order(channel, user.id, value, game_id=game_id, locale=pub)
        elif verb == "pace":
            info = await svc.lobby.set_pace(channel, user.id, value, game_id=game_id, locale=pub)
        elif verb == "ai":
            action, _, arg = value.partition(".")
            pos = cid.as_int(arg) if action == "remove" else None
            if pos is not None:
                info = await svc.lobby.remove_ai(channel, user.id, pos, game_id=game_id, locale=pub)
            else:
                info = await svc.lobby.add_ai(
                    channel, user.id, arg if action == "add" else "", game_id=game_id, locale=pub
                )
        elif value.startswith(WINDOW_PREFIX) and (start := cid.as_int(value[len(WINDOW_PREFIX) :])) is not None:
            # another window of a long choice list: nothing changes but the lobby message
            info = await svc.lobby.info(channel, game_id=game_id, locale=pub)
            await replies.edit_source(interaction, **_lobby_parts(info, info.locale, {field or "": start}))
            return
        else:
            info = await svc.lobby.set_option(channel, user.id, field or "", value, game_id=game_id, locale=pub)
        await replies.edit_source(interaction, **_lobby_parts(info, info.locale))

    await guarded(interaction, body)


# --- /play ------------------------------------------------------------------------------------


def _level_choices() -> list[app_commands.Choice[str]]:
    """Each level's choice names the level and says what it does (a choice has no description of its own)."""
    return [
        app_commands.Choice(
            name=app_commands.locale_str(t(f"bot.discord.ai_choice.{level}"), key=f"bot.discord.ai_choice.{level}"),
            value=level,
        )
        for level in LOBBY_LEVELS
    ]


class LobbyCog(GamesCog, name="lobby"):
    """``/play game [ai] [level] [invite…]`` opens a table in the channel; the lobby's components."""

    components = (LobbyButton, LobbySelect)

    @staticmethod
    def message_parts(info: LobbyInfo, locale: str) -> dict[str, Any]:
        """An open table's message (embed and components): also for a rematch's new table."""
        return _lobby_parts(info, locale)

    def game_commands(self) -> list[AppCommand]:
        @everywhere  # where it cannot work it says so in one line
        @app_commands.command(name="play", description=text("bot.cmd.play.description"))
        @app_commands.describe(
            game=text("bot.cmd.play.game"),
            ai=text("bot.cmd.play.ai"),
            level=text("bot.cmd.play.level"),
            invite=text("bot.cmd.play.invite"),
            invite_2=text("bot.cmd.play.invite_2"),
            invite_3=text("bot.cmd.play.invite_3"),
            hours=text("bot.cmd.play.hours"),
            when=text("bot.cmd.play.when"),
            poll=text("bot.cmd.play.poll"),
        )
        @with_game_choices(self.games)
        @app_commands.choices(level=_level_choices())
        @app_commands.autocomplete(hours=hours_autocomplete, when=when_autocomplete)
        async def play(
            interaction: discord.Interaction,
            game: str | None = None,
            ai: app_commands.Range[int, 0, 3] = 0,
            level: str = DEFAULT_LEVEL,
            invite: discord.User | None = None,
            invite_2: discord.User | None = None,
            invite_3: discord.User | None = None,
            hours: app_commands.Range[str, 1, 100] | None = None,
            when: app_commands.Range[str, 1, 100] | None = None,
            poll: app_commands.Range[int, 1, polls.HOURS_MAX] | None = None,
        ) -> None:
            if poll is not None or game is None:
                await ask_poll(interaction, self.games, poll, game)
                return
            await open_lobby(interaction, game, ai, level, [invite, invite_2, invite_3], hours, when)

        return [play]
