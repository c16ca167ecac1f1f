"""Pairing a round (bot/table/pairing.py) and scoring it (bot/table/standings.py), as pure functions."""

from __future__ import annotations

import itertools
import random

import pytest

from bot.table import pairing
from bot.table.standings import (
    ABANDONED,
    BYE,
    FINISHED,
    PLAYING,
    Entrant,
    Seat,
    TableOutcome,
    alive,
    met,
    place_points,
    standings,
)


@pytest.mark.parametrize(
    ("players", "seats", "sizes", "byes"),
    [
        (16, 4, [4, 4, 4, 4], 0),
        (10, 4, [4, 3, 3], 0),  # a smaller table rather than a bye
        (13, 4, [4, 3, 3, 3], 0),
        (5, 4, [3, 2], 0),
        (7, 3, [3, 2, 2], 0),
        (5, 2, [2, 2], 1),  # two seats, an odd count: one bye
        (3, 2, [2], 1),
        (1, 2, [], 1),
        (0, 4, [], 0),
    ],
)
def test_table_sizes_make_smaller_tables_before_byes(players, seats, sizes, byes):
    assert pairing.table_sizes(players, seats) == (sizes, byes)


def test_a_game_of_three_or_more_gets_byes_instead_of_tables_too_small():
    assert pairing.table_sizes(5, 4, min_seats=3) == ([4], 1)
    assert pairing.table_sizes(7, 4, min_seats=3) == ([4, 3], 0)


def _play(rng: random.Random, tables: list[list[int]], points: dict[int, int]) -> None:
    for table in tables:
        order = table[:]
        rng.shuffle(order)
        for place, player in enumerate(order):
            points[player] += (6, 4, 2, 0)[place] if len(table) == 4 else (6, 0)[place]


@pytest.mark.parametrize("seed", range(40))
def test_swiss_seats_same_scores_together_and_never_repeats_a_meeting_in_three_rounds(seed):
    rng = random.Random(seed)
    players = list(range(16))
    points = dict.fromkeys(players, 0)
    seen: dict[int, set[int]] = {p: set() for p in players}
    for _ in range(3):
        order = sorted(players, key=lambda p: (-points[p], p))
        p = pairing.swiss(order, 4, seen)
        assert p.byes == [] and sorted(x for t in p.tables for x in t) == players
        assert [len(t) for t in p.tables] == [4, 4, 4, 4]  # no empty or short table
        assert p.repeats(seen) == 0
        assert p.tables[0][0] == order[0]  # the leader heads the top table
        for t in p.tables:
            for a in t:
                seen[a] |= set(t) - {a}
        _play(rng, p.tables, points)


def test_swiss_first_round_is_the_seed_order_in_groups():
    p = pairing.swiss(list(range(8)), 4, {})
    assert p.tables == [[0, 1, 2, 3], [4, 5, 6, 7]]


def test_swiss_floats_a_player_down_rather_than_repeat():
    met_ = {0: {1}, 1: {0}}
    p = pairing.swiss([0, 1, 2, 3], 2, met_)
    assert p.tables == [[0, 2], [1, 3]] and p.repeats(met_) == 0


def test_swiss_backs_up_when_the_greedy_seating_would_repeat_at_the_bottom():
    met_ = {2: {3}, 3: {2}}  # the greedy seating ends with 2 and 3 together: the search seats 0-2, 1-3
    p = pairing.swiss([0, 1, 2, 3], 2, met_)
    assert p.tables == [[0, 2], [1, 3]] and p.byes == [] and p.repeats(met_) == 0
    pairs = {4: {5}, 5: {4}, 6: {7}, 7: {6}}  # the greedy bottom table would hold both pairs
    p = pairing.swiss(list(range(8)), 4, pairs)
    assert [len(t) for t in p.tables] == [4, 4] and p.repeats(pairs) == 0 and p.tables[0][0] == 0


