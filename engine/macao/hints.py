"""What a Macao hint counts (``engine.core.hints``): the seat's figures a player reads on the board.

Weights are each figure's worth in PP, so that changes of different kinds compare (PROPOSED, from
the rules' rates: a punish marker costs 3 PP at the end; a good on board is worth about what a
delivery brings; a cube on the wind rose is an action in a later round). The action cubes at the
arrow are this round's: unused ones go back to the supply when the turn ends (3.1), so spending them
counts for little, and losing them unused shows when nothing else changes. When the rose turned
between the two positions (the last dice choice of a round), its faces and the arrow count as one:
the turn moves cubes, it adds none.
"""

from __future__ import annotations

from engine.core.hints import Figure, HintReason, counted, figures_reason

from .data import PENALTY_PP
from .state import State
from .wall import space_of


def _rose(st: State, seat: int) -> int:
    """Cubes waiting on the faces, for later rounds."""
    return sum(sum(face) for face in st.seats[seat].rose[1:])


def _whole_rose(st: State, seat: int) -> int:
    return sum(sum(face) for face in st.seats[seat].rose)


def _supply(st: State, seat: int) -> int:
    """This round's action cubes, at the arrow."""
    return sum(st.seats[seat].rose[0])


FIGURES: tuple[Figure, ...] = (
    Figure("pp", 1.0, lambda st, s: st.seats[s].pp, counted("macao.hint.pp")),
    Figure("markers", float(PENALTY_PP), lambda st, s: st.seats[s].markers, counted("macao.hint.markers")),
    Figure("delivered", 3.0, lambda st, s: len(st.seats[s].delivered), counted("macao.hint.delivered")),
    Figure("cargo", 2.5, lambda st, s: len(st.seats[s].cargo), counted("macao.hint.cargo")),
    Figure("quarters", 2.0, lambda st, s: len(st.seats[s].quarters), counted("macao.hint.quarters")),
    Figure("active", 2.0, lambda st, s: len(st.seats[s].active), counted("macao.hint.active")),
    Figure("jokers", 2.0, lambda st, s: st.seats[s].jokers, counted("macao.hint.jokers")),
    Figure("gold", 1.0, lambda st, s: st.seats[s].gold, counted("macao.hint.gold")),
    Figure("tableau", 1.0, lambda st, s: len(st.seats[s].tableau), counted("macao.hint.tableau")),
    Figure("rose", 0.8, _rose, counted("macao.hint.rose")),
    Figure("wall", 0.5, lambda st, s: space_of(st, s) + 1, counted("macao.hint.wall")),
    Figure("supply", 0.1, _supply, counted("macao.hint.supply")),
)
# the rose turned in between: the arrow and the faces as one figure (its cubes moved, none came)
TURNED: tuple[Figure, ...] = tuple(
    Figure("rose", f.weight, _whole_rose, f.phrase) if f.id == "rose" else f for f in FIGURES if f.id != "supply"
)


def figures_for(before: State, after: State) -> tuple[Figure, ...]:
    """The figures that compare these two positions: :data:`TURNED` when the rose turned in between."""
    return TURNED if before.phase == "dice" and after.phase != "dice" else FIGURES


def reason(before: State, after: State, seat: int) -> HintReason:
    return figures_reason(figures_for(before, after), before, after, seat)
