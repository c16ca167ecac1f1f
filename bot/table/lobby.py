"""The lobby: open a table, join and leave, set the game's options and the seat order, add and remove AIs;
private tables (only the invited may join) and rematches of finished games (:mod:`.invitations`).

:class:`Lobby` is one component of :class:`bot.table.GameService`, over the shared :class:`Tables`;
starting the game (lobby -> seats -> first state) is :meth:`bot.table.play.Play.start`.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Any, Sequence

from pydantic import ValidationError

from bot.i18n import echo, t
from bot.store import ChannelBusyError, GameRow, Invitee, LobbyRow, SeatLimitError
from bot.store.hints import HintsStore
from bot.store.live import LiveStore
from engine.core import text
from engine.core.capabilities import AI, HINTS, supports
from engine.core.text import DEFAULT_LOCALE, M

from . import ai_levels, hint_policy
from . import clocks
from .absent import level_text
from .errors import (
    NotOffered,
    AlreadyJoined,
    BadAction,
    BadOption,
    ChannelBusy,
    NoGame,
    NotAllowed,
    NotCreator,
    NotJoined,
    ServiceError,
    TableFull,
)
from .invitations import NotAPlayer, NotInvited, Rematch, RematchAbandoned, RematchNotFinished, screen
from .models import LobbyInfo, LobbyMember, LobbyOption
from .tables import Tables

SEAT_ORDERS = ("random", "joined")
_MISSING = object()


class Lobby:
    """Lobby use cases (see the module docstring)."""

    def __init__(self, tables: Tables):
        self.tables = tables
        self.store = tables.store

    async def _seat(self, game_id: int, member: LobbyRow, max_players: int) -> bool:
        """Add a member; the database enforces the seat limit (another process may have filled the
        table since the count in memory)."""
        try:
            return await self.store.add_lobby_member(game_id, member)
        except SeatLimitError as e:
            raise TableFull(M("bot.err.table_full", max=max_players)) from e

    async def _info(self, row: GameRow, locale: str) -> LobbyInfo:
        """The table's members and invitations (and a scheduled table's start) as its message shows them."""
        event = await LiveStore(self.store).event(row.id)
        return self._lobby_info(
            row,
            await self.store.lobby_members(row.id),
            locale,
            await self.store.invitations(row.id),
            starts_at=event.starts_at if event is not None else None,
        )

    def _lobby_info(
        self,
        row: GameRow,
        members: list[LobbyRow],
        locale: str,
        invited: Sequence[Invitee] = (),
        starts_at: str | None = None,
    ) -> LobbyInfo:
        """The lobby message's contents, in the table's pinned language if it has one, else ``locale``."""
        locale = self.tables.public_locale(row, locale)
        game = self.tables.game(row.game_type)
        specs = []
        for spec in game.option_specs():
            specs.append(
                LobbyOption(
                    field=spec.field,
                    label=t(spec.label, locale),
                    choices=[(str(v), t(label, locale)) for v, label in spec.choices],
                    current=str(row.options.get(spec.field)),
                )
            )
        names = [m.name for m in members]
        offers_hints = supports(game, HINTS)
        hints = offers_hints and hint_policy.lobby_value(row, any(m.ai_level for m in members), len(members))
        lines = [
            t("bot.lobby.players", locale, count=len(members), max=game.max_players, names=", ".join(names) or "-"),
            t(f"bot.lobby.seat_order.{row.seat_order}", locale),
            pace_line(row.pace, locale),
            out_of_time_line(row.pace, row.out_of_time, locale),
            *([hints_line(hints, row.hints is None, locale)] if offers_hints else []),
            *hours_lines(row.pace, row.hours, locale),
        ]
        lines += [f"{s.label}: {dict(s.choices).get(s.current, s.current)}" for s in specs]
        if invited:
            guests = [i.name for i in invited if i.user_id != row.creator_id]
            lines.append(t("bot.invites.private", locale, names=", ".join(guests) or "-"))
        if starts_at is not None:  # Discord shows <t:…> in each reader's own time zone
            at = int(datetime.fromisoformat(starts_at).timestamp())
            lines.insert(0, t("bot.live.lobby_line", locale, when=f"<t:{at}:F>", relative=f"<t:{at}:R>"))
        return LobbyInfo(
            game_id=row.id,
            game_type=row.game_type,
            game_name=t(game.name, locale),
            channel_id=row.channel_id,
            creator_id=row.creator_id,
            members=[LobbyMember(user_id=m.user_id, name=m.name, ai_level=m.ai_level, pos=m.pos) for m in members],
            min_players=game.min_players,
            max_players=game.max_players,
            options=dict(row.options),
            option_specs=specs,
            seat_order=row.seat_order,
            status=row.status,
            lines=lines,
            locale=locale,
            invited=tuple(LobbyMember(user_id=i.user_id, name=i.name) for i in invited),
            pace=row.pace or clocks.NONE,
            out_of_time=clocks.out_of_time_of(row.out_of_time),
            hints=hints,
            offers_ai=supports(game, AI),
            offers_hints=offers_hints,
            clock_note=self.tables.clock_note(locale),
            hours=row.hours,
            starts_at=starts_at,
        )

    async def open(
        self,
        guild_id: int | None,
        channel_id: int,
        game_id: str,
        creator_id: int,
        creator_name: str,
        options: dict | None = None,
        *,
        seat_creator: bool = True,
        locale: str = DEFAULT_LOCALE,
        invited: Sequence[Invitee] | None = None,
        pace: str = clocks.NONE,
        out_of_time: str = clocks.AI_AFTER_GRACE,
        hours: str | None = None,
    ) -> LobbyInfo:
        """Open a table for ``game_id`` in the channel, with the creator seated (unless ``seat_creator``
        is False: the terminal front end seats everyone, AIs included, in its own order). ``invited``
        (even empty) makes it a private table: only the creator and they may join. ``pace``: the
        table's clock (``bot.table.clocks``; ``none`` for the terminal, solo games and challenges);
        ``hours`` its playing hours ("09:00-23:00 Europe/Prague": its banks run only then), BadHours
        when they cannot be read. ``out_of_time``: what happens when a player's clock runs out and
        nobody answers the offer (``pace.OUT_OF_TIME``: the AI plays after the grace, or the table waits
        for a vote)."""
        if pace not in clocks.CHOICES:
            raise BadOption(M("bot.err.bad_option", field="pace", value=echo(pace)))
        if out_of_time not in clocks.OUT_OF_TIME:
            raise BadOption(M("bot.err.bad_option", field="out_of_time", value=echo(out_of_time)))
        window = read_hours(hours)
        game = self.tables.game(game_id)
        if not supports(game, AI):  # no AI to play a run-out seat: the table waits for a vote
            out_of_time = clocks.WAIT_FOR_VOTE
        try:
            validated = game.Options.model_validate({**game.Options().model_dump(), **(options or {})})
        except ValidationError as e:
            raise BadOption(
                M(
                    "bot.err.bad_option",
                    field=echo(", ".join(str(x["loc"][0]) for x in e.errors() if x.get("loc"))),
                    value="?",
                )
            ) from e
        async with self.tables.lock(channel_id):
            creator = LobbyRow(user_id=creator_id, ai_level=None, name=creator_name) if seat_creator else None
            guests, refused = await screen(
                self.store, creator_id, _guest_list(creator_id, creator_name, invited), self.tables.clock()
            )
            for attempt in range(2):
                try:  # one transaction: the table, its seat limit and its creator
                    row = await self.store.create_lobby(
                        guild_id=guild_id,
                        channel_id=channel_id,
                        game_type=game.id,
                        options=validated.model_dump(mode="json"),
                        creator_id=creator_id,
                        now=self.tables.now(),
                        max_players=game.max_players,
                        creator=creator,
                        invited=guests or [],
                        pace=None if pace == clocks.NONE else pace,
                        out_of_time=out_of_time,
                        hours=window.text() if window is not None else None,
                    )
                    break
                except ChannelBusyError as e:
                    # a running game nobody can read never blocks the channel: it is ended (abandoned)
                    busy = await self.store.live_game(channel_id)
                    if attempt or busy is None or not await self.tables.unreadable(busy):
                        raise ChannelBusy() from e
                    await self.store.set_status(busy.id, "abandoned", now=self.tables.now())
            return replace(await self._info(row, locale), refused=tuple(refused))

    async def info(self, channel_id: int, *, game_id: int | None = None, locale: str = DEFAULT_LOCALE) -> LobbyInfo:
        """The channel's open table as it stands."""
        row = await self.tables.lobby_row(channel_id, game_id)
        return await self._info(row, locale)

    async def join(
        self, channel_id: int, user_id: int, name: str, *, game_id: int | None = None, locale: str = DEFAULT_LOCALE
    ) -> LobbyInfo:
        async with self.tables.lock(channel_id):
            row = await self.tables.lobby_row(channel_id, game_id)
            game = self.tables.game(row.game_type)
            members = await self.store.lobby_members(row.id)
            if any(m.user_id == user_id for m in members):
                raise AlreadyJoined()
            invited = await self.store.invitations(row.id)
            if invited and all(i.user_id != user_id for i in invited):
                guests = [i.name for i in invited if i.user_id != row.creator_id]
                raise NotInvited(M("bot.invites.err.not_invited", names=echo(", ".join(guests) or "-")))
            if len(members) >= game.max_players:
                raise TableFull(M("bot.err.table_full", max=game.max_players))
            if not await self._seat(row.id, LobbyRow(user_id=user_id, ai_level=None, name=name), game.max_players):
                raise AlreadyJoined()
            return await self._info(row, locale)

    async def leave(
        self, channel_id: int, user_id: int, *, game_id: int | None = None, locale: str = DEFAULT_LOCALE
    ) -> LobbyInfo:
        """Leave an open table; when its creator leaves, the table closes (status ``abandoned``)."""
        async with self.tables.lock(channel_id):
            row = await self.tables.lobby_row(channel_id, game_id)
            if not await self.store.remove_lobby_member(row.id, user_id):
                raise NotJoined()
            if user_id == row.creator_id:
                await self.store.set_status(row.id, "abandoned", now=self.tables.now())
                row.status = "abandoned"
            return await self._info(row, locale)

    async def set_option(
        self,
        channel_id: int,
        user_id: int,
        field: str,
        value: Any,
        *,
        game_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> LobbyInfo:
        """Creator only: set a lobby option to one of its offered choices (value or its string form)."""
        async with self.tables.lock(channel_id):
            row = await self.tables.lobby_row(channel_id, game_id)
            if user_id != row.creator_id:
                raise NotCreator()
            game = self.tables.game(row.game_type)
            bad = BadOption(M("bot.err.bad_option", field=echo(field), value=echo(value)))
            spec = next((s for s in game.option_specs() if s.field == field), None)
            if spec is None:
                raise bad
            chosen = next((v for v, _ in spec.choices if v == value or str(v) == str(value)), _MISSING)
            if chosen is _MISSING:
                raise bad
            try:
                validated = game.Options.model_validate({**row.options, field: chosen})
            except ValidationError as e:
                raise bad from e
            row.options = validated.model_dump(mode="json")
            await self.store.update_lobby(row.id, options=row.options, now=self.tables.now())
            return await self._info(row, locale)

    async def _set_choice(
        self, channel_id: int, user_id: int, field: str, value: str, choices, game_id: int | None, locale: str
    ) -> LobbyInfo:
        """Creator only: one of the lobby's plain choices (a column of its row), checked against ``choices``."""
        async with self.tables.lock(channel_id):
            row = await self.tables.lobby_row(channel_id, game_id)
            if user_id != row.creator_id:
                raise NotCreator()
            if value not in choices:
                raise BadOption(M("bot.err.bad_option", field=field, value=echo(value)))
            setattr(row, field, value)
            changed: dict[str, Any] = {field: value}  # seat_order, pace or out_of_time
            await self.store.update_lobby(row.id, **changed, now=self.tables.now())
            return await self._info(row, locale)

    async def set_seat_order(
        self, channel_id: int, user_id: int, order: str, *, game_id: int | None = None, locale: str = DEFAULT_LOCALE
    ) -> LobbyInfo:
        return await self._set_choice(channel_id, user_id, "seat_order", order, SEAT_ORDERS, game_id, locale)

    async def set_pace(
        self, channel_id: int, user_id: int, pace: str, *, game_id: int | None = None, locale: str = DEFAULT_LOCALE
    ) -> LobbyInfo:
        """Creator only: the table's pace (``bot.table.clocks.CHOICES``)."""
        return await self._set_choice(channel_id, user_id, "pace", pace, clocks.CHOICES, game_id, locale)

    async def set_out_of_time(
        self, channel_id: int, user_id: int, value: str, *, game_id: int | None = None, locale: str = DEFAULT_LOCALE
    ) -> LobbyInfo:
        """Creator only: what the table does when a clock runs out and nobody answers (``clocks.OUT_OF_TIME``;
        a game without AI support only waits for a vote)."""
        if value == clocks.AI_AFTER_GRACE:
            row = await self.tables.lobby_row(channel_id, game_id)
            self.check_ai(row.game_type)
        return await self._set_choice(channel_id, user_id, "out_of_time", value, clocks.OUT_OF_TIME, game_id, locale)

    async def set_hints(
        self, channel_id: int, user_id: int, value: str, *, game_id: int | None = None, locale: str = DEFAULT_LOCALE
    ) -> LobbyInfo:
        """Creator only: allow hints at the table (``on``) or not (``off``); see :mod:`.hint_policy`."""
        async with self.tables.lock(channel_id):
            row = await self.tables.lobby_row(channel_id, game_id)
            if user_id != row.creator_id:
                raise NotCreator()
            if value not in (hint_policy.ON, hint_policy.OFF):
                raise BadOption(M("bot.err.bad_option", field="hints", value=echo(value)))
            game = self.tables.game(row.game_type)
            if not supports(game, HINTS):
                raise NotOffered(M("bot.err.no_hints", game=game.name))
            await HintsStore(self.store).set_option(row.id, value, now=self.tables.now())
            row.hints = value
            return await self._info(row, locale)

    def check_ai(self, game_type: str) -> None:
        """NotOffered unless the game declares AI support (``GameInfo.supports``): no AI seat at it."""
        game = self.tables.game(game_type)
        if not supports(game, AI):
            raise NotOffered(M("bot.err.no_ai", game=game.name))

    async def add_ai(
        self,
        channel_id: int,
        user_id: int,
        level: str = "random",
        *,
        name: str | None = None,
        game_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> LobbyInfo:
        """Creator only: seat an AI player of ``level`` at the open table (``name``: its display name;
        by default "AI n (level)", numbered among the table's AIs)."""
        async with self.tables.lock(channel_id):
            row = await self.tables.lobby_row(channel_id, game_id)
            if user_id != row.creator_id:
                raise NotCreator()
            if not ai_levels.is_level(level):
                raise BadOption(M("bot.err.bad_option", field="ai", value=echo(level)))
            game = self.tables.game(row.game_type)
            self.check_ai(row.game_type)
            members = await self.store.lobby_members(row.id)
            if len(members) >= game.max_players:
                raise TableFull(M("bot.err.table_full", max=game.max_players))
            n = sum(1 for m in members if m.ai_level is not None) + 1
            while any(
                m.ai_level and m.name == t("bot.lobby.ai_name", locale, n=n, level=level_text(m.ai_level, locale))
                for m in members
            ):
                n += 1  # an AI seat was removed: no two seats share a name
            name = name or t("bot.lobby.ai_name", locale, n=n, level=level_text(level, locale))
            await self._seat(row.id, LobbyRow(user_id=None, ai_level=level, name=name), game.max_players)
            return await self._info(row, locale)

    async def remove_ai(
        self,
        channel_id: int,
        user_id: int,
        pos: int | None = None,
        *,
        game_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> LobbyInfo:
        """Creator only: remove the AI seat at join position ``pos`` (the last AI seat if None)."""
        async with self.tables.lock(channel_id):
            row = await self.tables.lobby_row(channel_id, game_id)
            if user_id != row.creator_id:
                raise NotCreator()
            members = await self.store.lobby_members(row.id)
            ais = [m for m in members if m.ai_level is not None]
            target = ais[-1] if ais and pos is None else next((m for m in ais if m.pos == pos), None)
            if target is None:
                raise BadOption(M("bot.err.bad_option", field="ai", value=pos if pos is not None else "-"))
            await self.store.remove_lobby_ai(row.id, target.pos)
            return await self._info(row, locale)

    async def rematch(
        self,
        game_id: int,
        user_id: int,
        name: str,
        channel_id: int,
        guild_id: int | None,
        *,
        locale: str = DEFAULT_LOCALE,
    ) -> Rematch:
        """A player of the finished game ``game_id`` opens its rematch in ``channel_id`` (the front end
        picks it: where the game's players gather). The new table has the same game, options, seat
        order setting and AI seats (same levels and names); it is private, inviting the game's other
        human players (a seat an AI took over or played after a resignation included), and the
        clicker is its creator, seated. While a rematch of that game is live, every click returns it
        instead of opening another. ``guild_id`` is the click's server: a game of another server is
        not found (a forged button)."""
        old = await self.store.game(game_id)
        if old is None or old.guild_id != guild_id:
            raise BadAction()
        if old.status == "abandoned":
            raise RematchAbandoned()
        if old.status != "finished":
            raise RematchNotFinished()
        seats = await self.store.seats(old.id)
        humans = [
            Invitee(user_id=u, name=s.name)
            for s in seats
            if (u := s.user_id if s.user_id is not None else s.absent_user_id) is not None
        ]
        if all(h.user_id != user_id for h in humans):
            raise NotAPlayer()
        game = self.tables.game(old.game_type)
        async with self.tables.lock(channel_id):
            live = await self.store.rematch(old.id)
            if live is not None:
                return Rematch(opened=False, info=await self._info(live, locale), guild_id=live.guild_id)
            options = game.Options.model_validate(old.options).model_dump(mode="json")
            guests, refused = await screen(self.store, user_id, _guest_list(user_id, name, humans), self.tables.clock())
            try:
                row = await self.store.create_lobby(
                    guild_id=old.guild_id,
                    channel_id=channel_id,
                    game_type=game.id,
                    options=options,
                    creator_id=user_id,
                    now=self.tables.now(),
                    max_players=game.max_players,
                    creator=LobbyRow(user_id=user_id, ai_level=None, name=name),
                    seat_order=old.seat_order,
                    invited=guests or [],
                    rematch_of=old.id,
                    pace=old.pace,
                    out_of_time=clocks.out_of_time_of(old.out_of_time),
                    hints=old.hints,
                    hours=old.hours,
                )  # same clock, rule for a run-out clock, hint option and playing hours
            except ChannelBusyError as e:
                live = await self.store.rematch(old.id)  # another process opened it meanwhile
                if live is not None:
                    return Rematch(opened=False, info=await self._info(live, locale), guild_id=live.guild_id)
                raise ChannelBusy() from e
            for s in seats:
                if s.ai_level is not None and s.absent_user_id is None:  # the AI seats, not stand-ins
                    await self._seat(row.id, LobbyRow(user_id=None, ai_level=s.ai_level, name=s.name), game.max_players)
            return Rematch(
                opened=True, info=await self._info(row, locale), guild_id=row.guild_id, refused=tuple(refused)
            )

    async def set_language(
        self, channel_id: int, user_id: int, language: str | None, *, can_manage_channel: bool = False
    ) -> str | None:
        """Pin the language of the table's public messages and board pictures (None: follow the
        server's preferred language again), in the lobby or during the game. The table's creator or a
        channel manager only. Returns the pinned language."""
        if language is not None and language not in text.locales():
            raise BadOption(M("bot.err.bad_option", field="language", value=echo(language)))
        async with self.tables.lock(channel_id):
            row = await self.store.live_game(channel_id)
            if row is None:
                raise NoGame()
            if user_id != row.creator_id and not can_manage_channel:
                raise NotAllowed(M("bot.err.not_allowed_language"))
            await self.store.set_locale(row.id, language, now=self.tables.now())
            return language


def _guest_list(creator_id: int, creator_name: str, invited: Sequence[Invitee] | None) -> list[Invitee]:
    """A private table's invitations: the creator first, then each invited user once (the creator
    inviting themselves adds nothing); none for an open table (``invited`` None)."""
    if invited is None:
        return []
    out = [Invitee(user_id=creator_id, name=creator_name)]
    for i in invited:
        if all(o.user_id != i.user_id for o in out):
            out.append(i)
    return out


def out_of_time_line(pace_id: str | None, value: str | None, locale: str) -> str:
    """The lobby's line for what happens when a clock runs out and nobody answers: the AI plays after
    the grace (its length at this pace), or the table waits for a vote."""
    if clocks.out_of_time_of(value) == clocks.WAIT_FOR_VOTE:
        return t("bot.stalls.lobby.vote", locale)
    pace = clocks.pace_of(pace_id)
    if pace is None:
        return t("bot.stalls.lobby.ai_no_clock", locale)
    return t("bot.stalls.lobby.ai", locale, grace=clocks.duration_text(pace.grace, locale))


def hints_line(allowed: bool, by_default: bool, locale: str) -> str:
    """The lobby's line for the hint option: allowed or not, and whether that is the table's default."""
    line = t("bot.hints.lobby_on" if allowed else "bot.hints.lobby_off", locale)
    return f"{line} {t('bot.hints.lobby_default', locale)}" if by_default else line


class BadHours(ServiceError):
    """Playing hours that cannot be read (the message says why, with an example)."""

    msg_id = "bot.hours.err.form"


def read_hours(text_: str | None) -> clocks.Hours | None:
    """``/play``'s playing hours (None: none), or BadHours saying what is wrong."""
    if text_ is None or not text_.strip():
        return None
    try:
        return clocks.parse_hours(text_)
    except clocks.BadHours as e:
        raise BadHours(M(e.msg_id, given=echo(text_), min=clocks.HOURS_MIN_MINUTES // 60, example=HOURS_EXAMPLE)) from e


HOURS_EXAMPLE = "09:00-23:00 Europe/Prague"


def hours_lines(pace_id: str | None, stored: str | None, locale: str) -> list[str]:
    """The lobby's line for the table's playing hours (none without them)."""
    hours = clocks.hours_of(stored)
    if hours is None:
        return []
    key = "bot.hours.lobby" if clocks.pace_of(pace_id) is not None else "bot.hours.lobby_no_clock"
    return [t(key, locale, window=hours.window_text())]


def pace_line(pace_id: str | None, locale: str) -> str:
    """The lobby's line for the table's pace: its bank, increment and cap, or "no clock"."""
    pace = clocks.pace_of(pace_id)
    if pace is None:
        return t("bot.pace.lobby_none", locale)
    return t(
        "bot.pace.lobby",
        locale,
        pace=t(f"bot.pace.name.{pace.id}", locale),
        start=clocks.duration_text(pace.start, locale),
        increment=clocks.duration_text(pace.increment, locale),
        cap=clocks.duration_text(pace.cap, locale),
    )
