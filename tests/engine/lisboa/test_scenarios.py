"""Lisboa's worked examples as scenarios: T01-T29 of reference §20 (the rulebook's examples, SEED) and
the derived checks T40-T44 (T30-T39, final scoring, are in test_scoring.py).

Each test builds a real game (``GAME.setup`` and the pre-game choices), edits the state to the example's
facts, then drives the real decisions with ``GAME.legal_actions`` / ``GAME.apply`` and asserts the
outcome. The helpers at the top are shared with test_rules.py.
"""

from __future__ import annotations

from engine.lisboa import data
from engine.lisboa import economy
from engine.lisboa import store
from engine.lisboa.game import GAME
from engine.lisboa.state import Options, State
from tests import games

GREEN, PURPLE, YELLOW, ORANGE = range(4)  # seats in the seed examples' colours (data.PLAYER_COLOURS)
PASSIVE = ("stop", "skip", "decline", "keep", "done")


# --- helpers ------------------------------------------------------------------------------------------
def new(players: int = 4, seed: int = 1, **options) -> State:
    """A game after its pre-game choices (the first option each time), at the first player's main step,
    with no Clergy tile or favor held (their abilities and joins would blur the examples)."""
    st = GAME.setup(players, Options(**options), seed)
    while st.phase not in ("play", "over"):
        seat = seats(st)[0]
        act(st, keys(st, seat)[0], seat)
    for s in st.seats:
        s.clergy = []
        s.favors = []
    st.favor_stacks = {n: data.FAVORS_PER_NOBLE for n in data.NOBLES}
    return st


def seats(st: State) -> tuple[int, ...]:
    d = GAME.decision(st)
    return () if d is None else d.seats


def who(st: State) -> int:
    waiting = seats(st)
    assert len(waiting) == 1, waiting
    return waiting[0]


def kind(st: State) -> str | None:
    """The pending step (``Decision.kind``): a frame kind or the phase's own (``main`` ...)."""
    d = GAME.decision(st)
    return None if d is None else d.kind


def keys(st: State, seat: int | None = None) -> list[str]:
    return games.keys(GAME, st, who(st) if seat is None else seat)


def act(st: State, key: str, seat: int | None = None):
    seat = who(st) if seat is None else seat
    legal = keys(st, seat)
    assert key in legal, f"{key} not in {legal} at {kind(st)}"
    return GAME.apply(st, seat, key)


def turn_of(st: State, seat: int) -> None:
    """Make it ``seat``'s main step (a hand edit)."""
    assert not st.stack
    st.active = seat


def hand(st: State, seat: int, *cards: str) -> None:
    st.seats[seat].hand = list(cards)


def goods(st: State, seat: int, **n: int) -> None:
    st.seats[seat].goods = {g: n.get(g, 0) for g in data.GOODS}


def sets(st: State, seat: int, k: int) -> None:
    """``k`` completed rubble sets (one cube of each type per set); markers spent."""
    s = st.seats[seat]
    s.rubble = {t: k for t in data.RUBBLE_TYPES}
    s.sets = k
    s.markers = 0


def finish_turn(st: State) -> None:
    """Play the rest of the active turn with passive choices (stop, skip, decline ...; else the first)."""
    t0 = st.turn_no  # a solo Rival's turn passes by itself
    for _ in range(200):
        if st.phase == "over" or (st.turn_no != t0 and kind(st) == "main"):
            return
        ks = keys(st)
        act(st, next((k for k in ks if k in PASSIVE), ks[0]))
    raise AssertionError("turn did not end")


def sell_or_trade(st: State, which: str) -> None:
    """Choose Sell Goods or Trade with the Nobles after a portfolio card (asked only if both are possible)."""
    if kind(st) == "sell_or_trade":
        act(st, which)


def pick_plan(st: State, plan: str) -> None:
    """Show ``plan`` to open a Public Building (asked only when the seat has a choice)."""
    if kind(st) == "public_building":
        act(st, "pbplan." + plan)
    assert kind(st) == "public_building_site"
    assert st.stack[-1].d["plan"] == plan


def draw(st: State) -> None:
    assert kind(st) == "draw"
    act(st, keys(st)[0])


def clergy_tile(kind_: str, wigs: int) -> str:
    return next(t.id for t in data.CLERGY if t.kind == kind_ and t.wigs == wigs)


def official_count(st: State, seat: int) -> int:
    return economy.officials_on_board(st, seat)


# --- T01-T29: the rulebook's examples -------------------------------------------------------------------
def test_t01_take_gold_discards_a_card_then_draws() -> None:
    st = new()
    s = st.seats[GREEN]
    card = s.hand[0]
    gold = s.goods["GOLD"]
    act(st, "gold." + card)
    assert s.goods["GOLD"] == gold + 1 and card not in s.hand and len(s.hand) == 4
    assert kind(st) == "draw"
    draw(st)
    assert len(s.hand) == 5 and card not in s.hand
    assert st.active == PURPLE  # the turn ended


