"""Pairing a tournament round: who sits at which table (pure: players in, tables out).

* **Table sizes** (:func:`table_sizes`): as many tables of ``seats`` as the count allows; when it does
  not divide, the tables are made one seat smaller (sizes differ by one at most: 10 players at
  four-seat tables play 4 + 3 + 3) as long as the smallest still seats the game's minimum; else the
  count is rounded down to full tables and the players left over get a **bye** (two-seat tables with
  an odd count: one bye).
* **Swiss** (:func:`swiss`): the players in standing order (best first) are seated table by table from
  the top: each table takes the best player left and then, going down the standings, the next players
  who have met nobody at it yet — so a table holds a same-score group where it can and floats the
  fewest places down where it cannot. When the bottom tables would have to repeat a meeting, the
  seating backs up (a search of at most :data:`SEARCH_STEPS` steps, preferring players closer in the
  standings) until no table repeats one; only when no such seating is found in that budget does the
  greedy seating stand, with swaps between nearby tables while they lower the repeats. Byes go to the
  lowest-standing players who have not had one.
* **Round robin** (:func:`round_robin`): two seats: the circle method (everyone meets everyone once in
  ``n - 1`` rounds, ``n`` with an odd count, each player one bye); more seats: the Swiss seating over
  the seed order turned a step each round, so players meet as many new opponents as the seating finds.
* **Knockout** (:func:`knockout`): the players still in, by seed, dealt over the tables in a snake
  (seeds 1..T to tables 1..T, then back), so the best seeds meet last; byes go to the best seeds.

Every function is deterministic for the same input: the round's pairing is computed once and stored.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Hashable, Sequence, TypeVar

P = TypeVar("P", bound=Hashable)

SEARCH_STEPS = 50_000  # candidates the search for a round without repeats looks at before it settles
SWAP_WINDOW = 3  # tables this far apart in the standings may swap players to avoid a repeat
SWAP_PASSES = 8  # rounds of swapping at most (each pass looks at every pair of nearby tables)


@dataclass(frozen=True, slots=True)
class Pairing:
    """One round: the tables (players in seat-draw order) and the byes."""

    tables: list[list] = field(default_factory=list)
    byes: list = field(default_factory=list)

    def repeats(self, met: dict) -> int:
        """Meetings at these tables that already happened (``met``: player -> players met)."""
        return sum(_repeats_at(t, met) for t in self.tables)


def table_sizes(players: int, seats: int, min_seats: int = 2) -> tuple[list[int], int]:
    """(table sizes, byes) for ``players`` at tables of ``seats`` (never below ``min_seats``)."""
    if players <= 0:
        return [], 0
    tables = math.ceil(players / seats)
    base, extra = divmod(players, tables)
    if base >= min_seats:
        return [base + 1] * extra + [base] * (tables - extra), 0
    full, left = divmod(players, seats)
    if left >= min_seats:
        return [seats] * full + [left], 0
    return [seats] * full, left


def _repeats_at(table: Sequence, met: dict) -> int:
    return sum(1 for i, a in enumerate(table) for b in table[i + 1 :] if b in met.get(a, ()))


def _met_with(player, table: Sequence, met: dict) -> int:
    seen = met.get(player, ())
    return sum(1 for other in table if other in seen)


def _seat_down(order: list, sizes: list[int], met: dict) -> list[list]:
    """The greedy seating: each table the best player left, then the closest players below who met
    nobody there (else the fewest there)."""
    left = list(order)
    tables = []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            best_i, best_cost = 0, None
            for i, candidate in enumerate(left):
                cost = _met_with(candidate, table, met)
                if best_cost is None or cost < best_cost:
                    best_i, best_cost = i, cost
                    if cost == 0:
                        break
            table.append(left.pop(best_i))
        tables.append(table)
    return tables


def _search(order: list, sizes: list[int], met: dict) -> list[list] | None:
    """A seating with no repeated meeting, tables filled from the top with the first players in standing
    order that fit (depth first, backing up when the players left cannot fill a table); None when none
    is found within :data:`SEARCH_STEPS`."""
    tables: list[list] = []
    used = [False] * len(order)
    steps = 0

    def fill(t: int, start: int) -> bool:
        nonlocal steps
        if t == len(sizes):
            return True
        table = tables[t]
        if len(table) == sizes[t]:
            if t + 1 == len(sizes):
                return True  # every table seated
            tables.append([])
            if fill(t + 1, 0):
                return True
            tables.pop()
            return False
        if not table:  # a table's head: the best player left
            head = used.index(False)
            used[head] = True
            table.append(order[head])
            if fill(t, head + 1):
                return True
            table.pop()
            used[head] = False
            return False
        for i in range(start, len(order)):
            if used[i]:
                continue
            steps += 1  # every candidate looked at counts: the search's cost is bounded, whoever met whom
            if steps > SEARCH_STEPS:
                return False
            if _met_with(order[i], table, met):
                continue
            used[i] = True
            table.append(order[i])
            if fill(t, i + 1):
                return True
            table.pop()
            used[i] = False
        return False

    tables.append([])
    return tables if sizes and fill(0, 0) else None  # (the tables are filled in place: each ends its size)


def _swap_repeats_away(tables: list[list], met: dict) -> None:
    """Swap players between tables at most :data:`SWAP_WINDOW` apart while it lowers the repeats."""
    for _ in range(SWAP_PASSES):
        improved = False
        for i, a in enumerate(tables):
            if _repeats_at(a, met) == 0:
                continue
            for j in range(max(0, i - SWAP_WINDOW), min(len(tables), i + SWAP_WINDOW + 1)):
                if j == i:
                    continue
                b = tables[j]
                before = _repeats_at(a, met) + _repeats_at(b, met)
                done = False
                for x in range(len(a)):
                    for y in range(len(b)):
                        a[x], b[y] = b[y], a[x]
                        if _repeats_at(a, met) + _repeats_at(b, met) < before:
                            improved = done = True
                            break
                        a[x], b[y] = b[y], a[x]
                    if done:
                        break
                if _repeats_at(a, met) == 0:
                    break
        if not improved:
            return


def swiss(
    order: Sequence[P],
    seats: int,
    met: dict[P, set[P]],
    had_bye: set[P] | frozenset = frozenset(),
    min_seats: int = 2,
) -> Pairing:
    """A Swiss round for ``order`` (the standings, best first): see the module docstring."""
    sizes, bye_count = table_sizes(len(order), seats, min_seats)
    rest = list(order)
    byes: list = []
    for _ in range(bye_count):  # the lowest standing without a bye yet (everyone had one: the lowest)
        pick = next((p for p in reversed(rest) if p not in had_bye), rest[-1])
        rest.remove(pick)
        byes.append(pick)
    sizes = sorted(sizes, reverse=True)
    tables = _seat_down(rest, sizes, met)
    if sum(_repeats_at(t, met) for t in tables):
        tables = _search(rest, sizes, met) or tables
        _swap_repeats_away(tables, met)
    return Pairing(tables, byes)


def round_robin_rounds(players: int, seats: int) -> int:
    """The rounds a round robin takes: ``n - 1`` (an odd count: ``n``) at two seats, else as many as
    it takes each player to meet ``n - 1`` others ``seats - 1`` at a time."""
    if players < 2:
        return 0
    if seats == 2:
        return players - 1 if players % 2 == 0 else players
    return math.ceil((players - 1) / (seats - 1))


def circle(seed_order: Sequence[P], round_no: int) -> Pairing:
    """Round ``round_no`` (1-based) of the circle method over ``seed_order``: pairs, and the bye of an
    odd count (the player facing the empty place)."""
    ring: list = list(seed_order) + ([None] if len(seed_order) % 2 else [])
    n = len(ring)
    if n < 2:
        return Pairing([], [p for p in ring if p is not None])
    turn = (round_no - 1) % (n - 1)
    others = ring[1:]
    others = others[-turn:] + others[:-turn] if turn else others
    arranged = [ring[0], *others]
    tables, byes = [], []
    for i in range(n // 2):
        a, b = arranged[i], arranged[n - 1 - i]
        if a is None or b is None:
            byes.append(b if a is None else a)
        else:
            tables.append([a, b])
    return Pairing(tables, byes)


def round_robin(
    seed_order: Sequence[P], seats: int, round_no: int, met: dict[P, set[P]], min_seats: int = 2
) -> Pairing:
    """Round ``round_no`` of a round robin: see the module docstring."""
    if seats == 2:
        return circle(seed_order, round_no)
    order = list(seed_order)
    turn = (round_no - 1) % max(1, len(order))
    turned = order[turn:] + order[:turn]
    return swiss(turned, seats, met, min_seats=min_seats)


def knockout(alive_by_seed: Sequence[P], seats: int, min_seats: int = 2) -> Pairing:
    """A knockout round: the players still in (best seed first) snaked over the tables; byes to the best
    seeds when the count leaves players over."""
    sizes, bye_count = table_sizes(len(alive_by_seed), seats, min_seats)
    byes = list(alive_by_seed[:bye_count])
    rest = list(alive_by_seed[bye_count:])
    tables: list[list] = [[] for _ in sizes]
    for i, p in enumerate(rest):  # rows of len(tables), every other row backwards
        row, col = divmod(i, len(tables))
        tables[col if row % 2 == 0 else len(tables) - 1 - col].append(p)
    return Pairing(tables, byes)


def knockout_rounds(players: int, seats: int, min_seats: int = 2) -> int:
    """How many rounds a knockout of ``players`` takes until one is left."""
    rounds = 0
    while players > 1:
        sizes, byes = table_sizes(players, seats, min_seats)
        players = len(sizes) + byes
        rounds += 1
    return rounds
