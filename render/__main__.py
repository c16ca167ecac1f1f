"""Command line: ``python -m render samples <game> --seed S --out DIR``, ``python -m render bench <game>``
``python -m render levels <game>`` (render/bench/boards.py) and ``python -m render bench-cache``
(render/bench/cache.py).

``samples`` plays a seeded random game (engine registry + random AI) and writes PNGs of the public
board at its start, middle and end (``--lang cs``: in Czech), printing one JSON line per image (file,
draw_ms, encode_ms, bytes). Without a playable engine it renders the hand-written fixtures in tests/render/fixtures.

``levels`` prints PNG encode time and size per zlib level, palette and RGB (render/bench/boards.py).

``phone`` plays a seeded random game to move ``--steps`` and writes its phone card and the acting
seat's own area (``phone-<game>.png``, ``panel-<game>.png``; ``--lang cs`` adds ``-cs``), printing
draw and encode times (medians, warm caches) and PNG sizes: budget 400 KB each, 600 KB together.

``bench`` times drawing and PNG encoding separately and prints the (draw+encode)/encode ratio
(render/bench/boards.py).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from . import kit, renderer
from .bench.boards import cmd_bench, cmd_levels, fixture_views, timed
from .playouts import play


def sample_views(game_id: str, players: int, seed: int) -> list[tuple[str, dict]]:
    try:
        return play(game_id, players, seed)
    except (ImportError, KeyError, AttributeError) as exc:  # no engine yet: the hand-written views
        print(f"# engine unavailable ({exc!r}); rendering fixtures", file=sys.stderr)
        return fixture_views(game_id)


def cmd_samples(args: argparse.Namespace) -> int:
    mod = renderer(args.game)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    names = args.names.split(",") if args.names else None
    for label, view in sample_views(args.game, args.players, args.seed):
        data, draw_ms, enc_ms, _ = timed(mod, view, names, args.lang)
        lang = "" if args.lang == "en" else f"_{args.lang}"
        path = out / f"{args.game}_{args.players}p_s{args.seed}_{label}{lang}.png"
        path.write_bytes(data)
        print(
            json.dumps(
                {"file": str(path), "draw_ms": round(draw_ms, 1), "encode_ms": round(enc_ms, 1), "bytes": len(data)}
            )
        )
    return 0


def cmd_phone(args: argparse.Namespace) -> int:
    from engine.core.rng import Rng
    from engine.core.text import translate
    from engine.registry import get_game

    from engine.ai.random_ai import step

    from . import phone

    game = get_game(args.game)
    state = game.setup(args.players, game.Options(), args.seed)
    rng = Rng.from_seed(args.seed ^ 0x5EED)
    for _ in range(args.steps):
        if game.decision(state) is None:
            break
        step(game, state, rng)
    decision = game.decision(state)
    seat = decision.seats[0] if decision is not None else 0
    asked = translate(game.seat_prompt(state, seat), args.lang) if decision else None
    names = args.names.split(",")[: args.players]
    public, mine = game.view(state, None), game.view(state, seat)
    mod = renderer(args.game)
    board = mod.draw(public, names, args.lang)
    times: dict[str, list[float]] = {
        "board draw": [],
        "phone card draw": [],
        "own area draw": [],
        "board encode": [],
        "phone card encode": [],
        "own area encode": [],
    }
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        board = mod.draw(public, names, args.lang)
        t1 = time.perf_counter()
        _, card = phone.draw_card(args.game, public, names, args.lang, asked, board=board)
        t2 = time.perf_counter()
        area = phone.draw_own_area(args.game, mine, seat, names, args.lang)
        t3 = time.perf_counter()
        board_png, card_png, area_png = kit.encode_png(board), kit.encode_png(card), kit.encode_png(area)
        t4 = time.perf_counter()
        kit.encode_png(card)
        t5 = time.perf_counter()
        kit.encode_png(area)
        t6 = time.perf_counter()
        for name, dt in (
            ("board draw", t1 - t0),
            ("phone card draw", t2 - t1),
            ("own area draw", t3 - t2),
            ("board encode", t4 - t3 - (t6 - t4)),
            ("phone card encode", t5 - t4),
            ("own area encode", t6 - t5),
        ):
            times[name].append(dt * 1000)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    lang = "" if args.lang == "en" else f"-{args.lang}"
    (out / f"phone-{args.game}{lang}.png").write_bytes(card_png)
    (out / f"panel-{args.game}{lang}.png").write_bytes(area_png)
    print(f"{args.game} {args.lang}: move {args.steps}, seat {seat + 1}'s own area; medians of {args.repeat}")
    for name, values in times.items():
        print(f"  {name:<18} {statistics.median(values):7.1f} ms")
    print(
        f"  PNG KB: board {len(board_png) / 1024:.0f}, phone card {len(card_png) / 1024:.0f} "
        f"({card.width}x{card.height}), own area {len(area_png) / 1024:.0f} ({area.width}x{area.height}), "
        f"phone card + own area {(len(card_png) + len(area_png)) / 1024:.0f}"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["palettes"]:  # no options: rebuild render/palettes.json from the drawing code
        from . import palette_build, palettes

        written = palette_build.write()
        print(f"{palettes.FILE}: {len(written)} palettes ({', '.join(written)})")
        return 0
    if argv[:1] == ["bench-cache"]:  # its own options (no game argument)
        from .bench.cache import main as cache_main

        return cache_main(argv[1:])
    if argv[:1] == ["docs"]:  # the README's pictures (no game argument)
        from .docs_pictures import main as docs_main

        return docs_main(argv[1:])
    ap = argparse.ArgumentParser(prog="python -m render")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("samples", help="render a seeded random game at its start, middle and end")
    s.add_argument("game")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--players", type=int, default=4)
    s.add_argument("--out", default="samples")
    s.add_argument("--names", default="", help="comma-separated player names")
    s.add_argument("--lang", default="en", help="language of the pictures' words (a catalog locale: en, cs, de, es)")
    b = sub.add_parser("bench", help="time drawing against PNG encoding")
    b.add_argument("game")
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--repeat", type=int, default=7)
    sub.add_parser(
        "bench-cache",
        add_help=False,
        help="the static-layer cache under mixed traffic of three games in two languages (see --help)",
    )
    sub.add_parser("docs", add_help=False, help="the README's pictures in docs/, made again from seeded games")
    sub.add_parser("palettes", help="rebuild render/palettes.json (the shipped PNG palettes) from the drawing code")
    lv = sub.add_parser("levels", help="PNG encode time and size per zlib level (palette and RGB)")
    lv.add_argument("game")
    lv.add_argument("--seed", type=int, default=1)
    lv.add_argument("--repeat", type=int, default=3)
    lv.add_argument("--levels", type=lambda s: [int(x) for x in s.split(",")], default=[1, 2, 3, 4, 5, 6, 9])
    ph = sub.add_parser("phone", help="write and time the phone card and an own area of a seeded random game")
    ph.add_argument("game")
    ph.add_argument("--seed", type=int, default=1)
    ph.add_argument("--players", type=int, default=3)
    ph.add_argument("--steps", type=int, default=40, help="random moves played before the pictures")
    ph.add_argument("--names", default="Anna,Bob,Chiara,Dmitri")
    ph.add_argument("--lang", default="en")
    ph.add_argument("--out", default="docs")
    ph.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    return {"samples": cmd_samples, "bench": cmd_bench, "levels": cmd_levels, "phone": cmd_phone}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
