"""Absent players: turn reminders, AI stand-ins for absent players, and taking the seat back.

:class:`Absent` is one component of :class:`bot.table.GameService`, over the shared :class:`Tables`.
Everything here is transport-agnostic and tested without Discord:

* :meth:`Absent.due_reminders` finds human seats that have kept a game waiting: a reminder after
  ``reminder_minutes``, then a takeover offer after ``takeover_minutes`` (each once per wait).
* :meth:`Absent.expire_responses` takes an out-of-turn answer (a decision of a kind the game lists
  in ``response_kinds``, such as joining a Lisboa Visit) that has waited ``response_minutes`` as
  declined (the game's ``decline_key``), with a public line saying so.
* :meth:`Absent.take_over` hands the absent seat to a medium AI (the game becomes not rated:
  ``games.rated = 0``); :meth:`Absent.take_back` returns it to its owner. The stand-in then moves
  through the AI driver like any AI seat (:mod:`bot.table.ai_driver`). On a paced table
  (:mod:`bot.table.clocks`) the offer comes when the seat's bank has run out, and the stand-in may play
  only the current move (``once``): the seat returns to its owner by itself after it.

Tables with a pace get their reminders from :class:`bot.table.clock_reminders.Clocks` (``bank``); the delays
here apply to tables without one (pace ``none``, and games stored before paces existed).
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, Callable, Literal, overload

from bot.i18n import t
from bot.store import GameRow, StaleVersion
from engine.core import Action
from engine.core.text import DEFAULT_LOCALE, M, Msg

from . import ai_levels
from . import clocks
from .errors import (
    GameOver,
    NotSeated,
    NothingToTakeBack,
    OutdatedBoard,
    OwnSeat,
    ServiceError,
    TakeoverNotNeeded,
    TakeoverTooEarly,
)
from .models import Notice, Panel, PublicUpdate
from .tables import Table, Tables
from .turns import board_due, newly_awaited

log = logging.getLogger(__name__)


class TakeoverByVote(ServiceError):
    """A table that waits for a vote hands no seat to an AI on one player's say: ``/game vote replace``."""

    msg_id = "bot.stalls.err.by_vote"


# ====================================================================== results


@dataclass(frozen=True, slots=True)
class Reminder:
    """A human seat keeps the table waiting: ``kind`` is ``reminder`` or ``takeover`` (an offer)."""

    kind: str
    game_id: int
    guild_id: int | None
    channel_id: int
    version: int
    seat: int
    user_id: int
    name: str
    waited_minutes: int
    text: str  # translated; a reminder is meant to follow a mention of ``user_id``
    locale: str = DEFAULT_LOCALE  # the language of ``text`` (the table's public language)
    left_seconds: float | None = None  # the seat's remaining bank on a paced table (None: no clock)
    one_move: bool = False  # the offer may also hand over just this move ("AI plays this move")
    # A run-out offer (``takeover``) asks the table's other players, and tells the out-of-time player
    # too; a ``vote`` (the table waits for a vote) carries the vote opened instead of the offer.
    asked: tuple[int, ...] = ()
    vote: Any = None  # bot.table.asks.VoteView
    table: str = ""  # "Macao #12": what a direct message names
    # the offer's text and the table's name as messages: a direct message says them in its reader's language
    words: Msg | None = None
    title: Msg | None = None
    # A reminder as a direct message says it in the user's own language (``notice.locale``), standing
    # on its own: the table ("Macao #12 · Ann, Bob": ``game_type``, ``game_id``, ``seat_names``), what
    # is asked, the bank. None for an offer.
    notice: Notice | None = None
    game_type: str = ""
    seat_names: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SeatChange:
    """A seat handed to an AI stand-in, or taken back by its owner."""

    game_id: int
    channel_id: int
    seat: int
    name: str
    level: str | None  # the stand-in's level; None when the owner took the seat back
    rated: bool
    line: str  # translated, for the channel
    public: PublicUpdate  # the table now
    panel: Panel | None = None  # the owner's fresh panel after a take-back


@dataclass(frozen=True, slots=True)
class ResponseTimeout:
    """Out-of-turn answers of one game that waited too long, taken as declined for ``seats``."""

    game_id: int
    guild_id: int | None
    channel_id: int
    seats: tuple[int, ...]
    lines: list[str]  # translated, one per declined seat, for the channel (the table's public language)
    public: PublicUpdate  # the table now: a notice to whoever is asked next, or a board if the turn moved on


