"""What a Macao hint counts (``engine.core.hints``): the seat's figures a player reads on the board.

Weights are each figure's worth in PP, so that changes of different kinds compare (PROPOSED, from
the rules' rates: a punish marker costs 3 PP at the end; a good on board is worth about what a
delivery brings; a cube on the wind rose is an action, now at the arrow or in a later round). The
wind rose counts every cube on it, the arrow's included, so that its turning changes nothing and an
action's cost shows beside what it bought.
"""

from __future__ import annotations

from engine.core.hints import Figure, HintReason, counted, figures_reason

from .data import PENALTY_PP
from .state import State
from .wall import space_of


def _rose(st: State, seat: int) -> int:
    return sum(sum(face) for face in st.seats[seat].rose)


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
)


def reason(before: State, after: State, seat: int) -> HintReason:
    return figures_reason(FIGURES, before, after, seat)
