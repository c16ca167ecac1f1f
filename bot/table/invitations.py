"""Private tables and rematches: who may join, and what a Rematch click returns.

A table opened with invitations (``/play invite:@…``, or a rematch) admits only its creator and the
users invited; anyone else's Join is refused in :meth:`bot.table.lobby.Lobby.join`, so the rule holds
for every front end. A rematch (:meth:`bot.table.lobby.Lobby.rematch`) is such a table, opened from a
finished game with its options, seat order and AI seats, inviting its other human players.

**Limits.** Every invitation reaches its player (a mention in the lobby, or a direct message), so a
stranger opening and abandoning tables could flood them. :data:`LIMITS` (PROPOSED) bounds it, counted
in the database (a restart or another process counts the same; :mod:`bot.store.invitation_counts`):
at most ``per_day`` invitations in a day from one player to another that the player did not take up
(join), and at most ``waiting`` open private tables waiting for one player. An invitation over a
limit is left out and the inviter is told why (:func:`screen`); when nobody is left to invite, no
table opens. Invitations a player took up never count, so friends' rematches are never refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Sequence

from bot.i18n import echo
from bot.store import Invitee, Store
from bot.store.invitation_counts import invitation_counts
from engine.core import Msg
from engine.core.text import M

from .errors import ServiceError
from .models import LobbyInfo


@dataclass(frozen=True, slots=True)
class InvitationLimits:
    per_day: int  # invitations from one player to another within ``day`` not taken up
    day: timedelta
    waiting: int  # open private tables waiting for one player at once (not joined)
    waiting_window: timedelta  # how far back open tables are counted: far beyond a lobby's real life


LIMITS = InvitationLimits(per_day=3, day=timedelta(days=1), waiting=5, waiting_window=timedelta(days=30))


class NobodyInvitable(ServiceError):
    """Every player a new private table would invite is over a limit: no table is opened."""

    msg_id = "bot.invites.limit.nothing_opened"


async def screen(
    store: Store,
    inviter: int,
    invited: Sequence[Invitee] | None,
    now: datetime,
    limits: InvitationLimits = LIMITS,
) -> tuple[list[Invitee] | None, list[Msg]]:
    """The invitations a new private table of ``inviter`` may make now, and a line for each one left out
    (over a limit). ``invited`` None (an open table) passes; the inviter's own entry always does.
    NobodyInvitable when invitations were asked for and none is left."""
    if invited is None:
        return None, []
    kept: list[Invitee] = []
    refused: list[Msg] = []
    for guest in invited:
        if guest.user_id == inviter:
            kept.append(guest)
            continue
        counts = await invitation_counts(
            store,
            guest.user_id,
            inviter,
            day_after=(now - limits.day).isoformat(),
            since=(now - limits.waiting_window).isoformat(),
        )
        if counts.from_inviter >= limits.per_day:
            refused.append(M("bot.invites.limit.per_day", name=echo(guest.name), max=limits.per_day))
        elif counts.waiting >= limits.waiting:
            refused.append(M("bot.invites.limit.waiting", name=echo(guest.name), max=limits.waiting))
        else:
            kept.append(guest)
    if refused and not any(g.user_id != inviter for g in kept):
        raise NobodyInvitable(M(NobodyInvitable.msg_id, why=refused[0] if len(refused) == 1 else _joined(refused)))
    return kept, refused


def _joined(lines: list[Msg]) -> Msg:
    return M("bot.invites.limit.several", first=lines[0], others=len(lines) - 1)


class NotInvited(ServiceError):
    """A Join at a private table by someone it does not invite; the message names who may join."""

    msg_id = "bot.invites.err.not_invited"


class NotAPlayer(ServiceError):
    """A Rematch click by someone who did not play the finished game."""

    msg_id = "bot.invites.err.not_a_player"


class RematchAbandoned(ServiceError):
    msg_id = "bot.invites.err.rematch_abandoned"


class RematchNotFinished(ServiceError):
    msg_id = "bot.invites.err.rematch_not_finished"


@dataclass(frozen=True, slots=True)
class Rematch:
    """What a Rematch click did: ``opened`` a new private lobby, or found the one already open (or
    already started) for that game; ``info`` is that table (its channel may differ from the click's)."""

    opened: bool
    info: LobbyInfo
    guild_id: int | None
    refused: tuple[Msg, ...] = ()  # invitations left out (over a limit), for the clicker
