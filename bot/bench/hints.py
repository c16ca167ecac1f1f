"""Hint latency: from the Suggest click to the reply, through the service the bot uses.

    python -m bot bench hints [--game macao] [--hints 30] [--ai-workers 2] [--ai-tables 0,5] [--seed 1]

For each game a table of two players who allow hints: the player to move opens their panel (as Take
turn does: the seat's own area is drawn and cached) and clicks Suggest, timed to the answer
(``service.hints.suggest``: the expert's search in a worker process of the AI pool, the reason, the
stored count, the panel); then a random option is played and the next decision asked, until
``--hints`` hints. With ``--ai-tables`` the same runs beside that many all-AI tables of expert seats
thinking without a pause in the same pool (a busy server): a hint goes before their waiting decisions.
Prints p50 / p95 / max per game; a benchmark, never a test assertion.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot import cli
from engine.registry import game_ids

from bot.bench.latency import _ai_table
from bot.percentile import percentile
from bot.store import open_store
from bot.table import EXPERT, AiPool, Budget, Budgets, GameService, default_renderer

HUMANS = (1, 2)
HINT_CHANNEL = 1
AI_PLAYERS = 2  # seats of each all-AI table beside


async def run(
    game_id: str,
    hints: int,
    workers: int,
    ai_tables: int,
    db: str,
    seed: int,
    *,
    renderer=default_renderer,
    iterations: int | None = None,
) -> list[float]:
    """Milliseconds per hint, ``hints`` of them, on one table of ``game_id`` (see the module docstring)."""
    store = await open_store(db)
    pool = AiPool(workers) if workers else None
    stop = asyncio.Event()
    tasks: list[asyncio.Task] = []
    try:
        seeds = iter(range(seed, seed + 1_000_000))
        svc = GameService(
            store,
            renderer=renderer,
            phone=None,
            rng_seed_source=lambda: next(seeds),
            ai_pool=pool,
            ai_budget=Budgets(expert=Budget(iterations=iterations)),  # None: the engine's default
        )
        await svc.tables.warm_up([game_id])
        if pool is not None:
            await pool.start()
        counts = [0]
        tasks = [
            asyncio.create_task(_ai_table(svc, game_id, 100 + k, AI_PLAYERS, EXPERT, stop, counts))
            for k in range(ai_tables)
        ]
        await svc.lobby.open(1, HINT_CHANNEL, game_id, HUMANS[0], "P1")
        await svc.lobby.join(HINT_CHANNEL, HUMANS[1], "P2")
        await svc.lobby.set_hints(HINT_CHANNEL, HUMANS[0], "on")
        await svc.play.start(HINT_CHANNEL, HUMANS[0])
        rng = random.Random(seed)
        out: list[float] = []
        confirmed = False
        while len(out) < hints:
            status = await svc.play.status(HINT_CHANNEL)
            if status.finished is not None:  # a game ended before enough hints: the next one
                await svc.lobby.open(1, HINT_CHANNEL, game_id, HUMANS[0], "P1")
                await svc.lobby.join(HINT_CHANNEL, HUMANS[1], "P2")
                await svc.lobby.set_hints(HINT_CHANNEL, HUMANS[0], "on")
                await svc.play.start(HINT_CHANNEL, HUMANS[0])
                confirmed = False
                continue
            user = rng.choice(status.awaited_user_ids)
            panel = await svc.play.panel(HINT_CHANNEL, user)  # Take turn: the panel (and its picture) first
            if len(panel.options) > 1:
                t0 = time.perf_counter()
                answer = await svc.hints.suggest(HINT_CHANNEL, user, panel.version, confirm=confirmed)
                if answer.needs_confirmation:  # the rated table's first hint asks once (not timed)
                    confirmed = True
                    continue
                out.append((time.perf_counter() - t0) * 1000)
            await svc.play.act(HINT_CHANNEL, user, panel.version, rng.choice(panel.options).key)
        return out
    finally:
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        if pool is not None:
            await pool.close()
        await store.close()


def table(rows: list[tuple[str, int, list[float]]]) -> str:
    lines = [f"{'game':8s} {'AI tables':>9s} {'hints':>6s} {'p50 ms':>8s} {'p95 ms':>8s} {'max ms':>8s}"]
    for game, busy, ms in rows:
        lines.append(
            f"{game:8s} {busy:9d} {len(ms):6d} {statistics.median(ms):8.0f} {percentile(ms, 0.95):8.0f} {max(ms):8.0f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None, **kwargs) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("bench hints"), description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default="all", help="a game id, or all (default): " + ", ".join(game_ids()))
    p.add_argument("--hints", type=int, default=30, help="hints timed per game and load")
    p.add_argument("--ai-workers", type=int, default=2, help="AI worker processes (0: threads of this process)")
    p.add_argument(
        "--ai-tables", default="0", help="comma-separated counts of all-AI expert tables thinking beside (e.g. 0,5)"
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--expert-iterations", type=int, default=None, help="the expert's search budget (default: the engine's)"
    )
    args = p.parse_args(argv)
    games = game_ids() if args.game == "all" else [args.game]
    rows = []
    for game in games:
        for busy in [int(n) for n in args.ai_tables.split(",")]:
            with tempfile.TemporaryDirectory(prefix="euro-hints-") as tmp:
                db = str(Path(tmp) / "hints.sqlite3")
                ms = asyncio.run(
                    run(game, args.hints, args.ai_workers, busy, db, args.seed, iterations=args.expert_iterations)
                )
            rows.append((game, busy, ms))
            print(f"  {game}, {busy} AI tables: done", flush=True)
    print(f"Suggest click -> reply, {args.hints} hints per row, AI pool of {args.ai_workers} workers:")
    print(table(rows))
    return 0
