"""AI support for Crown of Emara: a fast state copy, a position evaluation and determinisation.

``evaluate(state, seat)`` estimates how far ``seat`` is ahead: its projected final score (the lower
of the two tracks after the leftovers and the future are shared out) minus the best projection of
another seat (solo: minus Victoria's projected CP). Units are final-score points.

``determinise(state, seat, rng)`` returns a copy in which everything ``seat`` cannot see is
resampled from a canonical (sorted) pool with ``rng``. What a seat sees is ``view(state, seat)``
plus the public history the view leaves out: cards that were face up in the slots in earlier rounds
(``Seat.played``, until the reshuffle after round 3). The places the declaration names hidden
(``state.SECRETS``: every deck, own deck included, the favor draw pile, the event deck -- the current
event is its top card -- and the state's RNG, future shuffles) are dealt anew by the core
(``engine.core.secrets.determinise``); :func:`redeal` adds what it cannot say: the other seats'
hands (drawn with their decks) and the B advisor pile below its face-up top card. The result
depends only on what the seat sees and on ``rng``.
"""

from __future__ import annotations

from engine.core import secrets, weights
from engine.core.secrets import shuffle_top
from engine.core.rng import Rng
from engine.core.state_copy import copier

from .data import (
    ADVISOR_CP,
    BASIC,
    FINAL_BASIC_PER_POINT,
    FINAL_FAVOR_VALUE,
    FINAL_VALUE,
    RANKS,
    ROUNDS,
    TURNS_PER_ROUND,
    VICTORIA_FROM_ROUND,
    VICTORIA_RANK_AFTER_ROUND,
    favor_parts,
    marker_seq,
    MARKER_PRINTED,
)
from .state import SECRETS, State

# --- copy ------------------------------------------------------------------------------------

copy_state = copier(State)  # a deep copy compiled from the state's field types (engine.core.state_copy)


# --- determinisation -------------------------------------------------------------------------


def determinise(st: State, seat: int, rng: Rng) -> State:
    """A copy of ``st`` with every part ``seat`` cannot see resampled (see the module docstring)."""
    return secrets.determinise(SECRETS, st, seat, rng, copy_state, redeal)


def redeal(d: State, seat: int, rng: Rng) -> None:
    """What the declaration cannot say, before the core deals the hidden places' order anew: another
    seat's hand is drawn from the cards of its hand and deck together (their split is hidden, not only
    the deck's order; the deck's order is the core's), and the B advisor pile is hidden only below its
    face-up top card."""
    for i, s in enumerate(d.seats):
        if i != seat and s.hand:
            n = len(s.hand)
            pool = sorted(s.hand + s.deck)
            shuffle_top(pool, n, rng)  # the hand: a uniform sample of the pool
            s.hand = sorted(pool[-n:])
            s.deck = pool[:-n]
    if len(d.advisor_b_pile) > 1:
        pool = sorted(d.advisor_b_pile[1:])
        rng.shuffle(pool)
        d.advisor_b_pile = d.advisor_b_pile[:1] + pool


# --- evaluation ------------------------------------------------------------------------------

# The numbers the evaluation is built from (engine.core.weights): hand-set (``evaluate``, the medium and
# hard levels) and tuned by self-play (``evaluate_tuned``, the expert; engine/emara/weights.json).
# mid.<good>: value of one unit during play (before conversion; _END: at the end, A.12 leftovers);
# favor.<reward>: a favor token kept; adv.<advisor>: an ongoing ability, per remaining own turn;
# stock_cap: units of one good valued at more than their end value (beyond: hoarded, worth the end value).
_MID = {"wood": 2.2, "stone": 2.6, "cloth": 1.6, "grain": 1.6, "bread": 2.6, "book": 3.6, "ring": 3.2, "gold": 2.6}
_END = {k: FINAL_VALUE.get(k, 1.0 / FINAL_BASIC_PER_POINT) for k in _MID}
_FAVOR_MID = {"cp": 2.6, "bp": 4.0, "book": 3.2, "ring": 3.0, "gold": 2.4}
_ADV_TURN = {
    "baker": 0.5,
    "schoolmarm": 0.4,
    "bailiff": 0.4,
    "dressmaker": 0.7,
    "landlord": 0.9,
    "merchant": 0.3,
    "chamberlain": 0.2,
    "scholar": 0.25,
    "mayoress": 0.3,
    "steward": 0.4,
    "abbess": 0.3,
    "toolmaker": 0.9,
}
DEFAULTS: dict[str, float] = {
    **{f"mid.{k}": v for k, v in _MID.items()},
    **{f"favor.{k}": v for k, v in _FAVOR_MID.items()},
    **{f"adv.{k}": v for k, v in _ADV_TURN.items()},
    "craftsman_turn": 0.45,  # extra production per placed craftsman per remaining own turn
    "future_per_turn": 3.0,  # points per remaining own turn that can still be steered to either track
    "noble_step": 1.0,  # each rank opens the next one (value of the option, per remaining round)
    "stock_cap": 99.0,
}
TUNED = weights.load(__package__, DEFAULTS)
TUNE_START = {"stock_cap": 6.0}  # the tuner starts the cap where it bites (99: off, the hand-set value)
TUNE_STEPS = {"stock_cap": 1.0}
_MID_KEYS = tuple((k, f"mid.{k}") for k in _MID)
_FAVOR_KEYS = {k: f"favor.{k}" for k in _FAVOR_MID}
_ADV_KEYS = {k: f"adv.{k}" for k in _ADV_TURN}


