"""Setup for 1-4 players (reference §6.1; solo §18 on the 2-player setup, PROPOSED).

The random draws of the rulebook happen here; the choices of the setup (keep 1 of 2 Clergy tiles, the
optional starting-hand draft and starting decree) are the pre-game decisions of ``pregame.py``.
"""

from __future__ import annotations

from engine.core.rng import Rng

from . import data
from .state import NEUTRAL, Options, Seat, State

RIVAL_COLOUR = "GREY"  # solo: the Rival's colour, unused by the players (reference §18)


def ship_cards(kind: str, copies: int) -> list[str]:
    return [f"{kind}_{i}" for i in range(1, copies + 1)]


def ship_kind(card: str) -> data.ShipKind:
    return data.SHIP[card.rpartition("_")[0]]


def shipyard(period: int, copies: int) -> list[str]:
    """The shipyard of a period, top last: the smaller kind stacked on the larger (SEED)."""
    small, large = data.SHIPYARD_PERIOD_KINDS[period]
    return ship_cards(large, copies) + ship_cards(small, copies)


def deal_piles(cards: list[str], rng: Rng) -> dict[str, list[str]]:
    """A red or brown deck sorted by back into 4 shuffled face-down piles (top last)."""
    piles = {p: [c for c in cards if data.POLITICAL_CARD[c].pile == p] for p in data.PILES}
    for p in data.PILES:
        rng.shuffle(piles[p])
    return piles


