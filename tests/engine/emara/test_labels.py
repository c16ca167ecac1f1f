"""Button labels and log lines tell the real effect: modifiers, discounts, advisors, plurals, income."""

from __future__ import annotations

import pytest

from engine.ai.random_ai import choose
from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.text import translate
from engine.emara import solo
from engine.emara.game import GAME

from .helpers import do, keys, move_to, neutral_event, new, place, play, stock


def label(st, key: str) -> str:
    assert key in keys(st), (key, keys(st))
    return translate(GAME.describe(st, st.active, Action.parse(key)))


def labels(st) -> dict[str, str]:
    return {k: label(st, k) for k in keys(st)}


def log(ev) -> list[str]:
    return [translate(e.msg) for e in ev]


# --- BP modifiers: An early winter, A long summer, the Toolmaker -----------------------------------
@pytest.mark.parametrize(
    "event, advisor, bp",
    [("early_winter", None, 4), ("long_summer", None, 7), ("fine_wool", "toolmaker", 7), ("fine_wool", None, 5)],
)
def test_castle_book_shows_the_bp_it_gives(event, advisor, bp):
    st = new(3)
    st.event = event
    if advisor:
        st.seats[st.active].advisors.append(advisor)
    stock(st, book=1)
    move_to(st, "castle")
    assert label(st, "bookbp") == f"📖 1 book → {bp} BP"
    before = st.seats[st.active].bp
    do(st, "bookbp")
    assert st.seats[st.active].bp - before == bp


def test_construction_site_deliveries_show_modified_bp():
    st = new(3)
    st.event = "early_winter"
    stock(st, stone=1, wood=3)
    move_to(st, "construction_site")
    cp = GAME.view(st, None).markers.stone.value
    assert label(st, "stone") == f"🪨 Deliver 1 stone → 4 BP + {cp} CP"
    assert label(st, "wood.1") == "🪵 Deliver 1 wood → 4 BP" and label(st, "wood.3") == "🪵 Deliver 3 wood → 9 BP"


def test_advisor_abilities_show_modified_bp():
    st = new(3)
    st.event = "long_summer"
    st.seats[st.active].advisors += ["bailiff", "landlord"]
    stock(st, ring=1, cloth=1)
    st.seats[st.active].cp = 3
    play(st, "wood")
    assert label(st, "bailiff") == "💍 Bailiff: 1 ring → 7 BP"
    assert label(st, "landlord") == "🏠 Landlord: 1 cloth + 1 CP → 7 BP"


def test_cashing_a_bp_favor_token_shows_the_bp_it_gives():
    st = new(3)
    st.event = "early_winter"
    st.seats[st.active].favors = ["castle_bp", "castle_cp"]
    move_to(st, "castle")
    assert label(st, "cash.castle_bp") == "Cash your 🏰 Castle favor token → +4 BP"
    assert label(st, "cash.castle_cp") == "Cash your 🏰 Castle favor token → +3 CP"


def test_new_lore_exchange_shows_the_toolmaker_bonus():
    st = new(3)
    st.event = "new_lore"
    st.phase = "end_of_round"
    st.seats[st.active].advisors.append("toolmaker")
    stock(st, book=1)
    assert label(st, "eor.book") == "📖 1 book → 7 BP"


# --- CP modifiers: events and advisors -------------------------------------------------------------
def test_gift_shows_ring_and_the_cp_of_event_and_mayoress():
    st = new(3)
    st.event = "gift_from_the_people"
    st.seats[st.active].advisors.append("mayoress")
    stock(st, grain=3)
    move_to(st, "castle")
    n = GAME.view(st, None).markers.gift["grain"].value
    noun = "🌾 grain"
    assert label(st, "gift.grain") == f"🎁 Gift {n} {noun} → 💍 ring, +5 CP"


