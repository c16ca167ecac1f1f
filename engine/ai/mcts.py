"""The search levels: single-observer information-set MCTS (SO-ISMCTS) over determinised states.

Every iteration draws a fresh determinisation ``game.determinise(state, seat, rng)`` (hidden cards
and pile orders resampled from what ``seat`` sees), then walks one shared tree whose edges are
actions (nodes are keyed by the sequence of choices, so one node stands for every hidden world in
which that sequence was possible). Selection is UCB1 with *availability* counts (a child's
exploration term counts the iterations in which its action was legal, as ISMCTS does for actions
that exist only in some determinisations: other seats' cards, drawn favor tokens). Decisions with
one legal option are played through without a node. A new node is valued right away with
``game.evaluate``, squashed to [0, 1] per seat, and backed up: each node accumulates the value of the
seat that chose its action (max^n for several players, zero-sum in effect for two).

**Where a leaf is valued** (:class:`Search`). A heavy Euro's turn is a chain of small decisions (a card,
then the action it allows, then where); valued in the middle of its chain a position is misread (the
card is spent, its gain not yet taken). With ``finish_turn`` the seat that made the new node's move
first plays the rest of its own turn greedily (each step the option whose position evaluates best,
the medium player without its look-ahead), so every leaf is a position between turns. Without it (the
search as it was before issue 28, kept as the arena's ``classic`` seat), the leaf is valued where the
new node stands.

A decision several seats may take at once (simultaneous, or out of turn) is expanded as if sequential,
the lowest awaited seat first; the root is always the searching seat's own choice.

Deterministic for a given rng state and iteration count; with a time budget the iteration count
depends on machine speed.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from engine.core.actions import Action
from engine.core.game import mover
from engine.core.rng import Rng
from engine.core.turns import cursor

C_UCT = 0.35  # exploration constant (values in [0, 1], leaf values from evaluate, little noise)
SCALE = 8.0  # evaluate() points -> win-probability-like value: 1 / (1 + exp(-x / SCALE))
FORCED_LIMIT = 64
TURN_STEPS = 24  # the most own decisions a leaf's turn is finished with (a turn is rarely over 10)
PRIOR_DEPTH = 64  # nodes deeper than this get no prior

# The clock a time budget is read on: the wall clock (a bot's worker must answer in time); the arena
# reads the process's CPU time instead, so that a busy machine does not shorten a capped search.
CLOCK = time.perf_counter


@dataclass(frozen=True, slots=True)
class Search:
    """How a search level searches (``engine.ai.levels`` holds each level's)."""

    c: float = C_UCT  # UCB1 exploration constant
    scale: float = SCALE  # evaluate() points per unit of the logistic squash
    finish_turn: bool = True  # leaves: the mover's own turn finished greedily before it is valued
    rollout: int = 0  # random steps after that (measured weaker than none in every game)
    # a node's children, when it is first reached, start with this many virtual visits at the value of
    # their position one step on (the medium player's view); 0: children are tried in random order
    prior: int = 0


CLASSIC = Search(finish_turn=False)


class Node:
    __slots__ = ("children", "n", "w", "avail", "mover")

    def __init__(self, mover: int):
        self.children: dict[Action, Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 1
        self.mover = mover


def squash(x: float, scale: float = SCALE) -> float:
    z = x / scale
    if z > 25:
        return 1.0
    if z < -25:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


def search(
    game,
    state,
    seat: int,
    legal: list[Action],
    rng: Rng,
    *,
    time_budget: float | None = None,
    iterations: int | None = None,
    config: Search = Search(),
    evaluate=None,
    stats: dict | None = None,
) -> Action:
    """The most visited root action after the budget (iterations and/or seconds); ``evaluate`` is the
    judgement at the leaves (default ``game.evaluate``; the expert's is ``game.evaluate_tuned``)."""
    prune = game.prune
    if evaluate is None:
        evaluate = game.evaluate
    determinise = game.determinise
    log = math.log
    sqrt = math.sqrt
    c = config.c
    scale = config.scale
    deadline = None if time_budget is None else CLOCK() + time_budget
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
        if deadline is not None and it and CLOCK() >= deadline:
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
            if not ch and config.prior and len(path) < PRIOR_DEPTH:
                # an expansion: every option gets its prior, the best one is played and the leaf valued
                best = _seed_children(game, st, m, acts, ch, config, evaluate)
                apply(m, best)
                path.append(ch[best])
                _finish_leaf(game, cur, prune, rng, config, m, d.turn, horizon, evaluate)
                break
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
                _finish_leaf(game, cur, prune, rng, config, m, d.turn, horizon, evaluate)
                break
            best = acts[0]
            best_u = -1.0  # every u is >= 0 (squash is in [0, 1]): the first action is replaced
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
                v = vals[m] = squash(evaluate(st, m), scale)
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


def _finish_leaf(
    game, cur, prune, rng: Rng, config: Search, seat: int, turn: int, horizon: int | None, evaluate
) -> None:
    """After a new node's move: forced steps; with ``finish_turn``, the rest of ``seat``'s own turn
    ``turn`` played greedily (:func:`greedy_step`); then ``rollout`` random steps."""
    st = cur.state
    steps = own = 0
    for _ in range(FORCED_LIMIT + TURN_STEPS + config.rollout * 4):
        d = cur.decision()
        if d is None or (horizon is not None and d.turn != horizon):
            return
        m = mover(d)
        acts = prune(st, cur.legal(m))
        if len(acts) == 1:
            cur.apply(m, acts[0])
            continue
        if config.finish_turn and m == seat and d.turn == turn and own < TURN_STEPS:
            own += 1
            cur.apply(m, greedy_step(game, st, m, acts, evaluate))
            continue
        if steps >= config.rollout:
            return
        steps += 1
        cur.apply(m, acts[rng.below(len(acts))])


def _seed_children(game, st, m: int, acts: list[Action], ch: dict, config: Search, evaluate) -> Action:
    """Give every option of a node reached for the first time its one-step value as ``config.prior``
    virtual visits (progressive bias: the search starts from the medium player's ordering)."""
    from .greedy import score_after

    copy = game.copy_state
    k = config.prior
    best, best_v = acts[0], -1.0
    for a in acts:
        x = Node(m)
        v = squash(score_after(game, st, a, m, copy, 0, evaluate), config.scale)
        x.n = k
        x.w = k * v
        ch[a] = x
        if v > best_v:
            best, best_v = a, v
    return best


def greedy_step(game, st, seat: int, acts: list[Action], evaluate=None) -> Action:
    """The option after which ``seat``'s position evaluates best (its forced follow-ups played; the
    first of equals, so the search stays deterministic)."""
    from .greedy import score_after

    copy = game.copy_state
    best, best_v = acts[0], -math.inf
    for a in acts:
        v = score_after(game, st, a, seat, copy, 0, evaluate)
        if v > best_v:
            best, best_v = a, v
    return best
