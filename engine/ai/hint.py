"""The hint: what the strongest level would choose for a seat's current decision, and why, in words.

``hint(game, state, seat, seed=...)`` asks ``engine.ai.choose`` for the :data:`~engine.ai.STRONGEST`
level's action (the same search an AI seat of that level runs; ``time_budget``/``iterations`` as
``choose`` takes them), then explains it on a *determinised* copy of the state
(``game.determinise(state, seat, rng)``: everything the seat cannot see resampled), never on the
true state's hidden parts: the suggested action is played there, then the seat's forced follow-ups
and, while its turn goes on, what the medium level would choose, up to the end of the seat's turn
(or until another seat must act: a response, the others' simultaneous choice). The game compares
the seat's figures before and after (``game.hint_reason``: its ``hints.py``, else the projected
lead), and the largest one or two changes are the reason.

Contract (as ``choose``'s): deterministic given (state, seat, seed, budget) for an iteration budget;
never mutates ``state``; the action is one of ``game.legal_actions(state, seat)``; the action and the
reason depend only on what ``seat`` sees (a state whose hidden parts are reshuffled consistently with
the seat's view gives the same hint).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.actions import Action
from engine.core.hints import NO_REASON, FigureChange, HintReason
from engine.core.msg import M, Msg
from engine.core.quiet import quiet
from engine.core.rng import Rng

from . import STRONGEST, choose, supports_search

#: the level that plays the rest of the seat's turn on the determinised copy
CONTINUATION_LEVEL = "medium"
#: decisions played after the suggested one at most (a turn is a few dozen at the very most)
CONTINUATION_LIMIT = 64
_SALT = 0x4817_5EED  # the determinisation's seed is the hint's seed mixed with this


@dataclass(frozen=True, slots=True)
class Hint:
    """The suggestion for one decision of one seat."""

    action: Action
    reason: tuple[Msg, ...]  # the phrases, largest change first (one or two; or the lead; or none known)
    changes: tuple[FigureChange, ...] = ()  # every figure of the seat that changed, largest first
    lead: tuple[float, float] | None = None  # the projected lead (``evaluate``) before and after
    continuation: tuple[str, ...] = ()  # the keys played after the suggestion, to the end of the turn

    @property
    def line(self) -> Msg:
        """The reason as one message: "+4 PP, −2 gold this turn", or the lead's change."""
        if self.changes and self.reason:
            return M("core.hint.this_turn", changes=list(self.reason))
        return self.reason[0] if self.reason else M("core.hint.no_reason")


def hint(
    game,
    state,
    seat: int,
    *,
    seed: int,
    time_budget: float | None = None,
    iterations: int | None = None,
) -> Hint:
    """The strongest level's choice for ``seat`` in ``state`` and its reason (see the module docstring).
    ValueError when ``seat`` has nothing to decide."""
    action = choose(game, state, STRONGEST, seed=seed, seat=seat, time_budget=time_budget, iterations=iterations)
    if not supports_search(game):  # nothing may be replayed without peeking at hidden parts
        return Hint(action, NO_REASON.phrases)
    before, after, played = explain(game, state, seat, action, seed)
    reason: HintReason = game.hint_reason(before, after, seat)
    lead = (float(game.evaluate(before, seat)), float(game.evaluate(after, seat)))
    return Hint(action, reason.phrases, reason.changes, lead, played)


def explain(game, state, seat: int, action: Action, seed: int) -> tuple[Any, Any, tuple[str, ...]]:
    """(before, after, continuation): a determinised copy of ``state`` for ``seat`` (seeded by
    ``seed``), the same after ``action`` and the rest of the seat's turn, and the keys of that rest.
    ``state`` itself is not read beyond what the seat sees (``determinise``) nor changed."""
    before = game.determinise(state, seat, Rng.from_seed((seed ^ _SALT) & ((1 << 64) - 1)))
    after = game.copy_state(before)
    with quiet():  # the look-ahead reads no log lines
        played = _play_turn(game, after, seat, action, seed)
    return before, after, played


def _play_turn(game, st, seat: int, action: Action, seed: int) -> tuple[str, ...]:
    """Play ``action`` on ``st`` (a determinised copy), then the seat's forced follow-ups and the
    continuation level's choices while the same turn still awaits the seat; the keys played after
    ``action``."""
    decision = game.decision(st)
    if decision is None or action not in game.legal_actions(st, seat):
        return ()  # (a determinisation keeps the seat's own options: this does not happen)
    turn = decision.turn
    game.apply(st, seat, action)
    played: list[str] = []
    for step in range(CONTINUATION_LIMIT):
        d = game.decision(st)
        if d is None or d.turn != turn or not d.awaits(seat):
            break
        legal = game.legal_actions(st, seat)
        nxt = legal[0] if len(legal) == 1 else choose(game, st, CONTINUATION_LEVEL, seed=seed + step + 1, seat=seat)
        game.apply(st, seat, nxt)
        played.append(nxt.key())
    return tuple(played)
