"""AI support (engine.core.game.SearchSupport) and the selfplay invariants.

``evaluate``: projected wigs of the seat minus the best other projection (the Rival's in solo): wigs
now plus what the end scoring would add today (``scoring.breakdown``) plus small values for what is
held for later (reis, Influence, goods, plans). ``determinise``: everything the seat cannot see is
resampled — other seats' hands and offers among the unseen cards of the same deck, the face-down
parts of the political piles, the purple/brown/decree/goal decks, the Clergy bag — and the state's RNG
is replaced.
"""
from __future__ import annotations

from engine.core.rng import Rng

from . import data as D
from .scoring import breakdown
from .state import NEUTRAL, State

REIS_VALUE = 0.15
INFLUENCE_VALUE = 0.3
GOOD_VALUE = 0.5
PLAN_VALUE = 1.0
CARD_VALUE = 0.5


def projection(st: State, seat: int, final: list[dict[str, int]] | None = None) -> float:
    s = st.seats[seat]
    if s.final is not None:
        return float(s.wigs)
    b = (final or breakdown(st))[seat]
    v = s.wigs + b["total"]
    if not s.rival:
        v += REIS_VALUE * (s.reis % D.REIS_PER_WIG) + INFLUENCE_VALUE * s.influence
        v += GOOD_VALUE * sum(s.goods.values()) + PLAN_VALUE * len(s.plans) + CARD_VALUE * len(s.hand)
    return v


def evaluate(st: State, seat: int) -> float:
    final = None if st.phase == "over" else breakdown(st)
    mine = projection(st, seat, final)
    others = [projection(st, i, final) for i in range(len(st.seats)) if i != seat]
    return mine - max(others) if others else mine


def copy_state(st: State) -> State:
    return st.model_copy(deep=True)


def determinise(st: State, seat: int, rng) -> State:
    out = copy_state(st)
    seen = set(out.seats[seat].hand)
    for p, pile in out.piles.items():
        if pile and out.face_up.get(p):
            seen.add(pile[-1])
    # Other hands: each card swaps with an unseen card of the same deck (hands of 5 known in size only).
    hidden_by_deck: dict[str, list[str]] = {}
    holders: list[tuple[list[str], int]] = []
    for i, s in enumerate(out.seats):
        if i == seat:
            continue
        for k, c in enumerate(s.hand):
            hidden_by_deck.setdefault(D.POLITICAL_CARD[c].deck, []).append(c)
            holders.append((s.hand, k))
    for p, pile in out.piles.items():
        top = 1 if pile and out.face_up.get(p) else 0
        for k in range(len(pile) - top):
            hidden_by_deck.setdefault(D.POLITICAL_CARD[pile[k]].deck, []).append(pile[k])
            holders.append((pile, k))
    for deck_list in (out.purple, out.brown):
        for k, c in enumerate(deck_list):
            hidden_by_deck.setdefault(D.POLITICAL_CARD[c].deck, []).append(c)
            holders.append((deck_list, k))
    # Resample within (deck, pile type): the backs of the display piles show the pile.
    pools: dict[tuple[str, str], list[str]] = {}
    for cards in hidden_by_deck.values():
        for c in cards:
            pc = D.POLITICAL_CARD[c]
            pools.setdefault((pc.deck, pc.pile), []).append(c)
    for pool in pools.values():
        rng.shuffle(pool)
    for lst, k in holders:
        pc = D.POLITICAL_CARD[lst[k]]
        lst[k] = pools[(pc.deck, pc.pile)].pop()
    for lst in (out.decree_deck, out.bag, out.goal_deck):
        rng.shuffle(lst)
    for arch in D.ARCHITECTS:
        rng.shuffle(out.pb_stacks[arch])
    out.rng = Rng.from_seed(rng.randrange(1 << 62) if hasattr(rng, "randrange") else rng.below(1 << 62))
    return out


def check_invariants(st: State) -> list[str]:
    bad = []
    for i, s in enumerate(st.seats):
        if s.reis < 0:
            bad.append(f"seat {i} reis {s.reis}")
        if not 0 <= s.influence <= D.INFLUENCE_MAX:
            bad.append(f"seat {i} influence {s.influence}")
        if s.wigs < 0:
            bad.append(f"seat {i} wigs {s.wigs}")
        if len(s.clergy) > D.CLERGY_SLOTS:
            bad.append(f"seat {i} clergy {len(s.clergy)}")
        cards = sum(1 for c in s.top + s.bottom if c is not None)
        from .economy import portfolio_capacity, storage
        if cards > portfolio_capacity(s):
            bad.append(f"seat {i} portfolio {cards}")
        if any(n < 0 or n > storage(s) for n in s.goods.values()):
            bad.append(f"seat {i} goods {s.goods}")
        placed = sum(o.count(i) for o in st.offices.values()) + sum(c.count(i) for c in st.courtyards.values())
        if placed > D.OFFICIALS_PER_PLAYER:
            bad.append(f"seat {i} officials {placed}")
        if sum(s.houses.values()) != sum(1 for v in st.stores.values() if v[0] == i and v[2]):
            bad.append(f"seat {i} houses/stores")
        if min(s.rubble.values()) != s.sets or max(s.rubble.values()) > D.RUBBLE_ROW_SPACES:
            bad.append(f"seat {i} rubble {s.rubble} sets {s.sets}")
        if len(s.hand) > D.HAND_SIZE:
            bad.append(f"seat {i} hand {len(s.hand)}")
    for n in D.NOBLES:
        if len(st.offices[n]) > D.OFFICE_SPACES:
            bad.append(f"office {n} {len(st.offices[n])}")
    if not D.TREASURY_SPACES[0] <= st.treasury <= D.TREASURY_SPACES[-1]:
        bad.append(f"treasury {st.treasury}")
    if any(not D.PRICE_MIN <= p <= D.PRICE_MAX for p in st.prices.values()):
        bad.append(f"prices {st.prices}")
    if NEUTRAL in st.courtyards.get("MAIA", []):
        bad.append("neutral official displaced")
    return bad
