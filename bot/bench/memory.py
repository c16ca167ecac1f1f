"""Memory benchmark: a server's tables and animated summaries, resident memory by cache.

    python -m bot bench memory [--tables 1000] [--langs en,cs] [--summaries 2] [--at-once 8]

``--tables`` tables (the three games in turn, 2 to 4 players, each language in turn, real pictures,
the default settings: phone cards and own areas, every cache at its default budget) are opened and
started on a temporary SQLite file, and each is clicked once by its player to move (the board, phone
card and own area drawn, ``--at-once`` tables at a time, in worker threads as the bot draws them). The
resident memory of the process (``VmRSS``) is printed after the imports, after the tables, and after
giving the heap's free pages back (``malloc_trim``, as the bot does after drawing), with what each
picture cache holds. Then ``--summaries`` animated summaries of finished 4-player games are drawn at
the same time by the bot's animation workers, and the peak of this process plus its workers is
printed: what the host must hold at once.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.bench.replay import play_game
from bot.store import open_store
from bot.table import GameService, animate_in_worker
from bot.table.tables import default_phone_renderer, default_renderer, default_seat_renderer

GAMES = ("emara", "macao", "lisboa")
MB = 1024 * 1024


def rss(pid: int | str = "self") -> int:
    """Resident bytes of a process (0 once it is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def children(pid: int | None = None) -> list[int]:
    pid = os.getpid() if pid is None else pid
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    out.append(int(entry.name))
            except (OSError, IndexError, ValueError):
                continue
    return out


def caches_report(service: GameService) -> list[tuple[str, int, int, int]]:
    """(cache, entries, bytes, its limit) of every picture cache, where the code has them."""
    import importlib.util

    from render import kit

    spec = importlib.util.find_spec("render.caches")
    if spec is None or Path(spec.origin or "").parent != Path(kit.__file__).parent:
        s = kit.layer_stats()  # a checkout before one budget: only the layer cache's own counters
        return [("layers", s.layers, s.bytes, s.budget)]
    from render import caches

    rows = [(name, s.entries, s.bytes, s.limit) for name, s in caches.report().items()]
    panels: Any = getattr(service.tables, "_seat_png", None)
    if hasattr(panels, "stats"):
        p = panels.stats()
        rows.append(("panels", p.entries, p.bytes, p.limit))
    return rows


def trim() -> bool:
    try:
        from render.caches import return_memory
    except ImportError:
        import ctypes

        try:
            return bool(ctypes.CDLL("libc.so.6").malloc_trim(0))
        except OSError:
            return False
    return return_memory()


async def open_tables(service: GameService, count: int, langs: list[str], at_once: int) -> float:
    """Open, start and click once ``count`` tables; returns the seconds it took."""
    t0 = time.perf_counter()

    async def one(i: int) -> None:
        game = GAMES[i % len(GAMES)]
        players = 2 + (i // len(GAMES)) % 3
        channel, host = 10_000 + i, 1_000_000 + i * 10
        lang = langs[i % len(langs)]
        await service.lobby.open(1, channel, game, host, f"Host {i}", locale=lang)
        for s in range(1, players):
            await service.lobby.join(channel, host + s, f"Player {i}.{s}")
        await service.lobby.set_seat_order(channel, host, "joined")
        await service.play.start(channel, host, locale=lang)
        for s in range(players):  # the seat to move: its panel (own area) and its first option
            panel = await service.play.panel(channel, host + s, locale=lang)
            if panel.your_turn and panel.options:
                await service.play.act(channel, host + s, panel.version, panel.options[0].key, locale=lang)
                break

    for start in range(0, count, at_once):
        await asyncio.gather(*(one(i) for i in range(start, min(count, start + at_once))))
    return time.perf_counter() - t0


async def summaries(store, count: int) -> tuple[int, float]:
    """Draw ``count`` animated summaries of finished 4-player games at the same time in the bot's workers;
    (the peak resident bytes of this process and the workers together, seconds)."""
    quick = GameService(store, renderer=None, seat_pictures=None, phone=None, ai_delay_seconds=0)
    files = []
    for n in range(count):
        game_type = ("lisboa", "macao", "emara")[n % 3]
        channel = 900_000 + n
        game_id = await play_game(quick, game_type, channel, 4)
        _, doc = await quick.replays.export(channel, game_id, any_server=True)
        files.append(doc)
    peak, done = rss(), False

    async def watch() -> None:
        nonlocal peak
        while not done:
            peak = max(peak, rss() + sum(rss(c) for c in children()))
            await asyncio.sleep(0.05)

    t0 = time.perf_counter()
    watcher = asyncio.create_task(watch())
    try:
        gifs = await asyncio.gather(*(animate_in_worker(doc) for doc in files))
    finally:
        done = True
        await watcher
    if not all(gifs):
        raise RuntimeError("an animation worker failed")
    return peak, time.perf_counter() - t0


async def run(tables: int, langs: list[str], count: int, at_once: int, db: str) -> None:
    base = rss()
    store = await open_store(db)
    try:
        service = GameService(
            store,
            renderer=default_renderer,
            phone=default_phone_renderer,
            seat_pictures=default_seat_renderer,
            ai_delay_seconds=0,
        )
        seconds = await open_tables(service, tables, langs, at_once)
        drawn, peak_drawing = rss(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
        rows = caches_report(service)
        trimmed = trim()
        after = rss()
        print(f"\n{tables} tables ({', '.join(GAMES)}; 2-4 players; {', '.join(langs)}), drawn in {seconds:.0f} s")
        print(f"  resident after the imports            {base / MB:7.0f} MB")
        print(f"  resident after the tables' pictures   {drawn / MB:7.0f} MB (peak {peak_drawing / MB:.0f} MB)")
        print(
            f"  resident after malloc_trim            {after / MB:7.0f} MB{'' if trimmed else ' (nothing given back)'}"
        )
        print(f"  {'cache':<10} {'entries':>8} {'MB':>8} {'limit MB':>9}")
        for name, entries, held, limit in rows:
            print(f"  {name:<10} {entries:>8} {held / MB:>8.1f} {limit / MB:>9.0f}")
        if count:
            peak, took = await summaries(store, count)
            print(
                f"  {count} animated summaries at once: peak {peak / MB:.0f} MB"
                f" (this process and its workers), {took:.0f} s"
            )
            trim()
            print(f"  resident afterwards                   {rss() / MB:7.0f} MB")
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    try:
        from bot.cli import prog
    except ImportError:  # run in a checkout from before (the numbers before a change)

        def prog(command: str = "") -> str:
            return f"python -m bot {command}"

    p = argparse.ArgumentParser(prog=prog("bench memory"), description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=1000)
    p.add_argument("--langs", default="en,cs", help="languages of the tables, in turn (comma-separated)")
    p.add_argument("--summaries", type=int, default=2, help="animated summaries drawn at the same time")
    p.add_argument("--at-once", type=int, default=8, help="tables drawn at the same time")
    a = p.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-memory-") as d:
        asyncio.run(
            run(a.tables, [x for x in a.langs.split(",") if x], a.summaries, a.at_once, str(Path(d) / "m.sqlite3"))
        )
    return 0
