"""AI seats that move by themselves, turn reminders, and AI stand-ins for absent players.

:class:`AiPlay` is mixed into :class:`bot.service.GameService` and uses its store, per-channel lock,
loading and commit helpers. Everything here is transport-agnostic and tested without Discord:

* :meth:`AiPlay.ai_turn` plays ONE turn of the AI seat to move (each decision thought out in a
  worker thread, outside the lock, then applied and committed under the lock through the same
  version-checked path as a human's click) and returns the board after it. A front end calls it
  in a loop, pausing ``ai_delay`` between turns, and shows every board.
* :meth:`AiPlay.due_reminders` finds human seats that have kept a game waiting: a reminder after
  ``reminder_minutes``, then a takeover offer after ``takeover_minutes`` (each once per wait).
* :meth:`AiPlay.take_over` hands the absent seat to a medium AI (the game becomes not rated:
  ``games.rated = 0``); :meth:`AiPlay.take_back` returns it to its owner.
"""
from __future__ import annotations

import asyncio
import logging
import math
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from engine.core.text import DEFAULT_LOCALE, M, register_catalog

from . import ai_seats
from .errors import (BadOption, GameOver, NotCreator, NotSeated, NothingToTakeBack, OwnSeat, ServiceError,
                     TakeoverNotNeeded, TakeoverTooEarly)
from .i18n import t
from .models import LobbyInfo, Panel, PublicUpdate
from .store import StaleVersion

if TYPE_CHECKING:
    from .service import _Table

log = logging.getLogger(__name__)

MAX_AI_DECISIONS_PER_TURN = 1000   # a safety net against a game whose turn never ends
MAX_RETRIES = 5                    # lost races in a row before an AI turn gives up (the next kick retries)

register_catalog(DEFAULT_LOCALE, {
    "bot.ai.level.random": "random",
    "bot.ai.level.easy": "easy",
    "bot.ai.level.medium": "medium",
    "bot.ai.level.hard": "hard",
    "bot.ai.name": "AI {n} ({level})",
    "bot.ai.played": "{name} played.",
    "bot.ai.minutes": "{n} min",
    "bot.ai.hours": "{h} h {m} min",
    "bot.ai.reminder": "it is your turn in {game} (the table has waited {waited}).",
    "bot.ai.takeover_offer": ("{name} has been away for {waited}. Any other player at the table may hand "
                              "their seat to a medium AI (the game will then not be rated)."),
    "bot.ai.taken_over": ("{by} handed {name}'s seat to a {level} AI. This game is no longer rated. "
                          "{name} can take the seat back with /game takeback."),
    "bot.ai.taken_back": "{name} is back and plays their own seat again.",
    "bot.ai.stand_in": "A {level} AI plays your seat while you are away. Take it back to play yourself.",
    "bot.err.takeover_too_early": "{name} may still come back: the seat can be handed to an AI in {left}.",
    "bot.err.takeover_not_needed": "Nobody is keeping this game waiting any more.",
    "bot.err.own_seat": "You cannot hand your own seat to an AI.",
    "bot.err.nothing_to_take_back": "No AI is standing in for you in this game.",
})


# ====================================================================== results


@dataclass(frozen=True, slots=True)
class AiTurn:
    """One AI turn, played and committed: the board after it."""

    public: PublicUpdate
    seat: int
    name: str
    level: str
    actions: int          # decisions committed in this turn
    more: bool            # another AI seat moves next (a driver goes on after its pause)
    stand_in: bool = False   # the AI played for an absent player (``name`` is theirs)


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
    text: str             # translated; a reminder is meant to follow a mention of ``user_id``


@dataclass(frozen=True, slots=True)
class SeatChange:
    """A seat handed to an AI stand-in, or taken back by its owner."""

    game_id: int
    channel_id: int
    seat: int
    name: str
    level: str | None     # the stand-in's level; None when the owner took the seat back
    rated: bool
    line: str             # translated, for the channel
    public: PublicUpdate  # the table now
    panel: Panel | None = None   # the owner's fresh panel after a take-back


def waited_text(minutes: float, locale: str = DEFAULT_LOCALE) -> str:
    minutes = max(0, int(minutes))
    if minutes < 60:
        return t("bot.ai.minutes", locale, n=minutes)
    return t("bot.ai.hours", locale, h=minutes // 60, m=minutes % 60)


def level_text(level: str | None, locale: str = DEFAULT_LOCALE) -> str:
    return t(f"bot.ai.level.{level}", locale) if level else ""


def _parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text)


# ====================================================================== the mixin


