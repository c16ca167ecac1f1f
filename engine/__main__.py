"""``python -m engine selfplay|bench|replay|arena|solo-ladder <game> ...`` (generic over engine.registry)."""
from __future__ import annotations

import argparse
import json
import sys

from engine.registry import game_ids, get_game


def default_starts(game) -> list[int]:
    """A game's solo difficulties, easiest first (lower starts are harder where ``lower_is_harder``)."""
    solo = game.solo_mode()
    if solo.lower_is_harder:
        return list(range(40, 0, -5))          # Crown of Emara's building starts worth climbing
    return list(range(solo.start_min, solo.start_max + 1))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine")
    sub = p.add_subparsers(dest="cmd", required=True)
    sp = sub.add_parser("selfplay", help="random legal games with invariant checks")
    sp.add_argument("game", choices=game_ids())
    sp.add_argument("--players", type=int, default=None)
    sp.add_argument("--games", type=int, default=10)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--json", action="store_true")
    bp = sub.add_parser("bench", help="random-playout games per second")
    bp.add_argument("game", choices=game_ids())
    bp.add_argument("--games", type=int, default=50)
    bp.add_argument("--seed", type=int, default=1)
    rp = sub.add_parser("replay", help="replay a list of action keys and print the final public view")
    rp.add_argument("game", choices=game_ids())
    rp.add_argument("--players", type=int, required=True)
    rp.add_argument("--seed", type=int, required=True)
    rp.add_argument("--actions", nargs="*", default=[], metavar="[SEAT:]KEY",
                    help="action keys in order; SEAT: (0-based) where several seats may act at once")
    ap = sub.add_parser("arena", help="AI levels against each other; prints one JSON object")
    ap.add_argument("game", choices=game_ids())
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seats", required=True, help="comma-separated levels, one per player: hard,medium")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=None, help="hard: iterations per decision")
    ap.add_argument("--time", type=float, default=None, help="hard: seconds per decision")
    ap.add_argument("--workers", type=int, default=1)
    lp = sub.add_parser("solo-ladder", help="solo games against the automaton at each difficulty, easiest first")
    lp.add_argument("game", choices=game_ids())
    lp.add_argument("--level", default="hard")
    lp.add_argument("--games", type=int, default=50)
    lp.add_argument("--starts", default=None,
                    help="difficulties to play, easiest first (default: the game's whole solo range; "
                         "Crown of Emara: 40,35,...,5)")
    lp.add_argument("--seed", type=int, default=1)
    lp.add_argument("--iterations", type=int, default=None)
    lp.add_argument("--time", type=float, default=None)
    lp.add_argument("--workers", type=int, default=1)
    a = p.parse_args(argv)
    game = get_game(a.game)
    if a.cmd == "arena":
        from engine.arena import arena
        print(json.dumps(arena(a.game, a.players, a.games, a.seats.split(","), seed=a.seed,
                               iterations=a.iterations, time_budget=a.time, workers=a.workers)))
        return 0
    if a.cmd == "solo-ladder":
        from engine.arena import solo_ladder
        starts = [int(x) for x in a.starts.split(",")] if a.starts else default_starts(game)
        print(json.dumps(solo_ladder(a.game, a.level, a.games, starts, seed=a.seed, iterations=a.iterations,
                                     time_budget=a.time, workers=a.workers)))
        return 0
    if a.cmd == "selfplay":
        from engine.selfplay import selfplay
        players = a.players or game.max_players
        r = selfplay(game, players, a.games, a.seed)
        if a.json:
            print(json.dumps(r))
        else:
            print(f"{r['game']}: {r['completed']}/{r['games']} games with {players} players completed, "
                  f"{r['decisions']} decisions in {r['seconds']} s, {len(r['errors'])} errors")
            for e in r["errors"][:20]:
                print("  " + e)
        return 0 if not r["errors"] and r["completed"] == r["games"] else 1
    if a.cmd == "bench":
        from engine.bench import bench, table
        print(table(bench(game, a.games, seed=a.seed)))
        return 0
    from engine.core.replay import replay
    from engine.core import IllegalAction, translate
    steps = [(int(s), k) if k else s for s, _, k in (x.partition(":") for x in a.actions)]
    try:
        st = replay(game, a.players, game.Options(), a.seed, steps)
    except (IllegalAction, ValueError) as e:
        reason = translate(e.reason) if isinstance(e, IllegalAction) else str(e)
        print(f"cannot replay: {reason}", file=sys.stderr)
        return 2
    from engine.core.view import plain_view
    print(json.dumps(plain_view(game.view(st, None)), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
