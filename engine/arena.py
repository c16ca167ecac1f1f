"""AI against AI: ``python -m engine arena`` and ``python -m engine solo-ladder`` (generic over games).

Seat positions rotate: game ``g`` deals with seed ``seed + g // players`` and shifts the labels by
``g % players`` places, so every label plays every position on the same deals. Think times count only
decisions with more than one legal option (single options return at once and would flatter the median);
each is measured twice, on the wall clock and in the process's CPU time (``time.process_time``), which
a busy machine does not inflate: "per decision on one core" is the CPU time.

A seat is a level with an optional iteration budget of its own: ``hard@400`` (see :func:`parse_seat`).
With ``against`` (a path to another checkout of this repository, e.g. a ``git worktree`` of the last
landed commit), a seat ``landed:hard`` is that checkout's level: its choices come from a subprocess
running the other engine on the same positions (:class:`Landed`), so today's code plays yesterday's.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time
from typing import ClassVar

from engine.ai import LEVELS, choose, mcts, mover
from engine.registry import game_feature, get_game

MAX_DECISIONS = 20000  # a game that runs longer is reported as an error (an AI cycling)
Z95 = 1.959964  # the normal quantile of a two-sided 95 % interval


LANDED = "landed:"  # a seat of the ``against`` checkout


def parse_seat(spec: str) -> tuple[str, int | None]:
    """``"hard@400"`` -> ``("hard", 400)``; ``"medium"`` -> ``("medium", None)``; a ``landed:`` seat
    keeps its prefix (its level is checked by the other checkout)."""
    level, _, its = spec.partition("@")
    if level.startswith(LANDED) and level[len(LANDED) :]:
        pass
    elif level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    if not its:
        return level, None
    if not its.isdigit() or int(its) < 1:
        raise ValueError(f"{spec!r}: the budget after @ is a positive number of iterations")
    return level, int(its)


def labels_for(seats: list[str]) -> list[str]:
    """``medium,medium`` -> ``medium#1, medium#2``; unique labels stay as they are."""
    out = []
    for i, s in enumerate(seats):
        if seats.count(s) > 1:
            out.append(f"{s}#{seats[: i + 1].count(s)}")
        else:
            out.append(s)
    return out


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (a shared first place counts half), as fractions."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    d = 1 + z * z / games
    mid = (p + z * z / (2 * games)) / d
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    return (max(0.0, mid - half), min(1.0, mid + half))


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile ``q`` (0..1); 0 for no values."""
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


_SERVER = """
import json, sys
from engine.ai import choose
from engine.registry import get_game
for line in sys.stdin:
    q = json.loads(line)
    g = get_game(q["game"])
    st = g.State.model_validate_json(q["state"])
    a = choose(g, st, q["level"], seed=q["seed"], seat=q["seat"], iterations=q["iterations"], time_budget=q["time"])
    print(a.key(), flush=True)
