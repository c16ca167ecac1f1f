"""Every card of the 120 works as its data says: one test per distinct card (an office per colour, a
warehouse per good), each checking the effect through the game's own actions."""

from __future__ import annotations

import pytest

from engine.macao.data import CARDS, COLOURS, PORTS
from engine.macao.scoring import end_card_points, final
from engine.macao.wall import wall_cost

from .helpers import act, go, keys, new, offered, supply, turn_of

DISTINCT: dict[str, str] = {}
for _cid, _c in CARDS.items():
    DISTINCT.setdefault(_c.name + ("_" + _c.colour if _c.colour else "") + ("_" + _c.good if _c.good else ""), _cid)

OR = 0


def _pay_supply(pay) -> str:
    rule, n = pay
    if rule == "cubes":
        return " + ".join(f"{k} {c}" for c, k in n)
    if rule == "one_colour" or rule == "any":
        return f"{n} red"
    if rule == "different":
        return " + ".join(f"1 {c}" for c in COLOURS[:n])
    return ""


def _finish_frames(st):
    """Answer what a card use asks afterwards: the first payment, the first colour offered."""
    for _ in range(10):
        if not st.stack:
            return
        act(st, keys(st)[0])


def check_exchange(cid):
    c = CARDS[cid]
    pay = c.param("pay")
    uses = c.param("uses", 1)
    cubes_in = _pay_supply(pay)
    gold0 = 10
    spare = " + ".join([cubes_in] * uses) if cubes_in else ""
    st = turn_of(new(2), OR, _merge(spare), gold=gold0, active=[cid])
    pp0, sup0 = st.seats[OR].pp, sum(supply(st, OR))
    for i in range(uses):
        assert "use." + cid in keys(st), f"use {i + 1} of {uses}"
        act(st, "use." + cid)
        _finish_frames(st)
    assert "use." + cid not in keys(st)  # the round's uses are spent
    s = st.seats[OR]
    paid_gold = pay[1] * uses if pay[0] == "gold" else 0
    assert s.gold == gold0 - paid_gold + c.param("gold", 0) * uses
    assert s.pp == pp0 + c.param("pp", 0) * uses
    paid_cubes = 0 if pay[0] in ("gold", "none") else (sum(k for _, k in pay[1]) if pay[0] == "cubes" else pay[1])
    gained = c.param("cube", 0) + (1 if c.param("swap") else 0)
    assert sum(supply(st, OR)) == sup0 - (paid_cubes - gained) * uses


def _merge(text: str) -> str:
    counts: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split("+"))):
        n, colour = part.split()
        counts[colour] = counts.get(colour, 0) + int(n)
    return " + ".join(f"{n} {c}" for c, n in counts.items())


def check_income(cid):
    c = CARDS[cid]
    st = new(2, seed=3)
    while st.phase != "draft":
        act(st, keys(st)[0])
    last = st.queue[-1]
    st.seats[last].active.append(cid)
    gold, pp = st.seats[last].gold, st.seats[last].pp
    act(st, keys(st)[0])
    act(st, keys(st)[0])
    assert st.phase == "dice"
    assert st.seats[last].gold == gold + c.param("gold", 0) and st.seats[last].pp == pp + c.param("pp", 0)


def _at_dice(cid, dice):
    st = new(2, seed=4)
    while st.phase != "dice":
        act(st, keys(st)[0])
    seat = st.queue[0]
    st.seats[seat].active.append(cid)
    st.dice = list(dice)
    for s in st.seats:
        s.rose = [[0] * 6 for _ in range(7)]
    return st, seat


def check_die_trigger(cid):
    c = CARDS[cid]
    colour, values = c.param("colour"), c.param("values")
    if colour is not None:
        d = COLOURS.index(colour)
        dice = [2] * 6
        other = (d + 1) % 6
    else:
        dice = [values[0]] * 6
        d, other = 0, 1
        dice[other] = next(x for x in range(1, 7) if x not in values)
    st, seat = _at_dice(cid, dice)
    gold = st.seats[seat].gold
    i, j = sorted((d, other))
    act(st, f"dice.{i}.{j}", seat=seat)
    face = dice[d]
    got = st.seats[seat].rose[face][d]
    assert got == dice[d] + c.param("cube", 0)
    assert st.seats[seat].gold == gold + c.param("gold", 0)


def check_die_shift(cid):
    st, seat = _at_dice(cid, [3, 4, 2, 2, 2, 2])
    act(st, "dice.0.1", seat=seat)
    assert set(keys(st, seat)) == {"shift.0.2", "shift.0.4", "shift.1.3", "shift.1.5", "noshift"}
    act(st, "shift.0.4", seat=seat)
    assert st.seats[seat].rose[4][0] == 3 and st.seats[seat].rose[3][0] == 0


