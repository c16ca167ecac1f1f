"""Actions and decisions: the small atomic choices every game is made of."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import IllegalAction
from .text import Msg, M

_TOKEN = re.compile(r"^[A-Za-z0-9_]+$")
SEP = "."


@dataclass(frozen=True, slots=True)
class Action:
    """A choice: a ``kind`` plus a few small parameters (ints or identifier-like strings).

    ``key()`` is a short stable string (``"move.0.2"``) that travels in Discord custom_ids and
    in the stored action log; ``Action.parse`` is its inverse.
    """

    kind: str
    args: tuple[int | str, ...] = ()

    def key(self) -> str:
        if not self.args:
            return self.kind
        return self.kind + SEP + SEP.join(str(a) for a in self.args)

    @classmethod
    def parse(cls, key: str) -> "Action":
        """Parse a key; raise IllegalAction(core.bad_action) on anything malformed."""
        if not isinstance(key, str) or not key or len(key) > 80:
            raise IllegalAction(M("core.bad_action"))
        parts = key.split(SEP)
        if not all(_TOKEN.match(p) for p in parts):
            raise IllegalAction(M("core.bad_action"))
        args = tuple(int(p) if p.isdigit() else p for p in parts[1:])
        return cls(parts[0], args)

    def __str__(self) -> str:
        return self.key()


def A(kind: str, *args: int | str) -> Action:
    """Shorthand constructor: ``A("move", 0, 2)``."""
    return Action(kind, tuple(args))


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must choose now and what the choice is about.

    ``turn`` counts turns from the start of the game; it only grows. Front ends use it to
    bound undo (never into an earlier turn) and to tell a fresh board from an outdated one.
    """

    seat: int
    prompt: Msg
    turn: int
    kind: str = "choice"


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the game log.

    ``private_to`` limits the line to one seat (a card drawn into a hand). ``reveals`` marks an
    action that drew hidden or random items: undo never goes back across it.
    """

    msg: Msg
    seat: int | None = None
    private_to: int | None = None
    reveals: bool = False


@dataclass(frozen=True)
class Result:
    """The end of a game: rank per seat (1 = first; equal ranks for true ties), scores and details."""

    ranks: list[int]
    scores: list[int]
    details: list[dict] = field(default_factory=list)
    tiebreaks: list[Msg] = field(default_factory=list)
