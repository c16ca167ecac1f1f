"""``python -m render bench-cache``: the static-layer cache under mixed traffic.

First the need: every board of the bench (the three games at every player count, start, middle and
end of a seeded random game) drawn in each language with no budget, and the bytes the cache then holds.
Then, per budget (``--mb``, default: the configured one), mixed traffic as a bot serving several
tables sees it: ``--boards`` boards drawn in a seeded random order of game, board and language, from a
cold cache. Printed per budget: layer hits, builds (first draws and rebuilds after being pushed out),
layers pushed out, hit rate, peak bytes held, and the board draw time (median and p95; the machine's
load moves these, the counts do not).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from render import caches, kit, renderer

GAMES = ("emara", "macao", "lisboa")


def boards(seed: int) -> list[tuple[str, dict]]:
    """(game id, public view) of every bench board."""
    from engine.registry import get_game

    from render.playouts import play

    out = []
    for g in GAMES:
        game = get_game(g)
        for p in range(game.min_players, game.max_players + 1):
            out += [(g, v) for _, v in play(g, p, seed)]
    return out


def _draw_all(cases: list[tuple[str, dict, str]]) -> list[float]:
    times = []
    for g, view, lang in cases:
        t = time.perf_counter()
        renderer(g).draw(view, None, lang)
        times.append((time.perf_counter() - t) * 1000)
    return times


def _p95(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m render bench-cache", description=__doc__.split("\n\n")[0])
    p.add_argument("--langs", default="en,cs", help="languages of the traffic (default: en,cs)")
    p.add_argument("--boards", type=int, default=90, help="boards of mixed traffic per budget")
    p.add_argument("--mb", default="", help="budgets to try, comma-separated megabytes (default: the configured one)")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    langs = a.langs.split(",")
    views = boards(a.seed)
    configured = caches.budget()  # the whole picture budget (RENDER_CACHE_MB): layers get most of it
    budgets = [int(float(x) * 1024 * 1024) for x in a.mb.split(",") if x] or [configured]

    # The need: every board in every language, nothing pushed out.
    kit.clear_caches()
    kit.set_layer_budget(1 << 20)
    for lang in langs:
        kit.reset_layer_stats()
        _draw_all([(g, v, lang) for g, v in views])
        held = kit.layer_stats()
        print(
            f"warm after {', '.join(langs[: langs.index(lang) + 1])}: {held.layers} layers, {held.bytes / 2**20:.0f} MB"
        )

    rng = random.Random(a.seed)
    traffic = [(g, v, rng.choice(langs)) for g, v in (rng.choice(views) for _ in range(a.boards))]
    print(f"\nmixed traffic: {a.boards} boards of {len(views)} views x {len(langs)} languages, cold cache")
    print(
        f"{'budget MB':>9} {'hits':>6} {'unpacked':>8} {'builds':>7} {'evicted':>8} {'hit rate':>9} {'peak MB':>8} "
        f"{'draw ms median':>15} {'p95':>7}"
    )
    for budget in budgets:
        kit.clear_caches()
        kit.set_layer_budget(budget / 2**20)
        kit.reset_layer_stats()
        times = _draw_all(traffic)
        s = kit.layer_stats()
        rate = s.hits / (s.hits + s.builds + s.unpacked) if s.hits + s.builds + s.unpacked else 0.0
        print(
            f"{budget / 2**20:>9.0f} {s.hits:>6} {s.unpacked:>8} {s.builds:>7} {s.evicted:>8} {rate:>9.1%}"
            f" {(s.peak + s.packed_bytes) / 2**20:>8.0f} "
            f"{statistics.median(times):>15.1f} {_p95(times):>7.1f}",
            flush=True,
        )
    kit.clear_caches()
    kit.set_layer_budget(configured / 2**20)
    return 0
