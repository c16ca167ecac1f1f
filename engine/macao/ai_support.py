"""AI support (engine.core.game.SearchSupport) and the selfplay invariants.

``evaluate``: projected final score of the seat minus the best other projection. A projection is the
PP now, plus what the end will add or take (markers, cards left on the tableau, the city chain,
game-end cards), plus what the seat holds for later at rates that fall as the rounds run out (gold at
this round's tribute rate, cubes on the rose, goods on board, jokers, active cards still to be used).
After the game it is exact. ``determinise``: the B/P deck reshuffled (its order is the only hidden
card information), the state's RNG replaced (future dice are unknown); the other seats' dice chosen at
once, kept by the turn machine, are resampled by the machine (engine.core.turns: ``resample``).
``copy_state``: a deep copy compiled from the state's field types.
"""

from __future__ import annotations


from engine.core.rng import Rng
from engine.core.state_copy import copier

from .cards import has
from .data import CARDS, GOODS, JOKERS, PENALTY_PP, PORTS, QUARTERS, ROUNDS, TABLEAU_MAX, TILES_PER_GOOD, WALL_SPACES
from .dice import SEE_FIRST
from .rounds import at_once
from .scoring import chains, end_card_points
from .state import State

# Value of holdings (PP each), scaled by the share of the game left where they must still be turned
# into points. Tuned by arena play (README's measured numbers).
CUBE_VALUE = 0.8
GOLD_VALUE = 1.2  # the tribute buys ~1.7 PP per gold, once a round (so ~5 gold a round)
GOLD_SPEND_PER_ROUND = 5
SPARE_GOLD_VALUE = 0.3
CARGO_VALUE = 3.0
JOKER_VALUE = 2.0
ACTIVE_VALUE_PER_ROUND = 0.8
TABLEAU_EARLY_VALUE = 1.0
WALL_VALUE = 0.15
# An empty face of the rose is a likely punish marker when it reaches the arrow: face 1 can only be
# filled by a die showing 1 next round, later faces more easily.
EMPTY_FACE_RISK = (0.0, 3.0, 1.5, 0.6)
FACE_DISCOUNT = 0.05  # per face: cubes arriving later are worth less


def projection(st: State, seat: int) -> float:
    s = st.seats[seat]
    if s.final is not None:
        return float(s.pp)
    left = max(0, ROUNDS - st.round)  # rounds after this one
    share = (left + 0.5) / ROUNDS
    groups = chains(s.quarters)
    v: float = s.pp - PENALTY_PP * s.markers + 2 * (groups[0] if groups else 0)
    v += sum(end_card_points(st, seat, CARDS[c]) for c in s.active if CARDS[c].kind == "end")
    abbot = has(st, seat, "penalty", "no_end_tableau")
    if not abbot:
        v += len(s.tableau) * (TABLEAU_EARLY_VALUE if left >= 3 else -PENALTY_PP * (1 - left / 3))
    spendable = GOLD_SPEND_PER_ROUND * (left + (1 if st.phase != "over" else 0))
    v += min(s.gold, spendable) * GOLD_VALUE + max(0, s.gold - spendable) * SPARE_GOLD_VALUE
    # Cubes arriving in one round are worth less the bigger the pile (a round offers only so many uses).
    cubes = sum(_pile(sum(face)) * (1 - FACE_DISCOUNT * k) for k, face in enumerate(s.rose))
    v += cubes * CUBE_VALUE * (0.3 + 0.7 * share)
    if st.phase == "dice" and seat in st.picks and not at_once(st):
        if not any(s.rose[1]):
            v -= PENALTY_PP  # the rose turns this round: a certain marker
    else:
        for k in range(1, min(len(EMPTY_FACE_RISK), left + 1)):
            if not any(s.rose[k]):
                v -= EMPTY_FACE_RISK[k]
    v += len(s.cargo) * CARGO_VALUE * (0.3 + 0.7 * share)
    v += s.jokers * JOKER_VALUE
    v += sum(1 for c in s.active if CARDS[c].kind not in ("end",)) * ACTIVE_VALUE_PER_ROUND * left
    v += WALL_VALUE * _space(st, seat)
    return v


PILE_FULL = 5  # cubes per round worth full value; each one beyond counts half


def _pile(n: int) -> float:
    return n if n <= PILE_FULL else PILE_FULL + (n - PILE_FULL) * 0.5


def _space(st: State, seat: int) -> int:
    for i, stack in enumerate(st.wall):
        if seat in stack:
            return i
    return 0


def evaluate(st: State, seat: int) -> float:
    mine = projection(st, seat)
    best = max(projection(st, s) for s in range(st.players) if s != seat)
    return mine - best


copy_state = copier(State)  # a deep copy compiled from the state's field types (engine.core.state_copy)


def determinise(st: State, seat: int, rng) -> State:
    out = copy_state(st)
    deck = sorted(out.deck)
    rng.shuffle(deck)
    out.deck = deck
    out.rng = Rng(s=rng.next_u64())
    return out


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
