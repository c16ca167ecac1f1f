"""Random-playout speed per player count (no invariant checks, one core; quiet: no log lines are
built, as in an AI search)."""
from __future__ import annotations

import time

from engine.ai.random_ai import step
from engine.core.quiet import quiet
from engine.core.rng import Rng


def playout(game, players: int, seed: int) -> int:
    state = game.setup(players, game.Options(), seed)
    rng = Rng.from_seed(seed ^ 0xBE7C)
    n = 0
    with quiet():
        while step(game, state, rng) is not None:
            n += 1
    return n


def bench(game, games: int, counts=None, seed: int = 1) -> list[dict]:
    rows = []
    for p in counts or range(max(game.min_players, 2), game.max_players + 1):
        t = time.perf_counter()
        decisions = sum(playout(game, p, seed + i) for i in range(games))
        dt = time.perf_counter() - t
        rows.append({"players": p, "games": games, "seconds": round(dt, 3), "games_per_s": round(games / dt, 1),
                     "decisions_per_s": round(decisions / dt)})
    return rows


def table(rows: list[dict]) -> str:
    out = [f"{'players':>7} {'games':>6} {'seconds':>8} {'games/s':>8} {'decisions/s':>12}"]
    base = rows[0]["games_per_s"] if rows else 1
    for r in rows:
        out.append(f"{r['players']:>7} {r['games']:>6} {r['seconds']:>8.3f} {r['games_per_s']:>8.1f} "
                   f"{r['decisions_per_s']:>12}  (x{r['games_per_s'] / base:.2f})")
    return "\n".join(out)
