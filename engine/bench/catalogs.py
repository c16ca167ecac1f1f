"""``python -m engine bench-catalogs``: the CPU a fresh process spends before its first words.

Each case runs in its own fresh ``python -c`` subprocess (nothing cached, as the bot's start-up, a
terminal start or a test process) and reports ``time.process_time()`` from the first line of the
probe to the end of the case: imports, catalog parsing and the work itself (the interpreter's own
start-up is not counted). Several runs per case, the median shown, with the locales whose catalogs the
process had read by then. ``--root`` runs the probes in another checkout (an export of ``main``), so
the numbers before and after a change come from the same machine in the same session.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

from engine.registry import game_ids

# The probes. ``loaded()`` names the catalogs read so far, as locale/group (or locales only; a
# checkout that reads every catalog at once has neither function: "all").
_PRELUDE = """
import time, json
t0 = time.process_time()
def loaded():
    from engine.core import text
    if hasattr(text, "loaded"):
        return sorted("/".join(k) for k in text.loaded())
    f = getattr(text, "loaded_locales", None)
    return sorted(f()) if f else ["all"]
"""
_TRANSLATE = """
from engine.core.text import M, translate
translate(M("bot.err.no_game"), {locale!r})
"""
_BOARD = """
import render
from engine.registry import get_game
game = get_game({game!r})
state = game.setup({players}, game.Options(), 1)
render.board({game!r}, game.view(state, None), None, {locale!r})
"""
_REPORT = """
print(json.dumps({"cpu": time.process_time() - t0, "loaded": loaded()}))
"""

# case name -> probe body; boards at each game's most common table size
PLAYERS = {"emara": 2, "macao": 3, "lisboa": 2}


def cases(games: list[str]) -> dict[str, str]:
    out = {
        "import + first English line": _TRANSLATE.format(locale="en"),
        "import + first Czech line": _TRANSLATE.format(locale="cs"),
    }
    for g in games:
        out[f"first board, {g}, English"] = _BOARD.format(game=g, players=PLAYERS.get(g, 2), locale="en")
    return out


def run(body: str, root: Path) -> dict:
    probe = _PRELUDE + body + _REPORT
    out = subprocess.run([sys.executable, "-c", probe], cwd=root, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def bench(root: Path, runs: int, games: list[str]) -> list[dict]:
    rows = []
    for name, body in cases(games).items():
        results = [run(body, root) for _ in range(runs)]
        cpu = sorted(r["cpu"] for r in results)
        rows.append(
            {
                "case": name,
                "runs": runs,
                "median_s": round(statistics.median(cpu), 3),
                "min_s": round(cpu[0], 3),
                "max_s": round(cpu[-1], 3),
                "loaded": results[-1]["loaded"],
            }
        )
    return rows


def report(rows: list[dict]) -> str:
    out = [f"{'case':<32} {'runs':>4} {'median s':>9} {'min s':>7} {'max s':>7}  catalogs read (locale/group)"]
    for r in rows:
        out.append(
            f"{r['case']:<32} {r['runs']:>4} {r['median_s']:>9.3f} {r['min_s']:>7.3f} {r['max_s']:>7.3f}"
            f"  {','.join(r['loaded'])}"
        )
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine bench-catalogs", description=__doc__.split("\n\n")[0])
    p.add_argument("--runs", type=int, default=5, help="fresh processes per case (default %(default)s)")
    p.add_argument(
        "--root",
        type=Path,
        default=Path(__file__).resolve().parents[2],
        help="the checkout whose packages the probes import (default: this one)",
    )
    p.add_argument("--game", action="append", choices=game_ids(), help="first boards of these games only")
    a = p.parse_args(argv)
    print(report(bench(a.root, a.runs, a.game or game_ids())))
    return 0
