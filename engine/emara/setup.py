"""Setup (A.2, A.2.1, A.2.2, A.13): boards, markers, decks, placement, starting resources."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.rng import Rng

from .data import (
    ADVISORS_A,
    ADVISORS_A_DEALT,
    ADVISORS_B,
    ADVISORS_PER_TOWN_LOCATION,
    BASIC,
    CARDS,
    COUNTRYSIDE,
    CRAFTSMEN,
    EVENT_SETUP,
    EVENTS,
    FAVOR_TOKENS,
    FIRST_GAME_BUILDING_START,
    HAND_SIZE,
    HUTS,
    LOCATIONS,
    NOBLE_CARDS,
    PRODUCES,
    RANKS,
    SOLO_REMOVED_EVENT,
    STOCK_KEYS,
    TOWN,
    marker_start,
)
from .state import Frame, Options, Seat, State


def setup(players: int, options: Options, seed: int) -> tuple[State, list[Event]]:
    rng = Rng.from_seed(seed)
    st = State(players=players, options=options, rng=rng)
    ev: list[Event] = []
    # boards (A.2 steps 1, 3; A.13 random layout)
    if options.random_layout:
        tiles = list(LOCATIONS)
        rng.shuffle(tiles)
        st.boards = [tiles[:4], tiles[4:]]
    else:
        c, t = list(COUNTRYSIDE), list(TOWN)
        rng.shuffle(c)
        rng.shuffle(t)
        st.boards = [c, t]
    st.huts = {loc: [None] * len(HUTS[loc]) for loc in COUNTRYSIDE}
    # markers (A.2.1)
    st.gift = {r: marker_start("gift", r, players) for r in BASIC}
    st.donation = {r: marker_start("donation", r, players) for r in BASIC}
    st.stone_marker = marker_start("stone", None, players)
    st.bread_marker = marker_start("bread", None, players)
    # favor tokens (A.2 step 5)
    st.favor_draw = list(FAVOR_TOKENS)
    rng.shuffle(st.favor_draw)
    # advisors (A.2 steps 8, 9)
    a: list[str | None] = list(ADVISORS_A)  # (a taken advisor's place becomes None)
    rng.shuffle(a)
    dealt = a[:ADVISORS_A_DEALT]
    st.advisors = {
        loc: dealt[i * ADVISORS_PER_TOWN_LOCATION : (i + 1) * ADVISORS_PER_TOWN_LOCATION] for i, loc in enumerate(TOWN)
    }
    b = list(ADVISORS_B)
    rng.shuffle(b)
    st.advisor_b_pile = b
    # nobility (A.2 step 10)
    st.nobility = {r: list(NOBLE_CARDS[r]) for r in RANKS}
    # events (A.2 step 12; solo without An early winter, A.2.2)
    deck = [e for e in EVENTS if not (players == 1 and e == SOLO_REMOVED_EVENT)]
    rng.shuffle(deck)
    st.setup_event = deck.pop(0)
    st.event = st.setup_event  # boxed at the start of round 1 (C-26)
    st.event_deck = deck
    # building start (A.2 step 14, C-22)
    if options.building_start is not None:
        st.building_start = options.building_start
    elif options.first_game:
        st.building_start = FIRST_GAME_BUILDING_START
    else:
        st.building_start = EVENT_SETUP[st.setup_event][2]
    # players (A.2 steps 13-17)
    for _ in range(players):
        s = Seat(bp=st.building_start, stock={k: 0 for k in STOCK_KEYS}, craftsmen_left=CRAFTSMEN)
        s.deck = list(CARDS)
        rng.shuffle(s.deck)
        if options.full_selection:
            s.hand = list(CARDS)
            s.deck = []
        else:
            s.hand = [s.deck.pop() for _ in range(HAND_SIZE)]
        st.seats.append(s)
    if players == 1:
        st.victoria_cp = 0
    st.statue = options.start_player % players if options.start_player is not None else rng.below(players)
    st.active = st.statue
    start_c, start_t, _ = EVENT_SETUP[st.setup_event]
    first = [_where(st, start_c), _where(st, start_t)]
    if first[0][0] == first[1][0]:
        # A.13: both on one board -> the start player moves one to the other board (a decision)
        st.seats[st.statue].councillors = [list(first[0]), list(first[1])]
        st.phase = "setup"
        st.turn_no += 1
        st.stack.append(Frame(seat=st.active, k="relocate"))
        return st, ev
    _place(st, first)
    _after_placement(st, ev)
    return st, ev


def _where(st: State, loc: str) -> tuple[int, int]:
    for b, ring in enumerate(st.boards):
        if loc in ring:
            return b, ring.index(loc)
    raise ValueError(loc)


def _place(st: State, first: list) -> None:
    """A.2 step 16: each further player one location clockwise of the previous player, on both boards."""
    n = st.players
    for i in range(n):
        seat = (st.statue + i) % n
        st.seats[seat].councillors = [[b, (p + i) % len(st.boards[b])] for b, p in first]


def _after_placement(st: State, ev: list[Event]) -> None:
    if st.options.random_layout:
        st.phase = "setup"
        st.turn_no += 1  # one turn (one board) for all start-resource choices
        st.queue = [(st.statue + i) % st.players for i in range(st.players)]
        next_setup(st, ev)
        return
    for s in st.seats:
        b, p = s.councillors[0]
        s.stock[PRODUCES[st.boards[b][p]]] += 1
    _begin(st, ev)


def _begin(st: State, ev: list[Event]) -> None:
    from .round import start_round

    st.queue = []
    start_round(st, ev)


def next_setup(st: State, ev: list[Event]) -> None:
    if st.queue:
        st.active = st.queue.pop(0)
    else:
        _begin(st, ev)


def reloc_legal(st: State) -> list[str]:
    out = []
    cs = st.seats[st.statue].councillors
    for c in (0, 1):
        other = 1 - cs[c][0]
        out += ["reloc.%d.%d" % (c, p) for p in range(len(st.boards[other]))]
    return out


def reloc_apply(st: State, c: int, p: int, ev: list[Event]) -> None:
    """A.13: councillor ``c`` of the start player goes to place ``p`` of the other board."""
    st.stack.pop()
    cs = st.seats[st.statue].councillors
    cs[c] = [1 - cs[c][0], p]
    first = sorted([tuple(x) for x in cs])  # board 0 first
    _place(st, [list(x) for x in first])
    _after_placement(st, ev)


def start_res_legal(st: State) -> list[str]:
    return ["start." + r for r in BASIC]


def start_res_apply(st: State, res: str, ev: list[Event]) -> None:
    st.seats[st.active].stock[res] += 1
    next_setup(st, ev)
