"""Actions and decisions: the small atomic choices every game is made of."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import IllegalAction
from .msg import Msg, M

# One strict ASCII grammar for keys: ``kind[.arg]*``; every part is [A-Za-z0-9_]+.
_TOKEN = re.compile(r"[A-Za-z0-9_]+", re.ASCII)
# The canonical text of an int argument: a non-negative decimal without leading zeros.
_INT = re.compile(r"0|[1-9][0-9]*", re.ASCII)
SEP = "."
MAX_KEY = 80


def _arg(value: object) -> int | str:
    """The canonical form of an argument: an int, or a token that does not read as an int.

    The typing is decided once here so that ``Action.parse(a.key()) == a`` for every action:
    ``"1"`` becomes ``1`` (its key is the same), ``"01"`` and ``"a1"`` stay strings.
    """
    if isinstance(value, bool):
        raise ValueError(f"bad action argument {value!r}")
    if isinstance(value, int):
        if value < 0:
            raise ValueError(f"negative action argument {value!r}")
        return value
    if not isinstance(value, str) or not _TOKEN.fullmatch(value):
        raise ValueError(f"bad action argument {value!r}")
    return int(value) if _INT.fullmatch(value) else value


@dataclass(frozen=True, slots=True)
class Action:
    """A choice: a ``kind`` plus a few small parameters (non-negative ints or ASCII tokens).

    ``key()`` is a short stable string (``"move.0.2"``) that travels in Discord custom_ids and
    in the stored action log; ``Action.parse`` is its inverse for every action.
    """

    kind: str
    args: tuple[int | str, ...] = ()
    # The key, built once: games keep their actions and read the key on every apply.
    _key: str = field(default="", init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        kind: object = self.kind  # validated: callers outside the type checker pass anything
        if not isinstance(kind, str) or not _TOKEN.fullmatch(kind):
            raise ValueError(f"bad action kind {self.kind!r}")
        canon = tuple(_arg(a) for a in self.args)
        if canon != self.args or any(type(a) is not type(b) for a, b in zip(canon, self.args)):
            object.__setattr__(self, "args", canon)
        key = self.kind + SEP + SEP.join(str(a) for a in canon) if canon else self.kind
        object.__setattr__(self, "_key", key)

    def key(self) -> str:
        return self._key

    def __hash__(self) -> int:
        # Equal actions have equal keys; the key's hash is cached by the string (searches keep actions
        # in dicts).
        return hash(self._key)

    @classmethod
    def parse(cls, key: object) -> "Action":
        """Parse a key; raise IllegalAction(core.bad_action) on anything malformed."""
        if not isinstance(key, str) or not key or len(key) > MAX_KEY:
            raise IllegalAction(M("core.bad_action"))
        parts = key.split(SEP)
        if not all(_TOKEN.fullmatch(p) for p in parts):
            raise IllegalAction(M("core.bad_action"))
        return cls(parts[0], tuple(parts[1:]))

    def __str__(self) -> str:
        return self.key()


def A(kind: str, *args: int | str) -> Action:
    """Shorthand constructor: ``A("move", 0, 2)``."""
    return Action(kind, tuple(args))


@dataclass(frozen=True, slots=True)
class Decision:
    """Who may act now and what the choice is about.

    ``seats`` are the seats that may act now: one seat on its own turn, several at once (a
    simultaneous choice, in any order: each acts once), or one seat out of turn (a response to
    another player's move). ``owner`` is whose turn it is (None when nobody's, e.g. a phase all
    decide at once); it is what a table shows as "to move".

    ``turn`` counts turns and round phases from the start of the game and only grows. It bounds
    undo (never back into an earlier turn) and says when a new public board is due. It is neither
    how a stale click is detected (the stored game's version does that) nor who is told to act
    (front ends tell every seat that newly appears in ``seats``).
    """

    seats: tuple[int, ...]
    prompt: Msg
    turn: int
    owner: int | None = None
    kind: str = "choice"

    def awaits(self, seat: int | None) -> bool:
        return seat is not None and seat in self.seats


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
