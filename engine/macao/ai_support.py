"""AI support (engine.core.game.SearchSupport) and the selfplay invariants.

``evaluate``: projected final score of the seat minus the best other projection. A projection is the
PP now, plus what the end will add or take (markers, cards left on the tableau, the city chain,
game-end cards), plus what the seat holds for later at rates that fall as the rounds run out (gold at
this round's tribute rate, cubes on the rose, goods on board, jokers, active cards still to be used).
After the game it is exact. ``determinise``: what the declaration names hidden (``state.SECRETS``) dealt
anew by the core (``engine.core.secrets.determinise``), with nothing to add by hand: the B/P deck
reshuffled (its order is the only hidden card information), the state's RNG replaced (future dice are
unknown); the other seats' dice chosen at once, kept by the turn machine, are resampled by the machine
(engine.core.turns: ``resample``).
``copy_state``: a deep copy compiled from the state's field types.
"""

from __future__ import annotations


from engine.core import secrets, weights
from engine.core.state_copy import copier

from .cards import has
from .cubes import covers, take, vec
from .data import CARDS, GOODS, JOKERS, PENALTY_PP, PORTS, QUARTERS, ROUNDS, TABLEAU_MAX, TILES_PER_GOOD, WALL_SPACES
from .dice import SEE_FIRST
from .rounds import at_once
from .scoring import chains, end_card_points
from .state import SECRETS, State

# The numbers the evaluation is built from (engine.core.weights): hand-set (``evaluate``, the medium and
# hard levels) and tuned by self-play (``evaluate_tuned``, the expert; engine/macao/weights.json). Values
# of holdings are PP each, scaled by the share of the game left where they must still be turned into PP.
DEFAULTS: dict[str, float] = {
    "cube": 0.8,
    "gold": 1.2,  # the tribute buys ~1.7 PP per gold, once a round (so ~5 gold a round)
    "gold_spend_per_round": 5.0,
    "spare_gold": 0.3,
    "cargo": 3.0,
    "joker": 2.0,
    "active_per_round": 0.8,
    "tableau_early": 1.0,
    "wall": 0.15,
    # an empty face of the rose is a likely punish marker when it reaches the arrow: face 1 can only be
    # filled by a die showing 1 next round, later faces more easily
    "empty_face_1": 3.0,
    "empty_face_2": 1.5,
    "empty_face_3": 0.6,
    "face_discount": 0.05,  # per face: cubes arriving later are worth less
    "pile_full": 5.0,  # cubes arriving in one round worth full value; each one beyond counts half
    # the share of a reserved card's activation gain credited when one future face of the rose already
    # holds its exact cost (cubes arrive and are spent a round at a time, colour for colour); 0: the
    # hand-set judge (medium and hard) does not look at colours
    "fit": 0.0,
}
TUNE_START = {"fit": 0.5}  # the tuner starts the colour fit where it counts (0: off, the hand-set value)
TUNE_STEPS = {"fit": 0.1}
TUNED = weights.load(__package__, DEFAULTS)
_EMPTY_FACE = ("", "empty_face_1", "empty_face_2", "empty_face_3")


def projection(st: State, seat: int, w: dict[str, float] = DEFAULTS) -> float:
    s = st.seats[seat]
    if s.final is not None:
        return float(s.pp)
    left = max(0, ROUNDS - st.round)  # rounds after this one
    share = (left + 0.5) / ROUNDS
    groups = chains(s.quarters)
    v: float = s.pp - PENALTY_PP * s.markers + 2 * (groups[0] if groups else 0)
    v += sum(end_card_points(st, seat, CARDS[c]) for c in s.active if CARDS[c].kind == "end")
    # a reserved card's worth: a little early, the end penalty drawing near late (none with the abbot)
    abbot = has(st, seat, "penalty", "no_end_tableau")
    held = 0.0 if abbot else w["tableau_early"] if left >= 3 else -PENALTY_PP * (1 - left / 3)
    v += len(s.tableau) * held
    spendable = w["gold_spend_per_round"] * (left + (1 if st.phase != "over" else 0))
    v += min(s.gold, spendable) * w["gold"] + max(0, s.gold - spendable) * w["spare_gold"]
    # Cubes arriving in one round are worth less the bigger the pile (a round offers only so many uses).
    full, discount = w["pile_full"], w["face_discount"]
    cubes = sum(_pile(sum(face), full) * (1 - discount * k) for k, face in enumerate(s.rose))
    v += cubes * w["cube"] * (0.3 + 0.7 * share)
    if st.phase == "dice" and seat in st.picks and not at_once(st):
        if not any(s.rose[1]):
            v -= PENALTY_PP  # the rose turns this round: a certain marker
    else:
        for k in range(1, min(len(_EMPTY_FACE), left + 1)):
            if not any(s.rose[k]):
                v -= w[_EMPTY_FACE[k]]
    v += len(s.cargo) * w["cargo"] * (0.3 + 0.7 * share)
    v += s.jokers * w["joker"]
    v += sum(1 for c in s.active if CARDS[c].kind not in ("end",)) * w["active_per_round"] * left
    v += w["wall"] * _space(st, seat)
    if w["fit"] and s.tableau:
        gain = w["active_per_round"] * left - held  # an active card's worth over a reserved one's
        v += w["fit"] * max(0.0, gain) * _fits(s.tableau, s.rose)
    return v