def turns_left(st: State, seat: int) -> int:
    """Own turns still to come, counting the one in progress."""
    if st.phase in ("over", "final_scoring"):
        return 0
    if st.round < 1:
        return ROUNDS * TURNS_PER_ROUND
    played = sum(1 for c in st.seats[seat].slots if c is not None)
    if st.phase == "end_of_round":
        played = TURNS_PER_ROUND
    now = TURNS_PER_ROUND - played
    if st.phase == "play" and st.active == seat and st.turn.card is not None:
        now += 1
    return (ROUNDS - st.round) * TURNS_PER_ROUND + now


def projection(st: State, i: int, w: dict[str, float] = DEFAULTS) -> float:
    """Projected final score of seat ``i`` (min of the tracks after stock, engine and future), with
    the evaluation's numbers ``w``."""
    s = st.seats[i]
    if s.final_score is not None:
        return float(s.final_score)
    tl = turns_left(st, i)
    share = min(1.0, tl / 4.0)
    stock = s.stock
    cap = w["stock_cap"]
    v = 0.0
    for k, name in _MID_KEYS:
        n = stock[k]
        if n:
            end = _END[k]
            if n > cap:  # units beyond the cap are hoarded: worth their end value only
                v += cap * (end + (w[name] - end) * share) + (n - cap) * end
            else:
                v += n * (end + (w[name] - end) * share)
    if tl == 0:
        v = 0.0
        for k, n in FINAL_VALUE.items():
            v += stock[k] * n
        v += sum(stock[r] for r in BASIC) // FINAL_BASIC_PER_POINT
    for t in s.favors:
        mid = w[_FAVOR_KEYS[favor_parts(t)[1]]]
        v += FINAL_FAVOR_VALUE + (mid - FINAL_FAVOR_VALUE) * share
    if tl:
        v += (4 - s.craftsmen_left) * w["craftsman_turn"] * tl
        for a in s.advisors:
            key = _ADV_KEYS.get(a)
            if key is not None:
                v += w[key] * tl
        if s.noble_rank < len(RANKS):
            v += w["noble_step"] * min(s.noble_rank, 2) * tl / TURNS_PER_ROUND * 0.3
    f = w["future_per_turn"] * tl
    cp, bp = s.cp, s.bp
    lo = min(cp, bp)
    return min(lo + v + f, (cp + bp + v + f) / 2.0) - f


def victoria_projection(st: State) -> float:
    """Victoria's CP now plus her remaining end-of-round steps (A.12.4) at the current marker values."""
    cp = float(st.victoria_cp or 0)
    if st.phase in ("over",) or st.victoria_cp is None:
        return cp
    start = max(st.round, VICTORIA_FROM_ROUND)
    if st.phase == "final_scoring":
        return cp
    stone, bread = st.stone_marker, st.bread_marker
    sseq, bseq = marker_seq("stone", st.players), marker_seq("bread", st.players)
    taken = {r: 0 for r in RANKS}
    for r in range(start, ROUNDS + 1):
        cp += sseq[stone] if stone < len(sseq) else MARKER_PRINTED["stone"]
        cp += bseq[bread] if bread < len(bseq) else MARKER_PRINTED["bread"]
        stone = min(stone + 1, len(sseq))
        bread = min(bread + 1, len(bseq))
        rank = VICTORIA_RANK_AFTER_ROUND.get(r)
        if rank and len(st.nobility[rank]) > taken[rank]:
            cp += st.nobility[rank][taken[rank]]
            taken[rank] += 1
    return cp


def evaluate(st: State, seat: int, w: dict[str, float] = DEFAULTS) -> float:
    """``seat``'s projected final score minus the best other projection (solo: Victoria's)."""
    me = projection(st, seat, w)
    if st.players == 1:
        if st.phase == "over":
            return me - float(st.victoria_cp or 0) - 0.5  # a tie is a loss (A.12.3)
        return me - victoria_projection(st)
    best = max(projection(st, j, w) for j in range(st.players) if j != seat)
    return me - best


def evaluate_tuned(st: State, seat: int) -> float:
    """:func:`evaluate` with the tuned numbers (the expert level)."""
    return evaluate(st, seat, TUNED)


__all__ = [
    "DEFAULTS",
    "TUNED",
    "copy_state",
    "determinise",
    "evaluate",
    "evaluate_tuned",
    "projection",
    "victoria_projection",
    "ADVISOR_CP",
]


# --- pruning -----------------------------------------------------------------------------------


def prune(st: State, actions: list) -> list:
    """Drop Chamberlain exchanges (C-11: unlimited) that cannot pay off, so an AI never cycles
    Ring -> Coin -> Ring: an exchange is kept only when it enables the next noble rank this turn
    (either direction), or, in the last round, Coin -> Ring (a Ring scores 2, a Coin 1)."""
    for a in actions:  # (asked at every node of a search: a plain loop, no generator)
        if a.kind == "chamber":
            break
    else:
        return actions
    from .bonus import can_rank_up
    from .data import NOBLE_COST

    s = st.seats[st.active]
    keep_ring = keep_gold = False  # chamber.ring: Ring -> Coin; chamber.gold: Coin -> Ring
    g, r = s.stock["gold"], s.stock["ring"]
    reachable = False  # a rank-up this turn, with exchanges if need be
    if not st.turn.noble and s.noble_rank < len(RANKS):
        gold, rings = NOBLE_COST[RANKS[s.noble_rank]]
        reachable = g + r >= gold + rings
        if not can_rank_up(st, st.active):
            keep_ring = g + 1 >= gold and r - 1 >= rings
            keep_gold = g - 1 >= gold and r + 1 >= rings
    if st.round >= ROUNDS and not reachable:
        keep_gold = True
    out = [a for a in actions if a.kind != "chamber" or (keep_ring if a.args == ("ring",) else keep_gold)]
    return out or actions
