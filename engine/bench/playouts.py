"""Random-playout speed per game and player count (no invariant checks, one core; quiet: no log lines
are built, as in an AI search).

``python -m engine bench`` measures every registered game at every player count; ``--against DIR``
measures another checkout of the project (an earlier commit: ``git worktree add DIR REV``) in the same
run, cell by cell in turns, each side in its own fresh process, and prints both with their ratio.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from engine.ai.random_ai import step
from engine.core.quiet import quiet
from engine.core.rng import Rng
from engine.core.turns import cursor


def playout(game, players: int, seed: int) -> int:
    state = game.setup(players, game.Options(), seed)
    rng = Rng.from_seed(seed ^ 0xBE7C)
    n = 0
    cur = cursor(game, state)
    with quiet():
        while step(game, state, rng, cur) is not None:
            n += 1
    return n


def bench(game, games: int, counts=None, seed: int = 1) -> list[dict]:
    rows = []
    for p in counts or range(max(game.min_players, 2), game.max_players + 1):
        t = time.perf_counter()
        decisions = sum(playout(game, p, seed + i) for i in range(games))
        dt = time.perf_counter() - t
        rows.append(
            {
                "players": p,
                "games": games,
                "seconds": round(dt, 3),
                "games_per_s": round(games / dt, 1),
                "decisions_per_s": round(decisions / dt),
            }
        )
    return rows


def report(rows: list[dict]) -> str:
    out = [f"{'players':>7} {'games':>6} {'seconds':>8} {'games/s':>8} {'decisions/s':>12}"]
    base = rows[0]["games_per_s"] if rows else 1
    for r in rows:
        out.append(
            f"{r['players']:>7} {r['games']:>6} {r['seconds']:>8.3f} {r['games_per_s']:>8.1f} "
            f"{r['decisions_per_s']:>12}  (x{r['games_per_s'] / base:.2f})"
        )
    return "\n".join(out)


# One cell measured in a fresh process of the tree in its working directory (only ``engine.bench.bench``
# and the registry are read, which every version of the project has).
_CELL = (
    "import json, sys; from engine.registry import get_game; from engine.bench import bench; "
    "g, n, p, s = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]); "
    "print(json.dumps(bench(get_game(g), n, counts=[p], seed=s)[0]))"
)


def cell(tree: Path, game_id: str, games: int, players: int, seed: int) -> dict:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run(
        [sys.executable, "-c", _CELL, game_id, str(games), str(players), str(seed)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def compare(game_ids: list[str], games: int, seed: int, other: Path, rounds: int = 3) -> list[dict]:
    """Games per second of this tree and ``other`` for every game and player count: the best of
    ``rounds`` alternating runs per side (the best is the least disturbed by other load)."""
    from engine.registry import get_game

    here = Path(__file__).resolve().parents[2]
    rows = []
    for gid in game_ids:
        game = get_game(gid)
        for p in range(game.min_players, game.max_players + 1):
            best = {"this": 0.0, "other": 0.0}
            for _ in range(rounds):
                for side, tree in (("this", here), ("other", other)):
                    best[side] = max(best[side], cell(tree, gid, games, p, seed)["games_per_s"])
            rows.append({"game": gid, "players": p, "games": games, "this": best["this"], "other": best["other"]})
    return rows


def compare_report(rows: list[dict], other: Path) -> str:
    out = [
        f"games/s, best of alternating runs; other = {other}",
        f"{'game':<8} {'players':>7} {'games':>6} {'this':>8} {'other':>8} {'this/other':>10}",
    ]
    for r in rows:
        out.append(
            f"{r['game']:<8} {r['players']:>7} {r['games']:>6} {r['this']:>8.1f} {r['other']:>8.1f} "
            f"{r['this'] / r['other']:>10.2f}"
        )
    return "\n".join(out)


def all_games(game_ids: list[str], games: int, seed: int) -> str:
    """The table of every game at every player count (solo included), in this process."""
    from engine.registry import get_game

    parts = []
    for gid in game_ids:
        game = get_game(gid)
        parts.append(f"{gid}:\n" + report(bench(game, games, range(game.min_players, game.max_players + 1), seed)))
    return "\n".join(parts)
