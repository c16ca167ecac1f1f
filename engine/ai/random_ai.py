"""A random legal player with light preferences; seeded and deterministic, generic over the protocol."""
from __future__ import annotations

from engine.core.actions import Action
from engine.core.rng import Rng

_PASSIVE = ("end", "done", "skip")


def choose(game, state, rng: Rng) -> Action:
    """A uniformly random legal action, except that half the time it avoids ending/skipping
    (``end``, ``done``, ``skip``) while other options remain, and prefers ``split.best``."""
    actions = game.legal_actions(state)
    if len(actions) == 1:
        return actions[0]
    if actions[0].kind == "split" and actions[0].args == ("best",):
        return actions[0]
    if rng.below(2):
        active = [a for a in actions if a.kind not in _PASSIVE]
        if active:
            return active[rng.below(len(active))]
    return actions[rng.below(len(actions))]
