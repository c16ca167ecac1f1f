"""AI seats: pick an action for a seat the service plays itself.

Levels are names; ``random`` picks uniformly among the legal actions with a generator seeded from
the game's seed and the action's position in the log, so an AI game replays exactly. Stronger
levels from ``engine.ai`` plug in here by name.
"""
from __future__ import annotations

from typing import Callable

from engine.core import Action, Game, Rng

AI_LEVELS: tuple[str, ...] = ("random",)

Chooser = Callable[[Game, object, Rng], Action]


def _random(game: Game, state, rng: Rng) -> Action:
    return rng.choice(game.legal_actions(state))


_CHOOSERS: dict[str, Chooser] = {"random": _random}

try:  # the engine's random player (light preferences: it rarely ends a turn early)
    from engine.ai.random_ai import choose as _engine_random
except ImportError:  # pragma: no cover - the engine's AI package is optional here
    pass
else:
    _CHOOSERS["random"] = _engine_random


def register_level(level: str, chooser: Chooser) -> None:
    """Add an AI level (``chooser(game, state, rng) -> Action``)."""
    global AI_LEVELS
    _CHOOSERS[level] = chooser
    if level not in AI_LEVELS:
        AI_LEVELS = AI_LEVELS + (level,)


def is_level(level: str) -> bool:
    return level in _CHOOSERS


def choose_action(game: Game, state, level: str, seed: int, seq: int) -> Action:
    """The AI's choice for the current decision; deterministic in (seed, seq)."""
    rng = Rng.from_seed((seed * 1_000_003 + seq * 7919 + 0x5EED) & ((1 << 64) - 1))
    return _CHOOSERS.get(level, _random)(game, state, rng)
