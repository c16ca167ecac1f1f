"""Setup (A2): the wall, the offices and the B/P deck, the city's tiles, the first display; the two
pre-game steps (A3) follow in pregame.py."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.rng import Rng
from engine.core.text import M, player

from .data import (
    BP_CARDS,
    CARDS,
    GOODS,
    OFFICES,
    OFFICES_PER_ROUND,
    PLAYER_COLOURS,
    PORTS,
    PREGAME_EXTRA_CARDS,
    QUARTERS,
    ROUNDS,
    TILES_PER_GOOD,
)
from .nouns import card
from .state import Options, Seat, State
from .wall import turn_order


def setup(players: int, options: Options, seed: int) -> tuple[State, list[Event]]:
    rng = Rng.from_seed(seed)
    st = State(players=players, options=options, rng=rng)
    st.seats = [Seat(colour=PLAYER_COLOURS[i]) for i in range(players)]
    first = list(range(players))
    rng.shuffle(first)  # C1: the stack on space 1 in a seeded random order
    st.wall[0] = first
    offices = list(OFFICES)
    rng.shuffle(offices)
    st.offices = [offices[i : i + OFFICES_PER_ROUND] for i in range(0, ROUNDS * OFFICES_PER_ROUND, OFFICES_PER_ROUND)]
    deck = list(BP_CARDS)
    rng.shuffle(deck)
    st.deck = deck
    goods = [g for g in GOODS for _ in range(TILES_PER_GOOD)]
    rng.shuffle(goods)
    for q in QUARTERS.values():
        st.tiles[q.id] = "joker" if q.dark else goods.pop()
    st.ports = {p: [] for p in PORTS}
    st.display = draw(st, players + PREGAME_EXTRA_CARDS)
    st.order = turn_order(st)
    st.queue = list(reversed(st.order))  # A3 step 1: the only time the reverse order is used
    st.phase = "pick"
    st.turn_no = 1
    st.active = st.queue[0]
    ev = [
        Event(M("macao.log.setup", order=[player(s) for s in st.order]), reveals=True),
        Event(M("macao.log.revealed", cards=[card(c) for c in st.display]), reveals=True),
    ]
    return st, ev


def draw(st: State, n: int) -> list[str]:
    """The top ``n`` B/P cards; an empty deck takes the shuffled discard pile (C16)."""
    out: list[str] = []
    for _ in range(n):
        if not st.deck:
            if not st.discard:
                break
            # Only B/P cards: offices have their own back (A1) and stay on the discard pile.
            st.deck = [c for c in st.discard if c not in OFFICES]
            st.discard = [c for c in st.discard if c in OFFICES]
            if not st.deck:
                break
            st.rng.shuffle(st.deck)
        out.append(st.deck.pop())
    return out


def distinct(cards: list[str]) -> list[str]:
    """Cards with identical data (copies) offered once: the first of each."""
    seen: set = set()
    out = []
    for c in cards:
        d = CARDS[c]
        sig = (d.name, d.colour, d.good)
        if sig not in seen:
            seen.add(sig)
            out.append(c)
    return out
