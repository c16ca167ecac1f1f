"""``python -m engine selfplay|bench|replay <game> ...`` (generic over engine.registry)."""
from __future__ import annotations

import argparse
import json
import sys

from engine.registry import game_ids, get_game


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
    rp.add_argument("actions", nargs="*")
    a = p.parse_args(argv)
    game = get_game(a.game)
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
    st = replay(game, a.players, game.Options(), a.seed, a.actions)
    print(json.dumps(game.view(st, None), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