def test_swiss_repeats_only_when_nothing_else_is_possible():
    everyone = {a: {b for b in range(4) if b != a} for a in range(4)}
    p = pairing.swiss([0, 1, 2, 3], 2, everyone)
    assert p.repeats(everyone) == 2 and len(p.tables) == 2


def test_the_swiss_bye_goes_to_the_lowest_player_without_one():
    p = pairing.swiss(list(range(5)), 2, {}, had_bye={4})
    assert p.byes == [3] and sorted(x for t in p.tables for x in t) == [0, 1, 2, 4]
    everyone_had = pairing.swiss(list(range(5)), 2, {}, had_bye=set(range(5)))
    assert everyone_had.byes == [4]


@pytest.mark.parametrize("n", [4, 6, 7, 10])
def test_a_two_seat_round_robin_meets_everyone_exactly_once(n):
    rounds = pairing.round_robin_rounds(n, 2)
    assert rounds == (n - 1 if n % 2 == 0 else n)
    pairs: list[frozenset] = []
    byes: list[int] = []
    for r in range(1, rounds + 1):
        p = pairing.round_robin(list(range(n)), 2, r, {})
        pairs += [frozenset(t) for t in p.tables]
        byes += p.byes
        assert sorted([x for t in p.tables for x in t] + p.byes) == list(range(n))
    assert sorted(pairs, key=sorted) == sorted((frozenset(c) for c in itertools.combinations(range(n), 2)), key=sorted)
    assert sorted(byes) == (list(range(n)) if n % 2 else [])  # an odd count: each player one bye


def test_a_four_seat_round_robin_meets_everyone_in_its_rounds():
    n, seats = 16, 4
    rounds = pairing.round_robin_rounds(n, seats)
    assert rounds == 5
    seen: dict[int, set[int]] = {p: set() for p in range(n)}
    for r in range(1, rounds + 1):
        p = pairing.round_robin(list(range(n)), seats, r, seen)
        for t in p.tables:
            for a in t:
                seen[a] |= set(t) - {a}
    assert min(len(s) for s in seen.values()) >= 12  # at least 12 of 15 opponents met in five rounds


def test_knockout_snakes_the_seeds_and_gives_the_best_seeds_the_byes():
    assert pairing.knockout(list(range(1, 9)), 2).tables == [[1, 8], [2, 7], [3, 6], [4, 5]]
    five = pairing.knockout(list(range(1, 6)), 2)
    assert five.byes == [1] and five.tables == [[2, 5], [3, 4]]
    assert pairing.knockout(list(range(1, 17)), 4).tables[0] == [1, 8, 9, 16]
    assert [pairing.knockout_rounds(n, 2) for n in (2, 5, 8, 9)] == [1, 3, 3, 4]
    assert pairing.knockout_rounds(16, 4) == 2


def _entrants(n: int) -> list[Entrant]:
    return [Entrant(u, f"P{u}", u) for u in range(1, n + 1)]


def test_points_per_place_and_the_stated_tie_breaks():
    assert [place_points(r, 4) for r in (1, 2, 3, 4)] == [6, 4, 2, 0]
    assert [place_points(r, 3) for r in (1, 2, 3)] == [6, 3, 0]
    tables = [
        TableOutcome(1, 1, FINISHED, (Seat(1, 1, 50), Seat(2, 2, 40), Seat(3, 3, 30), Seat(4, 4, 20))),
        TableOutcome(1, 2, FINISHED, (Seat(5, 1, 45), Seat(6, 1, 45), Seat(7, 3, 10))),  # a shared first place
        TableOutcome(1, 3, BYE, (Seat(8),)),
    ]
    rows = standings(_entrants(8), tables)
    points = {r.user_id: r.points for r in rows}
    assert points == {1: 6, 2: 4, 3: 2, 4: 0, 5: 6, 6: 6, 7: 0, 8: 3}
    # 6 points each and Buchholz 6 each (4 + 2 + 0; 6 + 0): the total score puts 1 (50) before 5 and 6 (45),
    # whose seeds then break their tie
    assert [r.user_id for r in rows[:4]] == [1, 5, 6, 2]
    assert [r.buchholz for r in rows[:3]] == [6, 6, 6]
    assert rows[1].results == ["1/3"] and rows[-1].results == ["3/3"]
    bye = next(r for r in rows if r.user_id == 8)
    assert bye.results == ["bye"] and bye.byes == 1 and bye.played == 0


