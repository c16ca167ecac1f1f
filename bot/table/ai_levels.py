"""AI seats: pick an action for a seat the service plays itself.

Levels are names: ``random`` (the engine's random player), then ``easy``, ``medium`` and ``hard``
from ``engine.ai.choose`` (greedy and search players over the generic game protocol). Every choice
is seeded from the game's seed and the game's version, so an AI move is reproducible; the move is
stored in the action log like a human's, so replay never calls the AI again.

The engine call is pure and may take a while (``hard`` searches for ``time_budget`` seconds):
callers run :func:`choose_action` in a worker process (:mod:`.ai_pool`) or a worker thread, never on the
event loop.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Callable

from engine.core import Action, Game, Rng

#: Strengths a lobby offers (the service also accepts ``random``, the terminal's default).
LOBBY_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
#: The level that stands in for an absent player.
TAKEOVER_LEVEL = "medium"
#: The level ``/play ai:N`` seats unless told otherwise.
DEFAULT_LEVEL = "medium"

AI_LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Budget:
    """How long the search levels may think: seconds and/or iterations (None = the engine's default)."""

    time_budget: float | None = None
    iterations: int | None = None


# ``chooser(game, state, seat, level, seed, budget) -> Action``
Chooser = Callable[[Game, object, int, str, int, Budget], Action]


def _random_chooser(game: Game, state, seat: int, level: str, seed: int, budget: Budget) -> Action:
    """The engine's seeded random player (light preferences); the stand-in for every level until
    ``engine.ai.choose`` is installed."""
    from engine.ai.random_ai import choose

    return choose(game, state, Rng.from_seed(seed), seat)


def _engine_chooser(game: Game, state, seat: int, level: str, seed: int, budget: Budget) -> Action:
    from engine.ai import choose

    return choose(
        game, state, level, seed=seed, seat=seat, time_budget=budget.time_budget, iterations=budget.iterations
    )


def _engine_ai_available() -> bool:
    try:
        from engine.ai import LEVELS, choose  # noqa: F401
    except ImportError:
        return False
    return True


# The switch: the engine's levels once ``engine.ai`` exports ``choose``, the random player before.
_CHOOSER: Chooser = _engine_chooser if _engine_ai_available() else _random_chooser
_OVERRIDES: dict[str, Chooser] = {}


def register_level(level: str, chooser: Chooser) -> None:
    """Add or replace a level (tests, experiments): ``chooser(game, state, seat, level, seed, budget)``."""
    global AI_LEVELS
    _OVERRIDES[level] = chooser
    if level not in AI_LEVELS:
        AI_LEVELS = AI_LEVELS + (level,)


def is_overridden(level: str) -> bool:
    """Whether ``level`` was registered in this process (worker processes would not know it)."""
    return level in _OVERRIDES


def is_level(level: str | None) -> bool:
    return level in AI_LEVELS


def ai_seed(seed: int, seq: int) -> int:
    """The AI's seed for the decision at game version ``seq`` of a game seeded ``seed``."""
    return (seed * 1_000_003 + seq * 7919 + 0x5EED) & ((1 << 62) - 1)


def choose_action(
    game: Game, state, level: str, seed: int, seq: int, budget: Budget = Budget(), *, seat: int
) -> Action:
    """The AI's choice for ``seat`` (an awaited seat, on its turn or not); deterministic in (seed, seq,
    seat) for a fixed budget.

    Pure: ``state`` is not changed. The chosen action is checked against the legal actions, so a
    faulty AI can never put an illegal move into the log nor stall a game: an illegal choice
    becomes the first legal action, a crash falls back to the random player.
    """
    chooser = _OVERRIDES.get(level)
    if chooser is None:
        chooser = _CHOOSER if level != "random" else _random_chooser
    try:
        action = chooser(game, state, seat, level, ai_seed(seed, seq) ^ seat, budget)
    except Exception:
        if chooser is _random_chooser:
            raise
        log.exception("AI level %s failed on %s; the random player moves instead", level, game.id)
        action = _random_chooser(game, state, seat, level, ai_seed(seed, seq) ^ seat, budget)
    legal = game.legal_actions(state, seat)
    return action if action in legal else legal[0]