def test_donation_shows_books_favor_and_event_cp():
    st = new(3)
    st.event = "pious_donation"
    st.seats[st.active].advisors.append("abbess")
    stock(st, wood=3)
    move_to(st, "cathedral")
    n = GAME.view(st, None).markers.donation["wood"].value
    assert label(st, "donate.wood") == f"🙏 Donate {n} 🪵 wood → 2 📖 books, favor draw, +3 CP"
    st2 = new(3)
    neutral_event(st2)
    stock(st2, wood=3)
    move_to(st2, "cathedral")
    assert label(st2, "donate.wood").endswith("→ 1 📖 book, favor draw")


def test_noble_rank_shows_cost_and_cp_with_the_event():
    st = new(3)
    st.event = "respected_at_court"
    stock(st, gold=1)
    play(st, "wood")
    top = st.nobility["baron"][0]
    assert label(st, "noble") == f"👑 Become Baron (1 🪙 gold) → +{top + 2} CP"
    st.seats[st.active].noble_rank = 1
    stock(st, gold=1, ring=1)
    assert label(st, "noble") == f"👑 Become Count (1 🪙 gold + 1 💍 signet ring) → +{st.nobility['count'][0] + 2} CP"


# --- discounted costs, the Scholar, what an advisor gives or does -----------------------------------
def test_card8_and_good_labour_discounts_are_in_the_labels():
    st = new(3)
    st.event = "good_labour_situation"
    place(st, st.active, 1, "market")
    stock(st, wood=5, stone=5, cloth=5, grain=5)
    move_to(st, "forest", 1, card="hire_recruit")
    do(st, "card")
    opts = labels(st)
    huts = [v for k, v in opts.items() if k.startswith("hut.")]
    advs = [v for k, v in opts.items() if k.startswith("adv.")]
    assert huts and all(", 1 less) → +1 CP" in h for h in huts)  # card 8: one less
    assert advs and all(", 2 less) → " in a for a in advs)  # card 8 + the event


def test_recruit_label_says_what_the_advisor_gives_or_does():
    st = new(3)
    neutral_event(st)
    place(st, st.active, 1, "market")
    st.advisors["market"] = ["master_of_coin", "baker"]
    stock(st, wood=5, stone=5, cloth=5, grain=5)
    play(st, "wood")
    do(st, "recruit")
    assert label(st, "adv.master_of_coin") == "Master of Coin (🪨 stone + 🧵 cloth + 🌾 grain) → +6 CP, +1 🪙 gold"
    assert label(st, "adv.baker") == "Baker (🌾 grain + 🪵 wood) → +3 CP; bakes bread"


def test_scholar_costs_are_any_resources():
    st = new(3)
    neutral_event(st)
    st.seats[st.active].advisors.append("scholar")
    stock(st, wood=5)
    move_to(st, "forest", 1)
    do(st, "hire")
    assert all("(2 resources of any kind) → +1 CP" in v for v in labels(st).values())


def test_carpenter_bp_at_once_follows_the_event():
    st = new(3)
    st.event = "early_winter"
    place(st, st.active, 1, "market")
    st.advisors["market"] = ["carpenter", None]
    stock(st, wood=5, stone=5, cloth=5, grain=5)
    play(st, "wood")
    do(st, "recruit")
    assert label(st, "adv.carpenter").endswith("→ +1 CP, +9 BP")


# --- "Take 1 more", income on arrival ---------------------------------------------------------------
def test_take_one_more_names_the_resource_and_the_craftsman():
    st = new(3)
    neutral_event(st)
    seat = st.active
    st.huts["forest"][0] = st.huts["forest"][1] = seat
    st.seats[seat].craftsmen_left = 2
    stock(st, grain=2)
    place(st, seat, 0, "quarry")
    ring = st.boards[0]
    steps = (ring.index("forest") - ring.index("quarry")) % 4
    play(st, "wood", steps)
    assert label(st, "move.0") == "🚶 Move %d to 🌲 Forest (+1 🪵 wood, 2 craftsmen there)" % steps
    do(st, "move.0")
    assert label(st, "craft.take") == "Craftsman 1/2: take 1 more 🪵 wood"
    assert label(st, "craft.bread") == "Craftsman 1/2: 🌾 1 grain → 🍞 1 bread"
    do(st, "craft.take")
    assert label(st, "craft.take") == "Craftsman 2/2: take 1 more 🪵 wood"