def test_t02_full_portfolio_needs_a_discard_first() -> None:
    st = new()
    sets(st, GREEN, 1)  # capacity 3
    s = st.seats[GREEN]
    s.top = ["BL01", "BL02", None]
    s.bottom = ["BL17", None, None]
    hand(st, GREEN, "BL06")
    act(st, "folio.BL06")
    assert kind(st) == "room"
    assert sorted(keys(st)) == ["drop.b.0", "drop.t.0", "drop.t.1"]
    act(st, "drop.b.0")
    assert s.top == ["BL01", "BL02", "BL06"] and s.bottom == [None, None, None]


def test_t03_second_set_raises_capacity_and_storage_and_ends_period_1() -> None:
    st = new()
    s = st.seats[GREEN]
    s.rubble = {"EARTHQUAKE": 2, "FIRE": 1, "TSUNAMI": 2}
    s.sets, s.markers = 1, 0
    st.reserve = ["FIRE", "TSUNAMI"]
    hand(st, GREEN, "RE03", "BL01", "BL02", "BL06", "BL07")  # RE03: MAIA, +RUBBLE
    act(st, "folio.RE03")
    act(st, "rubble.FIRE")
    assert s.sets == 2 and economy.portfolio_capacity(s) == 4 and economy.storage(s) == 4
    assert s.markers == 1  # on the Marquis portrait, to spend on a decree
    assert st.period_due == GREEN
    finish_turn(st)
    assert st.period == 2  # the period ended after her turn


def test_t04_noble_card_reward_then_trade_with_its_gold() -> None:
    st = new()
    s = st.seats[GREEN]
    goods(st, GREEN)  # nothing: only the card's gold makes the play legal
    s.influence = 0
    hand(st, GREEN, "BL03", "BL01")  # BL03: MAIA, Influence 3, +GOLD
    assert "folio.BL03" in keys(st)
    act(st, "folio.BL03")
    assert s.top[0] == "BL03" and economy.standard_gain_amount(s) == 3
    sell_or_trade(st, "trade")
    act(st, "trade.ACQUIRE_PLAN.GOLD")
    assert st.action_goods == {"ACQUIRE_PLAN": "GOLD"} and s.goods["GOLD"] == 0


def test_t05_penalty_removes_an_official_from_anywhere_then_sells() -> None:
    st = new()
    turn_of(st, ORANGE)
    st.courtyards["KING"].append(ORANGE)
    st.seats[GREEN].top[0] = "SHIP1_1"  # a docked Ship to sell to
    hand(st, ORANGE, "RE04")  # Influence 5, -OFFICIAL
    act(st, "folio.RE04")
    assert sorted(keys(st)) == ["ret.KING.c", "ret.POMBAL.o"]
    act(st, "ret.KING.c")
    assert ORANGE not in st.courtyards["KING"] and official_count(st, ORANGE) == 7
    assert "sell" in keys(st)
    sell_or_trade(st, "sell")
    assert kind(st) == "sell"


def test_t05_variant_no_official_placed_the_card_is_still_playable() -> None:
    st = new()
    st.offices["POMBAL"].remove(GREEN)
    st.seats[PURPLE].top[0] = "SHIP1_1"
    hand(st, GREEN, "RE04")
    act(st, "folio.RE04")
    assert st.seats[GREEN].top[0] == "RE04" and official_count(st, GREEN) == 8
    assert kind(st) == "sell_or_trade"


def test_t06_treasury_card_pays_the_treasury_value_and_its_real_advantage_lasts() -> None:
    st = new()
    s = st.seats[GREEN]
    assert economy.treasury_reis(st) == 3
    reis = s.reis
    hand(st, GREEN, "BL16")  # advantage: 1 real off every payment
    act(st, "folio.BL16")
    assert s.reis == reis + 3 and economy.treasury_reis(st) == 2 and s.bottom[0] == "BL16"
    from engine.lisboa.event import sponsor_fee

    assert sponsor_fee(st, GREEN) == 2 - 1  # a later payment is 1 lower
    sell_or_trade(st, "trade")
    assert kind(st) == "trade"


def test_t07_influence_capped_at_10_with_a_wig_even_when_already_there() -> None:
    st = new()
    s = st.seats[YELLOW]
    turn_of(st, YELLOW)
    sets(st, YELLOW, 1)
    s.top = ["BL01", "BL08", None]  # 2 + 3 = a standard gain of 5
    s.influence, s.wigs = 7, 5
    hand(st, YELLOW, "RE08", "BR08")  # POMBAL, +INFLUENCE
    act(st, "folio.RE08")
    assert s.influence == 10 and s.wigs == 6
    for _ in range(4):  # round to Yellow's next turn
        finish_turn(st)
    assert st.active == YELLOW and s.influence == 10
    wigs = s.wigs
    s.top[2] = None  # keep a slot free for the second card
    act(st, "folio.BR08")
    assert s.influence == 10 and s.wigs == wigs + 1


