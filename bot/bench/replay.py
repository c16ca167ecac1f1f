"""Replay benchmark: the time to show any board of a finished game, through ``GameService.replays``.

    python -m bot bench replay [--game <id> ...] [--games 1] [--players 4] [--cold 5] [--frames 20]

For each game (every registered game by default) it plays ``--games`` whole games of random AI seats
through the service (each decision committed as play commits it: the action rows with their events,
into a SQLite file), then asks ``service.replays.frame`` for boards at random, with the real renderer:

* **cold**: the first frame of a game no replay has cached yet (a fresh service each time): the whole
  action log read and replayed into boards, then the picture drawn;
* **warm**: later frames of a cached game: the picture only;

and builds the animated summary (``service.replays.animation``) of each game's first game: its size,
its frame width and the time to build it. The issue's goal: p95 <= 300 ms for any board of a
4-player game. The renderer's static layers are drawn once before measuring (as the bot's warm-up).

The bot draws an animated summary in a worker process (``python -m render.replay``, a game file in,
the GIF out): the same game's file is drawn by that worker too, and its peak memory (the child's
``ru_maxrss``), wall time and GIF bytes are printed (issue 20's goal: within 400 MB for a 4-player game).
``--worker-from DIR`` runs the worker of another checkout as well (e.g. one before a change), each
worker in a fresh process, so the peaks are side by side and the GIFs' bytes compared.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import io
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from engine.core import Game
from engine.registry import game_ids, get_game

from bot.store import Store, open_store
from bot.table import GameService, default_renderer
from bot.table.replays import Animator, default_animator
from bot.percentile import percentile as _pct
from bot import cli

GOAL_P95_MS = 300.0  # issue 12: any board of a 4-player game within 300 ms
GOAL_WORKER_MB = 400  # issue 20: an animated summary of a 4-player game within 400 MB peak
WORKER_MODULE = "render.replay"
HERE = str(Path(__file__).resolve().parents[2])  # this checkout: its render package draws by default
FIRST_CHANNEL = 1000  # one channel per played game
MAX_AI_TURNS = 20_000  # a safety net against a game that never ends


@dataclass(slots=True)
class GameTimes:
    """One game type's measurements, in milliseconds unless named otherwise."""

    game: str
    boards: list[int] = field(default_factory=list)  # boards per played game
    actions: list[int] = field(default_factory=list)  # stored actions per played game
    cold: list[float] = field(default_factory=list)
    warm: list[float] = field(default_factory=list)
    render: list[float] = field(default_factory=list)  # the renderer alone, inside the frames above
    gif_bytes: int | None = None
    gif_width: int | None = None
    gif_seconds: float | None = None
    workers: list[WorkerRun] = field(default_factory=list)


@dataclass(slots=True)
class WorkerRun:
    """One animation worker drawing one game file: where it ran from and what it cost."""

    source: str  # the checkout whose ``render.replay`` ran
    peak_mb: float  # the worker process's peak resident memory
    seconds: float  # wall time, start to exit
    gif: bytes


# The worker is started by this small launcher, which reports the worker's own peak memory and time: a
# process forked from this one (hundreds of MB by now) would count this one's pages in its ru_maxrss.
LAUNCHER = """import os, subprocess, sys, time
t0 = time.perf_counter()
proc = subprocess.Popen([sys.executable, "-m", sys.argv[1]], cwd=sys.argv[2])
_, status, usage = os.wait4(proc.pid, 0)
print(usage.ru_maxrss, time.perf_counter() - t0, file=sys.stderr)
sys.exit(os.waitstatus_to_exitcode(status))
"""


def run_worker(game_file: bytes, source: str = HERE) -> WorkerRun:
    """``python -m render.replay`` of the checkout ``source`` (its directory first on ``sys.path``) drawing
    ``game_file``: its peak resident memory (``ru_maxrss`` from ``os.wait4``, KiB on Linux) and wall time."""
    proc = subprocess.run([sys.executable, "-c", LAUNCHER, WORKER_MODULE, source], input=game_file, capture_output=True)
    *said, last = proc.stderr.decode(errors="replace").strip().splitlines() or [""]
    if proc.returncode != 0:
        raise RuntimeError(f"{WORKER_MODULE} from {source} failed (exit {proc.returncode}): {' '.join(said)[:500]}")
    kib, seconds = last.split()
    return WorkerRun(source, int(kib) / 1024, float(seconds), proc.stdout)


async def play_game(svc: GameService, game_type: str, channel: int, players: int) -> int:
    """One whole game of random AI seats through the service; returns the stored game's id."""
    await svc.lobby.open(1, channel, game_type, channel, "host", seat_creator=False)
    for seat in range(players):
        await svc.lobby.add_ai(channel, channel, "random", name=f"P{seat + 1}")
    await svc.lobby.set_seat_order(channel, channel, "joined")
    game_id = (await svc.play.start(channel, channel)).game_id
    for _ in range(MAX_AI_TURNS):
        if await svc.ai.ai_turn(channel) is None:
            break
    row = await svc.store.game(game_id)
    if row is None or row.status != "finished":
        raise RuntimeError(f"game {game_id} ({game_type}) did not finish")
    return game_id


