"""Pairing benchmark: the time to pair one tournament round, pure (bot/table/pairing.py).

    python -m bot bench pairing [--players 16,64,256] [--seats 2,3,4] [--rounds 5] [--runs 5]

For each size and table size, ``--runs`` Swiss tournaments of ``--rounds`` rounds are paired with random
results in between (each table's places drawn at random, points per place as the standings count them);
every round's pairing is timed, with the repeated meetings it had to leave. A round robin's and a
knockout's round are timed beside it. The budget: a 256-player Swiss round within 1 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bot import cli
from bot.table import pairing
from bot.table.standings import place_points

BUDGET_S = 1.0


def swiss_rounds(players: int, seats: int, rounds: int, seed: int) -> tuple[list[float], int]:
    """(seconds per round, repeated meetings left) of one Swiss tournament with random results."""
    rng = random.Random(seed)
    field = list(range(players))
    points = dict.fromkeys(field, 0)
    met: dict[int, set[int]] = {p: set() for p in field}
    had_bye: set[int] = set()
    times, repeats = [], 0
    for _ in range(rounds):
        order = sorted(field, key=lambda p: (-points[p], p))
        t0 = time.perf_counter()
        p = pairing.swiss(order, seats, met, had_bye)
        times.append(time.perf_counter() - t0)
        repeats += p.repeats(met)
        for table in p.tables:
            order_at = table[:]
            rng.shuffle(order_at)
            for place, player in enumerate(order_at):
                points[player] += place_points(place + 1, len(table))
            for a in table:
                met[a].update(x for x in table if x != a)
        for b in p.byes:
            points[b] += 3
            had_bye.add(b)
    return times, repeats


def timed(fn, runs: int) -> float:
    best = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        best.append(time.perf_counter() - t0)
    return statistics.median(best)


def report(players: list[int], seats: list[int], rounds: int, runs: int) -> list[str]:
    head = (
        f"{'players':>7} {'seats':>5} | {'Swiss round: median':>19} {'max':>9} {'repeats left':>12} |"
        f" {'round robin':>11} {'knockout':>9}"
    )
    lines = [head, "-" * len(head)]
    worst = 0.0
    for n in players:
        for k in seats:
            times: list[float] = []
            repeats = 0
            for run in range(runs):
                t, r = swiss_rounds(n, k, rounds, run)
                times += t
                repeats += r
            rr = timed(lambda n=n, k=k: pairing.round_robin(list(range(n)), k, 3, {}), runs)
            ko = timed(lambda n=n, k=k: pairing.knockout(list(range(n)), k), runs)
            worst = max(worst, max(times))
            lines.append(
                f"{n:>7} {k:>5} | {statistics.median(times) * 1000:>16.2f} ms {max(times) * 1000:>6.2f} ms"
                f" {repeats:>12} | {rr * 1000:>8.2f} ms {ko * 1000:>6.2f} ms"
            )
    lines.append(
        f"slowest Swiss round {worst * 1000:.1f} ms (budget {BUDGET_S * 1000:.0f} ms); {runs} tournaments of"
        f" {rounds} rounds per row, repeats summed over them"
    )
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("bench pairing"), description=__doc__.split("\n\n")[0])
    p.add_argument("--players", default="16,64,256", help="players per tournament, comma-separated")
    p.add_argument("--seats", default="2,3,4", help="seats per table, comma-separated")
    p.add_argument("--rounds", type=int, default=5, help="Swiss rounds per tournament")
    p.add_argument("--runs", type=int, default=5, help="tournaments per row")
    args = p.parse_args(argv)
    players = [int(x) for x in args.players.split(",") if x]
    seats = [int(x) for x in args.seats.split(",") if x]
    print("\n".join(report(players, seats, args.rounds, args.runs)), flush=True)
    return 0
