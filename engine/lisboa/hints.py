"""What a Lisboa hint counts (``engine.core.hints``): the seat's wigs, reis, Influence and what the
portfolio and the city hold.

Weights are each figure's worth in wigs (PROPOSED): 5 reis make a wig at the end (A44); a Store, a
Ship or a completed plan scores at the end and keeps working; Officials, plans, decrees, Royal
Favors and Clergy tiles pay later; goods and political cards in hand are what the next turns spend.
"""

from __future__ import annotations

from engine.core.hints import Figure, HintReason, counted, figures_reason

from .data import REIS_PER_WIG
from .scoring import ships
from .state import State


def _stores(st: State, seat: int) -> int:
    return sum(1 for owner, *_ in st.stores.values() if owner == seat)


def _officials(st: State, seat: int) -> int:
    return sum(office.count(seat) for office in st.offices.values())


FIGURES: tuple[Figure, ...] = (
    Figure("wigs", 1.0, lambda st, s: st.seats[s].wigs, counted("lisboa.hint.wigs")),
    Figure("stores", 2.0, _stores, counted("lisboa.hint.stores")),
    Figure("ships", 2.0, lambda st, s: len(ships(st.seats[s])), counted("lisboa.hint.ships")),
    Figure("done_plans", 2.0, lambda st, s: len(st.seats[s].done_plans), counted("lisboa.hint.done_plans")),
    Figure("officials", 1.5, _officials, counted("lisboa.hint.officials")),
    Figure("decrees", 1.0, lambda st, s: len(st.seats[s].decrees), counted("lisboa.hint.decrees")),
    Figure("favors", 1.0, lambda st, s: len(st.seats[s].favors), counted("lisboa.hint.favors")),
    Figure("plans", 1.0, lambda st, s: len(st.seats[s].plans), counted("lisboa.hint.plans")),
    Figure("clergy", 1.0, lambda st, s: len(st.seats[s].clergy), counted("lisboa.hint.clergy")),
    Figure("influence", 0.4, lambda st, s: st.seats[s].influence, counted("lisboa.hint.influence")),
    Figure("goods", 0.5, lambda st, s: sum(st.seats[s].goods.values()), counted("lisboa.hint.goods")),
    Figure("cards", 0.5, lambda st, s: len(st.seats[s].hand), counted("lisboa.hint.cards")),
    Figure("reis", 1 / REIS_PER_WIG, lambda st, s: st.seats[s].reis, counted("lisboa.hint.reis")),
)


def reason(before: State, after: State, seat: int) -> HintReason:
    return figures_reason(FIGURES, before, after, seat)