def waited_text(minutes: float, locale: str = DEFAULT_LOCALE) -> str:
    return t(waited_msg(minutes), locale)


def waited_msg(minutes: float) -> Msg:
    """:func:`waited_text` as a message (translated later, in a direct message's reader's language)."""
    minutes = max(0, int(minutes))
    if minutes < 60:
        return M("bot.ai.minutes", n=minutes)
    return M("bot.ai.hours", h=minutes // 60, m=minutes % 60)


def level_text(level: str | None, locale: str = DEFAULT_LOCALE) -> str:
    return t(f"bot.ai.level.{level}", locale) if level else ""


def _parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text)


# ====================================================================== the component


class Absent:
    """Reminders, takeovers and take-backs (see the module docstring)."""

    def __init__(
        self,
        tables: Tables,
        *,
        reminder_minutes: float = 60,
        takeover_minutes: float = 720,
        response_minutes: float = 1440,
        bank: Any = None,
    ):
        self.tables = tables
        self.bank = bank  # bot.table.clock_reminders.Clocks: the reminders of paced tables
        self.votes: Any = None  # bot.table.votes.Votes (set by the service): "wait for a vote" tables
        self.store = tables.store
        self.reminder_minutes, self.takeover_minutes = reminder_minutes, takeover_minutes
        self.response_minutes = response_minutes

    def _waited(self, tb: Table, now: datetime | None = None) -> float:
        """Minutes since the game last changed (the seat to move has been thinking that long)."""
        now = now or self.tables.clock()
        return (now - _parse_time(tb.row.updated_at)).total_seconds() / 60

    async def due_reminders(
        self,
        now: datetime | None = None,
        *,
        locale: str = DEFAULT_LOCALE,
        server_locale: Callable[[int | None], str] | None = None,
    ) -> list[Reminder]:
        """Reminders and takeover offers that are due now, each returned (and recorded) once per wait.

        A human seat to move that has not acted for ``reminder_minutes`` gets a reminder; after
        ``takeover_minutes`` the table gets a takeover offer instead. Only games where another
        human is waiting count (never a solo game), and only games this process owns
        (``tables.owns``). Zero minutes switch either off. Each text is in its table's pinned
        language, else its server's (``server_locale(guild_id)``), else ``locale``.
        """
        now = now or self.tables.clock()
        out: list[Reminder] = []
        if self.bank is not None:  # paced tables: at fractions of each seat's bank
            out += await self.bank.due(now, locale=locale, server_locale=server_locale)
        limits = [m for m in (self.reminder_minutes, self.takeover_minutes) if m and m > 0]
        if not limits:
            return out
        # Only the games each stage has not looked at in their current version: a table reminded (or
        # found to need none) is read again when its takeover offer falls due or after its next move.
        due: dict[int, GameRow] = {}
        for sweep, minutes in (("takeover", self.takeover_minutes), ("reminder", self.reminder_minutes)):
            if minutes and minutes > 0:
                cutoff = (now - timedelta(minutes=minutes)).isoformat()
                for row in await self.store.unswept_games(sweep, updated_before=cutoff):
                    due.setdefault(row.id, row)
        for row in sorted(due.values(), key=lambda r: r.id):
            if not self.tables.owns(row.guild_id):
                continue  # another process (shard) reminds that guild's players
            if clocks.pace_of(row.pace) is not None:  # a paced table: its clocks remind (above)
                for sweep in ("takeover", "reminder"):
                    await self.store.mark_notice(row.id, row.version, f"{sweep}.swept", now=now.isoformat())
                continue
            try:
                tb = await self.tables.load(row)
            except Exception:
                log.warning("game %s: cannot be loaded for reminders", row.id, exc_info=True)
                continue
            decision = tb.game.decision(tb.state)
            lang = self.tables.public_locale(row, server_locale(row.guild_id) if server_locale else locale)
            waited = self._waited(tb, now)
            kind = None
            # An answer that times out by itself (expire_responses) gets reminders, never a takeover offer.
            answers = (
                decision is not None and self.response_minutes > 0 and decision.kind in tb.game.info.response_kinds
            )
            if self.takeover_minutes and waited >= self.takeover_minutes and not answers:
                kind = "takeover"
            elif self.reminder_minutes and waited >= self.reminder_minutes:
                kind = "reminder"
            if kind is None:
                continue
            # this stage has looked at this version (whatever it finds below): not read again for it
            await self.store.mark_notice(row.id, row.version, f"{kind}.swept", now=now.isoformat())
            if kind == "takeover":
                await self.store.mark_notice(row.id, row.version, "reminder.swept", now=now.isoformat())
            if decision is None:
                continue
            for s in decision.seats:  # every awaited human: on its turn, out of turn, or with others
                seat = tb.seats[s]
                if seat.user_id is None:
                    continue
                if not any(o.user_id is not None and o.seat != seat.seat for o in tb.seats):
                    continue  # nobody else is waiting (solo, or only AIs): no reminder, no takeover
                stamp = now.isoformat()
                if not await self.store.mark_notice(row.id, row.version, f"{kind}.{s}", now=stamp):
                    continue
                others = tuple(o.user_id for o in tb.seats if o.user_id is not None and o.seat != s)
                label = t("bot.votes.table", lang, game=t(tb.game.name, lang), id=row.id)
                view = None
                notice = None
                words = None
                if kind == "takeover":  # no late reminder after the offer
                    await self.store.mark_notice(row.id, row.version, f"reminder.{s}", now=stamp)
                    if clocks.out_of_time_of(row.out_of_time) == clocks.WAIT_FOR_VOTE and self.votes is not None:
                        view = await self.votes.open_for_run_out(row, s, lang)
                        if view is None:
                            continue  # a vote of that kind is open already: the table waits for it
                        text = view.title
                    else:
                        words = M(
                            "bot.stalls.takeover_offer",
                            name=seat.name,
                            waited=waited_msg(waited),
                            grace=waited_msg(self.takeover_minutes),
                        )
                        text = t(words, lang)
                else:
                    text = t(
                        "bot.notices.reminder_waited",
                        lang,
                        waited=waited_text(waited, lang),
                        question=self.tables.question(tb, s, lang) or t("bot.turn.yours", lang),
                    )
                    notice = next(iter(await self.tables.notices(tb, [seat.user_id], lang)), None)
                out.append(
                    Reminder(
                        kind="vote" if view is not None else kind,
                        game_id=row.id,
                        guild_id=row.guild_id,
                        channel_id=row.channel_id,
                        version=row.version,
                        seat=seat.seat,
                        user_id=seat.user_id,
                        name=seat.name,
                        waited_minutes=int(waited),
                        text=text,
                        locale=lang,
                        asked=others if kind == "takeover" else (),
                        vote=view,
                        table=label,
                        words=words,
                        title=M("bot.votes.table", game=tb.game.name, id=row.id),
                        notice=notice,
                        game_type=row.game_type,
                        seat_names=tuple(tb.names),
                    )
                )
        return out

    async def expire_responses(
        self,
        now: datetime | None = None,
        *,
        locale: str = DEFAULT_LOCALE,
        server_locale: Callable[[int | None], str] | None = None,
    ) -> list[ResponseTimeout]:
        """Decline the out-of-turn answers that have waited ``response_minutes`` (zero: never).

        A decision whose ``kind`` is in its game's ``response_kinds`` (e.g. Lisboa's "join") asks a
        player outside their turn; a player who does not answer in time is taken to decline: the
        game's ``decline_key`` (default ``decline``) is applied for each awaited human seat through
        the same version-checked commit as a click. AI seats answer by themselves (the AI driver).
        Only games this process owns (``tables.owns``); the wait is counted from the game's last
        change, as for reminders. Texts are in the table's pinned language, else its server's
        (``server_locale(guild_id)``), else ``locale``.
        """
        if self.response_minutes <= 0:
            return []
        now = now or self.tables.clock()
        cutoff = (now - timedelta(minutes=self.response_minutes)).isoformat()
        out: list[ResponseTimeout] = []
        for row in sorted(await self.store.unswept_games("response", updated_before=cutoff), key=lambda r: r.id):
            if not self.tables.owns(row.guild_id):
                continue  # another process (shard) runs that guild's games
            try:
                if self.tables.game(row.game_type).info.response_kinds:
                    lang = server_locale(row.guild_id) if server_locale else locale
                    out += await self._expire(row, now, lang)
                # looked at in this version (the game never asks out of turn, or it did not now)
                await self.store.mark_notice(row.id, row.version, "response.swept", now=now.isoformat())
            except Exception:
                log.warning("game %s: cannot time out its pending answer", row.id, exc_info=True)
        return out

    async def _expire(self, row: GameRow, now: datetime, server_lang: str) -> list[ResponseTimeout]:
        """The sweep's work for one game, under its channel's lock: [] or [its ResponseTimeout]."""
        async with self.tables.lock(row.channel_id):
            try:
                tb = await self.tables.active(row.channel_id, row.id)  # fresh, under the lock
            except ServiceError:
                return []  # finished or abandoned meanwhile
            kinds = tb.game.info.response_kinds
            before = tb.game.decision(tb.state)
            if before is None or before.kind not in kinds:
                return []
            waited = self._waited(tb, now)
            if waited < self.response_minutes:
                return []  # answered (and asked anew) since the sweep read the game
            lang = self.tables.public_locale(tb.row, server_lang)
            key = tb.game.info.decline_key
            action = Action.parse(key)
            declined: list[tuple[int, str]] = []
            for s in [s for s in before.seats if tb.seats[s].user_id is not None]:  # AI seats answer at once
                decision = tb.game.decision(tb.state)
                if decision is None or decision.kind not in kinds or s not in decision.seats:
                    continue
                if action not in tb.game.legal_actions(tb.state, s):
                    log.warning("game %s: seat %d cannot decline (%s) its %s", row.id, s, key, decision.kind)
                    continue
                events = tb.game.apply(tb.state, s, action)
                try:
                    await self.tables.commit(tb, s, decision.turn, action, events)
                except StaleVersion:
                    break  # another process moved meanwhile: the wait is over
                declined.append(
                    (s, t("bot.ai.response_declined", lang, name=tb.seats[s].name, waited=waited_text(waited, lang)))
                )
            if not declined:
                return []
            after = tb.game.decision(tb.state)
            board = board_due(before, after)
            lines = await self.tables.log_since_turn(tb, before.turn, lang)
            public = await self.tables.public(
                tb, lines, lang, board=board, notify=newly_awaited(before, after), refresh=True
            )
            return [
                ResponseTimeout(
                    game_id=tb.row.id,
                    guild_id=tb.row.guild_id,
                    channel_id=tb.row.channel_id,
                    seats=tuple(s for s, _ in declined),
                    lines=[line for _, line in declined],
                    public=public,
                )
            ]

    @overload
    async def take_over(
        self,
        channel_id: int,
        user_id: int,
        seat: int | None = None,
        *,
        game_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
        check_only: Literal[True],
        once: bool = False,
    ) -> None: ...
    @overload
    async def take_over(
        self,
        channel_id: int,
        user_id: int,
        seat: int | None = None,
        *,
        game_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
        check_only: Literal[False] = False,
        once: bool = False,
    ) -> SeatChange: ...
    async def take_over(
        self,
        channel_id: int,
        user_id: int,
        seat: int | None = None,
        *,
        game_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
        check_only: bool = False,
        once: bool = False,
    ) -> SeatChange | None:
        """Another seated player hands the absent seat to move to a medium AI (``seat``: the seat a
        takeover button was offered for; it must still be the one keeping the table waiting).
        ``check_only``: raise what a takeover now would raise, change nothing, return None (a front
        end refuses before it acknowledges publicly). On a paced table only once the seat's bank has
        run out; ``once``: the AI plays the current move only, then the seat returns by itself."""
        async with self.tables.lock(channel_id):
            tb = await self.tables.active(channel_id, game_id)
            if tb.seat_of(user_id) is None:
                raise NotSeated()
            decision = tb.game.decision(tb.state)
            if decision is None:
                raise GameOver()
            waiting = [s for s in decision.seats if tb.seats[s].user_id not in (None, user_id)]
            if seat is None:  # /game takeover: the (first) awaited human seat other than the caller's
                seat = waiting[0] if waiting else next(iter(decision.seats), None)
            if seat is None or seat not in decision.seats:
                raise TakeoverNotNeeded()
            target = tb.seats[seat]
            if target.user_id is None:
                raise TakeoverNotNeeded()
            if target.user_id == user_id:
                raise OwnSeat()
            if clocks.out_of_time_of(tb.row.out_of_time) == clocks.WAIT_FOR_VOTE:
                raise TakeoverByVote()  # this table's lobby chose to decide out-of-time players by a vote
            pace = clocks.pace_of(tb.row.pace)
            written = []
            if pace is not None:
                bank = clocks.remaining(target, pace, self.tables.clock(), tb.away, clocks.hours_of(tb.row.hours))
                if bank > 0:
                    raise TakeoverTooEarly(
                        M("bot.err.bank_left", name=target.name, left=clocks.duration_text(bank, locale))
                    )
                # the span ends here, charged (an AI stand-in has no running bank)
                written = [clocks.SeatClock(target.seat, 0.0, None, 0)]
            else:
                left = self.takeover_minutes - self._waited(tb)
                if left > 0:
                    raise TakeoverTooEarly(
                        M("bot.err.takeover_too_early", name=target.name, left=waited_text(math.ceil(left), locale))
                    )
                once = False  # without a clock there is no "this move only"
            if check_only:
                return None
            level = ai_levels.TAKEOVER_LEVEL
            by = next(s.name for s in tb.seats if s.user_id == user_id)
            try:
                tb.row.version = await self.store.take_over_seat(
                    tb.row.id,
                    target.seat,
                    level,
                    expected_version=tb.row.version,
                    now=self.tables.now(),
                    once=once,
                    clocks=written,
                )
            except StaleVersion as e:
                raise TakeoverNotNeeded() from e
            tb.seats = await self.store.seats(tb.row.id)
            log.info(
                "game %s: seat %d taken over by a %s AI%s",
                tb.row.id,
                target.seat,
                level,
                " for one move" if once else "",
            )
            pub = self.tables.public_locale(tb.row, server_locale or locale)
            line = (
                t("bot.pace.stand_in_once", pub, by=by, name=target.name, level=level_text(level, pub))
                if once
                else t("bot.ai.taken_over", pub, by=by, name=target.name, level=level_text(level, pub))
            )
            # no picture: the AI moves next, and its turn posts the board
            public = await self.tables.public(tb, [line], pub, board=False)
            return SeatChange(
                game_id=tb.row.id,
                channel_id=channel_id,
                seat=target.seat,
                name=target.name,
                level=level,
                rated=False,
                line=line,
                public=public,
            )

    async def take_back(
        self,
        channel_id: int,
        user_id: int,
        *,
        game_id: int | None = None,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
    ) -> SeatChange:
        """The owner of a stood-in seat plays it again (at once: the AI stops before its next decision)."""
        async with self.tables.lock(channel_id):
            tb = await self.tables.active(channel_id, game_id)
            seat = next((s for s in tb.seats if s.absent_user_id == user_id), None)
            if seat is None or seat.resigned:  # a resignation is for good
                raise NothingToTakeBack()
            pace = clocks.pace_of(tb.row.pace)
            decision = tb.game.decision(tb.state)
            awaited = decision is not None and seat.seat in decision.seats
            # the owner's bank runs again at once if the seat is awaited (without a clock: their wait)
            bank = clocks.returned_bank(seat, pace) if pace is not None else None
            written = [clocks.SeatClock(seat.seat, bank, self.tables.now() if awaited else None, 0)]
            try:
                tb.row.version = await self.store.give_back_seat(
                    tb.row.id, seat.seat, expected_version=tb.row.version, now=self.tables.now(), clocks=written
                )
            except StaleVersion as e:
                current = await self.store.game(tb.row.id)
                raise OutdatedBoard(current.version if current else tb.row.version) from e
            tb.seats = await self.store.seats(tb.row.id)
            pub = self.tables.public_locale(tb.row, server_locale or locale)
            line = t("bot.ai.taken_back", pub, name=seat.name)
            public = await self.tables.public(tb, [line], pub)
            panel = self.tables.panel(tb, user_id, locale, last=await self.store.last_action(tb.row.id))
            return SeatChange(
                game_id=tb.row.id,
                channel_id=channel_id,
                seat=seat.seat,
                name=seat.name,
                level=None,
                rated=await self.store.is_rated(tb.row.id),
                line=line,
                public=public,
                panel=panel,
            )

    def stand_in_panel(self, tb: Table, user_id: int, locale: str) -> Panel:
        """The panel of a player whose seat an AI plays: their seat's private lines, a take-back offer."""
        seat = next((s for s in tb.seats if s.absent_user_id == user_id), None)
        if seat is None:
            raise NotSeated()
        panel = self.tables.panel(tb, user_id, locale, with_options=False)
        private = [t(m, locale) for m in tb.game.seat_lines(tb.state, seat.seat)]
        if seat.resigned:
            return replace(
                panel,
                seat=seat.seat,
                private_lines=private,
                status=t("bot.invites.resigned_panel", locale, level=level_text(seat.ai_level, locale)),
            )
        return replace(
            panel,
            seat=seat.seat,
            private_lines=private,
            can_take_back=True,
            status=t("bot.ai.stand_in", locale, level=level_text(seat.ai_level, locale)),
        )
