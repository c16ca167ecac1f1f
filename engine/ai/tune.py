"""``python -m engine tune <game>``: the evaluation's numbers tuned by self-play (SPSA), written to the
game's ``weights.json`` (engine/core/weights.py), which the expert level judges with.

Simultaneous perturbation stochastic approximation (Spall 1992), the method chess engines tune their
evaluation with: each step perturbs every weight at once by a random sign times its step, plays games
between the two perturbed judges (``+`` against ``-``, the same deals with the seats swapped) and moves
the weights along the measured score difference. It needs two sides' games per step whatever the
number of weights, and nothing but the game protocol and the weights' names.

The judges play at ``level`` (default: medium, whose games cost milliseconds; a search level with a
small budget, ``hard@40``, tunes what the search sees at its leaves, at a hundred times the cost). The
weights move in units of their step (``ai_support.TUNE_STEPS``, else 15 % of the hand-set value), are
kept at or above 0, and start from the hand-set values (``ai_support.TUNE_START`` may start some
elsewhere). At the end the tuned judge plays the hand-set one on fresh deals: the file records that gain.

The training data are the games played: generated, seeded, never stored.
"""

from __future__ import annotations

import math
import sys
import time
from dataclasses import dataclass
from typing import Any, cast

from engine.arena import parse_seat, wilson
from engine.core import weights as weights_file
from engine.core.rng import Rng
from engine.registry import get_game

from . import choose, mover

A_GAIN = 0.02  # the step's size in weight units per point of score difference (at k = 0)
C_GAIN = 1.0  # the perturbation in weight units (one step) at k = 0
ALPHA, GAMMA = 0.602, 0.101  # Spall's decay exponents
DEALS_PER_STEP = 2  # each played twice, seats swapped
VALIDATION_SEED = 900_000  # the gain is measured on deals the tuning never saw


class Judged:
    """``game`` judging every position with the weights ``w`` (the game's ``ai.evaluate(st, seat, w)``)."""

    def __init__(self, game, w: dict[str, float]):
        self._game = game
        self._w = w

    def __getattr__(self, name):
        return getattr(self._game, name)

    def evaluate(self, state, seat: int) -> float:
        return support(self._game).evaluate(state, seat, self._w)

    def evaluate_tuned(self, state, seat: int) -> float:
        return self.evaluate(state, seat)


def support(game) -> Any:
    """The game's AI support module (``engine/<game>/ai_support.py``, the class's ``ai``): its
    ``DEFAULTS`` and ``evaluate(state, seat, weights)``."""
    return cast(Any, game).ai


def play(game, judges: list, deal: int, level: str, iterations: int | None) -> list[int]:
    """One game of ``level`` players, seat ``p`` judging with ``judges[p]``; the final scores."""
    st = game.setup(len(judges), game.Options(), deal)
    k = 0
    while True:
        d = game.decision(st)
        if d is None:
            break
        seat = mover(d)
        a = choose(judges[seat], st, level, seed=deal * 1_000_003 + k, seat=seat, iterations=iterations)
        game.apply(st, seat, a)
        k += 1
    r = game.result(st)
    assert r is not None
    return list(r.scores)


def duel(game, a, b, deal: int, level: str, iterations: int | None) -> float:
    """``a``'s score minus ``b``'s over the deal played twice, the seats swapped (two players)."""
    s = play(game, [a, b], deal, level, iterations)
    t = play(game, [b, a], deal, level, iterations)
    return (s[0] - s[1]) + (t[1] - t[0])


@dataclass
class Tuning:
    weights: dict[str, float]
    steps: int
    games: int
    seconds: float


def spsa(game_id: str, steps: int, level: str = "medium", seed: int = 1, progress=None) -> Tuning:
    game = get_game(game_id)
    ai = support(game)
    defaults: dict[str, float] = dict(ai.DEFAULTS)
    start = {**defaults, **vars(ai).get("TUNE_START", {})}
    step_of = {k: vars(ai).get("TUNE_STEPS", {}).get(k, 0.15 * abs(v) or 0.1) for k, v in defaults.items()}
    names = list(defaults)
    level_name, its = parse_seat(level)
    u = {k: start[k] / step_of[k] for k in names}  # weights in units of their step
    rng = Rng.from_seed(seed)
    big_a = steps * 0.1
    t0 = time.perf_counter()
    games = 0
    recent: list[float] = []
    for k in range(steps):
        ck = C_GAIN / (k + 1) ** GAMMA
        ak = A_GAIN * (big_a + 1) ** ALPHA / (k + 1 + big_a) ** ALPHA
        delta = {n: 1 if rng.below(2) else -1 for n in names}
        plus = {n: max(0.0, (u[n] + ck * delta[n]) * step_of[n]) for n in names}
        minus = {n: max(0.0, (u[n] - ck * delta[n]) * step_of[n]) for n in names}
        y = 0.0
        for j in range(DEALS_PER_STEP):
            deal = seed * 100_003 + k * DEALS_PER_STEP + j
            y += duel(game, Judged(game, plus), Judged(game, minus), deal, level_name, its)
            games += 2
        y /= 2 * DEALS_PER_STEP
        recent.append(y)
        for n in names:
            u[n] = max(0.0, u[n] + ak * y / (2 * ck * delta[n]))
        if progress and (k + 1) % 25 == 0:
            progress(f"step {k + 1}/{steps}: mean difference of the last 25 {sum(recent[-25:]) / 25:+.2f}")
    tuned = {n: u[n] * step_of[n] for n in names}
    return Tuning(tuned, steps, games, round(time.perf_counter() - t0, 1))


def gain(game_id: str, tuned: dict[str, float], games: int, level: str = "medium") -> dict:
    """The tuned judge against the hand-set one at ``level``, ``games`` games on fresh deals."""
    game = get_game(game_id)
    level_name, its = parse_seat(level)
    a, b = Judged(game, tuned), Judged(game, dict(support(game).DEFAULTS))
    wins = margin = 0.0
    for g in range(games // 2):
        deal = VALIDATION_SEED + g
        for first in (a, b):
            s = play(game, [first, b if first is a else a], deal, level_name, its)
            mine, theirs = (s[0], s[1]) if first is a else (s[1], s[0])
            wins += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
            margin += mine - theirs
    n = 2 * (games // 2)
    lo, hi = wilson(wins, n)
    return {
        "level": level,
        "games": n,
        "wins": wins,
        "interval": [round(lo, 3), round(hi, 3)],
        "margin": round(margin / n, 2),
    }


def main(game_id: str, steps: int, level: str, seed: int, check_games: int, out: str | None) -> int:
    t = spsa(game_id, steps, level, seed, progress=lambda line: print(line, file=sys.stderr, flush=True))
    g = gain(game_id, t.weights, check_games, level)
    command = f"python -m engine tune {game_id} --steps {steps} --level {level} --seed {seed} --check {check_games}"
    trained = {"steps": t.steps, "games": t.games, "seconds": t.seconds, "gain": g}
    text = weights_file.document(game_id, t.weights, command, trained)
    if out:
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {out}", file=sys.stderr)
    print(text, end="")
    lo, hi = g["interval"]
    print(
        f"tuned against hand-set at {level}: {g['wins']:g}/{g['games']} "
        f"({100 * g['wins'] / g['games']:.0f} % [{100 * lo:.0f}-{100 * hi:.0f} %]), {g['margin']:+.2f} points a game",
        file=sys.stderr,
    )
    return 0 if math.isfinite(g["margin"]) else 1