def setup(players: int, options: Options, seed: int) -> State:
    rng = Rng.from_seed(seed)
    board_players = 2 if players == 1 else players
    cs = data.PLAYER_COUNT_SETUP[players]
    st = State(players=players, options=options, rng=rng)
    # 1. Bags: favors (1 of each noble per player in play) and Clergy tiles.
    favor_bag = [n for n in data.NOBLES for _ in range(cs.favors_per_noble)]
    rng.shuffle(favor_bag)
    st.bag = [t.id for t in data.CLERGY]
    rng.shuffle(st.bag)
    # 2-4. Player material.
    starting = [p.id for p in data.PLANS if p.starting]
    rng.shuffle(starting)
    st.offices = {n: [] for n in data.NOBLES}
    st.courtyards = {n: [] for n in data.NOBLES}
    for i in range(players):
        s = Seat(
            colour=data.PLAYER_COLOURS[i], reis=data.START_REIS, wigs=data.START_WIGS, influence=data.START_INFLUENCE[i]
        )
        s.goods = {g: data.START_GOODS_EACH for g in data.GOODS}
        s.favors.append(favor_bag.pop())
        st.offer[i] = [st.bag.pop() for _ in range(data.START_CLERGY_DRAW)]  # keep 1: pregame.py
        s.plans.append(starting.pop())
        st.offices[data.START_OFFICIAL_OFFICE].append(i)
        st.seats.append(s)
    if players == 1:
        st.seats.append(Seat(colour=RIVAL_COLOUR, rival=True, wigs=data.START_WIGS + options.rival_wigs))
    # 5. Neutral Officials (2 players and solo).
    if cs.neutral_officials:
        for n in data.NOBLES:
            st.offices[n].append(NEUTRAL)
    # 8. Public Buildings: 8 blue side up, 8 green side up; the top of each stack on offer.
    tiles = [b.id for b in data.PB_TILES]
    rng.shuffle(tiles)
    for k, arch in enumerate(data.ARCHITECTS):
        stack = tiles[k * data.PB_STACK_SIZE : (k + 1) * data.PB_STACK_SIZE]
        st.pb_available[arch] = stack.pop()
        st.pb_stacks[arch] = stack
    # 9. Plans, fewest Officials on top.
    st.plan_stacks = {a: list(reversed(data.plan_stack(a))) for a in data.ARCHITECTS}
    # 10. Prices; 11. City tiles; 12. scoring tiles; 16. treasury.
    st.prices = dict(data.PRICE_START)
    st.city_display = {sp: True for sp in data.CITY_DISPLAY}
    small = sum(1 for v in data.CITY_DISPLAY.values() if v[1])
    st.city_large = data.CITY_TILES_LARGE - (len(data.CITY_DISPLAY) - small)
    st.city_small = data.CITY_TILES_SMALL - small
    st.scoring_tiles = list(data.SCORING_TILE_VALUES)
    rng.shuffle(st.scoring_tiles)
    st.treasury = data.TREASURY_START_SPACE
    # 14. Church: 6 tiles, the Cardinal on the Influence gap.
    st.church = {slot: st.bag.pop() for slot in data.CHURCH_SLOTS}
    st.cardinal = data.CARDINAL_START
    # 15. Favor stacks: what is left in the bag.
    st.favor_stacks = {n: favor_bag.count(n) for n in data.NOBLES}
    # 18. Political cards: 5 blue cards each (the rest to the box), the red deck in 4 piles.
    blue = list(data.deck_cards("BLUE"))
    rng.shuffle(blue)
    for i in range(players):
        hand = [blue.pop() for _ in range(data.HAND_SIZE)]
        if options.draft and players > 1:
            st.draft[i] = hand
        else:
            st.seats[i].hand = hand
    st.piles = deal_piles(list(data.deck_cards(data.DISPLAY_DECK[1])), rng)
    st.face_up = {p: bool(st.piles[p]) for p in data.PILES}
    st.purple = list(data.deck_cards(data.PERIOD2_REFILL_DECK))
    rng.shuffle(st.purple)
    st.brown = list(data.deck_cards(data.DISPLAY_DECK[2]))
    # 19. Ships: players - 1 copies of each kind (solo: the 2-player count).
    st.shipyard = shipyard(1, cs.ship_copies)
    # 20. Decrees (2 players: the row-E decrees never enter the deck, A15).
    st.decree_deck = list(data.decree_deck(players))
    rng.shuffle(st.decree_deck)
    st.decree_display = [st.decree_deck.pop() for _ in range(data.DECREE_DISPLAY)]
    # 21. The earthquake.
    cubes = [t for t in data.RUBBLE_TYPES for _ in range(data.RUBBLE_PER_TYPE[t])]
    rng.shuffle(cubes)
    st.col_rubble = {c: [cubes.pop() for _ in range(data.COLUMN_RUBBLE_SPACES[c])] for c in data.COLUMNS}
    rows = [r for r in data.ROWS if cs.row_e_open or r != data.ROW_COVERED_2P]
    st.row_rubble = {r: [cubes.pop() for _ in range(data.ROW_RUBBLE_SPACES[r])] for r in rows}
    st.site_rubble = {s.id: [cubes.pop() for _ in range(data.SITE_RUBBLE)] for s in data.sites_in_play(board_players)}
    st.reserve = [cubes.pop() for _ in range(data.RUBBLE_RESERVE)]
    # Kickstarter: city reward tokens (A20: the printed rewards dealt at random) and goal cards.
    if options.reward_tokens:
        parcels = [p.id for p in data.parcels_in_play(board_players)]
        faces = [list(data.PARCEL[p].reward) for p in parcels]
        rng.shuffle(faces)
        st.parcel_rewards = dict(zip(parcels, faces))
        sites = [s.id for s in data.sites_in_play(board_players)]
        faces = [list(data.SITE[s].reward) for s in sites]
        rng.shuffle(faces)
        st.site_rewards = dict(zip(sites, faces))
    if options.goal_cards:
        deck_a = [g.id for g in data.GOAL_CARDS if g.deck == "A"]
        rng.shuffle(deck_a)
        for i in range(players):
            st.seats[i].goal = deck_a.pop()
        st.goal_deck = [g.id for g in data.GOAL_CARDS if g.deck == "B"]
        rng.shuffle(st.goal_deck)
    st.start = 0
    st.active = 0
    # pregame.py: new players keep their goal card (the module's option), then 1 of the 2 Clergy tiles drawn
    st.phase = "newcomer" if options.goal_cards else "clergy"
    st.turn_no = 1
    return st
