"""Private tables and rematches: who may join, and what a Rematch click returns.

A table opened with invitations (``/play invite:@…``, or a rematch) admits only its creator and the
users invited; anyone else's Join is refused in :meth:`bot.table.lobby.Lobby.join`, so the rule holds
for every front end. A rematch (:meth:`bot.table.lobby.Lobby.rematch`) is such a table, opened from a
finished game with its options, seat order and AI seats, inviting its other human players.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import ServiceError
from .models import LobbyInfo


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