def _fits(tableau: list[str], rose: list[list[int]]) -> int:
    """How many reserved cards one face of the rose pays exactly, colour for colour (faces 1-6, the
    cubes still to come; each face's pile pays the largest costs first, each card counted once)."""
    needs = sorted((vec(CARDS[c].cost) for c in tableau), key=sum, reverse=True)
    paid = [False] * len(needs)
    for face in rose[1:]:
        if not any(face):
            continue
        pile = list(face)
        for j, need in enumerate(needs):
            if not paid[j] and covers(pile, need):
                take(pile, need)
                paid[j] = True
    return sum(paid)


def _pile(n: int, full: float) -> float:
    return n if n <= full else full + (n - full) * 0.5


def _space(st: State, seat: int) -> int:
    for i, stack in enumerate(st.wall):
        if seat in stack:
            return i
    return 0


def evaluate(st: State, seat: int, w: dict[str, float] = DEFAULTS) -> float:
    mine = projection(st, seat, w)
    best = max(projection(st, s, w) for s in range(st.players) if s != seat)
    return mine - best


def evaluate_tuned(st: State, seat: int) -> float:
    """:func:`evaluate` with the tuned numbers (the expert level)."""
    return evaluate(st, seat, TUNED)


copy_state = copier(State)  # a deep copy compiled from the state's field types (engine.core.state_copy)


def determinise(st: State, seat: int, rng) -> State:
    return secrets.determinise(SECRETS, st, seat, rng, copy_state)


def prune(st: State, actions: list) -> list:
    """What an AI considers: never "back" out of a list it opened (a search would go round in circles),
    never asking to see the others' dice first: dice are never used up, so another's choice changes
    nothing a seat's own choice yields, and evaluate() does not read rivals' dice. (The easy player does not
    prune: it takes it rarely, as one of its passive kinds.)"""
    kept = [a for a in actions if a.kind not in ("back", SEE_FIRST)]
    return kept or actions


def check_invariants(st: State) -> list[str]:
    bad: list[str] = []
    for i, s in enumerate(st.seats):
        if any(n < 0 for face in s.rose for n in face):
            bad.append(f"seat {i}: negative cubes")
        if s.gold < 0:
            bad.append(f"seat {i}: negative gold")
        if s.jokers < 0 or s.markers < 0:
            bad.append(f"seat {i}: negative jokers or markers")
        overflow = any(f.k == "overflow" and f.seat == i for f in st.stack)
        if len(s.tableau) > TABLEAU_MAX + (1 if overflow else 0):
            bad.append(f"seat {i}: {len(s.tableau)} cards on the tableau")
        if st.phase in ("pick", "cubes", "draft") and any(s.rose[0]):
            bad.append(f"seat {i}: cubes left at the arrow outside phase 3")
        for q in s.quarters:
            if st.owners.get(q) != i or st.tiles.get(q) is not None:
                bad.append(f"seat {i}: quarter {q} not recorded as owned")
    if st.wall_order_by is not None and (not st.options.simultaneous_dice or st.wall_order_by not in range(st.players)):
        bad.append(f"wall order asked by {st.wall_order_by} (simultaneous dice: {st.options.simultaneous_dice})")
    discs = sorted(x for stack in st.wall for x in stack)
    if discs != list(range(st.players)) or len(st.wall) != WALL_SPACES:
        bad.append(f"wall discs {discs}")
    on_board = sum(1 for t in st.tiles.values() if t not in (None, "joker"))
    carried = sum(len(s.cargo) for s in st.seats)
    delivered = sum(len(v) for v in st.ports.values())
    if on_board + carried + delivered != len(GOODS) * TILES_PER_GOOD:
        bad.append(f"goods tiles {on_board}+{carried}+{delivered} != {len(GOODS) * TILES_PER_GOOD}")
    if sum(1 for t in st.tiles.values() if t == "joker") + sum(s.jokers for s in st.seats) > JOKERS:
        bad.append("more jokers than printed")
    for p, filled in st.ports.items():
        if len(filled) > len(PORTS[p].values) or any(g not in PORTS[p].demands for _, g in filled):
            bad.append(f"port {p}: {filled}")
    cards = (
        st.deck
        + st.discard
        + st.display
        + [c for pair in st.offices[st.round :] for c in pair]
        + [c for s in st.seats for c in s.tableau + s.active]
    )
    if sorted(cards) != sorted(set(cards)):
        bad.append("a card is in two places")
    if len(set(cards)) != len(CARDS):
        bad.append(f"{len(set(cards))} cards accounted for, not {len(CARDS)}")
    on_tiles = (t for t in st.tiles.values() if t not in (None, "joker"))
    if set(st.tiles) != set(QUARTERS) or any(g not in GOODS for g in on_tiles):
        bad.append("quarter tiles")
    return bad
