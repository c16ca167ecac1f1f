"""Resign: a player leaves a running game for good; an AI plays their seat to the end.

:class:`Resign` is one component of :class:`bot.table.GameService`, over the shared :class:`Tables`.
The seat goes to a medium AI through the same stand-in machinery as a takeover
(:mod:`bot.table.absent`: ``seats.absent_user_id`` keeps whose seat it was, the AI driver plays it),
but the player cannot take it back, and a rated game stays rated: when it ends, the resigned seat
ranks last in the stored results (:mod:`bot.table.resigned`). The table is told which it is: rated,
or not and why (AI seats, a seat an AI played for an absent player). When the last human still playing resigns,
the game is abandoned instead: there is nobody left to play for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from bot.i18n import t
from bot.store import SeatRow, StaleVersion
from engine.core.text import DEFAULT_LOCALE

from . import ai_levels
from .absent import level_text
from .errors import GameOver, NotSeated, OutdatedBoard, ServiceError
from .models import PublicUpdate
from .tables import Tables


FORGET_TABLES_MAX = 1000  # running seats of one user resigned by forget-me (far beyond any real count)


class AlreadyResigned(ServiceError):
    msg_id = "bot.invites.err.already_resigned"


@dataclass(frozen=True, slots=True)
class Resignation:
    """What ``/game resign`` did: asked to confirm, handed the seat to an AI, or abandoned the game."""

    needs_confirmation: bool
    line: str  # the confirmation question (private), else the public line
    abandoned: bool = False
    rated: bool = False  # the game still counts for ratings
    public: PublicUpdate | None = None  # the table now, after a resignation the game survives


def rating_status(rated: bool, flag: bool, seats: Sequence[SeatRow]) -> str:
    """What the table is told about its rating after a resignation: that it stays rated, or why it is
    not (the rule itself is the store's, ``counts_for_ratings``; ``flag`` is ``games.rated``)."""
    if rated:
        return "bot.notices.rated.yes"
    if not flag:
        return "bot.notices.rated.taken_over"
    if any(s.ai_level is not None and not s.resigned and s.absent_user_id is None for s in seats):
        return "bot.notices.rated.ai_seats"
    return "bot.notices.rated.not_rated"


class Resign:
    """The resign use case (see the module docstring)."""

    #: the AI that plays a resigned seat: the takeover's level
    LEVEL = ai_levels.TAKEOVER_LEVEL

    def __init__(self, tables: Tables):
        self.tables = tables
        self.store = tables.store

    async def resign(
        self,
        channel_id: int,
        user_id: int,
        confirm: bool = False,
        *,
        locale: str = DEFAULT_LOCALE,
        server_locale: str | None = None,
    ) -> Resignation:
        """Resign the user's seat in the channel's game (asks to confirm in ``locale`` first; says it
        publicly in the table's language)."""
        async with self.tables.lock(channel_id):
            tb = await self.tables.active(channel_id)
            seat = tb.seat_of(user_id)
            if seat is None:
                if any(s.absent_user_id == user_id and s.resigned for s in tb.seats):
                    raise AlreadyResigned()
                raise NotSeated()
            if tb.game.decision(tb.state) is None:
                raise GameOver()
            if not confirm:
                return Resignation(needs_confirmation=True, line=t("bot.invites.resign_confirm", locale))
            pub = self.tables.public_locale(tb.row, server_locale or locale)
            name = tb.seats[seat].name
            playing_on = [
                s
                for s in tb.seats
                if s.seat != seat and not s.resigned and (s.user_id is not None or s.absent_user_id is not None)
            ]
            try:
                if not playing_on:  # the last human still playing: nobody is left to play for
                    await self.store.set_status(
                        tb.row.id, "abandoned", expected_version=tb.row.version, now=self.tables.now()
                    )
                    return Resignation(
                        needs_confirmation=False,
                        abandoned=True,
                        line=t("bot.invites.resigned_abandoned", pub, name=name),
                    )
                tb.row.version = await self.store.resign_seat(
                    tb.row.id, seat, self.LEVEL, expected_version=tb.row.version, now=self.tables.now()
                )
            except StaleVersion as e:
                current = await self.store.game(tb.row.id)
                raise OutdatedBoard(current.version if current else tb.row.version) from e
            tb.seats = await self.store.seats(tb.row.id)
            rated = await self.store.counts_for_ratings(tb.row.id)
            why = rating_status(rated, await self.store.is_rated(tb.row.id), tb.seats)
            line = t("bot.invites.resigned", pub, name=name, level=level_text(self.LEVEL, pub)) + " " + t(why, pub)
            # no picture: the AI moves next if it is that seat's turn, and its turn posts the board
            public = await self.tables.public(tb, [line], pub, board=False)
            return Resignation(needs_confirmation=False, line=line, rated=rated, public=public)

    async def resign_everywhere(
        self, user_id: int, *, server_locale: Callable[[int | None], str]
    ) -> list[tuple[int, Resignation]]:
        """Before ``/privacy forget-me``: every running seat of the user is resigned (an AI plays it on,
        or the game is abandoned when nobody human is left), so no table waits for a pseudonym nobody
        holds. Returns (the table's channel, what happened) per game; ``server_locale(guild id)`` is the
        language of the public lines where no table pinned one."""
        done = []
        for row in await self.store.user_tables(user_id, FORGET_TABLES_MAX):
            if row.seat is None or row.game.status != "active":
                continue  # a lobby seat simply goes with the user's data
            try:
                out = await self.resign(
                    row.game.channel_id, user_id, confirm=True, server_locale=server_locale(row.game.guild_id)
                )
            except ServiceError:  # over, or no longer this user's seat meanwhile
                continue
            done.append((row.game.channel_id, out))
        return done
