"""AI support (engine.core.game.SearchSupport) and the selfplay invariants.

``evaluate``: projected wigs of the seat minus the best other projection (the Rival's in solo): wigs
now plus what the end scoring would add today (``scoring.breakdown``) plus small values for what is
held for later (reis, Influence, goods, plans). ``determinise``: everything the seat cannot see is
resampled — the places the declaration names hidden (``state.SECRETS``: the purple, brown and decree
decks, the Clergy bag, the RNG) dealt anew by the core (``engine.core.secrets.determinise``), then by
:func:`redeal` what it cannot say: other seats' hands and offers among the unseen cards of the same
deck, the face-down parts of the political piles, which unseen cards the purple and brown decks hold,
the goal deck with the goal offers, the Public Building stacks below their face-up tops; the other
seats' Clergy tiles and draft cards chosen at once, kept by the turn machine, are resampled by the
machine from their resampled offers and drafts (engine.core.turns: ``resample``).
"""

from __future__ import annotations

from functools import lru_cache

from engine.core import secrets, weights
from engine.core.secrets import shuffle_top
from engine.core.rng import Rng
from engine.core.state_copy import copier

from . import data
from .scoring import breakdown
from .state import NEUTRAL, SECRETS, State

# The numbers the evaluation is built from (engine.core.weights): hand-set (``evaluate``, the medium and
# hard levels) and tuned by self-play (``evaluate_tuned``, the expert; engine/lisboa/weights.json): what a
# unit held for later is worth in wigs beside the final scoring's own count.
DEFAULTS: dict[str, float] = {
    "reis": 0.15,  # a rei short of the next REIS_PER_WIG (the whole ones are in the breakdown)
    "influence": 0.3,
    "good": 0.5,
    "plan": 1.0,
    "card": 0.5,
}
TUNED = weights.load(__package__, DEFAULTS)


def projection(
    st: State, seat: int, final: list[dict[str, int]] | None = None, w: dict[str, float] = DEFAULTS
) -> float:
    s = st.seats[seat]
    if s.final is not None:
        return float(s.wigs)
    b = (final or breakdown(st))[seat]
    v: float = s.wigs + b["total"]
    if not s.rival:
        v += w["reis"] * (s.reis % data.REIS_PER_WIG) + w["influence"] * s.influence
        v += w["good"] * sum(s.goods.values()) + w["plan"] * len(s.plans) + w["card"] * len(s.hand)
    return v


def evaluate(st: State, seat: int, w: dict[str, float] = DEFAULTS) -> float:
    final = None if st.phase == "over" else breakdown(st)
    mine = projection(st, seat, final, w)
    others = [projection(st, i, final, w) for i in range(len(st.seats)) if i != seat]
    return mine - max(others) if others else mine


def evaluate_tuned(st: State, seat: int) -> float:
    """:func:`evaluate` with the tuned numbers (the expert level)."""
    return evaluate(st, seat, TUNED)


copy_state = copier(State)  # a deep copy compiled from the state's field types (engine.core.state_copy)


@lru_cache(maxsize=None)
def _deck(deck: str) -> tuple[str, ...]:
    return tuple(sorted(data.deck_cards(deck)))


def seen_cards(st: State, seat: int) -> set[str]:
    """Political cards ``seat`` has seen where they are now or knows to be out of the game: its own hand
    and draft, every portfolio, the face-up pile tops, the Royal Court and ``gone``."""
    seen = set(st.seats[seat].hand)
    seen.update(st.draft.get(seat, ()))
    seen.update(st.drafted.get(seat, ()))
    seen.update(st.gone)
    if st.court is not None:
        seen.add(st.court)
    for s in st.seats:
        seen.update(c for c in s.top if c is not None)
        seen.update(c for c in s.bottom if c is not None)
    for p, pile in st.piles.items():
        if pile and st.face_up.get(p):
            seen.add(pile[-1])
    return seen


def determinise(st: State, seat: int, rng: Rng) -> State:
    """A state ``seat`` cannot tell from ``st``: what it cannot see is redealt from what it has not seen
    (where hidden cards lie by :func:`redeal`, then the order of the declared hidden places by the
    core, as deep as a search draws: ``DEEP_DRAWS``)."""
    return secrets.determinise(SECRETS, st, seat, rng, copy_state, redeal, depth=DEEP_DRAWS)


