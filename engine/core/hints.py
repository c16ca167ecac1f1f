"""Why a suggested move is good, in words: a game's *figures* before and after it.

A hint (``engine.ai.hint``) plays the suggested move on a determinised copy of the state, with the
seat's forced follow-ups and the rest of its turn, and asks the game why the position it reached is
better: ``game.hint_reason(before, after, seat)`` (``engine.core.game.GameBase``; the default speaks
of the projected lead ``evaluate`` gives). A game that knows its own figures (Macao's PP, gold, cubes
on the wind rose ...) declares them in ``engine/<game>/hints.py`` as a table of :class:`Figure` and
answers with :func:`figures_reason`: the figures whose value changed, the largest one or two by
their worth in the game's score units, each phrased by the game's catalog.

Pure data and arithmetic: nothing here reads a catalog or knows a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .msg import M, Msg

#: Changes a reason names at most (the hint is one line).
MAX_PHRASES = 2
PLUS, MINUS = "+", "−"  # the sign a phrase shows (the catalog's $sign); U+2212, not a hyphen
# A change smaller than this (in the figure's own units, after rounding) is no change.
_ROUND = 0


def sign_of(delta: float) -> str:
    return MINUS if delta < 0 else PLUS


Phrase = Callable[[str, int], Msg]
"""``phrase(sign, n) -> Msg``: a change of ``n`` units (a whole number, never negative) with its sign."""


def counted(msg_id: str, **params: Any) -> Phrase:
    """The phrase of a figure whose message takes ``$sign`` and ``$n`` (``macao.hint.pp``: "+4 PP")."""

    def phrase(sign: str, n: int) -> Msg:
        return M(msg_id, sign=sign, n=n, **params)

    return phrase


@dataclass(frozen=True, slots=True)
class Figure:
    """One number of a seat a player counts (its points, coins, cubes ...).

    ``weight`` is what one unit is worth in the game's score units, so changes of different figures
    compare (a Macao punish marker costs 3 PP at the end; a gold coin buys about 1 PP). ``read`` takes
    the state and the seat and reads only what that seat sees."""

    id: str
    weight: float
    read: Callable[[Any, int], float]
    phrase: Phrase


@dataclass(frozen=True, slots=True)
class FigureChange:
    """A figure of the seat before and after the suggested move (to the end of its turn)."""

    figure: str
    before: float
    after: float
    weight: float

    @property
    def delta(self) -> float:
        return self.after - self.before

    @property
    def worth(self) -> float:
        """The size of the change in score units (gains and losses alike)."""
        return abs(self.delta) * self.weight


@dataclass(frozen=True, slots=True)
class HintReason:
    """The reason of a hint: its phrases (largest change first) and the changes they came from."""

    phrases: tuple[Msg, ...]
    changes: tuple[FigureChange, ...] = ()


def changes(figures: Sequence[Figure], before: Any, after: Any, seat: int) -> list[FigureChange]:
    """Every figure whose whole value changed, the largest change (by worth) first; ties by the
    table's order, so the result is deterministic."""
    out = []
    for f in figures:
        a, b = float(f.read(before, seat)), float(f.read(after, seat))
        if round(b - a, _ROUND) != 0:
            out.append(FigureChange(f.id, a, b, f.weight))
    order = {f.id: i for i, f in enumerate(figures)}
    return sorted(out, key=lambda c: (-c.worth, order[c.figure]))


def figures_reason(figures: Sequence[Figure], before: Any, after: Any, seat: int) -> HintReason:
    """The largest one or two changes of ``figures`` phrased; no phrases when nothing changed (the
    caller then says something else: the projected lead)."""
    found = changes(figures, before, after, seat)
    by_id = {f.id: f for f in figures}
    phrases = tuple(
        by_id[c.figure].phrase(sign_of(c.delta), abs(int(round(c.delta, _ROUND)))) for c in found[:MAX_PHRASES]
    )
    return HintReason(phrases, tuple(found))


#: How the projected lead's change reads: tenths of a point.
LEAD_DIGITS = 1


def lead_reason(before: float, after: float) -> HintReason:
    """The default reason: how the projected lead (``evaluate``, in the game's score units) moves."""
    delta = round(after - before, LEAD_DIGITS)
    if delta == 0:
        return HintReason((M("core.hint.lead_kept"),))
    return HintReason((M("core.hint.lead", sign=sign_of(delta), n=abs(delta)),))


NO_REASON = HintReason((M("core.hint.no_reason"),))
"""What a game that can neither evaluate nor hide-safely replay a position says: only the choice."""
