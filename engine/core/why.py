"""The "?" of a decision: the rule that governs it and what each option does, in numbers.

The rule is a catalog message per game and per Step (``<game>.why.<step>``, in every shipped language;
the conformance suite checks that each Step a player can be asked has one), naming the rulebook's own
term and the section it stands in.

What an option does is measured, never written by hand: the option is played on copies of the
state and the seat's own *figures* (``engine/<game>/hints.py``, the same table the Suggest button's
reason reads) are compared before and after. Nothing hidden may leak through these numbers, so the
copies are the seat's own determinisations (``SearchSupport.determinise``: every part the seat cannot
see resampled): an option whose numbers differ between two such copies depends on something hidden
(a draw from a face-down deck), and one whose events reveal something is a draw too; both are shown
as "depends on a hidden draw", without numbers. A game without a determinisation is measured on a
plain copy, and then only options that reveal nothing show numbers.

Pure: nothing here reads a catalog or knows a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .game import SearchSupport
from .hints import Figure, changes, sign_of
from .msg import M, Msg
from .rng import Rng

#: Figure changes an option's line names at most (largest first, by their worth in score units).
MAX_CHANGES = 3
#: Options a "?" answer lists at most (a decision never offers more than 25).
MAX_OPTIONS = 25
# The two determinisations an option is measured on: equal numbers on both = nothing hidden decided them.
_SEEDS = (0x57A1, 0x9E37)


def why_id(game_id: str, step: str) -> str:
    """The message id of a Step's rule text."""
    return f"{game_id}.why.{step}"


@dataclass(frozen=True, slots=True)
class OptionEffect:
    """One option of the decision: its key, its button text, and what it changes for the seat.

    ``hidden``: its outcome depends on something the seat cannot see (no numbers then)."""

    key: str
    label: Msg
    phrases: tuple[Msg, ...] = ()
    hidden: bool = False

    def line(self) -> Msg:
        if self.hidden:
            return M("core.why.option_hidden", option=self.label)
        if not self.phrases:
            return M("core.why.option_same", option=self.label)
        return M("core.why.option", option=self.label, changes=list(self.phrases))


@dataclass(frozen=True, slots=True)
class Why:
    """The answer to "?" for one seat's current decision."""

    step: str
    rule: Msg
    options: tuple[OptionEffect, ...]

    def lines(self) -> list[Msg]:
        """The rule, then one line per option."""
        return [self.rule, *(o.line() for o in self.options)]


def _figures(game: Any, before: Any, after: Any) -> tuple[Figure, ...]:
    hints = game.hints
    if hints is None:
        return ()
    pick = getattr(hints, "figures_for", None)  # Macao: the rose's faces as one when it turned
    return tuple(pick(before, after) if pick is not None else hints.FIGURES)


def _measure(game: Any, base: Any, seat: int, action: Any) -> tuple[tuple[Msg, ...], bool] | None:
    """The seat's figure changes of ``action`` played on a copy of ``base``, phrased (largest first),
    and whether its events revealed something; None when it cannot be played there."""
    after = game.copy_state(base)
    try:
        events = game.apply(after, seat, action)
    except Exception:  # noqa: BLE001 - an option illegal on a resampled copy depends on the hidden part
        return None
    revealed = any(e.reveals for e in events)
    figures = _figures(game, base, after)
    by_id = {f.id: f for f in figures}
    found = changes(figures, base, after, seat)[:MAX_CHANGES]
    return tuple(by_id[c.figure].phrase(sign_of(c.delta), abs(int(round(c.delta)))) for c in found), revealed


def _copies(game: Any, state: Any, seat: int) -> list[Any]:
    if not isinstance(game, SearchSupport):
        return [game.copy_state(state)]
    return [game.determinise(state, seat, Rng.from_seed(s)) for s in _SEEDS]


def option_effect(game: Any, state: Any, seat: int, action: Any) -> OptionEffect:
    """What ``action`` (legal for ``seat`` now) does to the seat's figures, measured without reading
    anything the seat cannot see (see the module docstring)."""
    label = game.describe(state, seat, action)
    measured = [_measure(game, c, seat, action) for c in _copies(game, state, seat)]
    if any(m is None or m[1] for m in measured) or len({m[0] for m in measured if m is not None}) != 1:
        return OptionEffect(action.key(), label, hidden=True)
    first = measured[0]
    assert first is not None
    return OptionEffect(action.key(), label, first[0])


def step_of(game: Any, state: Any, seat: int) -> str | None:
    """The name of the Step ``seat`` decides now (None: it decides nothing)."""
    decision = game.decision(state)
    if decision is None or not decision.awaits(seat):
        return None
    return decision.kind


def explain(game: Any, state: Any, seat: int) -> Why | None:
    """The "?" answer for ``seat``'s current decision; None when it decides nothing now."""
    step = step_of(game, state, seat)
    if step is None:
        return None
    legal = game.legal_actions(state, seat)[:MAX_OPTIONS]
    return Why(step, M(why_id(game.id, step)), tuple(option_effect(game, state, seat, a) for a in legal))


def asked_steps(game: Any) -> list[str]:
    """The Steps of a game a player can be asked: those that offer moves (a Step that only resolves by
    itself is never shown). A game without a turn machine: none known (its decisions name their kind)."""
    machine = game.machine
    if machine is None:
        return []
    return [s.name for s in machine.steps.values() if s.moves]
