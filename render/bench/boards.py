"""``python -m render bench <game>`` and ``python -m render levels <game>``: drawing against PNG encoding.

``bench`` times drawing and PNG encoding separately (medians over repetitions, warm caches) and prints a
table with the (draw+encode)/encode ratio: the cost of drawing on top of the unavoidable encode. Goals:
ratio <= 1.5, PNG <= 400 KB at >= 1600 px width. ``levels`` prints PNG encode time and size per zlib
level, palette and RGB.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import time
from pathlib import Path

from PIL import Image

from render import kit, renderer
from render.playouts import play

FIXTURES = Path(__file__).resolve().parents[2] / "tests" / "render" / "fixtures"


def fixture_views(game_id: str) -> list[tuple[str, dict]]:
    return [
        (p.stem, json.loads(p.read_text()))
        for p in sorted(FIXTURES.glob("*.json"))
        if json.loads(p.read_text()).get("game") == game_id
    ]


def timed(mod, view: dict, names: list[str] | None, locale: str = "en") -> tuple[bytes, float, float, int]:
    t0 = time.perf_counter()
    img = mod.draw(view, names, locale)
    t1 = time.perf_counter()
    data = kit.encode_png(img)
    t2 = time.perf_counter()
    return data, (t1 - t0) * 1000, (t2 - t1) * 1000, img.width


def cmd_bench(args: argparse.Namespace) -> int:
    mod = renderer(args.game)
    cases = bench_cases(args.game, args.seed)
    t0 = time.perf_counter()
    timed(mod, cases[0][1], None)
    cold = (time.perf_counter() - t0) * 1000
    print(f"cold start (static layers, tiles, palette, fonts): {cold:.0f} ms")
    print(f"{'case':<12} {'draw ms':>8} {'encode ms':>10} {'ratio':>6} {'PNG KB':>7} {'width':>6} {'height':>7}")
    ratios, sizes = [], []
    for label, view in cases:
        runs = [timed(mod, view, None) for _ in range(args.repeat)]
        draw = statistics.median(r[1] for r in runs)
        enc = statistics.median(r[2] for r in runs)
        data, width = runs[0][0], runs[0][3]
        ratio = (draw + enc) / enc
        ratios.append(ratio)
        sizes.append(len(data))
        height = Image.open(io.BytesIO(data)).height
        print(f"{label:<12} {draw:>8.1f} {enc:>10.1f} {ratio:>6.2f} {len(data) / 1024:>7.0f} {width:>6} {height:>7}")
    print(
        f"{'median':<12} {'':>8} {'':>10} {statistics.median(ratios):>6.2f} "
        f"{statistics.median(sizes) / 1024:>7.0f}   max ratio {max(ratios):.2f}, max KB {max(sizes) / 1024:.0f}"
    )
    return 0


def bench_cases(game_id: str, seed: int) -> list[tuple[str, dict]]:
    try:
        from engine.registry import get_game

        game = get_game(game_id)
        counts = range(game.min_players, game.max_players + 1)  # Emara 1-4, Macao 2-4
        return [(f"{p}p {label}", v) for p in counts for label, v in play(game_id, p, seed)]
    except (ImportError, KeyError, AttributeError):
        return fixture_views(game_id)


def cmd_levels(args: argparse.Namespace) -> int:
    """Encode time and size per zlib level, palette and RGB, over the bench's boards."""
    mod = renderer(args.game)
    images = [mod.draw(view, None) for _, view in bench_cases(args.game, args.seed)]
    print(f"{len(images)} boards; medians per board; chosen: palette, level {kit.PNG_COMPRESS_LEVEL}")
    print(f"{'encoding':<14} {'encode ms':>10} {'x time':>7} {'KB':>6} {'max KB':>7} {'x size':>7}")
    base = None
    for palette in (True, False):
        for level in args.levels:
            times, sizes = [], []
            for img in images:
                runs = []
                for _ in range(args.repeat):
                    t0 = time.perf_counter()
                    data = kit.encode_png(img, level, palette=palette)
                    runs.append((time.perf_counter() - t0) * 1000)
                times.append(statistics.median(runs))
                sizes.append(len(data))
            t, kb = statistics.median(times), statistics.median(sizes) / 1024
            base = base or (t, kb)
            print(
                f"{('palette' if palette else 'RGB') + f' {level}':<14} {t:>10.1f} {t / base[0]:>7.2f} {kb:>6.0f}"
                f" {max(sizes) / 1024:>7.0f} {kb / base[1]:>7.2f}"
            )
    return 0
