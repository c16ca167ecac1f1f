"""Substitutes: a player offers their seat, someone else claims it and plays on from there.

:class:`Substitutes` is one component of :class:`bot.table.GameService`. A seat is open for a substitute
when its player offers it (``/game seat offer``; they play on until it is claimed, and may withdraw the
offer) or when a vote replaced its player (:mod:`.votes`: an AI plays it meanwhile). An open seat is
listed by ``/games open`` and on the table's line in its channel; whoever claims it — not already seated
at that table, not the player it was taken from, and invited if the table is private — takes the seat
with its hand and its clock, and the old player no longer acts there.

Ratings: a game with a substituted seat is **not rated** for anyone (as a game with an AI seat or an AI
stand-in is not): two people played that seat, and its result would be neither's. The results record
the seat under whoever holds it at the end.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bot.i18n import echo, t
from bot.store import StaleVersion
from bot.store.substitutes import OpenSeat, SubstitutesStore
from engine.core.text import DEFAULT_LOCALE

from . import clocks
from .errors import BadAction, GameOver, NotSeated, ServiceError
from .models import Panel, PublicUpdate
from .tables import Table, Tables

log = logging.getLogger(__name__)

LOBBIES_SHOWN = 10  # open tables /games open lists per answer


class SeatNotOpen(ServiceError):
    msg_id = "bot.subs.err.not_open"


class AlreadySeated(ServiceError):
    msg_id = "bot.subs.err.already_seated"


class NotYourOldSeat(ServiceError):
    msg_id = "bot.subs.err.was_yours"


class NotInvitedHere(ServiceError):
    msg_id = "bot.subs.err.not_invited"


class AlreadyOffered(ServiceError):
    msg_id = "bot.subs.err.already_offered"


class NotOffered(ServiceError):
    msg_id = "bot.subs.err.not_offered"


class ResignedSeat(ServiceError):
    msg_id = "bot.subs.err.resigned"


@dataclass(frozen=True, slots=True)
class SeatOffer:
    """An offer made or withdrawn, or a seat claimed: the public line, the table now (its live line
    lists the open seats; after a claim the AI stops and the new player is asked if it is their turn),
    and after a claim the new player's panel."""

    game_id: int
    channel_id: int
    seat: int
    line: str
    public: PublicUpdate
    panel: Panel | None = None


@dataclass(frozen=True, slots=True)
class OpenTables:
    """``/games open``: the open seats the user may claim and the open tables they may join."""

    seats: list[OpenSeat]
    lobbies: list  # GameRow of each open table, with its seated count in ``seated``
    seated: dict[int, int]