def gif_width(data: bytes) -> int | None:
    try:
        from PIL import Image

        return Image.open(io.BytesIO(data)).width
    except OSError:  # a fake animator's bytes in a smoke test: no width to read
        return None


async def measure(
    store: Store,
    game_type: str,
    stored: list[tuple[int, int]],
    *,
    cold: int,
    frames: int,
    rng: random.Random,
    lookup: Callable[[str], Game],
    renderer,
    animator: Animator | None,
    gif: bool,
) -> GameTimes:
    """Cold and warm frames of the stored games ((channel, game id) pairs), and the first one's animation."""
    times = GameTimes(game=game_type)

    def timed_render(gid: str, view, names: list[str], locale: str):
        t0 = time.perf_counter()
        png = renderer(gid, view, names, locale)
        times.render.append((time.perf_counter() - t0) * 1000)
        return png

    def service() -> GameService:
        return GameService(store, games=lookup, renderer=timed_render, animator=animator)

    async def frame(svc: GameService, channel: int, game_id: int, index: int):
        t0 = time.perf_counter()
        f = await svc.replays.frame(channel, game_id, index, any_server=True)
        return f, (time.perf_counter() - t0) * 1000

    for channel, game_id in stored:
        warm_svc = service()
        first, ms = await frame(warm_svc, channel, game_id, 0)  # cold: learns the number of boards
        times.cold.append(ms)
        times.boards.append(first.count)
        times.actions.append(len(await store.actions(game_id)))
        for _ in range(cold - 1):
            _, ms = await frame(service(), channel, game_id, rng.randrange(first.count))
            times.cold.append(ms)
        for _ in range(frames):
            _, ms = await frame(warm_svc, channel, game_id, rng.randrange(first.count))
            times.warm.append(ms)
    if gif and animator is not None and stored:
        channel, game_id = stored[0]
        t0 = time.perf_counter()
        built = await service().replays.animation(channel, game_id, any_server=True)
        times.gif_seconds = time.perf_counter() - t0
        if built is not None:
            times.gif_bytes, times.gif_width = len(built[1]), gif_width(built[1])
    return times


async def run(
    game_types: list[str],
    games: int,
    players: int,
    db: str,
    *,
    cold: int = 5,
    frames: int = 20,
    seed: int = 1,
    gif: bool = True,
    lookup: Callable[[str], Game] = get_game,
    renderer=default_renderer,
    animator: Animator | None = default_animator,
    workers: Sequence[str] = (),
    out: Callable[[str], None] = print,
) -> list[GameTimes]:
    """Play, then measure every game type; ``workers``: checkouts whose animation worker draws each game
    type's first game (none by default)."""
    rng = random.Random(seed)
    seeds = iter(range(seed, seed + 10_000_000))
    store = await open_store(db)
    try:
        player = GameService(store, games=lookup, renderer=None, rng_seed_source=lambda: next(seeds))
        stored: dict[str, list[tuple[int, int]]] = {}
        channel = FIRST_CHANNEL
        for game_type in game_types:
            t0 = time.perf_counter()
            n = min(max(players, lookup(game_type).min_players), lookup(game_type).max_players)
            stored[game_type] = []
            for _ in range(games):
                stored[game_type].append((channel, await play_game(player, game_type, channel, n)))
                channel += 1
            out(
                f"# {game_type}: {games} game(s) of {n} random AI seats played and stored in "
                f"{time.perf_counter() - t0:.1f} s"
            )
        await GameService(store, games=lookup, renderer=renderer).tables.warm_up(game_types)
        results = [
            await measure(
                store,
                g,
                stored[g],
                cold=cold,
                frames=frames,
                rng=rng,
                lookup=lookup,
                renderer=renderer,
                animator=animator,
                gif=gif,
            )
            for g in game_types
        ]
        for times in results:
            if workers:
                channel, game_id = stored[times.game][0]
                _, game_file = await player.replays.export(channel, game_id, any_server=True)
                for source in workers:
                    times.workers.append(await asyncio.to_thread(run_worker, game_file, source))
                    out(f"# {times.game}: animation worker from {source} done")
        return results
    finally:
        await store.close()


