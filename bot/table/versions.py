"""Rules versions at the table (``engine.core.versions``): what a player reads about a stored game that
was played under rules this bot neither plays nor migrates.

A running table of such a game is shown as any table that cannot go on (``TableUnreadable``: one
line, and any of its players may end it); a finished one has no replay and no game file. The line
names the version it was played under and the one this bot plays.
"""

from __future__ import annotations

from bot.store import GameRow
from engine.core import Game
from engine.core.text import M, Msg
from engine.core.versions import RulesVersionError

from .errors import ServiceError


def refused(row: GameRow, game: Game, e: RulesVersionError) -> Msg:
    """The running table's line: it cannot go on, and how its players end it."""
    return M("bot.versions.refused", id=row.id, game=game.name, played=e.stored, plays=e.current)


class ReplayRefused(ServiceError):
    """A finished game played under rules this bot neither plays nor migrates: no replay, no game file."""

    msg_id = "bot.versions.replay_refused"

    @classmethod
    def of(cls, row: GameRow, game: Game, e: RulesVersionError) -> ReplayRefused:
        return cls(M(cls.msg_id, id=row.id, game=game.name, played=e.stored, plays=e.current))