"""


class Landed:
    """The AI levels of another checkout (``root``), asked position by position in a subprocess."""

    _open: ClassVar[dict[str, "Landed"]] = {}

    def __init__(self, root: str):
        import os
        import subprocess

        env = dict(os.environ, PYTHONPATH=root)
        self.proc = subprocess.Popen(
            [sys.executable, "-c", _SERVER], cwd=root, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )

    @classmethod
    def at(cls, root: str) -> Landed:
        if root not in cls._open:  # one per process (arena workers are forked: each opens its own)
            cls._open[root] = cls(root)
        return cls._open[root]

    def choose(self, game, st, level: str, seed: int, seat: int, iterations, time_budget):
        assert self.proc.stdin is not None and self.proc.stdout is not None
        q = {
            "game": game.id,
            "state": st.model_dump_json(),
            "level": level,
            "seed": seed,
            "seat": seat,
            "iterations": iterations,
            "time": time_budget,
        }
        self.proc.stdin.write(json.dumps(q) + "\n")
        self.proc.stdin.flush()
        key = self.proc.stdout.readline().strip()
        for a in game.legal_actions(st, seat):
            if a.key() == key:
                return a
        raise RuntimeError(f"the landed engine chose {key!r}, not a legal action here")


AGAINST: str | None = None  # the checkout of ``landed:`` seats (set by arena(against=...))


def play_game(
    game_id: str,
    levels: list[str],
    deal_seed: int,
    ai_seed: int,
    iterations: int | None,
    time_budget: float | None,
    options: dict | None = None,
) -> dict:
    """One game; ``levels[p]`` (a seat spec, ``hard@400``) plays position ``p``. Returns ranks, scores and
    think times (wall and CPU seconds) per position. A capped search (expert) thinks its seconds on the
    process's CPU clock meanwhile: one core's seconds, however busy the machine."""
    clock, mcts.CLOCK = mcts.CLOCK, time.process_time
    try:
        return _play_game(game_id, levels, deal_seed, ai_seed, iterations, time_budget, options)
    finally:
        mcts.CLOCK = clock


def _play_game(
    game_id: str,
    levels: list[str],
    deal_seed: int,
    ai_seed: int,
    iterations: int | None,
    time_budget: float | None,
    options: dict | None,
) -> dict:
    game = get_game(game_id)
    opts = game.Options(**(options or {}))
    n = len(levels)
    specs = [parse_seat(s) for s in levels]
    st = game.setup(n, opts, deal_seed)
    think: list[list[float]] = [[] for _ in range(n)]
    cpu: list[list[float]] = [[] for _ in range(n)]
    k = 0
    while True:
        d = game.decision(st)
        if d is None:
            break
        seat = mover(d)
        legal_n = len(game.legal_actions(st, seat))
        level, own = specs[seat]
        its = own if own is not None else iterations
        t, c = time.perf_counter(), time.process_time()
        if level.startswith(LANDED):
            if AGAINST is None:
                raise ValueError(f"{level}: a landed seat needs --against (the other checkout)")
            a = Landed.at(AGAINST).choose(
                game, st, level[len(LANDED) :], ai_seed * 1_000_003 + k, seat, its, time_budget
            )
        else:
            a = choose(
                game, st, level, seed=ai_seed * 1_000_003 + k, seat=seat, iterations=its, time_budget=time_budget
            )
        dt, dc = time.perf_counter() - t, time.process_time() - c
        if legal_n > 1:
            think[seat].append(dt)
            cpu[seat].append(dc)
        game.apply(st, seat, a)
        k += 1
        if k > MAX_DECISIONS:
            raise RuntimeError(f"game {deal_seed} exceeded {MAX_DECISIONS} decisions")
    r = game.result(st)
    if r is None:
        raise RuntimeError(f"game {deal_seed} ended without a result")
    out = {"ranks": list(r.ranks), "scores": list(r.scores), "think": think, "cpu": cpu, "decisions": k}
    if r.details and "won" in r.details[0]:
        out["won"] = bool(r.details[0]["won"])
        solo = game.solo_mode()
        if solo is not None:
            out["opponent"] = solo.outcome(r.scores[0], r.details[0])[0]
    return out


def _job(args):
    return play_game(*args)


def _run(jobs: list[tuple], workers: int, record: str | None = None) -> list[dict]:
    """The results of ``jobs`` in order. With ``record`` (a JSON-lines file), each game is appended as it
    ends, and the games the file already holds (the same job at the same place) are read, not played:
    a long arena that was stopped goes on where it stopped when run again with the same arguments."""
    done: dict[int, dict] = _recorded(record, jobs) if record else {}
    todo = [i for i in range(len(jobs)) if i not in done]

    def played(i: int, r: dict) -> None:
        done[i] = r
        if record:
            with open(record, "a", encoding="utf-8") as f:
                f.write(json.dumps({"g": i, "job": _job_key(jobs[i]), "result": r}) + "\n")

    if workers <= 1 or len(todo) <= 1:
        for i in todo:
            played(i, _job(jobs[i]))
    else:
        import multiprocessing as mp

        with mp.get_context("fork").Pool(workers) as pool:
            for i, r in zip(todo, pool.imap(_job, [jobs[i] for i in todo], chunksize=1)):
                played(i, r)
    return [done[i] for i in range(len(jobs))]


def _job_key(job: tuple) -> list:
    return json.loads(json.dumps(list(job)))  # as it reads back from the file (tuples as lists)


def _recorded(record: str, jobs: list[tuple]) -> dict[int, dict]:
    """The games of ``record`` (a missing file: none). A line of another arena (other seats, seed,
    budget or game) stops the run: the file would mix two measurements."""
    import os

    out: dict[int, dict] = {}
    if not os.path.exists(record):
        return out
    with open(record, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                i, key = int(row["g"]), row["job"]
            except (ValueError, KeyError, TypeError):
                raise ValueError(f"{record}:{n}: not a game this arena recorded") from None
            if i >= len(jobs):
                continue  # a longer run recorded it: this shorter one does not count it
            if key != _job_key(jobs[i]):
                raise ValueError(f"{record}:{n}: game {i} of another arena (other seats, seed or budget)")
            out[i] = row["result"]
    return out


def _ms(v: float) -> float:
    return round(1000 * v, 1)


def arena(
    game_id: str,
    players: int,
    games: int,
    seats: list[str],
    seed: int = 1,
    iterations: int | None = None,
    time_budget: float | None = None,
    workers: int = 1,
    options: dict | None = None,
    against: str | None = None,
    record: str | None = None,
) -> dict:
    global AGAINST
    if against is not None:
        AGAINST = against
    if len(seats) != players:
        raise ValueError(f"--seats needs {players} levels, got {len(seats)}")
    for s in seats:
        parse_seat(s)
    labels = labels_for(seats)
    t0 = time.perf_counter()
    jobs, order = [], []
    for g in range(games):
        shift = g % players
        pos_label = [labels[(p + shift) % players] for p in range(players)]
        pos_level = [seats[(p + shift) % players] for p in range(players)]
        jobs.append((game_id, pos_level, seed + g // players, seed * 7919 + g, iterations, time_budget, options))
        order.append(pos_label)
    results = _run(jobs, workers, record)
    wins = {lb: 0.0 for lb in labels}
    score_sum = {lb: 0 for lb in labels}
    think: dict[str, list[float]] = {lb: [] for lb in labels}
    cpu: dict[str, list[float]] = {lb: [] for lb in labels}
    decisions = 0
    for pos_label, r in zip(order, results):
        firsts = [p for p, rk in enumerate(r["ranks"]) if rk == 1]
        for p, lb in enumerate(pos_label):
            if players == 1:
                wins[lb] += 1.0 if r.get("won") else 0.0
            elif p in firsts:
                wins[lb] += 1.0 / len(firsts)
            score_sum[lb] += r["scores"][p]
            think[lb] += r["think"][p]
            cpu[lb] += r["cpu"][p]
        decisions += r["decisions"]
    out = {
        "game": game_id,
        "players": players,
        "games": games,
        "wins": {lb: _num(v) for lb, v in wins.items()},
        "interval": {lb: [round(x, 3) for x in wilson(v, games)] for lb, v in wins.items()},
        "mean_score": {lb: round(score_sum[lb] / games, 2) for lb in labels},
        "seconds": round(time.perf_counter() - t0, 2),
        "mean_think_ms": {lb: _ms(statistics.fmean(v)) if v else 0.0 for lb, v in think.items()},
        "median_think_ms": {lb: _ms(statistics.median(v)) if v else 0.0 for lb, v in think.items()},
        "max_think_ms": {lb: _ms(max(v)) if v else 0.0 for lb, v in think.items()},
        "cpu_think_ms": {
            lb: {"p50": _ms(percentile(v, 0.5)), "p95": _ms(percentile(v, 0.95)), "max": _ms(max(v, default=0.0))}
            for lb, v in cpu.items()
        },
        "think_decisions": {lb: len(v) for lb, v in cpu.items()},
        "seed": seed,
        "iterations": iterations,
        "time": time_budget,
        "workers": workers,
        "decisions": decisions,
    }
    if players == 1:
        opp = [r["opponent"] for r in results if r.get("opponent") is not None]
        out["mean_opponent_score"] = round(sum(opp) / len(opp), 2) if opp else None
    return out


def _num(v: float):
    return int(v) if v == int(v) else round(v, 1)


def solo_seats(game_id: str, level: str, start: int | None) -> tuple[list[str], dict]:
    """The seats (the solo player first, then the mode's AI seats) and options of a solo game."""
    solo = game_feature(game_id, "solo_mode")
    if solo is None:
        raise SystemExit(f"{game_id} has no solo mode")
    ai = list(solo.ai_seats(start)) if solo.ai_seats is not None else []
    return [level, *ai], solo.options(start)


def solo_game(game_id: str, level: str, start: int | None, deal_seed: int, ai_seed: int, iterations=None) -> dict:
    """One solo game of ``level`` at difficulty ``start``: ``won`` (a shared first place beside AI seats
    counts half), the player's score and the opponent's (the automaton's, or the best AI seat's)."""
    seats, options = solo_seats(game_id, level, start)
    r = play_game(game_id, seats, deal_seed, ai_seed, iterations, None, options)
    if len(seats) == 1:
        won = 1.0 if r.get("won") else 0.0
        opp = r.get("opponent")
    else:
        firsts = [p for p, rk in enumerate(r["ranks"]) if rk == 1]
        won = 1.0 / len(firsts) if 0 in firsts else 0.0
        opp = max(r["scores"][1:])
    return {"won": won, "score": r["scores"][0], "opponent": opp, "cpu": r["cpu"][0]}


def _solo_job(args):
    return solo_game(*args)


def solo_rate(
    game_id: str, level: str, start: int | None, games: int, seed: int = 1, iterations=None, workers: int = 1
) -> dict:
    """``games`` solo games of ``level`` at ``start`` (deal seeds ``seed``..): wins with their interval."""
    jobs = [(game_id, level, start, seed + g, seed * 7919 + g, iterations) for g in range(games)]
    if workers <= 1 or games <= 1:
        rs = [_solo_job(j) for j in jobs]
    else:
        import multiprocessing as mp

        with mp.get_context("fork").Pool(workers) as pool:
            rs = list(pool.imap(_solo_job, jobs, chunksize=1))
    wins = sum(r["won"] for r in rs)
    opp = [r["opponent"] for r in rs if r["opponent"] is not None]
    cpu = [c for r in rs for c in r["cpu"]]
    return {
        "start": start,
        "games": games,
        "wins": _num(wins),
        "interval": [round(x, 3) for x in wilson(wins, games)],
        "mean_score": round(statistics.fmean(r["score"] for r in rs), 2),
        "mean_opponent_score": round(statistics.fmean(opp), 2) if opp else None,
        "median_think_ms": _ms(statistics.median(cpu)) if cpu else 0.0,
    }


def solo_ladder(
    game_id: str,
    level: str,
    games: int,
    starts: list[int],
    seed: int = 1,
    iterations: int | None = None,
    time_budget: float | None = None,
    workers: int = 1,
    stop: bool = True,
) -> dict:
    """Solo games against the game's automaton (or its AI seats) at each difficulty ``start`` (easiest
    first, in the order given); with ``stop``, the first start that is won in fewer than half of the
    games stops the ladder. (``time_budget`` is kept for the command line; budgets are iterations.)"""
    t0 = time.perf_counter()
    parse_seat(level)
    rows = []
    lowest = None
    for start in starts:
        row = solo_rate(game_id, level, start, games, seed=seed, iterations=iterations, workers=workers)
        rows.append(row)
        print(json.dumps(row), file=sys.stderr, flush=True)  # progress: one line per start
        if row["wins"] * 2 >= games:
            lowest = start
        elif stop:
            break
    return {
        "game": game_id,
        "level": level,
        "games": games,
        "lowest_start_won_half": lowest,
        "ladder": rows,
        "seconds": round(time.perf_counter() - t0, 2),
        "iterations": iterations,
        "time": time_budget,
    }
