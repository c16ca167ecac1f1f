"""Seat players over the generic game protocol: ``choose(game, state, level, seed=...)``.

Levels (weakest first):

* ``random`` - a uniformly random legal action.
* ``easy``   - random legal play with light preferences (``random_ai.choose``).
* ``medium`` - one-step greedy on ``game.evaluate``: each legal action is applied to a copy of a
  determinised state, forced single-option follow-ups of the same seat are played, the result is
  evaluated; the best action wins (ties broken by the seeded RNG).
* ``hard``   - information-set Monte-Carlo tree search over determinised states (``mcts.py``).
* ``expert`` - the strongest level (``STRONGEST``, which also gives hints): the search with a larger
  budget, capped by ``EXPERT_SECONDS`` per decision when no budget is given.

Contract: deterministic given (state, seat, level, seed, iterations); never mutates ``state``; returns
an action of ``game.legal_actions(state, seat)``; reads no hidden information of other seats:
everything beyond the deciding seat's own legal actions is computed on
``game.determinise(state, seat, rng)`` copies.

Any awaited seat may be asked, also out of turn or in a simultaneous decision (several seats at
once). Searches play such decisions as if sequential, the lowest awaited seat first
(``mover``), as OpenSpiel's turn-based conversion of simultaneous games does; what a seat may not
see of the others' pending choices is resampled by ``determinise`` like any hidden card. A game that
does not declare ``ai`` (``GameInfo.supports``, ``engine.core.capabilities``) gets ``easy`` play at
every level here (a search over the true state would peek at hidden information); the bot seats no AI
at such a game and the arena, ladder and tuner refuse it.
"""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.capabilities import AI, supports
from engine.core.game import HARD_ITERATIONS, mover
from engine.core.quiet import quiet
from engine.core.rng import Rng

from . import random_ai

LEVELS = ("random", "easy", "medium", "hard", "expert")
#: The level hints come from (``engine.ai.hint``).
STRONGEST = "expert"
#: Wall-clock cap of one expert decision when the caller gives neither a time nor an iteration budget
#: (the bot's think-time goal: p95 <= 1 s, max <= 2 s on one core).
EXPERT_SECONDS = 0.9

# Default budget of ``hard`` when neither ``time_budget`` nor ``iterations`` is given (a game sizes
# its own with ``GameInfo.hard_iterations``; HARD_ITERATIONS is its default): an iteration cap keeps
# it reproducible. Measured on the 2-core dev machine (a 2-player game of the first registered game):
# 1500 iterations gave a median of 0.50 s and a maximum of 0.84 s per decision, so 2000 stays near
# 0.7 s median, well inside the 2 s goal (see README.md in this package).

_MIX = 0x2545F4914F6CDD1D
_GREED_STEPS = 1000  # easy's share of medium moves is drawn in thousandths


def _rng(seed: int, level: str) -> Rng:
    salt = LEVELS.index(level) + 1
    r = Rng.from_seed((seed * _MIX + salt) & ((1 << 64) - 1))
    r.next_u64()
    return r


def supports_search(game) -> bool:
    """Whether ``game`` declares AI support (``GameInfo.supports``; protocol_problems holds it to
    ``evaluate`` and ``determinise``)."""
    return supports(game, AI)


def choose(
    game,
    state,
    level: str,
    *,
    seed: int,
    seat: int | None = None,
    time_budget: float | None = None,
    iterations: int | None = None,
) -> Action:
    """The action ``level`` plays for ``seat`` (default: the seat that may act; the lowest if several)
    in ``state`` (see the module docstring for the contract)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; expected one of {LEVELS}")
    if seat is None:
        d = game.decision(state)
        if d is None:
            raise ValueError("no legal actions (game over)")
        seat = mover(d)
    legal = game.legal_actions(state, seat)
    if not legal:
        raise ValueError(f"no legal actions for seat {seat}")
    if len(legal) == 1:
        return legal[0]
    # A game may name moves no AI seat makes because they bind the humans at the table (Macao's "let
    # me see the others' dice first" would switch their dice choice to wall order); random playouts
    # (random_ai.choose) still take them.
    never = game.info.never_ai_kinds
    kept = [a for a in legal if a.kind not in never]
    if kept and len(kept) < len(legal):
        legal = kept
        if len(legal) == 1:
            return legal[0]
    rng = _rng(seed, level)
    if level == "random":
        return legal[rng.below(len(legal))]
    if not supports_search(game):
        return random_ai.choose_from(game, state, rng, seat, legal)
    if level == "easy" and rng.below(_GREED_STEPS) >= round(_GREED_STEPS * game.info.easy_greed):
        return random_ai.choose_from(game, state, rng, seat, legal)
    legal = game.prune(state, legal)
    if len(legal) == 1:
        return legal[0]
    with quiet():  # the look-ahead reads no log lines
        if level in ("easy", "medium"):
            from .greedy import choose_greedy

            return choose_greedy(game, state, seat, legal, rng, lookahead=game.info.medium_lookahead)
        from .mcts import search

        config, default_iterations = search_level(game, level)
        if time_budget is None and iterations is None:
            iterations = default_iterations
            if level == "expert":
                time_budget = EXPERT_SECONDS
        judge = game.evaluate_tuned if level == "expert" else game.evaluate
        return search(
            game, state, seat, legal, rng, time_budget=time_budget, iterations=iterations, config=config, evaluate=judge
        )


def search_level(game, level: str):
    """(``mcts.Search``, default iterations) of a search level in ``game`` (its ``GameInfo``)."""
    from .mcts import Search

    info = game.info
    if level == "expert":
        return Search(finish_turn=info.finish_turn, prior=info.expert_prior), info.expert_iterations
    return Search(finish_turn=info.finish_turn), info.hard_iterations


__all__ = ["EXPERT_SECONDS", "LEVELS", "STRONGEST", "HARD_ITERATIONS", "choose", "mover", "supports_search"]