def check_rose_aid(cid):
    st, seat = _at_dice(cid, [3] * 6)
    act(st, "dice.0.1", seat=seat)
    act(st, "dice.0.1")
    assert st.seats[seat].markers == 1  # the marker stands (C9)
    if st.active != seat:
        act(st, "pass")
    assert st.stack and st.stack[-1].k == "rose_aid"
    act(st, "gain.green", seat=seat)
    assert supply(st, seat)[2] == 1


def check_draft_decline(cid):
    st = new(2, seed=3)
    while st.phase != "draft":
        act(st, keys(st)[0])
    seat = st.active
    st.seats[seat].active.append(cid)
    assert "decline" in keys(st)
    gold, n = st.seats[seat].gold, len(st.seats[seat].tableau)
    act(st, "decline")
    assert st.seats[seat].gold == gold + CARDS[cid].param("gold") and len(st.seats[seat].tableau) == n


def check_joker_double(cid):
    st = turn_of(new(2), OR, active=[cid])
    st.seats[OR].jokers = 1
    act(st, "joker")
    act(st, "jk.gold")
    act(st, "jk.gold")
    assert st.seats[OR].gold == 5 + 6


def check_quarter(cid):
    c = CARDS[cid]
    if c.param("waive"):  # Carpenter: Q01 (1 red + 1 blue) with only 1 red
        st = turn_of(new(2), OR, "1 red", active=[cid])
        go(st, "q.Q01")
        assert st.owners["Q01"] == OR and supply(st, OR) == [0] * 6
    elif c.param("gold_for_cube"):  # Speculator: 2 gold for the missing blue
        st = turn_of(new(2), OR, "1 red", gold=5, active=[cid])
        go(st, "q.Q01")
        assert st.owners["Q01"] == OR and st.seats[OR].gold == 3
    elif c.param("extra_quarter"):
        st = turn_of(new(2), OR, "2 red + 2 blue + 1 green", active=[cid])
        go(st, "q.Q01")
        assert offered(st, "q.Q02") or offered(st, "q.Q07") or any(offered(st, "q." + q) for q in st.tiles)
    elif c.param("on_take_pp"):
        st = turn_of(new(2), OR, "1 red + 1 blue", active=[cid])
        pp = st.seats[OR].pp
        go(st, "q.Q01")
        assert st.seats[OR].pp == pp + c.param("on_take_pp")
    else:  # Fountain: a free wall step, the advance still open
        st = turn_of(new(2), OR, "1 red + 1 blue + 1 green", active=[cid])
        from engine.macao.wall import space_of

        here = space_of(st, OR)
        go(st, "q.Q01")
        assert space_of(st, OR) == here + 1 and "wall.1" in keys(st)


def check_wall_cost(cid):
    st = turn_of(new(2), OR, "9 red", active=[cid])
    if CARDS[cid].param("first_free"):
        assert [wall_cost(st, OR, k) for k in (1, 2, 3, 4)] == [0, 2, 4, 6]
    else:
        assert [wall_cost(st, OR, k) for k in (1, 2, 3, 4)] == [1, 2, 3, 4]


def check_wall(cid):
    from engine.macao.wall import space_of

    st = turn_of(new(2), OR, "4 red", active=[cid])
    here = space_of(st, OR)
    act(st, "wall.1")
    if CARDS[cid].param("extra_step"):
        assert space_of(st, OR) == here + 2
    else:
        assert any(k.startswith("wall.") for k in keys(st))  # a second advance


def check_ship(cid):
    c = CARDS[cid]
    st = turn_of(new(2), OR, "", active=[cid])
    if c.param("free_spaces"):
        far = "S2" if c.param("free_spaces") == 2 else "S1"
        assert offered(st, "to." + far) and not offered(st, "to.S3")
        go(st, "to." + far)
        assert st.seats[OR].ship == far and st.seats[OR].used[cid] == 1
    else:
        st = turn_of(new(2), OR, "2 red", active=[cid])
        go(st, "to.LIS")  # 4 spaces for 2 cubes
        assert st.seats[OR].ship == "LIS" and supply(st, OR) == [0] * 6


def check_delivery(cid):
    c = CARDS[cid]
    good = c.param("double") or "rice"
    port = next(p for p, d in PORTS.items() if good in d.demands)
    st = turn_of(new(2), OR, active=[cid])
    st.seats[OR].ship = port
    st.seats[OR].cargo = [good]
    st.ports[port] = [[1, good]]  # the best space is taken
    pp, gold = st.seats[OR].pp, st.seats[OR].gold
    act(st, "deliver." + good)
    second = PORTS[port].values[1]
    if c.param("double"):
        assert st.seats[OR].pp == pp + 2 * second
    elif c.param("flat_pp"):
        assert st.seats[OR].pp == pp + second + c.param("flat_pp")
    elif c.param("gold_per_tile"):
        assert st.seats[OR].pp == pp + second and st.seats[OR].gold == gold + c.param("gold_per_tile")
    else:  # Lighthouse: the port's top value
        assert st.seats[OR].pp == pp + PORTS[port].values[0]