class AiPlay:
    """AI turns, reminders and stand-ins; mixed into GameService (which sets the attributes below)."""

    ai_delay: float
    ai_budget: ai_seats.Budget
    reminder_minutes: float
    takeover_minutes: float

    # -- thinking ------------------------------------------------------------------------------

    async def _think(self, tb: "_Table", seat: int):
        """The AI's action for ``seat`` now, computed in a worker thread (the state is not changed)."""
        level = tb.seats[seat].ai_level or ai_seats.DEFAULT_LEVEL
        return await asyncio.to_thread(ai_seats.choose_action, tb.game, tb.state, level, tb.row.seed or 0,
                                       tb.row.version, self.ai_budget)

    # -- AI turns ------------------------------------------------------------------------------

    async def ai_turn(self, channel_id: int, *, locale: str = DEFAULT_LOCALE) -> AiTurn | None:
        """Play the current turn of the AI seat to move; None if no AI is to move (or no game).

        Each decision is thought out without holding the channel's lock, then applied and
        committed under it only if the game is still at the version the AI looked at; if someone
        else changed the game meanwhile (an abandon, a take-back, another process) the AI looks again.
        """
        try:
            tb = await self._table(channel_id)
        except ServiceError:
            return None
        first: tuple[int, int] | None = None    # (seat, turn) of this AI turn
        played = retries = 0
        while played < MAX_AI_DECISIONS_PER_TURN:
            decision = tb.game.decision(tb.state)
            if decision is None or tb.seats[decision.seat].ai_level is None:
                break
            if first is not None and (decision.turn != first[1] or decision.seat != first[0]):
                break
            action = await self._think(tb, decision.seat)
            async with self._lock(channel_id):
                row = await self.store.game(tb.row.id)
                fresh = row is not None and row.status == "active" and row.version == tb.row.version
                if fresh:
                    events = tb.game.apply(tb.state, action)
                    try:
                        await self._commit(tb, decision.seat, decision.turn, action, events)
                    except StaleVersion:
                        fresh = False
            if not fresh:
                retries += 1
                if retries > MAX_RETRIES:
                    log.warning("game %s: AI turn gave up after %d lost races", tb.row.id, retries)
                    break
                try:
                    tb = await self._table(channel_id, tb.row.id)
                except ServiceError:
                    break
                continue
            if first is None:
                first = (decision.seat, decision.turn)
            played += 1
        if first is None:
            return None
        public = await self._public(tb, await self._log_since_turn(tb, first[1], locale), locale)
        after = tb.game.decision(tb.state)
        seat = tb.seats[first[0]]
        return AiTurn(public=public, seat=first[0], name=seat.name, level=seat.ai_level or "", actions=played,
                      more=after is not None and tb.seats[after.seat].ai_level is not None,
                      stand_in=seat.absent_user_id is not None)

    async def channels_awaiting_ai(self) -> list[int]:
        """Channels whose active game waits for an AI seat (to resume AI play after a restart)."""
        out = []
        for row in await self.store.active_games():
            try:
                tb = await self._load(row)
            except Exception:  # an unloadable game must not keep the others from resuming
                log.warning("game %s: cannot be loaded to resume AI play", row.id, exc_info=True)
                continue
            decision = tb.game.decision(tb.state)
            if decision is not None and tb.seats[decision.seat].ai_level is not None:
                out.append(row.channel_id)
        return out

    # -- lobby ---------------------------------------------------------------------------------

    async def remove_ai(self, channel_id: int, user_id: int, pos: int | None = None, *,
                        locale: str = DEFAULT_LOCALE) -> LobbyInfo:
        """Creator only: remove the AI seat at join position ``pos`` (the last AI seat if None)."""
        async with self._lock(channel_id):
            row = await self._lobby_row(channel_id)
            if user_id != row.creator_id:
                raise NotCreator()
            members = await self.store.lobby_members(row.id)
            ais = [m for m in members if m.ai_level is not None]
            target = ais[-1] if ais and pos is None else next((m for m in ais if m.pos == pos), None)
            if target is None:
                raise BadOption(M("bot.err.bad_option", field="ai", value=pos if pos is not None else "-"))
            await self.store.remove_lobby_ai(row.id, target.pos)
            return self._lobby_info(row, await self.store.lobby_members(row.id), locale)

    # -- absent players ------------------------------------------------------------------------

    def _waited(self, tb: "_Table", now: datetime | None = None) -> float:
        """Minutes since the game last changed (the seat to move has been thinking that long)."""
        now = now or self._clock()
        return (now - _parse_time(tb.row.updated_at)).total_seconds() / 60

    async def due_reminders(self, now: datetime | None = None, *,
                            locale: str = DEFAULT_LOCALE) -> list[Reminder]:
        """Reminders and takeover offers that are due now, each returned (and recorded) once per wait.

        A human seat to move that has not acted for ``reminder_minutes`` gets a reminder; after
        ``takeover_minutes`` the table gets a takeover offer instead. Only games where another
        human is waiting count (never a solo game). Zero minutes switch either off.
        """
        now = now or self._clock()
        limits = [m for m in (self.reminder_minutes, self.takeover_minutes) if m and m > 0]
        if not limits:
            return []
        cutoff = (now - timedelta(minutes=min(limits))).isoformat()
        out: list[Reminder] = []
        for row in await self.store.active_games(updated_before=cutoff):
            try:
                tb = await self._load(row)
            except Exception:
                log.warning("game %s: cannot be loaded for reminders", row.id, exc_info=True)
                continue
            decision = tb.game.decision(tb.state)
            if decision is None:
                continue
            seat = tb.seats[decision.seat]
            if seat.user_id is None:
                continue
            if not any(s.user_id is not None and s.seat != seat.seat for s in tb.seats):
                continue   # nobody else is waiting (solo, or only AIs): no reminder, no takeover
            waited = self._waited(tb, now)
            kind = None
            if self.takeover_minutes and waited >= self.takeover_minutes:
                kind = "takeover"
            elif self.reminder_minutes and waited >= self.reminder_minutes:
                kind = "reminder"
            if kind is None:
                continue
            stamp = now.isoformat()
            if not await self.store.mark_notice(row.id, row.version, kind, now=stamp):
                continue
            if kind == "takeover":   # no late reminder after the offer
                await self.store.mark_notice(row.id, row.version, "reminder", now=stamp)
                text = t("bot.ai.takeover_offer", locale, name=seat.name, waited=waited_text(waited, locale))
            else:
                text = t("bot.ai.reminder", locale, game=t(tb.game.name, locale),
                         waited=waited_text(waited, locale))
            out.append(Reminder(kind=kind, game_id=row.id, guild_id=row.guild_id, channel_id=row.channel_id,
                                version=row.version, seat=seat.seat, user_id=seat.user_id, name=seat.name,
                                waited_minutes=int(waited), text=text))
        return out

    async def take_over(self, channel_id: int, user_id: int, seat: int | None = None, *,
                        game_id: int | None = None, locale: str = DEFAULT_LOCALE,
                        check_only: bool = False) -> SeatChange | None:
        """Another seated player hands the absent seat to move to a medium AI (``seat``: the seat a
        takeover button was offered for; it must still be the one keeping the table waiting).
        ``check_only``: raise what a takeover now would raise, change nothing, return None (a front
        end refuses before it acknowledges publicly)."""
        async with self._lock(channel_id):
            tb = await self._table(channel_id, game_id)
            if tb.seat_of(user_id) is None:
                raise NotSeated()
            decision = tb.game.decision(tb.state)
            if decision is None:
                raise GameOver()
            target = tb.seats[decision.seat]
            if target.user_id is None or (seat is not None and seat != decision.seat):
                raise TakeoverNotNeeded()
            if target.user_id == user_id:
                raise OwnSeat()
            left = self.takeover_minutes - self._waited(tb)
            if left > 0:
                raise TakeoverTooEarly(M("bot.err.takeover_too_early", name=target.name,
                                         left=waited_text(math.ceil(left), locale)))
            if check_only:
                return None
            level = ai_seats.TAKEOVER_LEVEL
            by = next(s.name for s in tb.seats if s.user_id == user_id)
            try:
                tb.row.version = await self.store.take_over_seat(tb.row.id, target.seat, level,
                                                                 expected_version=tb.row.version, now=self._now())
            except StaleVersion as e:
                raise TakeoverNotNeeded() from e
            tb.seats = await self.store.seats(tb.row.id)
            line = t("bot.ai.taken_over", locale, by=by, name=target.name, level=level_text(level, locale))
            public = await self._public(tb, [line], locale)
            return SeatChange(game_id=tb.row.id, channel_id=channel_id, seat=target.seat, name=target.name,
                              level=level, rated=False, line=line, public=public)

    async def take_back(self, channel_id: int, user_id: int, *, game_id: int | None = None,
                        locale: str = DEFAULT_LOCALE) -> SeatChange:
        """The owner of a stood-in seat plays it again (at once: the AI stops before its next decision)."""
        async with self._lock(channel_id):
            tb = await self._table(channel_id, game_id)
            seat = next((s for s in tb.seats if s.absent_user_id == user_id), None)
            if seat is None:
                raise NothingToTakeBack()
            try:
                tb.row.version = await self.store.give_back_seat(tb.row.id, seat.seat,
                                                                 expected_version=tb.row.version, now=self._now())
            except StaleVersion as e:
                current = await self.store.game(tb.row.id)
                from .errors import OutdatedBoard
                raise OutdatedBoard(current.version if current else tb.row.version) from e
            tb.seats = await self.store.seats(tb.row.id)
            line = t("bot.ai.taken_back", locale, name=seat.name)
            public = await self._public(tb, [line], locale)
            panel = self._panel(tb, user_id, locale, last=await self.store.last_action(tb.row.id))
            return SeatChange(game_id=tb.row.id, channel_id=channel_id, seat=seat.seat, name=seat.name, level=None,
                              rated=await self.store.is_rated(tb.row.id), line=line, public=public, panel=panel)

    def _stand_in_panel(self, tb: "_Table", user_id: int, locale: str) -> Panel:
        """The panel of a player whose seat an AI plays: their seat's private lines, a take-back offer."""
        seat = next((s for s in tb.seats if s.absent_user_id == user_id), None)
        if seat is None:
            raise NotSeated()
        panel = self._panel(tb, user_id, locale, with_options=False)
        private = [t(m, locale) for m in tb.game.seat_lines(tb.state, seat.seat)]
        return replace(panel, seat=seat.seat, private_lines=private, can_take_back=True,
                       status=t("bot.ai.stand_in", locale, level=level_text(seat.ai_level, locale)))
