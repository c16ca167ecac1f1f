"""AI against AI: ``python -m engine arena`` and ``python -m engine solo-ladder`` (generic over games).

Seat positions rotate: game ``g`` deals with seed ``seed + g // players`` and shifts the labels by
``g % players`` places, so every label plays every position on the same deals. Think times count only
decisions with more than one legal option (single options return at once and would flatter the median).
"""

from __future__ import annotations

import json
import statistics
import sys
import time

from engine.ai import LEVELS, choose, mover
from engine.registry import game_feature, get_game

MAX_DECISIONS = 20000  # a game that runs longer is reported as an error (an AI cycling)


def labels_for(seats: list[str]) -> list[str]:
    """``medium,medium`` -> ``medium#1, medium#2``; unique labels stay as they are."""
    out = []
    for i, s in enumerate(seats):
        if seats.count(s) > 1:
            out.append(f"{s}#{seats[: i + 1].count(s)}")
        else:
            out.append(s)
    return out


def play_game(
    game_id: str,
    levels: list[str],
    deal_seed: int,
    ai_seed: int,
    iterations: int | None,
    time_budget: float | None,
    options: dict | None = None,
) -> dict:
    """One game; ``levels[p]`` plays position ``p``. Returns ranks, scores and think times per position."""
    game = get_game(game_id)
    opts = game.Options(**(options or {}))
    n = len(levels)
    st = game.setup(n, opts, deal_seed)
    think: list[list[float]] = [[] for _ in range(n)]
    k = 0
    while True:
        d = game.decision(st)
        if d is None:
            break
        seat = mover(d)
        legal_n = len(game.legal_actions(st, seat))
        t = time.perf_counter()
        a = choose(
            game,
            st,
            levels[seat],
            seed=ai_seed * 1_000_003 + k,
            seat=seat,
            iterations=iterations,
            time_budget=time_budget,
        )
        dt = time.perf_counter() - t
        if legal_n > 1:
            think[seat].append(dt)
        game.apply(st, seat, a)
        k += 1
        if k > MAX_DECISIONS:
            raise RuntimeError(f"game {deal_seed} exceeded {MAX_DECISIONS} decisions")
    r = game.result(st)
    if r is None:
        raise RuntimeError(f"game {deal_seed} ended without a result")
    out = {"ranks": list(r.ranks), "scores": list(r.scores), "think": think, "decisions": k}
    if r.details and "won" in r.details[0]:
        out["won"] = bool(r.details[0]["won"])
        solo = game.solo_mode()
        if solo is not None:
            out["opponent"] = solo.outcome(r.scores[0], r.details[0])[0]
    return out


def _job(args):
    return play_game(*args)


def _run(jobs: list[tuple], workers: int) -> list[dict]:
    if workers <= 1 or len(jobs) <= 1:
        return [_job(j) for j in jobs]
    import multiprocessing as mp

    with mp.get_context("fork").Pool(workers) as pool:
        return list(pool.imap(_job, jobs, chunksize=1))


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
) -> dict:
    if len(seats) != players:
        raise ValueError(f"--seats needs {players} levels, got {len(seats)}")
    for s in seats:
        if s not in LEVELS:
            raise ValueError(f"unknown level {s!r}; expected one of {LEVELS}")
    labels = labels_for(seats)
    t0 = time.perf_counter()
    jobs, order = [], []
    for g in range(games):
        shift = g % players
        pos_label = [labels[(p + shift) % players] for p in range(players)]
        pos_level = [seats[(p + shift) % players] for p in range(players)]
        jobs.append((game_id, pos_level, seed + g // players, seed * 7919 + g, iterations, time_budget, options))
        order.append(pos_label)
    results = _run(jobs, workers)
    wins = {lb: 0.0 for lb in labels}
    score_sum = {lb: 0 for lb in labels}
    think: dict[str, list[float]] = {lb: [] for lb in labels}
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
        decisions += r["decisions"]
    out = {
        "game": game_id,
        "players": players,
        "games": games,
        "wins": {lb: _num(v) for lb, v in wins.items()},
        "mean_score": {lb: round(score_sum[lb] / games, 2) for lb in labels},
        "seconds": round(time.perf_counter() - t0, 2),
        "mean_think_ms": {lb: round(1000 * statistics.fmean(v), 1) if v else 0.0 for lb, v in think.items()},
        "median_think_ms": {lb: round(1000 * statistics.median(v), 1) if v else 0.0 for lb, v in think.items()},
        "max_think_ms": {lb: round(1000 * max(v), 1) if v else 0.0 for lb, v in think.items()},
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


def solo_ladder(
    game_id: str,
    level: str,
    games: int,
    starts: list[int],
    seed: int = 1,
    iterations: int | None = None,
    time_budget: float | None = None,
    workers: int = 1,
) -> dict:
    """Solo games against the game's automaton at each difficulty ``start`` (easiest first, in the
    order given); the first start that is won in fewer than half of the games stops the ladder."""
    t0 = time.perf_counter()
    rows = []
    lowest = None
    for start in starts:
        solo = game_feature(game_id, "solo_mode")
        if solo is None:
            raise SystemExit(f"{game_id} has no solo mode")
        r = arena(
            game_id,
            1,
            games,
            [level],
            seed=seed,
            iterations=iterations,
            time_budget=time_budget,
            workers=workers,
            options=solo.options(start),
        )
        wins = r["wins"][level]
        rows.append(
            {
                "start": start,
                "wins": wins,
                "games": games,
                "mean_score": r["mean_score"][level],
                "mean_opponent_score": r.get("mean_opponent_score"),
                "median_think_ms": r["median_think_ms"][level],
            }
        )
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)  # progress: one line per start
        if wins * 2 >= games:
            lowest = start
        else:
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