def redeal(out: State, seat: int, rng: Rng) -> None:
    """What the declaration cannot say: where a hidden card lies, before the core deals the order of the
    declared hidden places anew (the purple, brown and decree decks, the bag).

    Political cards: a card back shows its deck and, for the display decks, its pile, so every hidden card
    (the other hands and drafts, the face-down pile cards) is redrawn from the unseen cards of the same
    deck and pile; the face-down purple and brown decks from what is left of their deck. Cards that left
    the game (``gone``) are seen, so they are never dealt again; the box's unseen cards may be. The
    Clergy bag with the other seats' Clergy offers, goal deck B with their goal offers and the two Public
    Building stacks below their offered tiles and their face-up next tiles are resampled too, each from a
    canonical (sorted) pool: the result depends only on what ``seat`` sees and on ``rng``."""
    below = rng.below
    seen = seen_cards(out, seat)
    unseen = {deck: [c for c in _deck(deck) if c not in seen] for deck in data.DECKS}
    by_pile: list[tuple[list[str], int]] = []
    for i, s in enumerate(out.seats):
        if i != seat:
            by_pile += [(s.hand, k) for k in range(len(s.hand))]
            draft = out.draft.get(i)
            if draft:
                by_pile += [(draft, k) for k in range(len(draft))]
    for p, pile in out.piles.items():
        n = len(pile) - (1 if pile and out.face_up.get(p) else 0)
        by_pile += [(pile, k) for k in range(n)]
    # Cards of a known pile first, from the unseen cards of their deck and pile.
    taken: set[str] = set()
    pools: dict[tuple[str, str], list[str]] = {}
    for lst, k in by_pile:
        pc = data.POLITICAL_CARD[lst[k]]
        key = (pc.deck, pc.pile)
        pool = pools.get(key)
        if pool is None:
            pool = pools[key] = [c for c in unseen[pc.deck] if data.POLITICAL_CARD[c].pile == pc.pile]
        c = pool.pop(below(len(pool)))
        lst[k] = c
        taken.add(c)
    # The face-down decks: any unseen card of their deck that no hand or pile got (their order: the core's).
    for lst, draw in ((out.purple, True), (out.brown, False)):
        if lst:
            pool = [c for c in unseen[data.POLITICAL_CARD[lst[0]].deck] if c not in taken]
            if draw:
                shuffle_top(pool, len(lst), rng)
            lst[:] = pool[len(pool) - len(lst) :]
    # Tiles: the bag with the others' Clergy offers, deck B with the others' goal offers (the bag's order
    # is the core's; the goal deck's, not declared, drawn here as deep as a search draws).
    others = sorted(i for i in out.offer if i != seat)
    for is_clergy, deck in ((True, out.bag), (False, out.goal_deck)):
        mine = [(i, k) for i in others for k, t in enumerate(out.offer[i]) if t.startswith("CL") == is_clergy]
        pool = sorted(deck + [out.offer[i][k] for i, k in mine])
        shuffle_top(pool, len(mine) if is_clergy else DEEP_DRAWS + len(mine), rng)
        for i, k in mine:
            out.offer[i][k] = pool.pop()
        deck[:] = pool
    # The top of each stack is face up (the next building, seed 004 p. 6): kept; the rest redealt.
    stacks = [out.pb_stacks[a] for a in data.ARCHITECTS]
    pool = sorted(t for stack in stacks for t in stack[:-1])
    rng.shuffle(pool)
    for stack in stacks:
        stack[:-1] = [pool.pop() for _ in stack[:-1]]


# Items drawn from the top of a face-down pile within the few turns a search looks ahead: the decree
# deck and the Clergy bag refill a display of 3 / 6 at most once a turn. Only that many top items are
# shuffled (a partial Fisher-Yates: a uniform sample on top; ``secrets.shuffle_top``); the rest stay in
# their canonical order, which reads nothing hidden either. Every draw costs a random number, and a hard
# AI determinises once per search iteration.
DEEP_DRAWS = 8


def check_invariants(st: State) -> list[str]:
    bad = []
    for i, s in enumerate(st.seats):
        if s.reis < 0:
            bad.append(f"seat {i} reis {s.reis}")
        if not 0 <= s.influence <= data.INFLUENCE_MAX:
            bad.append(f"seat {i} influence {s.influence}")
        if s.wigs < 0:
            bad.append(f"seat {i} wigs {s.wigs}")
        if len(s.clergy) > data.CLERGY_SLOTS:
            bad.append(f"seat {i} clergy {len(s.clergy)}")
        held = sum(1 for c in s.top + s.bottom if c is not None)
        from .economy import portfolio_capacity, storage

        if held > portfolio_capacity(s):
            bad.append(f"seat {i} portfolio {held}")
        if any(n < 0 or n > storage(s) for n in s.goods.values()):
            bad.append(f"seat {i} goods {s.goods}")
        placed = sum(o.count(i) for o in st.offices.values()) + sum(c.count(i) for c in st.courtyards.values())
        if placed > data.OFFICIALS_PER_PLAYER:
            bad.append(f"seat {i} officials {placed}")
        if sum(s.houses.values()) != sum(1 for v in st.stores.values() if v[0] == i and v[2]):
            bad.append(f"seat {i} houses/stores")
        if min(s.rubble.values()) != s.sets or max(s.rubble.values()) > data.RUBBLE_ROW_SPACES:
            bad.append(f"seat {i} rubble {s.rubble} sets {s.sets}")
        if len(s.hand) > data.HAND_SIZE:
            bad.append(f"seat {i} hand {len(s.hand)}")
    for n in data.NOBLES:
        if len(st.offices[n]) > data.OFFICE_SPACES:
            bad.append(f"office {n} {len(st.offices[n])}")
    if not data.TREASURY_SPACES[0] <= st.treasury <= data.TREASURY_SPACES[-1]:
        bad.append(f"treasury {st.treasury}")
    if any(not data.PRICE_MIN <= p <= data.PRICE_MAX for p in st.prices.values()):
        bad.append(f"prices {st.prices}")
    if NEUTRAL in st.courtyards.get("MAIA", []):
        bad.append("neutral official displaced")
    cards = [c for s in st.seats for c in s.hand + s.top + s.bottom if c is not None and c in data.POLITICAL_CARD]
    cards += [c for v in st.draft.values() for c in v]
    if any(not set(v) <= set(st.draft.get(i, ())) for i, v in st.drafted.items()):
        bad.append("drafted cards not among the draft")
    cards += [c for v in st.piles.values() for c in v] + st.purple + st.brown + st.gone
    if st.court is not None:
        cards.append(st.court)
    if len(cards) != len(set(cards)):
        bad.append("a political card is in two places")
    return bad
