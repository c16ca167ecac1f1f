"""A tournament's standings from its tables (pure: the tables' outcomes in, the ordered standings out).

**Points per place** (:data:`PLACE_POINTS`, PROPOSED): a table's winner scores 6 whatever its size, the
last 0, the places between evenly spaced (four seats 6 / 4 / 2 / 0, three 6 / 3 / 0, two 6 / 0), so a
smaller table neither helps nor hurts. Seats the game ranks equal share the best of their places'
points. A **bye** scores :data:`BYE_POINTS` (3: the middle of a table). An **abandoned table** (ended
with ``/game abandon``) counts as played and every seat at it scores the bye's points: its players did
not lose it at the board. A table still running counts nothing yet.

**Tie-breaks**, in order: points, then **Buchholz** (the sum of the points, now, of every opponent met,
once per table shared), then the **total score** of the games played (the games' own points), then the
**seed** (1 = best: the rating on the server when the tournament started, then sign-up order).

**Knockout**: a table's winner goes on (the game's own ranking; seats ranked equal first: the better
seed; an abandoned table: its best seed), a bye goes on; the standings order the players by the round
they reached, then as above, so the champion is first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

PLACE_POINTS: dict[int, tuple[int, ...]] = {  # table size -> points for places 1, 2, ... (PROPOSED)
    2: (6, 0),
    3: (6, 3, 0),
    4: (6, 4, 2, 0),
}
BYE_POINTS = 3  # a bye, and each seat of an abandoned table (PROPOSED: the middle of a table)

PLAYING, FINISHED, ABANDONED, BYE = "playing", "finished", "abandoned", "bye"


@dataclass(frozen=True, slots=True)
class Seat:
    user_id: int
    rank: int | None = None  # the game's final rank (None: not finished)
    score: int = 0


@dataclass(frozen=True, slots=True)
class TableOutcome:
    """One table of a round as the standings see it (a bye is a table of one, ``state`` BYE)."""

    round: int
    table_no: int
    state: str  # PLAYING | FINISHED | ABANDONED | BYE
    seats: tuple[Seat, ...]
    game_id: int | None = None


@dataclass(frozen=True, slots=True)
class Entrant:
    user_id: int
    name: str
    seed: int


@dataclass(slots=True)
class Standing:
    user_id: int
    name: str
    seed: int
    place: int = 0
    points: float = 0
    buchholz: float = 0
    score: int = 0
    played: int = 0
    byes: int = 0
    out_in: int | None = None  # knockout: the round this player went out in (None: still in)
    results: list[str] = field(default_factory=list)  # per round: "1/4", "bye", "—" (abandoned), "…"


def place_points(rank: int, size: int) -> int:
    """Points of finishing ``rank`` (1-based) at a table of ``size``."""
    table = PLACE_POINTS.get(size)
    if table is None:  # a size the data table lacks: evenly spaced from 6 to 0
        return round(6 * (size - rank) / max(1, size - 1))
    return table[min(rank, size) - 1]


def winner(outcome: TableOutcome, seeds: dict[int, int]) -> int | None:
    """The player who goes on from a knockout table (None while it is played)."""
    if outcome.state == BYE:
        return outcome.seats[0].user_id
    if outcome.state == ABANDONED:
        return min((s.user_id for s in outcome.seats), key=lambda u: seeds.get(u, 10**9))
    if outcome.state != FINISHED:
        return None
    best = min(s.rank or 10**9 for s in outcome.seats)
    return min((s.user_id for s in outcome.seats if s.rank == best), key=lambda u: seeds.get(u, 10**9))


def standings(entrants: Sequence[Entrant], tables: Sequence[TableOutcome], knockout: bool = False) -> list[Standing]:
    """Every entrant's standing after ``tables`` (all rounds so far), in order, places numbered."""
    rows = {e.user_id: Standing(e.user_id, e.name, e.seed) for e in entrants}
    seeds = {e.user_id: e.seed for e in entrants}
    opponents: dict[int, list[int]] = {u: [] for u in rows}
    rounds = max((t.round for t in tables), default=0)
    for entry in rows.values():
        entry.results = ["" for _ in range(rounds)]
    for t in tables:
        size = len(t.seats)
        for seat in t.seats:
            if seat.user_id not in rows:
                continue
            row = rows[seat.user_id]
            cell = row.results
            if t.state == BYE:
                row.points += BYE_POINTS
                row.byes += 1
                cell[t.round - 1] = "bye"
                continue
            if t.state == PLAYING:
                cell[t.round - 1] = "…"
                continue
            opponents[seat.user_id] += [s.user_id for s in t.seats if s.user_id != seat.user_id]
            row.played += 1
            if t.state == ABANDONED:
                row.points += BYE_POINTS
                cell[t.round - 1] = "—"
                continue
            rank = seat.rank or size
            row.points += place_points(rank, size)
            row.score += seat.score
            cell[t.round - 1] = f"{rank}/{size}"
        if knockout and t.state != PLAYING:
            going_on = winner(t, seeds)
            for seat in t.seats:
                if seat.user_id != going_on and seat.user_id in rows:
                    rows[seat.user_id].out_in = t.round
    for u, row in rows.items():
        row.buchholz = sum(rows[o].points for o in opponents[u] if o in rows)

    def key(r: Standing) -> tuple:
        reached = (r.out_in if r.out_in is not None else rounds + 1) if knockout else 0
        return (-reached, -r.points, -r.buchholz, -r.score, r.seed)

    ordered = sorted(rows.values(), key=key)
    for i, r in enumerate(ordered):
        r.place = i + 1
    return ordered


def met(tables: Sequence[TableOutcome]) -> dict[int, set[int]]:
    """Who has sat at a table with whom (byes and running tables included: a pairing is a meeting)."""
    out: dict[int, set[int]] = {}
    for t in tables:
        ids = [s.user_id for s in t.seats]
        for u in ids:
            out.setdefault(u, set()).update(x for x in ids if x != u)
    return out


def alive(entrants: Sequence[Entrant], tables: Sequence[TableOutcome]) -> list[int]:
    """Knockout: the players still in after the last round in ``tables`` (every one of its tables
    decided), best seed first."""
    seeds = {e.user_id: e.seed for e in entrants}
    last = max((t.round for t in tables), default=0)
    if last == 0:
        return [e.user_id for e in sorted(entrants, key=lambda e: e.seed)]
    going_on = [winner(t, seeds) for t in tables if t.round == last]
    return sorted((u for u in going_on if u is not None), key=lambda u: seeds.get(u, 10**9))
