"""Bot load run: many games in parallel on one SQLite file, scripted random clicks through
``GameService.play.act``; prints median / p95 of click -> committed -> PNG ready.

    python -m bot bench latency [--game <id>] [--games 50] [--clicks 40] [--players 3] [--db PATH]
    python -m bot bench latency --ai-games 0,1,5 [--ai-workers 2] [--ai-level hard]   # AI tables beside them

Every seat of the measured games is a human (no AI moves inside ``act``): each click is one load,
check, apply, commit, and, when the turn passes, a render of the public board in a worker thread;
with the real renderer also the phone card (from the same board drawing) and the clicker's own area
for the panel (``render.phone``; ``--no-phone``: the board only, to compare), with their PNG bytes.
With ``--ai-games`` the run is repeated with that many all-AI tables thinking flat out beside the
human ones, once with the AI in worker processes (``--ai-workers``, as the bot does) and once in
threads of the bot process (``--ai-workers 0``), and one table compares the human clicks.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

from engine.core import Game
from engine.registry import game_ids, get_game

from bot.store import is_postgres_url, open_store
from bot.table import AiPool, Budget, GameService, default_renderer
from bot.table.tables import default_phone_renderer, default_seat_renderer
from bot.percentile import percentile as _pct
from bot import cli


async def _one_game(
    svc: GameService,
    game_id: str,
    channel: int,
    players: int,
    clicks: int,
    rng: random.Random,
    samples: dict[str, list[float]],
    think_ms: float = 0.0,
) -> int:
    users = [channel * 10 + i for i in range(players)]
    await svc.lobby.open(1, channel, game_id, users[0], "P1")
    for i, u in enumerate(users[1:], 2):
        await svc.lobby.join(channel, u, f"P{i}")
    update = await svc.play.start(channel, users[0])
    awaited, done = list(update.public.awaited_user_ids), 0
    while done < clicks:
        if not awaited:  # nobody newly told and everyone told has chosen: ask the table
            awaited = list((await svc.play.status(channel)).awaited_user_ids)
            if not awaited:
                break
        # A simultaneous choice (Lisboa's pre-game choice) awaits several users: any of them, each time.
        user = awaited[0] if len(awaited) == 1 else rng.choice(awaited)
        if think_ms:
            await asyncio.sleep(rng.uniform(0.5, 1.5) * think_ms / 1000)
        panel = await svc.play.panel(channel, user)
        if panel.finished:
            break
        if not panel.options:  # chose already; the others have not
            awaited.remove(user)
            continue
        key = rng.choice(panel.options).key
        t0, c0 = time.perf_counter(), time.thread_time()
        out = await svc.play.act(channel, user, panel.version, key)
        dt = (time.perf_counter() - t0) * 1000
        if not out.public:  # the event loop's CPU for it (other games' too while it awaits: use --games 1)
            samples["within turn CPU, loop thread"].append((time.thread_time() - c0) * 1000)
        done += 1
        samples["all clicks"].append(dt)
        samples["turn passed (commit + PNG)" if out.public else "within turn (commit)"].append(dt)
        if out.finished:
            break
        if out.public:
            awaited = list(out.public.awaited_user_ids)
        elif not out.panel.your_turn:
            awaited.remove(user)
    return done


async def _ai_table(
    svc: GameService, game_id: str, channel: int, players: int, level: str, stop: asyncio.Event, counts: list[int]
) -> None:
    """An all-AI table playing game after game until ``stop``: its AI thinks without a pause."""
    while not stop.is_set():
        await svc.lobby.open(1, channel, game_id, channel, "host", seat_creator=False)
        for _ in range(players):
            await svc.lobby.add_ai(channel, channel, level)
        await svc.play.start(channel, channel)
        while not stop.is_set():
            turn = await svc.ai.ai_turn(channel)
            if turn is None or turn.public.finished is not None:
                break
            counts[0] += turn.actions


async def bench(
    game_id: str,
    games: int,
    clicks: int,
    players: int,
    db: str,
    think_ms: float = 0.0,
    *,
    lookup: Callable[[str], Game] = get_game,
    renderer=default_renderer,
    ai_games: int = 0,
    ai_level: str = "hard",
    ai_pool: AiPool | None = None,
    ai_budget: Budget = Budget(),
    first_channel: int = 1000,
    phone: bool = True,
) -> dict[str, list[float]]:
    samples: dict[str, list[float]] = {
        "all clicks": [],
        "within turn (commit)": [],
        "turn passed (commit + PNG)": [],
        "render only": [],
        "within turn CPU, loop thread": [],
    }
    phone = phone and renderer is default_renderer
    if phone:
        samples.update(
            {"board + phone card only": [], "own area only": [], "_board KB": [], "_phone KB": [], "_area KB": []}
        )

    def timed_phone(gid: str, view, names: list[str], locale: str, asked: str | None):
        t0 = time.perf_counter()
        board, card = default_phone_renderer(gid, view, names, locale, asked)
        samples["board + phone card only"].append((time.perf_counter() - t0) * 1000)
        samples["_board KB"].append(len(board or b"") / 1024)
        samples["_phone KB"].append(len(card or b"") / 1024)
        return board, card

    def timed_area(gid: str, view, seat: int, names: list[str], locale: str):
        t0 = time.perf_counter()
        png = default_seat_renderer(gid, view, seat, names, locale)
        samples["own area only"].append((time.perf_counter() - t0) * 1000)
        samples["_area KB"].append(len(png or b"") / 1024)
        return png

    def timed_render(gid: str, view: dict, names: list[str], locale: str):
        t0 = time.perf_counter()
        png = renderer(gid, view, names, locale) if renderer else None
        samples["render only"].append((time.perf_counter() - t0) * 1000)
        return png

    store = await open_store(db)
    try:
        seeds = iter(range(1, 10_000_000))
        svc = GameService(
            store,
            games=lookup,
            renderer=timed_render,
            rng_seed_source=lambda: next(seeds),
            ai_pool=ai_pool,
            ai_budget=ai_budget,
            phone=timed_phone if phone else None,
            seat_pictures=timed_area if phone else None,
        )
        await svc.tables.warm_up([game_id])
        if ai_pool is not None:
            await ai_pool.start()
        for values in samples.values():
            values.clear()
        rng = random.Random(1)
        stop, ai_actions = asyncio.Event(), [0]
        ai_tasks = [
            asyncio.create_task(_ai_table(svc, game_id, first_channel + games + g, players, ai_level, stop, ai_actions))
            for g in range(ai_games)
        ]
        t0 = time.perf_counter()
        counts = await asyncio.gather(
            *(
                _one_game(
                    svc, game_id, first_channel + g, players, clicks, random.Random(rng.random()), samples, think_ms
                )
                for g in range(games)
            )
        )
        wall = time.perf_counter() - t0
        stop.set()
        await asyncio.gather(*ai_tasks)
    finally:
        await store.close()
    samples["_wall"] = [wall, float(sum(counts))]
    samples["_ai_actions"] = [float(ai_actions[0])]
    return samples


def report(samples: dict[str, list[float]]) -> str:
    rows = [f"{'latency (ms)':32s} {'n':>6s} {'median':>8s} {'p95':>8s} {'max':>8s}"]
    for name, values in samples.items():
        if name.startswith("_"):
            continue
        if values:
            rows.append(
                f"{name:32s} {len(values):6d} {statistics.median(values):8.1f} {_pct(values, 0.95):8.1f}"
                f" {max(values):8.1f}"
            )
    if samples.get("_phone KB"):
        rows.append(f"{'PNG KB':32s} {'n':>6s} {'median':>8s} {'p95':>8s} {'max':>8s}")
        for name in ("_board KB", "_phone KB", "_area KB"):
            v = samples[name]
            rows.append(f"{name[1:]:32s} {len(v):6d} {statistics.median(v):8.0f} {_pct(v, 0.95):8.0f} {max(v):8.0f}")
    wall, total = samples.get("_wall", [0.0, 0.0])
    if wall:
        rows.append(f"{int(total)} clicks in {wall:.1f} s wall = {total / wall:.0f} clicks/s (one process, one file)")
    return "\n".join(rows)


def contention_table(runs: list[tuple[int, str, dict[str, list[float]]]]) -> str:
    """Human clicks beside AI tables: one row per (AI tables, where the AI thinks)."""
    rows = [
        (
            f"{'AI tables':>9s}  {'AI thinks in':18s} {'clicks':>6s} {'median ms':>10s} {'p95 ms':>8s}"
            f" {'max ms':>8s} {'AI moves':>8s}"
        )
    ]
    for ai_games, where, samples in runs:
        v = samples["all clicks"]
        rows.append(
            f"{ai_games:9d}  {where:18s} {len(v):6d} {statistics.median(v):10.1f} {_pct(v, 0.95):8.1f}"
            f" {max(v):8.1f} {int(samples['_ai_actions'][0]):8d}"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None, **kwargs) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("bench latency"))
    p.add_argument("--game", default=game_ids()[0], help="game id (default: the first registered game)")
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--clicks", type=int, default=40, help="clicks per game (fewer if it ends)")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--db", default=None, help="SQLite file or postgresql:// URL (a temporary SQLite file by default)")
    p.add_argument(
        "--think-ms",
        type=float,
        default=0.0,
        help="mean pause between a game's clicks (0 = every game clicks flat out: saturation)",
    )
    p.add_argument(
        "--ai-games",
        default=None,
        help="comma-separated counts of all-AI tables thinking beside the human games (e.g. 0,1,5):"
        " each count is run with the AI in worker processes and in threads",
    )
    p.add_argument("--ai-workers", type=int, default=os.cpu_count() or 1, help="AI worker processes (default: cores)")
    p.add_argument("--ai-level", default="hard")
    p.add_argument("--ai-iterations", type=int, default=None, help="the hard AI's iterations (engine default)")
    p.add_argument("--no-phone", action="store_true", help="the board only: no phone card, no own-area picture")
    args = p.parse_args(argv)
    missing = cli.postgres_missing("--db postgresql://...") if is_postgres_url(args.db) else None
    if missing:
        print(missing, file=sys.stderr)
        return 2
    kwargs.setdefault("phone", not args.no_phone)
    print(
        f"{args.games} parallel {args.game} games, {args.players} players, up to {args.clicks} clicks each,"
        f" think time {args.think_ms:.0f} ms"
    )
    if args.ai_games is None:
        with tempfile.TemporaryDirectory(prefix="euro-bench-") as tmp:
            db = args.db or str(Path(tmp) / "bench.sqlite3")
            samples = asyncio.run(bench(args.game, args.games, args.clicks, args.players, db, args.think_ms, **kwargs))
        print(report(samples))
        return 0
    runs: list[tuple[int, str, dict[str, list[float]]]] = []
    budget = Budget(iterations=args.ai_iterations)
    for ai_games in [int(n) for n in args.ai_games.split(",")]:
        for workers in [args.ai_workers, 0] if ai_games else [0]:
            where = f"{workers} processes" if workers else "threads"
            with tempfile.TemporaryDirectory(prefix="euro-bench-") as tmp:
                db = args.db or str(Path(tmp) / "bench.sqlite3")
                run = functools.partial(
                    bench,
                    args.game,
                    args.games,
                    args.clicks,
                    args.players,
                    db,
                    args.think_ms,
                    ai_games=ai_games,
                    ai_level=args.ai_level,
                    ai_budget=budget,
                    first_channel=1000 * (len(runs) + 1),
                    **kwargs,
                )
                samples = asyncio.run(_with_pool(workers, run))
            runs.append((ai_games, where if ai_games else "-", samples))
            print(f"  {ai_games} AI tables, AI in {where}: done", flush=True)
    print(f"human clicks beside all-AI tables ({args.ai_level}, {args.players} seats each, thinking without pause):")
    print(contention_table(runs))
    return 0


async def _with_pool(workers: int, run):
    pool = AiPool(workers) if workers else None
    try:
        return await run(ai_pool=pool)
    finally:
        if pool is not None:
            await pool.close()