def test_equal_points_buchholz_and_score_fall_back_to_the_seed():
    tables = [
        TableOutcome(1, 1, FINISHED, (Seat(2, 1, 10), Seat(3, 2, 5))),
        TableOutcome(1, 2, FINISHED, (Seat(1, 1, 10), Seat(4, 2, 5))),
    ]
    assert [r.user_id for r in standings(_entrants(4), tables)] == [1, 2, 3, 4]


def test_abandoned_and_running_tables_count_as_stated():
    tables = [
        TableOutcome(1, 1, ABANDONED, (Seat(1), Seat(2))),
        TableOutcome(1, 2, PLAYING, (Seat(3), Seat(4))),
    ]
    rows = {r.user_id: r for r in standings(_entrants(4), tables)}
    assert (rows[1].points, rows[1].played, rows[1].results) == (3, 1, ["—"])
    assert (rows[3].points, rows[3].played, rows[3].results) == (0, 0, ["…"])
    assert met(tables)[3] == {4}


def test_a_knockout_table_sends_its_winner_on_the_better_seed_breaking_a_tie():
    ent = _entrants(4)
    tables = [
        TableOutcome(1, 1, FINISHED, (Seat(4, 1, 9), Seat(1, 2, 7))),  # the fourth seed beat the first
        TableOutcome(1, 2, FINISHED, (Seat(3, 1, 9), Seat(2, 1, 9))),  # a tie at the top: seed 2 goes on
    ]
    assert alive(ent, tables) == [2, 4]
    rows = standings(ent, tables, knockout=True)
    assert {r.user_id for r in rows[:2]} == {2, 4} and all(r.out_in == 1 for r in rows[2:])
    abandoned = [TableOutcome(1, 1, ABANDONED, (Seat(3), Seat(2)))]
    assert alive(_entrants(3), abandoned) == [2]


def test_the_pairing_benchmark_prints_its_table(capsys):
    from bot.bench.pairing import main

    assert main(["--players", "8", "--seats", "2,4", "--rounds", "2", "--runs", "1"]) == 0
    out = capsys.readouterr().out
    assert "Swiss round" in out and "slowest Swiss round" in out and len(out.splitlines()) == 5


@pytest.mark.parametrize("seed", range(60))
def test_every_pairing_seats_each_player_once_at_tables_of_the_stated_sizes(seed):
    """Random fields and histories (many meetings: the search and the swaps run): the round is always a
    partition of the field into the stated table sizes and byes."""
    rng = random.Random(seed)
    n, seats = rng.randint(2, 40), rng.choice((2, 3, 4))
    field = list(range(n))
    seen: dict[int, set[int]] = {p: set() for p in field}
    for p in field:
        for q in rng.sample(field, min(n, rng.randint(0, n))):
            if q != p:
                seen[p].add(q)
                seen[q].add(p)
    sizes, byes = pairing.table_sizes(n, seats)
    for got in (
        pairing.swiss(rng.sample(field, n), seats, seen),
        pairing.round_robin(field, seats, rng.randint(1, 9), seen),
        pairing.knockout(field, seats),
    ):
        placed = [x for t in got.tables for x in t] + list(got.byes)
        assert sorted(placed) == field
        assert all(len(t) >= 2 for t in got.tables)
    swiss = pairing.swiss(field, seats, seen)
    assert sorted(len(t) for t in swiss.tables) == sorted(sizes) and len(swiss.byes) == byes