def test_t08_reis_funded_by_influence_step_back_to_real_symbols() -> None:
    st = new()
    s = st.seats[ORANGE]
    turn_of(st, ORANGE)
    s.influence, s.reis = 10, 0
    hand(st, ORANGE, "RE05")  # MAIA, -REIS:3
    act(st, "folio.RE05")  # must pay (Errata 1): the only way is all by Influence
    assert s.influence == 5 and s.reis == 0  # 10 -> 9 -> 7 -> 5


def test_t09_sell_goods_to_own_and_other_ships() -> None:
    st = new()
    st.prices = {"BOOKS": 5, "CLOTH": 4, "GOLD": 4, "TOOLS": 3}
    g, p = st.seats[GREEN], st.seats[PURPLE]
    g.top[0], p.top[0] = "SHIP2_1", "SHIP3_1"
    goods(st, GREEN, GOLD=2, BOOKS=2, TOOLS=1)
    hand(st, GREEN, "BL14")  # KING, -WIGS:1: no reis change
    g.reis, g.wigs, p.wigs = 0, 5, 5
    act(st, "folio.BL14")
    sell_or_trade(st, "sell")
    act(st, "sell.GOLD.0.0")
    act(st, "sell.GOLD.0.0")
    assert g.sea[0] and g.reis == 10 and g.wigs == 4 + 2  # it sailed: 2 wigs to Green
    assert "sell.BOOKS.0.0" not in keys(st)  # at sea
    act(st, "sell.BOOKS.1.0")
    act(st, "sell.BOOKS.1.0")
    assert g.reis == 24 and p.dock[0] == ["BOOKS", "BOOKS"] and not p.sea[0]
    snapshot = (p.wigs, g.reis)
    act(st, "sell.TOOLS.1.0")  # the variant: Purple's Ship fills and sails
    assert g.reis == snapshot[1] + 5 and p.sea[0] and p.wigs == snapshot[0] + 3


def test_t10_discard_the_card_just_tucked_to_build_a_ship() -> None:
    st = new()
    s = st.seats[YELLOW]
    turn_of(st, YELLOW)
    s.top = ["SHIP2_1", None, None]
    st.shipyard = ["SHIP2_2", "SHIP2_3"]
    goods(st, YELLOW, BOOKS=1, CLOTH=1, TOOLS=1)
    s.influence = 0
    treasury = st.treasury
    hand(st, YELLOW, "BL13")  # KING, +GOLD
    act(st, "folio.BL13")
    assert s.top == ["SHIP2_1", "BL13", None]
    sell_or_trade(st, "trade")
    act(st, "trade.BUILD_SHIP.BOOKS")
    act(st, "ship.n.GC")  # GOLD + CLOTH
    assert kind(st) == "room" and "drop.t.1" in keys(st)
    act(st, "drop.t.1")
    assert s.top == ["SHIP2_1", "SHIP2_3", None]
    assert st.treasury == treasury + 1 and s.influence == 4
    assert "stop" in keys(st) and "trade.HIRE_OFFICIALS.TOOLS" in keys(st)  # a second trade is allowed


def test_t11_upgrade_pays_the_size_difference() -> None:
    st = new()
    s = st.seats[ORANGE]
    turn_of(st, ORANGE)
    sets(st, ORANGE, 1)
    s.top = ["SHIP1_1", "RE10", None]
    st.shipyard = ["SHIP3_1"]
    goods(st, ORANGE, GOLD=1, CLOTH=1, BOOKS=1)
    s.influence = 0
    treasury = st.treasury
    hand(st, ORANGE, "BL17")  # a Treasury card (land advantage)
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    from engine.lisboa.state_actions import ship_options

    s.goods["GOLD"] -= 1  # (the trade good, to read the options it leaves)
    assert ship_options(st, ORANGE) == ["ship.0.CB"]  # 2 different goods; a new Ship would need 3
    s.goods["GOLD"] += 1
    act(st, "trade.BUILD_SHIP.GOLD")  # the lone option is taken at once
    assert s.top[0] == "SHIP3_1" and sum(s.goods.values()) == 0
    assert st.treasury == treasury - 1 + 1 and s.influence == 6


def _produce_by_visit(st: State, seat: int) -> None:
    """Visit POMBAL (a card and enough Influence) and Produce as the free state action."""
    st.seats[seat].influence = 10
    st.seats[seat].hand = ["BL06"]
    turn_of(st, seat)
    act(st, "visit.BL06")
    act(st, "sa.PRODUCE_GOODS")


