"""Optional ``Game`` methods answered by a game's own modules, written once for every game.

A game class deriving from :class:`Delegates` sets ``scoring`` (its module with ``result(state)``) and
may set ``modes`` (its module with ``solo_mode()`` and ``daily_challenge()``) and ``hints`` (its
``hints`` module: ``reason(before, after, seat)``, the figures a hint names); a module it leaves unset
keeps ``GameBase``'s default (no solo mode, no daily challenge, hints speak of the projected lead).
A game the AI searches derives from :class:`SearchDelegates` instead and sets ``ai`` (its
``ai_support`` module: ``evaluate``, ``determinise``, ``copy_state``, ``check_invariants``). What the
game offers is declared in ``GameInfo.supports`` (``engine.core.capabilities``), which
``protocol_problems`` holds against these modules. A game still defines for itself what only some
games have (``prune``, ``suggest``) and may override any of these.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from .game import GameBase
from .hints import HintReason


class Delegates(GameBase):
    scoring: ModuleType
    modes: ModuleType | None = None
    hints: ModuleType | None = None

    def result(self, state: Any) -> Any:
        return self.scoring.result(state)

    def score_breakdown(self, state: Any) -> Any:
        """The scoring module's ``score_breakdown`` (engine.core.breakdown), if it has one."""
        own = getattr(self.scoring, "score_breakdown", None)
        return None if own is None else own(state)

    def solo_mode(self):
        return self.modes.solo_mode() if self.modes is not None else None

    def daily_challenge(self):
        return self.modes.daily_challenge() if self.modes is not None else None

    def hint_reason(self, before: Any, after: Any, seat: int) -> HintReason:
        """The game's figures that changed (its ``hints`` module), else the projected lead's change."""
        if self.hints is not None:
            reason = self.hints.reason(before, after, seat)
            if reason.phrases:
                return reason
        return super().hint_reason(before, after, seat)


class SearchDelegates(Delegates):
    """A game the AI searches (``GameInfo.supports`` declares ``ai``): its ``ai_support`` module answers."""

    ai: ModuleType
    # the calls answered from ``ai`` unless the game's class overrides them (protocol_problems checks them)
    ai_calls: ClassVar[tuple[str, ...]] = (
        "evaluate",
        "determinise",
        "copy_state",
        "check_invariants",
        "evaluate_tuned",
    )

    def check_invariants(self, state: Any) -> list[str]:
        return self.ai.check_invariants(state)

    def evaluate(self, state: Any, seat: int) -> float:
        return self.ai.evaluate(state, seat)

    def determinise(self, state: Any, seat: int, rng) -> Any:
        out = self.ai.determinise(state, seat, rng)
        if self.machine is not None:  # the other seats' choices the turn machine keeps (engine.core.together)
            self.machine.resample(out, seat, rng)
        return out

    def copy_state(self, state: Any) -> Any:
        return self.ai.copy_state(state)

    def evaluate_tuned(self, state: Any, seat: int) -> float:
        return self.ai.evaluate_tuned(state, seat)