def report(results: list[GameTimes]) -> str:
    head = (
        f"{'game':<8} {'boards':>6} {'actions':>7} {'cold med':>8} {'cold p95':>8} {'warm med':>8}"
        f" {'warm p95':>8} {'render med':>10} {'GIF KB':>7} {'GIF px':>6} {'GIF s':>6}"
    )
    rows = [head]
    for r in results:

        def num(v, fmt: str) -> str:
            return "-" if v is None else format(v, fmt)

        rows.append(
            f"{r.game:<8} {statistics.mean(r.boards):>6.0f} {statistics.mean(r.actions):>7.0f}"
            f" {statistics.median(r.cold):>8.0f} {_pct(r.cold, 0.95):>8.0f}"
            f" {statistics.median(r.warm) if r.warm else float('nan'):>8.0f} {_pct(r.warm, 0.95):>8.0f}"
            f" {statistics.median(r.render) if r.render else float('nan'):>10.1f}"
            f" {num(None if r.gif_bytes is None else r.gif_bytes / 1024, '7.0f'):>7}"
            f" {num(r.gif_width, 'd'):>6}"
            f" {num(r.gif_seconds, '6.1f'):>6}"
        )
    every = [ms for r in results for ms in r.cold + r.warm]
    worst = max((_pct(r.cold, 0.95) for r in results), default=float("nan"))
    rows.append(
        f"all frames: median {statistics.median(every):.0f} ms, p95 {_pct(every, 0.95):.0f} ms;"
        f" worst cold p95 {worst:.0f} ms (goal: p95 <= {GOAL_P95_MS:.0f} ms for any board)"
        if every
        else "no frames measured"
    )
    return "\n".join(rows)


def worker_report(results: list[GameTimes]) -> str:
    """The animation workers' runs: peak memory and time per game and checkout, and whether each GIF
    has the same bytes as the first worker's for that game."""
    rows = [
        (
            f"{'game':<8} {'boards':>6} {'peak MB':>7} {'seconds':>7} {'GIF KB':>7} {'GIF px':>6} {'same':>4}"
            f"  {'sha256':<12} worker from"
        )
    ]
    for r in results:
        for w in r.workers:
            rows.append(
                f"{r.game:<8} {statistics.mean(r.boards):>6.0f} {w.peak_mb:>7.0f} {w.seconds:>7.1f}"
                f" {len(w.gif) / 1024:>7.0f} {gif_width(w.gif) or '-':>6}"
                f" {'yes' if w.gif == r.workers[0].gif else 'NO':>4}"
                f"  {hashlib.sha256(w.gif).hexdigest()[:12]:<12} {w.source}"
            )
    return "\n".join(rows + [f"goal: peak <= {GOAL_WORKER_MB} MB for a 4-player game"])


def main(argv: list[str] | None = None, **kwargs) -> int:
    p = argparse.ArgumentParser(
        prog=cli.prog("bench replay"),
        description="Time to show any board of a finished game (replay + render), "
        "median and p95, and the animated summary's size.",
    )
    p.add_argument("--game", action="append", default=None, help="game id (repeatable; default: every game)")
    p.add_argument("--games", type=int, default=1, help="games played per game id (default %(default)s)")
    p.add_argument("--players", type=int, default=4, help="seats per game (default %(default)s)")
    p.add_argument("--cold", type=int, default=5, help="cold frames per played game (default %(default)s)")
    p.add_argument("--frames", type=int, default=20, help="warm frames per played game (default %(default)s)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--no-gif", action="store_true", help="skip the animated summary")
    p.add_argument(
        "--no-worker", action="store_true", help="skip drawing the summary in the animation worker (peak memory)"
    )
    p.add_argument(
        "--worker-from",
        action="append",
        default=[],
        metavar="DIR",
        help="also run the animation worker of the checkout DIR (repeatable), e.g. one before a change",
    )
    p.add_argument("--db", default=None, help="SQLite file to store the games in (default: a temporary one)")
    args = p.parse_args(argv)
    lookup = kwargs.get("lookup", get_game)
    wanted = args.game or game_ids()
    for g in wanted:
        try:
            lookup(g)
        except KeyError:
            p.error(f"unknown game {g!r}; games: {', '.join(game_ids())}")
    if min(args.games, args.cold) < 1 or args.frames < 0:
        p.error("--games and --cold take at least 1, --frames at least 0")
    with tempfile.TemporaryDirectory(prefix="euro-replay-") as tmp:
        db = args.db or str(Path(tmp) / "replay.sqlite3")
        print(
            f"replay frames through GameService.replays.frame with the real renderer; {args.games} game(s) of"
            f" {args.players} players per game, {args.cold} cold and {args.frames} warm frames each"
            f" (seed {args.seed})"
        )
        workers = [] if args.no_gif or args.no_worker else [HERE] + [str(Path(d).resolve()) for d in args.worker_from]
        results = asyncio.run(
            run(
                wanted,
                args.games,
                args.players,
                db,
                cold=args.cold,
                frames=args.frames,
                seed=args.seed,
                gif=not args.no_gif,
                workers=workers,
                **kwargs,
            )
        )
    print(report(results))
    if workers:
        print(
            f"the animated summary of each game's first game in the animation worker ({WORKER_MODULE},"
            f" a fresh process each):"
        )
        print(worker_report(results))
    return 0