def test_t12_production_caps_and_price_drops_only_for_goods_received() -> None:
    st = new()
    s = st.seats[PURPLE]
    sets(st, PURPLE, 1)  # storage 3
    st.stores = {
        "PA3": [PURPLE, "BROWN", "LEFT"],
        "PB3": [PURPLE, "BROWN", "LEFT"],
        "PA1": [PURPLE, "YELLOW", "LEFT"],
        "PC2": [PURPLE, "PINK", "LEFT"],
    }
    goods(st, PURPLE)
    p0 = dict(st.prices)
    _produce_by_visit(st, PURPLE)  # #1
    assert s.goods == {"GOLD": 1, "CLOTH": 1, "BOOKS": 2, "TOOLS": 0}
    assert st.prices == {**p0, "BOOKS": p0["BOOKS"] - 1, "GOLD": p0["GOLD"] - 1, "CLOTH": p0["CLOTH"] - 1}
    finish_turn(st)
    # #2: BOOKS 2 before: one of the 2 is returned; all 3 prices drop.
    p1 = dict(st.prices)
    goods(st, PURPLE, BOOKS=2, GOLD=1, CLOTH=0)
    while st.active != PURPLE:
        finish_turn(st)
    _produce_by_visit(st, PURPLE)
    assert s.goods["BOOKS"] == 3 and s.goods["GOLD"] == 2 and s.goods["CLOTH"] == 1
    assert all(st.prices[g] == p1[g] - 1 for g in ("BOOKS", "GOLD", "CLOTH"))
    finish_turn(st)
    # #3: BOOKS 3 before: none received, its price stays.
    goods(st, PURPLE, BOOKS=3, GOLD=2, CLOTH=2)
    while st.active != PURPLE:
        finish_turn(st)
    p2 = dict(st.prices)
    _produce_by_visit(st, PURPLE)
    assert s.goods["BOOKS"] == 3 and s.goods["GOLD"] == 3 and s.goods["CLOTH"] == 3
    assert st.prices["BOOKS"] == p2["BOOKS"]
    assert st.prices["GOLD"] == p2["GOLD"] - 1 and st.prices["CLOTH"] == p2["CLOTH"] - 1


