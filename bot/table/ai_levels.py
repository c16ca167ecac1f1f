"""AI seats: pick an action for a seat the service plays itself.

Levels are names: ``random`` (the engine's random player), then ``easy``, ``medium``, ``hard`` and
``expert`` from ``engine.ai.choose`` (greedy and search players over the generic game protocol;
``expert``, the strongest, is also the level hints come from: :mod:`.hints`). Each is described in
words in every language (``bot.ai.describe.<level>``, ``bot/locales/<lang>/ai_levels.ftl``). Every choice
is seeded from the game's seed and the game's version, so an AI move is reproducible; the move is
stored in the action log like a human's, so replay never calls the AI again.

How long the search levels think is a :class:`Budgets`: ``hard`` from the settings that size it
(``AI_THINK_SECONDS``, ``AI_ITERATIONS``), ``expert`` from its own (``AI_EXPERT_THINK_SECONDS``,
``AI_EXPERT_ITERATIONS``), else the engine's default for expert (at most ``engine.ai.EXPERT_SECONDS``
a decision): hard's settings never make expert weaker or slower without a setting of its own.

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
LOBBY_LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
#: The level that stands in for an absent player.
TAKEOVER_LEVEL = "medium"
#: The level ``/play ai:N`` seats unless told otherwise.
DEFAULT_LEVEL = "medium"

AI_LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard", "expert")
#: The level with a think budget of its own (the strongest; hints come from it).
EXPERT = "expert"

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Budget:
    """How long the search levels may think: seconds and/or iterations (None = the engine's default)."""

    time_budget: float | None = None
    iterations: int | None = None


@dataclass(frozen=True, slots=True)
class Budgets:
    """The think budget of each search level: ``hard`` (also what easier levels are handed, which
    ignore it) and ``expert`` (an empty Budget: the engine's default for expert)."""

    hard: Budget = Budget()
    expert: Budget = Budget()

    def of(self, level: str) -> Budget:
        return self.expert if level == EXPERT else self.hard

    @classmethod
    def of_any(cls, budget: "Budget | Budgets") -> "Budgets":
        """A Budgets as given; one plain Budget is every search level's (tests, benchmarks: the settings
        and the terminal give each level its own)."""
        return budget if isinstance(budget, Budgets) else cls(hard=budget, expert=budget)


def level_description(level: str) -> str:
    """The message id describing ``level`` in words (``bot/locales/<lang>/ai_levels.ftl``); its
    ``.short`` form fits a select option's description and a command choice (100 characters)."""
    return f"bot.ai.describe.{level}"


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


def suggest(game: Game, state, seed: int, seq: int, budget: Budget = Budget(), *, seat: int):
    """The hint for ``seat`` (``engine.ai.hint``: the strongest level's choice and why), seeded as an AI
    seat's decision at this version would be, so an expert seat there would choose the same. Pure and
    slow like :func:`choose_action`: callers run it in a worker process or thread."""
    from engine.ai.hint import hint

    return hint(
        game, state, seat, seed=ai_seed(seed, seq) ^ seat, time_budget=budget.time_budget, iterations=budget.iterations
    )
