"""A generic decision stack: how a game's turn is split into small atomic decisions.

A game keeps a list of frames in its state (``state.stack``); the top frame is the pending
decision, and when the stack is empty the game's ``base(state)`` names the kind of the phase's own
decision (a player's turn menu, an end-of-round choice ...). Each frame carries the seat that must
choose. Every kind has ONE handler (:class:`FrameKind`) saying what may be chosen (``legal``), what a
choice does (``apply``), what resolves without a choice (``auto``: a finished payment pays its
effect) and how the choice is put to the player (``prompt``).

:meth:`DecisionStack.settle` runs after every choice: it resolves ``auto`` steps and takes a lone
legal option by itself (with its log line) where the kind allows it (``single``), so a player is
only asked when there is a real choice. Compare boardgame.io's stages and OpenSpiel's chance/forced
nodes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, TypeVar

from pydantic import BaseModel

from .actions import Event
from .quiet import _QUIET
from .msg import Msg

S = TypeVar("S")

# Settling is bounded so that a faulty game cannot loop for ever inside one apply.
SETTLE_LIMIT = 10_000


class Frame(BaseModel):
    """A pending decision: its kind and the seat that must choose (games subclass it for data; the stack
    reads only ``k`` and ``seat``, so a game may use its own class with these two fields, e.g. a
    dataclass where frames are hot)."""

    k: str
    seat: int



Legal = Callable[[Any, Any], list[str]]
Apply = Callable[[Any, Any, int, str, list[Event]], None]
Auto = Callable[[Any, Any, list[Event]], bool]
Prompt = Callable[[Any, Any], Msg]
Seats = Callable[[Any, Any], tuple[int, ...]]
Single = Callable[[Any, Any, str], bool]


@dataclass(frozen=True, slots=True)
class FrameKind:
    """The handler of one kind of decision.

    ``legal(state, frame)`` -> keys in a stable order; ``apply(state, frame, seat, key, events)``
    performs a legal key of the acting ``seat`` (several seats may act on one simultaneous frame); ``auto(state, frame, events)`` resolves the frame (or a forced part of it) without a
    choice and returns True if it changed anything; ``prompt(state, frame)`` -> the question;
    ``seats(state, frame)`` -> who may choose (default: the frame's seat, or the base owner);
    ``single`` says whether a lone legal option is taken by itself: True, False, or a predicate
    ``single(state, frame, key)`` (never for an option that reveals something a player would want
    to pause on). ``frame`` is None for the base (empty-stack) kind.
    """

    legal: Legal
    apply: Apply
    prompt: Prompt
    auto: Auto | None = None
    seats: Seats | None = None
    single: bool | Single = False


class DecisionStack(Generic[S]):
    """Dispatch of decisions over ``state.stack`` and the game's base kinds.

    ``base(state)`` -> the kind of the decision when the stack is empty (None: game over);
    ``owner(state)`` -> whose turn it is; ``log(state, seat, key)`` -> the log line of a choice
    (also written for lone options taken by themselves).
    """

    def __init__(self, kinds: dict[str, FrameKind], *, base: Callable[[S], str | None],
                 owner: Callable[[S], int | None], log: Callable[[S, int, str], Event | None]):
        self.kinds = kinds
        self.base = base
        self.owner = owner
        self.log = log

    def top(self, st: S) -> tuple[str | None, Frame | None]:
        stack = st.stack  # type: ignore[attr-defined]
        if stack:
            f = stack[-1]
            return f.k, f
        return self.base(st), None

    def pending(self, st: S) -> tuple[str, tuple[int, ...], Msg] | None:
        """(kind, seats that may act, prompt) of the pending decision, or None when the game is over:
        what a game's ``decision`` reports, found with one look at the stack."""
        k, f = self.top(st)
        if k is None:
            return None
        h = self.kinds[k]
        return k, self._seats(st, h, f), h.prompt(st, f)

    def seats(self, st: S) -> tuple[int, ...]:
        k, f = self.top(st)
        return () if k is None else self._seats(st, self.kinds[k], f)

    def _seats(self, st: S, h: FrameKind, f: Frame | None) -> tuple[int, ...]:
        """Who may act on ``f`` (None: the base kind): the kind says, else the frame's seat, else the owner."""
        if h.seats is not None:
            return h.seats(st, f)
        if f is not None:
            return (f.seat,)
        o = self.owner(st)
        return () if o is None else (o,)

    def legal(self, st: S) -> list[str]:
        """The keys of the pending decision (for whichever seat may act)."""
        k, f = self.top(st)
        return [] if k is None else self.kinds[k].legal(st, f)

    def step(self, st: S, seat: int, key: str, ev: list[Event], kind: str | None = None) -> None:
        """Perform an already validated ``key`` of ``seat`` with its log line (no settling). ``kind``: the
        pending decision's kind when the caller knows it (a game that keeps its Decision), which spares
        a look at the stack."""
        if kind is None:
            k, f = self.top(st)
        else:
            stack = st.stack  # type: ignore[attr-defined]
            k, f = kind, (stack[-1] if stack else None)
        if not _QUIET.get():         # (a search or a benchmark reads no log: engine.core.quiet)
            line = self.log(st, seat, key)
            if line is not None:
                ev.append(line)
        self.kinds[k].apply(st, f, seat, key, ev)   # type: ignore[index]

    def settle(self, st: S, ev: list[Event]) -> list[str] | None:
        """Resolve everything that needs no choice: ``auto`` steps and lone options that may be taken.

        Returns the keys of the decision it stopped at when it had to compute them (a game may keep
        them for its next ``legal_actions`` on the unchanged state), else None."""
        p = self.resolve(st, ev)
        return None if p is None else p[3]

    def resolve(self, st: S, ev: list[Event]) -> tuple[str, tuple[int, ...], Msg, list[str] | None] | None:
        """``settle``, telling where it stopped: (kind, seats, prompt) as ``pending`` gives them, and the
        keys when settling computed them (else None); None when the game is over. A game asks this
        after every move, so it need not look at the stack again for its next ``decision``."""
        kinds = self.kinds
        for _ in range(SETTLE_LIMIT):
            stack = st.stack  # type: ignore[attr-defined]
            if stack:                # (top() written out: this loop runs after every move)
                f = stack[-1]
                k = f.k
            else:
                f = None
                k = self.base(st)
                if k is None:
                    return None
            h = kinds[k]
            if h.auto is not None and h.auto(st, f, ev):
                continue
            opts = None
            single = h.single
            if single:
                opts = h.legal(st, f)
                if len(opts) == 1 and (single is True or single(st, f, opts[0])):
                    seats = self._seats(st, h, f)
                    if len(seats) == 1:
                        self.step(st, seats[0], opts[0], ev)
                        continue
            seats = (f.seat,) if f is not None and h.seats is None else self._seats(st, h, f)
            return k, seats, h.prompt(st, f), opts
        raise RuntimeError("decision stack did not settle")