def _trigger_church(st: State, mover: int) -> None:
    """``mover`` tucks a Treasury card and trades CLOTH to meet the Cardinal from K5 to K0 (Influence)."""
    turn_of(st, mover)
    st.cardinal = "K5"
    goods(st, mover, CLOTH=1)
    hand(st, mover, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.MEET_CARDINAL.CLOTH")
    act(st, next(k for k in keys(st) if k.startswith("card.1.")))
    assert st.church_due


def test_t13_church_scoring_surrender_gives_wigs_then_one_influence_gain() -> None:
    st = new()
    g = st.seats[GREEN]
    g.top = ["SHIP1_1", "BL03", None]  # 3 + 3 Influence
    two, three = clergy_tile("CL_LAND2", 2), clergy_tile("CL_HIRE1", 3)
    g.clergy = [two, three]
    g.influence, g.wigs = 0, 5
    _trigger_church(st, PURPLE)
    while kind(st) != "church" or who(st) != GREEN:  # Purple (the mover) keeps her new tile
        ks = keys(st)
        act(st, next((k for k in ks if k in PASSIVE), ks[0]))
    assert "keep" in keys(st)
    act(st, "church.0")  # the 2-wig tile
    assert g.clergy == [three] and g.wigs == 7 and g.influence == 0  # the gain comes once, when done
    assert keys(st) == ["church.0", "done"]
    act(st, "done")
    assert g.clergy == [three] and g.wigs == 7 and g.influence == 6


def test_t13_variant_two_tiles_still_one_influence_gain() -> None:
    st = new()
    g = st.seats[GREEN]
    g.top = ["SHIP1_1", "BL03", None]
    g.clergy = [clergy_tile("CL_LAND2", 2), clergy_tile("CL_HIRE1", 3)]
    g.influence, g.wigs = 0, 5
    _trigger_church(st, PURPLE)
    while kind(st) != "church" or who(st) != GREEN:
        ks = keys(st)
        act(st, next((k for k in ks if k in PASSIVE), ks[0]))
    act(st, "church.0")
    act(st, "church.0")  # the last tile: the surrender ends by itself
    assert g.clergy == [] and g.wigs == 10 and g.influence == 6


def _visit(st: State, seat: int, card: str, state_action: str = "skip") -> None:
    turn_of(st, seat)
    st.seats[seat].hand = [card]
    act(st, "visit." + card)
    while kind(st) == "visit_payment":
        act(st, keys(st)[0])
    if kind(st) == "visit_state_action":
        act(st, state_action)


def _open_first_pb(st: State) -> None:
    """Open a Public Building with the first options (plan, site, Officials, payment, site reward)."""
    for _ in range(20):
        if kind(st) not in ("public_building", "public_building_site", "public_building_officials", "pay", "effect"):
            return
        act(st, keys(st)[0])
    raise AssertionError("PB did not finish")


def test_t14_join_returns_the_favor_pays_and_picks_one_of_three_actions() -> None:
    st = new()
    p = st.seats[PURPLE]
    p.favors = ["KING"]
    st.favor_stacks["KING"] = 2
    p.influence = 5
    _visit(st, YELLOW, "BL13")
    _open_first_pb(st)
    assert kind(st) == "join" and who(st) == PURPLE
    cost = economy.visit_cost(st, PURPLE, "KING")
    before = p.influence
    act(st, "join")
    assert p.favors == [] and st.favor_stacks["KING"] == 3
    while kind(st) == "visit_payment":
        act(st, keys(st)[0])
    assert p.influence == before - cost
    assert set(keys(st)) <= {"ja.OPEN_PUBLIC_BUILDING", "ja.MEET_CARDINAL", "ja.EARN_FAVOR"}
    assert "ja.MEET_CARDINAL" in keys(st)
    act(st, "ja.MEET_CARDINAL")
    act(st, keys(st)[0])
    assert len(p.clergy) == 1


def test_t15_visit_cost_is_treasury_influence_plus_other_officials() -> None:
    st = new()
    st.offices["KING"] = [GREEN, GREEN, PURPLE, YELLOW]
    o = st.seats[ORANGE]
    o.influence = 7
    assert economy.treasury_influence(st) == 1
    _visit(st, ORANGE, "BL13")
    assert o.influence == 2  # paid 5


def test_t16_influence_short_the_rest_in_wigs() -> None:
    st = new()
    st.offices["KING"] = [PURPLE, YELLOW, ORANGE]  # cost 1 + 3 = 4
    g = st.seats[GREEN]
    g.influence, g.wigs = 2, 5
    _visit(st, GREEN, "BL13")
    assert g.influence == 0 and g.wigs == 3


def test_t17_joining_costs_the_same_as_visiting() -> None:
    st = new()
    st.offices["KING"] = [GREEN, PURPLE, YELLOW]
    o = st.seats[ORANGE]
    o.favors = ["KING"]
    o.influence = 7
    assert economy.visit_cost(st, ORANGE, "KING") == 4
    _visit(st, GREEN, "BL13")  # Green opens a PB: her Official may go home
    _open_first_pb(st)
    assert kind(st) == "join" and who(st) == ORANGE
    cost = economy.visit_cost(st, ORANGE, "KING")  # A29: at the moment he pays
    act(st, "join")
    while kind(st) == "visit_payment":
        act(st, keys(st)[0])
    assert o.influence == 7 - cost
    st2 = new()
    st2.offices["KING"] = [GREEN, PURPLE, YELLOW]
    st2.seats[ORANGE].influence = 7
    _visit(st2, ORANGE, "BL13")
    assert st2.seats[ORANGE].influence == 3  # visiting: 4 as well


def test_t18_land_cost_before_and_after_taking_the_cube() -> None:
    st = new()
    y = st.seats[YELLOW]
    st.row_rubble["E"] = ["EARTHQUAKE"] * 3
    st.col_rubble["C1"] = ["TSUNAMI"] * 3
    y.rubble = {"EARTHQUAKE": 0, "FIRE": 1, "TSUNAMI": 1}
    y.reis, y.influence = 20, 1
    _visit(st, YELLOW, "BL03")  # MAIA: build a Store
    act(st, "space.YELLOW")
    act(st, "parcel.PE1")
    act(st, keys(st)[0])  # its reward: a plan
    assert kind(st) == "store_cube"
    assert store.land_cost(st, YELLOW, "PE1", None) == 3 + 9 + 3
    assert sorted(keys(st)) == ["cube.c.TSUNAMI", "cube.r.EARTHQUAKE"]
    act(st, "cube.r.EARTHQUAKE")
    assert y.sets == 1
    assert y.reis == 20 - 12


def test_t19_the_display_space_fixes_the_street_then_reward_cube_land_house() -> None:
    st = new()
    p = st.seats[PURPLE]
    p.reis, p.influence = 40, 5
    _visit(st, PURPLE, "BL03")
    act(st, "space.BROWN")
    brown = {p_.id for p_ in data.PARCELS if "BROWN" in p_.streets and not p_.small}
    assert {k.split(".")[1] for k in keys(st)} == brown
    act(st, "parcel.PA3")
    assert st.stores["PA3"][:2] == [PURPLE, "BROWN"]
    order = [f.k for f in reversed(st.stack)][:5]
    assert order == ["effect", "store_cube", "store_cost", "store_house", "store_wigs"]
    assert st.stack[-1].d["code"] == "+PLAN"  # PA3's reward first


def test_t20_left_houses_let_reis_pay_the_visit() -> None:
    st = new()
    st.offices["KING"] = [GREEN, GREEN, PURPLE, PURPLE, YELLOW]  # cost 1 + 5 = 6
    o = st.seats[ORANGE]
    o.influence, o.wigs, o.reis = 1, 0, 10
    o.houses["LEFT"] = 2
    turn_of(st, ORANGE)
    hand(st, ORANGE, "BL13")
    act(st, "visit.BL13")
    assert sorted(keys(st)) == ["vpay.5", "vpay.6"]
    act(st, "vpay.5")
    assert o.influence == 0 and o.reis == 5
    st2 = new()
    st2.offices["KING"] = [GREEN, GREEN, PURPLE, PURPLE, YELLOW]
    o2 = st2.seats[ORANGE]
    o2.influence, o2.wigs, o2.reis = 1, 0, 10
    o2.houses["LEFT"] = 2
    turn_of(st2, ORANGE)
    hand(st2, ORANGE, "BL13")
    act(st2, "visit.BL13")
    act(st2, "vpay.6")
    assert o2.influence == 1 and o2.reis == 4


def test_t21_middle_houses_make_ships_cheaper() -> None:
    st = new()
    g = st.seats[GREEN]
    g.houses["MIDDLE"] = 2
    st.shipyard = ["SHIP3_1"]
    goods(st, GREEN, BOOKS=1, GOLD=1, CLOTH=1, TOOLS=1)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.BUILD_SHIP.BOOKS")
    assert all(len(k.split(".")[2]) == 2 for k in keys(st))
    act(st, "ship.n.GC")
    assert g.top[0] == "SHIP3_1" and g.goods == {"GOLD": 0, "CLOTH": 0, "BOOKS": 0, "TOOLS": 1}


def test_t22_three_right_houses_add_one_of_every_produced_type() -> None:
    st = new()
    y = st.seats[YELLOW]
    turn_of(st, YELLOW)
    sets(st, YELLOW, 1)
    y.houses["RIGHT"] = 3
    st.stores = {
        "PA2": [YELLOW, "PINK", "RIGHT"],
        "PB2": [YELLOW, "PINK", "RIGHT"],
        "PA3": [YELLOW, "BROWN", "RIGHT"],
        "PA4": [YELLOW, "BLUE", "RIGHT"],
    }
    goods(st, YELLOW, GOLD=1)
    p0 = dict(st.prices)
    hand(st, YELLOW, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.PRODUCE_GOODS.GOLD")
    assert y.goods == {"GOLD": 0, "CLOTH": 3, "BOOKS": 2, "TOOLS": 2}
    assert st.prices == {**p0, "CLOTH": p0["CLOTH"] - 1, "BOOKS": p0["BOOKS"] - 1, "TOOLS": p0["TOOLS"] - 1}


def test_t23_store_wigs_count_matching_public_buildings() -> None:
    st = new()
    g = st.seats[GREEN]
    st.scoring_tiles = [4, 2, 3, 5]
    st.sites = {
        "N_YELLOW": ["PB02", "ARCH_BLUE"],  # yellow+pink
        "W_A": ["PB01", "ARCH_BLUE"],  # yellow+pink: matches a GOLD Store
        "E_A": ["PB04", "ARCH_BLUE"],
    }  # brown+blue: ignored
    g.reis, g.influence, g.wigs = 30, 5, 0
    _visit(st, GREEN, "BL03")
    act(st, "space.YELLOW")
    act(st, "parcel.PA1")
    while kind(st) in ("store_cube", "pay", "store_house", "effect"):
        act(st, keys(st)[0])
    assert g.wigs == 8


def test_t24_one_set_marker_per_turn_for_a_second_decree() -> None:
    st = new()
    p = st.seats[PURPLE]
    p.markers, p.influence = 2, 10
    _visit(st, PURPLE, "BL06")  # POMBAL: take a decree
    assert kind(st) == "decree"
    act(st, keys(st)[0])
    assert kind(st) == "decree_more" and "stop" in keys(st)
    act(st, keys(st)[0])
    assert len(p.decrees) == 2 and p.markers == 1 and kind(st) != "decree_more"


def test_t25_a_west_pb_pays_every_matching_store_in_its_row() -> None:
    st = new()
    st.scoring_tiles = [2, 3, 4, 5]
    st.stores = {
        "PC2": [YELLOW, "PINK", "LEFT"],
        "PC3": [YELLOW, "BROWN", "LEFT"],
        "PC4": [GREEN, "BROWN", "LEFT"],
        "PC1": [PURPLE, "YELLOW", "LEFT"],
    }
    st.pb_available["ARCH_GREEN"] = "PB01"  # green side: pink+brown
    y = st.seats[YELLOW]
    y.plans = ["SP3"]  # green architect, 2 Officials
    y.influence = 5
    wigs = [s.wigs for s in st.seats]
    for s in st.seats:
        s.clergy = []
    _visit(st, YELLOW, "BL13")
    pick_plan(st, "SP3")
    act(st, "site.W_C")
    _open_first_pb(st)
    gained = [s.wigs - w for s, w in zip(st.seats, wigs)]
    assert gained[YELLOW] == 3 + 4 and gained[GREEN] == 5 and gained[PURPLE] == 0 and gained[ORANGE] == 0


def test_t26_opening_a_north_pb() -> None:
    st = new()
    st.scoring_tiles = [3, 4, 2, 5]  # west of Rua Aurea 3, east 4
    st.stores = {
        "PA1": [PURPLE, "YELLOW", "LEFT"],
        "PB1": [GREEN, "YELLOW", "LEFT"],
        "PA2": [YELLOW, "YELLOW", "LEFT"],
        "PB2": [PURPLE, "YELLOW", "LEFT"],
    }
    st.pb_available["ARCH_BLUE"] = "PB02"  # blue side: yellow+pink
    nxt = st.pb_stacks["ARCH_BLUE"][-1]
    p = st.seats[PURPLE]
    p.plans = ["SP1"]  # blue architect, 2 Officials
    st.offices["MAIA"].append(PURPLE)  # 2 Officials placed
    goods(st, PURPLE)
    p.influence = 5
    cubes = sum(p.rubble.values())
    reis = p.reis
    wigs = [s.wigs for s in st.seats]
    _visit(st, PURPLE, "BL13")
    pick_plan(st, "SP1")
    act(st, "site.N_YELLOW")
    _open_first_pb(st)
    assert sum(p.rubble.values()) == cubes + 2 and p.goods["GOLD"] == 1
    assert official_count(st, PURPLE) == 8 and p.reis == reis  # both returned, none hired
    assert p.done_plans == ["SP1"] and st.pb_available["ARCH_BLUE"] == nxt
    gained = [s.wigs - w for s, w in zip(st.seats, wigs)]
    assert gained[PURPLE] == 7 and gained[YELLOW] == 4 and gained[GREEN] == 3


def test_t27_officials_first_then_hire_the_missing_ones() -> None:
    st = new()
    st.treasury = 5
    o = st.seats[ORANGE]
    o.plans = ["PL04"]  # blue architect, 3 Officials
    assert data.PLAN["PL04"].officials == 3
    st.courtyards["MAIA"].append(ORANGE)  # 1 in an office (POMBAL), 1 in a courtyard
    o.reis, o.influence = 10, 5
    _visit(st, ORANGE, "BL13")
    pick_plan(st, "PL04")
    act(st, keys(st)[0])  # a site
    _open_first_pb(st)
    assert official_count(st, ORANGE) == 8 and o.reis == 5


def test_t28_end_of_period_1_after_a_join() -> None:
    st = new()
    g, p, y, o = st.seats
    sets(st, GREEN, 1)
    g.rubble = {"EARTHQUAKE": 2, "FIRE": 2, "TSUNAMI": 1}
    sets(st, PURPLE, 1)
    g.favors = ["KING"]
    g.influence = 10
    for sid in st.site_rubble:
        st.site_rubble[sid] = ["TSUNAMI", "TSUNAMI"]
    g.hand = ["BL11", "BL13", "BL16", "BL01", "BL06"]  # KING +CLOTH, KING +GOLD, Treasury
    p.hand = ["RE11", "BL07", "BL02", "BL03", "BL17"]  # KING, POMBAL, MAIA +PLAN, MAIA +GOLD
    o.hand = ["BL04", "BL05", "BL08", "BL09", "BL10"]
    turn_of(st, YELLOW)
    y.hand = ["RE13", "BL18", "BL19", "BL20", "BL21"]
    y.influence = 10
    act(st, "visit.RE13")
    if kind(st) == "visit_state_action":
        act(st, "skip")
    _open_first_pb(st)
    assert kind(st) == "join" and who(st) == GREEN
    act(st, "join")
    while kind(st) == "visit_payment":
        act(st, keys(st)[0])
    act(st, "ja.OPEN_PUBLIC_BUILDING")
    _open_first_pb(st)
    assert g.sets == 2 and st.period_due == GREEN
    assert kind(st) == "draw" and who(st) == YELLOW  # the visitor's turn goes on
    wigs = [s.wigs for s in st.seats]
    draw(st)
    assert [s.wigs - w for s, w in zip(st.seats, wigs)] == [6, 3, 0, 0]
    assert kind(st) == "period_discard" and who(st) == GREEN  # Green caused it: she discards first
    for c in ("BL11", "BL13", "BL16"):
        act(st, "pd." + c)
    act(st, "done")
    assert sorted(keys(st)) == ["prw.0", "prw.1"]  # one KING reward of the two
    gold = g.goods["GOLD"]
    act(st, "prw.1")
    assert g.goods["GOLD"] == min(economy.storage(g), gold + 1)
    assert who(st) == PURPLE
    goods(st, PURPLE)
    reis = p.reis
    for c in ("RE11", "BL07", "BL02", "BL03"):
        act(st, "pd." + c)
    act(st, "done")
    assert kind(st) == "period_reward" and who(st) == PURPLE  # only one of the two MAIA rewards
    act(st, "prw.1")  # BL03's gold
    assert p.reis == reis + 3 and p.goods == {"GOLD": 1, "CLOTH": 1, "BOOKS": 0, "TOOLS": 0}
    assert who(st) == YELLOW
    before = (y.reis, dict(y.goods), list(y.plans), y.wigs, y.influence)
    act(st, "pd.BL18")
    act(st, "pd.BL19")
    act(st, "done")
    assert (y.reis, y.goods, y.plans, y.wigs, y.influence) == before  # Treasury cards give nothing
    assert who(st) == ORANGE
    act(st, "done")
    assert st.period == 2 and all(len(s.hand) == 5 for s in st.seats)
    assert st.active == ORANGE and kind(st) == "main"  # the player after Yellow starts period 2


def test_t29_game_end_finishes_the_round_then_one_more() -> None:
    st = new()
    st.period, st.start = 2, YELLOW
    o = st.seats[ORANGE]
    o.rubble = {"EARTHQUAKE": 3, "FIRE": 4, "TSUNAMI": 4}
    o.sets = 3
    st.reserve = ["EARTHQUAKE"]
    turn_of(st, ORANGE)
    hand(st, ORANGE, "RE03", "BL01", "BL02", "BL06", "BL07")  # +RUBBLE: the 4th set
    act(st, "folio.RE03")
    assert o.sets == 4 and st.end_due
    finish_turn(st)
    order = []
    while st.phase != "over":
        order.append(st.active)
        finish_turn(st)
    assert order == [GREEN, PURPLE, YELLOW, ORANGE, GREEN, PURPLE]


# --- T40-T44: derived checks (PROPOSED data) -------------------------------------------------------------
def test_t40_negative_treasury_influence_floors_the_visit_cost_at_0() -> None:
    st = new()
    st.treasury = 6
    st.offices["KING"] = [PURPLE]
    assert economy.treasury_influence(st) == -2 and economy.visit_cost(st, GREEN, "KING") == 0
    g = st.seats[GREEN]
    g.influence = 3
    _visit(st, GREEN, "BL13")
    assert g.influence == 3


def test_t41_hiring_into_a_full_office_displaces_the_majority() -> None:
    st = new()
    y = st.seats[YELLOW]
    turn_of(st, YELLOW)
    st.offices["MAIA"] = [ORANGE, ORANGE, ORANGE, GREEN, GREEN, PURPLE]
    goods(st, YELLOW, TOOLS=1)
    hand(st, YELLOW, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.HIRE_OFFICIALS.TOOLS")
    act(st, "hire.MAIA.KING")
    assert sorted(st.offices["MAIA"]) == sorted([ORANGE, ORANGE, GREEN, GREEN, PURPLE, YELLOW])
    assert st.courtyards["MAIA"] == [ORANGE] and y.goods["TOOLS"] == 0


def test_t41_variant_a_three_way_tie_sends_one_of_each() -> None:
    st = new()
    turn_of(st, YELLOW)
    st.offices["MAIA"] = [ORANGE, ORANGE, GREEN, GREEN, PURPLE, PURPLE]
    goods(st, YELLOW, TOOLS=1)
    hand(st, YELLOW, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.HIRE_OFFICIALS.TOOLS")
    act(st, "hire.MAIA.KING")
    assert sorted(st.offices["MAIA"]) == sorted([ORANGE, GREEN, PURPLE, YELLOW])  # 2 spaces stay empty
    assert sorted(st.courtyards["MAIA"]) == sorted([ORANGE, GREEN, PURPLE])


def test_t42_cardinal_passing_the_symbols() -> None:
    st = new()
    turn_of(st, GREEN)
    st.cardinal = "K5"
    goods(st, GREEN, CLOTH=2)
    hand(st, GREEN, "BL17")
    act(st, "folio.BL17")
    sell_or_trade(st, "trade")
    act(st, "trade.MEET_CARDINAL.CLOTH")
    act(st, next(k for k in keys(st) if k.startswith("card.2.")))
    assert st.cardinal == "K1" and st.church_due
    st2 = new()
    st2.cardinal = "K2"
    goods(st2, GREEN, CLOTH=1)
    hand(st2, GREEN, "BL17")
    act(st2, "folio.BL17")
    treasury = st2.treasury
    sell_or_trade(st2, "trade")
    act(st2, "trade.MEET_CARDINAL.CLOTH")
    act(st2, next(k for k in keys(st2) if k.startswith("card.1.")))
    assert st2.cardinal == "K3" and st2.treasury == treasury + 1 and not st2.church_due


def test_t43_a_fifth_set_raises_storage_but_not_the_portfolio() -> None:
    st = new()
    g = st.seats[GREEN]
    st.period = 2
    g.rubble = {"EARTHQUAKE": 4, "FIRE": 5, "TSUNAMI": 5}
    g.sets = 4
    assert economy.portfolio_capacity(g) == 6
    st.reserve = ["EARTHQUAKE"]
    hand(st, GREEN, "RE03")
    act(st, "folio.RE03")
    assert g.sets == 5 and economy.storage(g) == 7 and economy.portfolio_capacity(g) == 6


def test_t44_building_a_ship_reaches_10_influence_and_a_wig() -> None:
    st = new()
    y = st.seats[YELLOW]
    turn_of(st, YELLOW)
    sets(st, YELLOW, 1)
    y.top = ["BL03", "SHIP1_1", None]
    st.shipyard = ["SHIP2_1"]
    y.influence, y.wigs = 9, 5
    goods(st, YELLOW, GOLD=1, CLOTH=1)
    treasury = st.treasury
    hand(st, YELLOW, "BL18")  # Treasury card: event EV_SHIP
    act(st, "event.BL18")
    while kind(st) == "pay":
        act(st, keys(st)[0])
    act(st, "ship.n.GC")
    assert y.top == ["BL03", "SHIP1_1", "SHIP2_1"]
    assert y.influence == 10 and y.wigs == 6 and st.treasury == treasury + 1
    assert economy.standard_gain_amount(y) == 8
