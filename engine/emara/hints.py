"""What a Crown of Emara hint counts (``engine.core.hints``): the seat's CP and BP, noble rank, stock,
favor tokens, advisors and craftsmen hired.

Weights are each figure's worth in final-score points (PROPOSED): the final score is the lower of the
two tracks, so a CP and a BP count alike; a resource in stock is roughly a point of conversion later
(books and rings more, cloth and grain less), a noble rank, an advisor or a hired craftsman keeps
paying for the rest of the game.
"""

from __future__ import annotations

from engine.core.hints import Figure, HintReason, counted, figures_reason
from engine.core.msg import M, Msg

from .data import CRAFTSMEN, STOCK_KEYS
from .state import State

RESOURCE_WEIGHT = {
    "wood": 1.0,
    "stone": 1.2,
    "cloth": 0.8,
    "grain": 0.8,
    "bread": 1.2,
    "book": 1.6,
    "ring": 1.5,
    "gold": 1.2,
}


def _resource(res: str) -> Figure:
    def read(st: State, seat: int) -> int:
        return st.seats[seat].stock.get(res, 0)

    def phrase(sign: str, n: int) -> Msg:
        return M("emara.hint.res", sign=sign, n=n, res=M(f"emara.res.{res}", n=n))

    return Figure(res, RESOURCE_WEIGHT[res], read, phrase)


FIGURES: tuple[Figure, ...] = (
    Figure("cp", 1.0, lambda st, s: st.seats[s].cp, counted("emara.hint.cp")),
    Figure("bp", 1.0, lambda st, s: st.seats[s].bp, counted("emara.hint.bp")),
    Figure("rank", 2.0, lambda st, s: st.seats[s].noble_rank, counted("emara.hint.rank")),
    Figure("advisors", 2.0, lambda st, s: len(st.seats[s].advisors), counted("emara.hint.advisors")),
    Figure("craftsmen", 1.5, lambda st, s: CRAFTSMEN - st.seats[s].craftsmen_left, counted("emara.hint.craftsmen")),
    Figure("favors", 1.5, lambda st, s: len(st.seats[s].favors), counted("emara.hint.favors")),
    *(_resource(r) for r in STOCK_KEYS),
)


def reason(before: State, after: State, seat: int) -> HintReason:
    return figures_reason(FIGURES, before, after, seat)