def test_income_on_arrival_is_in_the_log_and_forced_craftsmen_are_one_line():
    st = new(3)
    neutral_event(st)
    seat = st.active
    st.huts["forest"][0] = st.huts["forest"][1] = seat
    st.seats[seat].craftsmen_left = 2
    place(st, seat, 0, "quarry")
    ring = st.boards[0]
    steps = (ring.index("forest") - ring.index("quarry")) % 4
    play(st, "wood", steps)
    lines = log(do(st, "move.0"))  # no grain: both craftsmen take wood by themselves
    assert lines == [
        "Player %d: 🚶 Move %d to 🌲 Forest (+1 🪵 wood, 2 craftsmen there)" % (seat + 1, steps),
        "Player %d: 2 craftsmen add 2 🪵 wood at 🌲 Forest." % (seat + 1),
    ]
    assert st.seats[seat].stock["wood"] == 3


def test_one_craftsman_is_singular():
    st = new(3)
    neutral_event(st)
    seat = st.active
    st.huts["quarry"][0] = seat
    place(st, seat, 0, "forest")
    ring = st.boards[0]
    steps = (ring.index("quarry") - ring.index("forest")) % 4
    play(st, "wood", steps)
    assert label(st, "move.0").endswith("(+1 🪨 stone, 1 craftsman there)")
    assert log(do(st, "move.0"))[-1] == "Player %d: 1 craftsman adds 1 🪨 stone at ⛏️ Quarry." % (seat + 1)


# --- plurals ------------------------------------------------------------------------------------
def test_counted_nouns_agree_with_their_number():
    st = new(3)
    neutral_event(st)
    stock(st, book=2, wood=1)
    move_to(st, "market")
    assert label(st, "sell.1") == "📖 Sell 1 📖 book → 3 CP"
    assert label(st, "sell.2") == "📖 Sell 2 📖 books → 6 CP"
    assert label(st, "buy.1") == "🪙 Buy 1 gold for 1 resource of any kind"
    lines = [translate(m) for m in GAME.seat_lines(st, st.active)]
    assert lines[1] == "Stock: 1 🪵 wood, 2 📖 books"
    st2 = new(3)
    stock(st2, wood=3)
    play(st2, "gold_trade")
    assert label(st2, "gold.1") == "🪙 Trade 1 resource of any kind for 1 gold"
    assert label(st2, "gold.3") == "🪙 Trade 3 resources of any kind for 2 gold"


def test_rings_are_plural_in_stock_lines():
    st = new(3)
    stock(st, ring=2)
    assert "2 💍 signet rings" in translate(GAME.seat_lines(st, st.active)[1])
    stock(st, ring=1)
    assert "1 💍 signet ring" in translate(GAME.seat_lines(st, st.active)[1])


# --- no repeated sentences ------------------------------------------------------------------------
def test_victoria_log_lines_say_different_things():
    st = new(1)
    st.round = 2
    ev = []
    solo.victoria_steps(st, ev)
    lines = log(ev)
    assert len(set(lines)) == len(lines)
    assert lines[-1] == "Victoria: +14 CP this round, 14 CP in all."


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 5)])
def test_a_whole_game_log_has_no_line_twice_in_a_row(players, seed):
    st = GAME.setup(players, GAME.Options(), seed)
    rng = Rng.from_seed(seed)
    while GAME.decision(st) is not None:
        prev = None  # (one move's lines; two equal moves in a row, e.g. two exchanges, are two lines)
        for line in log(GAME.apply(st, st.active, choose(GAME, st, rng))):
            assert line != prev, line
            prev = line
