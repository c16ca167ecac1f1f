"""Hard: single-observer information-set MCTS (SO-ISMCTS) over determinised states.

Every iteration draws a fresh determinisation ``game.determinise(state, seat, rng)`` (hidden cards
and pile orders resampled from what ``seat`` sees), then walks one shared tree whose edges are
actions (nodes are keyed by the sequence of choices, so one node stands for every hidden world in
which that sequence was possible). Selection is UCB1 with *availability* counts (a child's
exploration term counts the iterations in which its action was legal, as ISMCTS does for actions
that exist only in some determinisations: other seats' cards, drawn favor tokens). Decisions with
one legal option are played through without a node. A new node is evaluated right away with
``game.evaluate`` (a truncated rollout of length 0 by default; ``rollout`` > 0 adds that many
random steps first), squashed to [0, 1] per seat, and backed up: each node accumulates the value of
the seat that chose its action (max^n for several players, zero-sum in effect for two).

A decision several seats may take at once (simultaneous, or out of turn) is expanded as if sequential,
the lowest awaited seat first; the root is always the searching seat's own choice.

Deterministic for a given rng state and iteration count; with a time budget the iteration count
depends on machine speed.
"""

from __future__ import annotations

import math
import time

from engine.core.actions import Action
from engine.core.game import mover
from engine.core.rng import Rng
from engine.core.turns import cursor

C_UCT = 0.35  # exploration constant (values in [0, 1], leaf values from evaluate, little noise)
SCALE = 8.0  # evaluate() points -> win-probability-like value: 1 / (1 + exp(-x / SCALE))
FORCED_LIMIT = 64


class Node:
    __slots__ = ("children", "n", "w", "avail", "mover")

    def __init__(self, mover: int):
        self.children: dict[Action, Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 1
        self.mover = mover


def _squash(x: float) -> float:
    if x > 200:
        return 1.0
    if x < -200:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x / SCALE))


def search(
    game,
    state,
    seat: int,
    legal: list[Action],
    rng: Rng,
    *,
    time_budget: float | None = None,
    iterations: int | None = None,
    c: float = C_UCT,
    rollout: int = 0,
    stats: dict | None = None,
) -> Action:
    """The most visited root action after the budget (iterations and/or seconds)."""
    prune = game.prune
    evaluate = game.evaluate
    determinise = game.determinise
    log = math.log
    sqrt = math.sqrt
    deadline = None if time_budget is None else time.perf_counter() + time_budget
    root = Node(seat)
    # A game may bound the search to the current turn (``GameInfo.search_horizon``): every path stops
    # where the next turn begins and is valued there. For games whose turns are long chains of small
    # decisions (Macao), planning the own turn well matters more than guessing the others' replies
    # through dice and deck draws that every determinisation rolls differently.
    horizon = game.decision(state).turn if game.info.search_horizon == "turn" else None
    it = 0
    while True:
        if iterations is not None and it >= iterations:
            break
        if deadline is not None and it and time.perf_counter() >= deadline:
            break
        it += 1
        st = determinise(state, seat, rng)
        cur = cursor(game, st)  # (keeps each decision's options between its calls)
        decision, apply = cur.decision, cur.apply
        node = root
        path: list[Node] = []
        first = True  # the root decision is the searching seat's own
        while True:
            d = decision()
            if d is None or (horizon is not None and d.turn != horizon):
                break
            m = seat if first else mover(d)
            first = False
            acts = prune(st, cur.legal(m))
            if len(acts) == 1:
                apply(m, acts[0])
                continue
            ch = node.children
            untried = None
            for a in acts:
                x = ch.get(a)
                if x is None:
                    if untried is None:
                        untried = [a]
                    else:
                        untried.append(a)
                else:
                    x.avail += 1
            if untried is not None:
                a = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                child = Node(m)
                ch[a] = child
                apply(m, a)
                path.append(child)
                _finish_leaf(cur, prune, rng, rollout)
                break
            best = acts[0]
            best_u = -1.0  # every u is >= 0 (_squash is in [0, 1]): the first action is replaced
            for a in acts:
                x = ch[a]
                u = x.w / x.n + c * sqrt(log(x.avail) / x.n)
                if u > best_u:
                    best_u, best = u, a
            node = ch[best]
            apply(m, best)
            path.append(node)
        vals: dict[int, float] = {}
        for nd in path:
            m = nd.mover
            v = vals.get(m)
            if v is None:
                v = vals[m] = _squash(evaluate(st, m))
            nd.n += 1
            nd.w += v
        root.n += 1
    if stats is not None:
        stats["iterations"] = it
        stats["children"] = {a.key(): (x.n, round(x.w / x.n, 3) if x.n else None) for a, x in root.children.items()}
    best = legal[0]
    best_k = (-1, -1.0)  # below every k: the first legal action is replaced at once
    for a in legal:
        x = root.children.get(a)
        k = (x.n, x.w / x.n) if x is not None and x.n else (0, 0.0)
        if k > best_k:
            best_k, best = k, a
    return best


def _finish_leaf(cur, prune, rng: Rng, rollout: int) -> None:
    """Play forced steps, then ``rollout`` random steps (with forced steps free), through ``cur``."""
    st = cur.state
    steps = 0
    for _ in range(FORCED_LIMIT + rollout * 4):
        d = cur.decision()
        if d is None:
            return
        m = mover(d)
        acts = prune(st, cur.legal(m))
        if len(acts) == 1:
            cur.apply(m, acts[0])
            continue
        if steps >= rollout:
            return
        steps += 1
        cur.apply(m, acts[rng.below(len(acts))])