class Substitutes:
    """Offering, withdrawing and claiming seats (see the module docstring)."""

    def __init__(self, tables: Tables):
        self.tables = tables
        self.store = SubstitutesStore(tables.store)

    @staticmethod
    def _own_seat(tb: Table, user_id: int) -> int:
        seat = next((s for s in tb.seats if user_id in (s.user_id, s.absent_user_id)), None)
        if seat is None:
            raise NotSeated()
        if seat.resigned:
            raise ResignedSeat()
        return seat.seat

    async def offer(
        self,
        channel_id: int,
        user_id: int,
        *,
        withdraw: bool = False,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
    ) -> SeatOffer:
        """``/game seat offer`` (``withdraw``: ``/game seat withdraw``) at the channel's table."""
        async with self.tables.lock(channel_id):
            tb = await self.tables.active(channel_id)
            if tb.game.decision(tb.state) is None:
                raise GameOver()
            seat = self._own_seat(tb, user_id)
            if withdraw:
                if not await self.store.withdraw(tb.row.id, seat, user_id):
                    raise NotOffered()
            elif not await self.store.offer(tb.row.id, seat, user_id, now=self.tables.now()):
                raise AlreadyOffered()
            tb.seats = await self.tables.store.seats(tb.row.id)
            pub = self.tables.public_locale(tb.row, server_locale or locale)
            name = tb.seats[seat].name
            line = t("bot.subs.withdrawn" if withdraw else "bot.subs.offered", pub, name=name)
            log.info("game %s: seat %d %s", tb.row.id, seat, "no longer offered" if withdraw else "offered")
            public = await self.tables.public(tb, [line], pub, board=False, notify=[])
            return SeatOffer(game_id=tb.row.id, channel_id=tb.row.channel_id, seat=seat, line=line, public=public)

    async def claim(
        self,
        game_id: int,
        seat: int | None,
        user_id: int,
        name: str,
        *,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
    ) -> SeatOffer:
        """The user takes the open ``seat`` of game ``game_id`` (None: its open seat, when it has one)."""
        row = await self.tables.store.game(game_id)
        if row is None:
            raise BadAction()
        async with self.tables.lock(row.channel_id):
            tb = await self.tables.active(row.channel_id, game_id)
            if tb.game.decision(tb.state) is None:
                raise GameOver()
            open_seats = [s.seat for s in tb.seats if s.open_since is not None]
            if seat is None:
                seat = open_seats[0] if open_seats else None
            if seat is None or seat not in open_seats:
                raise SeatNotOpen()
            if any(user_id in (s.user_id, s.absent_user_id) for s in tb.seats):
                raise AlreadySeated()
            target = tb.seats[seat]
            if target.replaced_user_id == user_id:
                raise NotYourOldSeat()
            if await self.store.is_private(tb.row.id) and not await self.store.invited(tb.row.id, user_id):
                raise NotInvitedHere()
            bank, since = self._clock_for(tb, seat)
            old = target.name
            try:
                tb.row.version = await self.store.claim(
                    tb.row.id,
                    seat,
                    user_id,
                    echo(name, 80),
                    expected_version=tb.row.version,
                    now=self.tables.now(),
                    bank_seconds=bank,
                    awaited_since=since,
                )
            except StaleVersion as e:
                raise SeatNotOpen() from e
            tb.seats = await self.tables.store.seats(tb.row.id)
            log.info("game %s: seat %d claimed by a substitute", tb.row.id, seat)
            pub = self.tables.public_locale(tb.row, server_locale or locale)
            line = t("bot.subs.claimed", pub, new=tb.seats[seat].name, old=old)
            public = await self.tables.public(tb, [line], pub, board=False, notify=[])
            panel = self.tables.panel(tb, user_id, locale, last=await self.tables.store.last_action(tb.row.id))
            panel = await self.tables.pictured(tb, panel, locale)
            return SeatOffer(
                game_id=tb.row.id, channel_id=tb.row.channel_id, seat=seat, line=line, public=public, panel=panel
            )

    def _clock_for(self, tb: Table, seat: int) -> tuple[float | None, str | None]:
        """The claimed seat's clock: what was left (at least one move's increment), running at once if
        the seat is awaited; no clock without a pace."""
        decision = tb.game.decision(tb.state)
        awaited = decision is not None and seat in decision.seats
        pace = clocks.pace_of(tb.row.pace)
        now = self.tables.now() if awaited else None
        if pace is None:
            return None, now
        s = tb.seats[seat]
        left = clocks.remaining(s, pace, self.tables.clock(), tb.away) if s.user_id is not None else None
        base = clocks.bank_at_span_start(s, pace) if left is None else left
        return min(pace.cap, max(base, pace.increment)), now

    async def open_tables(self, user_id: int, guild_ids: list[int]) -> OpenTables:
        """``/games open``: on these servers, the open seats the user may claim (longest open first) and
        the open tables they may join (newest first); private ones only where they are invited."""
        seats = []
        for s in await self.store.open_seats(guild_ids):
            current = await self.tables.store.seats(s.game.id)
            if any(user_id in (c.user_id, c.absent_user_id) for c in current):
                continue
            if any(c.seat == s.seat and c.replaced_user_id == user_id for c in current):
                continue
            if await self.store.is_private(s.game.id) and not await self.store.invited(s.game.id, user_id):
                continue
            seats.append(s)
        lobbies, seated = [], {}
        for g in await self.store.open_lobbies(guild_ids, LOBBIES_SHOWN * 3):
            members = await self.tables.store.lobby_members(g.id)
            if any(m.user_id == user_id for m in members):
                continue
            if await self.store.is_private(g.id) and not await self.store.invited(g.id, user_id):
                continue
            try:
                game = self.tables.game(g.game_type)
            except ServiceError:
                continue
            if len(members) >= game.max_players:
                continue
            lobbies.append(g)
            seated[g.id] = len(members)
            if len(lobbies) >= LOBBIES_SHOWN:
                break
        return OpenTables(seats=seats, lobbies=lobbies, seated=seated)
