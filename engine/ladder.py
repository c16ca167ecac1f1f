"""The AI ladder as tables: ``python -m engine ladder``, ``budget-ladder`` and ``campaign``.

* :func:`ladder` plays each level against the one below it (two players, seats rotated on the same
  deals, :func:`engine.arena.arena`) and the think time of every level (CPU seconds per decision with
  more than one option).
* :func:`budget_ladder` plays a search level at ``4N`` iterations against itself at ``N``: whether more
  thinking still buys strength.
* :func:`campaign` follows a solo mode's campaign rule (Crown of Emara: start 40, a win lowers the next
  start by 5, a loss raises it by 2) for a number of games per level and reports where it settles.

Benchmarks, never test assertions: the README carries their tables.
"""

from __future__ import annotations

import statistics
import time

from engine.ai import LEVELS
from engine.arena import arena, parse_seat, solo_game, wilson
from engine.registry import game_feature

LADDER = LEVELS  # weakest first


def _pct(x: float) -> str:
    return f"{100 * x:.0f} %"


def pairing_row(r: dict, upper: str, lower: str) -> dict:
    """One pairing of an arena result: the upper seat's wins with their interval, both mean scores."""
    games = r["games"]
    w = r["wins"][upper]
    lo, hi = wilson(w, games)
    return {
        "upper": upper,
        "lower": lower,
        "games": games,
        "wins": w,
        "rate": w / games,
        "interval": (lo, hi),
        "mean_upper": r["mean_score"][upper],
        "mean_lower": r["mean_score"][lower],
        "seconds": r["seconds"],
    }


def ladder(
    game_id: str,
    games: int,
    levels: list[str],
    seed: int = 1,
    workers: int = 1,
    against: str | None = None,
    progress=None,
) -> dict:
    """Each level of ``levels`` (weakest first) against the one below it, and every level's think time."""
    rows = []
    think: dict[str, dict] = {}
    for lower, upper in zip(levels, levels[1:]):
        r = arena(game_id, 2, games, [upper, lower], seed=seed, workers=workers, against=against)
        rows.append(pairing_row(r, upper, lower))
        for lv in (upper, lower):
            if lv not in think or r["think_decisions"][lv] > think[lv]["decisions"]:
                think[lv] = {"decisions": r["think_decisions"][lv], **r["cpu_think_ms"][lv]}
        if progress:
            progress(format_pairings([rows[-1]]).splitlines()[-1])
    return {"game": game_id, "games": games, "pairings": rows, "think": think}


def format_pairings(rows: list[dict]) -> str:
    out = [
        "| pairing | games | upper wins | rate [95 % interval] | mean score upper / lower |",
        "|---|---|---|---|---|",
    ]
    for x in rows:
        lo, hi = x["interval"]
        out.append(
            f"| {x['upper']} vs {x['lower']} | {x['games']} | {x['wins']:g} | {_pct(x['rate'])} "
            f"[{_pct(lo)}-{_pct(hi)}] | {x['mean_upper']:.1f} / {x['mean_lower']:.1f} |"
        )
    return "\n".join(out)


def format_think(think: dict[str, dict], levels: list[str]) -> str:
    out = ["| level | decisions | p50 | p95 | max (CPU ms per decision) |", "|---|---|---|---|---|"]
    for lv in levels:
        t = think.get(lv)
        if t:
            out.append(f"| {lv} | {t['decisions']} | {t['p50']:.1f} | {t['p95']:.1f} | {t['max']:.1f} |")
    return "\n".join(out)


def budget_ladder(
    game_id: str, level: str, budgets: list[int], games: int, factor: int = 4, seed: int = 1, workers: int = 1
) -> list[dict]:
    """``level@factor*N`` against ``level@N`` for each ``N`` of ``budgets``."""
    rows = []
    for n in budgets:
        big, small = f"{level}@{factor * n}", f"{level}@{n}"
        r = arena(game_id, 2, games, [big, small], seed=seed, workers=workers)
        row = pairing_row(r, big, small)
        row["think_upper"] = r["cpu_think_ms"][big]
        row["think_lower"] = r["cpu_think_ms"][small]
        rows.append(row)
    return rows


def format_budgets(rows: list[dict]) -> str:
    out = [
        "| 4N vs N | games | 4N wins | rate [95 % interval] | mean score 4N / N | CPU ms p50 4N / N |",
        "|---|---|---|---|---|---|",
    ]
    for x in rows:
        lo, hi = x["interval"]
        out.append(
            f"| {x['upper']} vs {x['lower']} | {x['games']} | {x['wins']:g} | {_pct(x['rate'])} "
            f"[{_pct(lo)}-{_pct(hi)}] | {x['mean_upper']:.1f} / {x['mean_lower']:.1f} | "
            f"{x['think_upper']['p50']:.0f} / {x['think_lower']['p50']:.0f} |"
        )
    return "\n".join(out)


def campaign(game_id: str, level: str, games: int, seed: int = 1, iterations: int | None = None) -> dict:
    """A solo campaign played by ``level`` for ``games`` games from the mode's first difficulty, each
    next one by the mode's rule: the difficulty before each game, and where it settles (the mean over
    the second half of the games, once the rule has had time to find the level's place)."""
    solo = game_feature(game_id, "solo_mode")
    if solo is None:
        raise SystemExit(f"{game_id} has no solo mode")
    parse_seat(level)
    start = solo.campaign_first
    starts, wins = [], 0.0
    t0 = time.perf_counter()
    for g in range(games):
        starts.append(start)
        r = solo_game(game_id, level, start, seed + g, seed * 7919 + g, iterations)
        wins += r["won"]
        start = solo.campaign_next(start, r["won"] >= 1.0)
    half = starts[len(starts) // 2 :]
    return {
        "game": game_id,
        "level": level,
        "games": games,
        "wins": wins,
        "starts": starts,
        "settles_at": round(statistics.fmean(half), 1) if half else None,
        "seconds": round(time.perf_counter() - t0, 1),
    }


def format_campaigns(rows: list[dict]) -> str:
    out = ["| level | games | wins | settles at (mean start, second half) | starts played |", "|---|---|---|---|---|"]
    for x in rows:
        out.append(
            f"| {x['level']} | {x['games']} | {x['wins']:g} | {x['settles_at']} | {' '.join(map(str, x['starts']))} |"
        )
    return "\n".join(out)