def check_tribute(cid):
    c = CARDS[cid]
    st = turn_of(new(2), OR, "1 red", gold=10, active=[cid], tribute=(3, 6))
    act(st, "buy")
    s = st.seats[OR]
    if c.param("discount"):
        assert s.gold == 8 and s.pp == 6
    elif c.param("bonus_pp"):
        assert s.gold == 7 and s.pp == 8
    else:
        assert "buy" in keys(st)
        act(st, "buy")
        assert s.gold == 4 and s.pp == 12


def check_penalty(cid):
    c = CARDS[cid]
    if c.param("no_end_tableau"):
        st = new(2)
        st.seats[OR].active = [cid]
        st.seats[OR].tableau = ["B18", "B20"]
        final(st, [])
        assert st.seats[OR].final["tableau"] == 0
    else:
        st = turn_of(new(2), OR, "1 red", gold=5, active=[cid])
        st.seats[OR].markers = 2
        act(st, "use." + cid)
        assert st.seats[OR].markers == 1 and st.seats[OR].gold == 2 and "use." + cid not in keys(st)


def check_end(cid):
    c = CARDS[cid]
    st = new(3)
    s = st.seats[OR]
    s.active = [cid, "OR1", "OB1", "B03", "P03", "P10"]
    s.quarters = ["Q01", "Q02", "Q03", "Q05", "Q10"]  # groups 3 (Q01-Q03) and 1, 1; Q03, Q10 dark
    s.delivered = [["LIS", "rice"], ["LIS", "jade"], ["BAR", "rice"]]
    s.gold = 7
    st.wall = [[] for _ in range(16)]
    st.wall[9] = [OR]
    st.wall[2] = [1, 2]
    base = {"office": 2, "building": 1 + (c.type == "building"), "person": 2 + (c.type == "person")}
    f, pp = c.param("formula"), c.param("pp", 1)
    expected = {
        "flat": pp,
        "per_office": c.param("base", 0) + pp * (base["office"] + (c.type == "office")),
        "per_building": pp * base["building"],
        "per_person": pp * base["person"],
        "per_quarter": pp * 5,
        "per_dark_quarter": pp * 2,
        "chain_bonus": pp * 3,
        "second_chain": pp * 1,
        "per_delivery": pp * 3,
        "per_good_type": pp * 2,
        "per_port": pp * 2,
        "wall_half": 5,
        "per_behind": pp * 2,
        "gold_half": 3,
    }[f]
    assert end_card_points(st, OR, c) == expected


CHECKS = {
    "exchange": check_exchange,
    "income": check_income,
    "die_trigger": check_die_trigger,
    "die_shift": check_die_shift,
    "rose_aid": check_rose_aid,
    "draft_decline": check_draft_decline,
    "joker_double": check_joker_double,
    "quarter": check_quarter,
    "wall_cost": check_wall_cost,
    "wall": check_wall,
    "ship": check_ship,
    "delivery": check_delivery,
    "tribute": check_tribute,
    "penalty": check_penalty,
    "end": check_end,
}


@pytest.mark.parametrize("name", sorted(DISTINCT))
def test_each_card_works_as_its_data_says(name):
    cid = DISTINCT[name]
    CHECKS[CARDS[cid].kind](cid)


def test_every_card_kind_has_a_check():
    assert {c.kind for c in CARDS.values()} <= set(CHECKS)


def test_a_card_on_the_tableau_does_nothing_until_activated():
    st = turn_of(new(2), OR, "1 red + 1 blue", tableau=["P03"])  # Herald, not activated
    pp = st.seats[OR].pp
    go(st, "q.Q01")
    assert st.seats[OR].pp == pp


def test_an_activated_card_works_in_the_same_turn():
    st = turn_of(new(2), OR, "1 blue + 1 red + 1 red + 1 blue", tableau=["P03"])  # Herald: 1 red + 1 grey
    st.seats[OR].rose[0] = [2, 1, 0, 0, 1, 0]
    act(st, "act.P03")
    pp = st.seats[OR].pp
    go(st, "q.Q01")
    assert st.seats[OR].pp == pp + 2


def test_copies_are_offered_once_and_each_copy_has_its_own_use():
    st = turn_of(new(2), OR, "4 red", active=["B18", "B19"])  # two Markets
    assert [k for k in keys(st) if k.startswith("use.")] == ["use.B18"]
    act(st, "use.B18")
    assert [k for k in keys(st) if k.startswith("use.")] == ["use.B19"]
