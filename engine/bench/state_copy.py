"""``python -m engine bench-copy``: what one ``copy_state`` costs next to one decision's rules.

The AI copies a state once per determinisation, so a copy should cost little beside the rules of the
decision it explores. For each game this prints, per copy and per decision (``legal_actions`` +
``apply`` of a seeded random playout, quiet as in a search):

* ``us``: CPU microseconds (``time.process_time``, median of 3 runs; the machine's load moves it);
* ``calls``: Python and C function calls seen by ``sys.setprofile`` (deterministic, load-free);
* ``Kinstr`` (with ``--instructions``): CPU instructions counted by valgrind's callgrind, the
  difference between a run with N operations and one with none (deterministic within a few per cent;
  ``perf stat -e instructions`` is not available in these containers).

Copies are taken of states at several points of 2- and 4-player games (every tenth decision).
Each case runs in a fresh ``python -c`` subprocess; ``--root`` runs them in another checkout (an export
of ``main``), so before and after come from the same machine in the same session.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

from engine.registry import game_ids

_PROBE = """
import sys, time
from engine.ai.random_ai import choose
from engine.core.game import mover
from engine.core.quiet import quiet
from engine.core.rng import Rng
from engine.registry import get_game
game_id, what, n, profile = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1"
game = get_game(game_id)

def playout(players, seed, limit, keep=None):
    st = game.setup(min(max(players, game.min_players), game.max_players), game.Options(), seed)
    rng = Rng.from_seed(seed)
    k = 0
    with quiet():
        while k < limit and (d := game.decision(st)) is not None:
            if keep is not None and k % 10 == 0:
                keep.append(type(st).model_validate_json(st.model_dump_json()))
            seat = mover(d)
            game.apply(st, seat, choose(game, st, rng, seat))
            k += 1
    return k

if what == "copy":
    states = []
    playout(2, 3, 10**6, states)
    playout(4, 4, 10**6, states)
    copy = game.copy_state
    copy(states[0])
    def run():
        for i in range(n):
            copy(states[i % len(states)])
        return n
else:
    def run():
        done, seed = 0, 1
        while done < n:
            done += playout(2 + seed % 3, seed, n - done)
            seed += 1
        return done
calls = 0
if profile:
    def count(frame, event, arg):
        global calls
        if event in ("call", "c_call"):
            calls += 1
    sys.setprofile(count)
t = time.process_time()
done = run() if n else 0
dt = time.process_time() - t
sys.setprofile(None)
print(done, dt, calls)
"""

COPIES = 3000
DECISIONS = 3000


def _probe(root: str, game: str, what: str, n: int, profile: bool = False, valgrind: bool = False) -> tuple:
    cmd = [sys.executable, "-c", _PROBE, game, what, str(n), "1" if profile else "0"]
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=root)
    if valgrind:
        with tempfile.NamedTemporaryFile() as f:
            out = subprocess.run(
                ["valgrind", "--tool=callgrind", f"--callgrind-out-file={f.name}", *cmd],
                cwd=root,
                env=env,
                capture_output=True,
                text=True,
                check=True,
            )
        m = re.search(r"Collected : (\d+)", out.stderr)
        if m is None:
            raise RuntimeError(f"callgrind printed no instruction count: {out.stderr[-500:]}")
        return int(out.stdout.split()[0]), int(m.group(1))
    fields = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True, check=True).stdout.split()
    return int(fields[0]), float(fields[1]), int(fields[2])


def measure(root: str, game: str, what: str, n: int, instructions: bool) -> dict:
    runs = [_probe(root, game, what, n) for _ in range(3)]
    done = runs[0][0]
    row = {"us": statistics.median(r[1] for r in runs) / done * 1e6}
    pn = max(1, n // 10)
    done_p, _, calls = _probe(root, game, what, pn, profile=True)
    row["calls"] = calls / done_p
    if instructions:
        vn = max(1, n // 10)
        done_v, with_ops = _probe(root, game, what, vn, valgrind=True)
        _, without = _probe(root, game, what, 0, valgrind=True)
        row["kinstr"] = (with_ops - without) / done_v / 1000
    return row


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine bench-copy", description=__doc__.split("\n\n")[0])
    p.add_argument("games", nargs="*", metavar="GAME", help=f"games to measure (default: all: {', '.join(game_ids())})")
    p.add_argument("--root", default=os.getcwd(), help="the checkout to measure (default: this one)")
    p.add_argument("--instructions", action="store_true", help="also count instructions with valgrind")
    a = p.parse_args(argv)
    unknown = [g for g in a.games if g not in game_ids()]
    if unknown:
        p.error(f"unknown game {unknown[0]!r} (known: {', '.join(game_ids())})")
    if a.instructions and not shutil.which("valgrind"):
        p.error("--instructions needs valgrind on PATH")
    head = f"{'game':7} {'copy us':>8} {'calls':>6}"
    head += f" {'Kinstr':>7}" if a.instructions else ""
    head += f" {'decision us':>12} {'calls':>6}" + (f" {'Kinstr':>7}" if a.instructions else "")
    head += f" {'copy/decision':>14}"
    print(head)
    for g in a.games or game_ids():
        c = measure(a.root, g, "copy", COPIES, a.instructions)
        d = measure(a.root, g, "decision", DECISIONS, a.instructions)
        line = f"{g:7} {c['us']:8.1f} {c['calls']:6.0f}"
        line += f" {c['kinstr']:7.1f}" if a.instructions else ""
        line += f" {d['us']:12.1f} {d['calls']:6.0f}" + (f" {d['kinstr']:7.1f}" if a.instructions else "")
        ratio = c["kinstr"] / d["kinstr"] if a.instructions else c["us"] / d["us"]
        line += f" {ratio:14.2f}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
