"""A guided first game (``/learn``): which deal it plays and the rule behind each kind of decision.

A game offers one with a module ``engine/<game>/learn.py`` holding ``LEARN``, a :class:`LearnGame`:
the fixed deal (a seed), the solo difficulty it is played at (the easiest), how many of the player's
first decisions are guided, and for every decision kind (a Step of the game's turn machine) the
:class:`Rule` it explains: a catalog message of two or three sentences, the rulebook's own term for it
(a catalog message too, so each language names it as its rulebook does) and where the rule stands in
the rulebook. The guide keys on the decision kind, never on one exact position: a player who does
not follow the advice is asked other decisions, and each is still explained by its kind's rule.

Pure data: nothing here reads a catalog or knows a front end.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .msg import M, Msg


@dataclass(frozen=True, slots=True)
class Rule:
    """The rule behind one or more decision kinds: ``<game>.learn.<id>`` explains it,
    ``<game>.learn.<id>.term`` is the rulebook's term, ``section`` where it stands (the rules
    reference's section, which follows the rulebook's order)."""

    id: str
    kinds: tuple[str, ...]
    section: str


@dataclass(frozen=True)
class LearnGame:
    """A game's guided first game (see the module docstring)."""

    game_type: str
    seed: int  # the fixed deal: the same game every time the player follows the advice
    start: int  # the solo mode's difficulty it is played at (its easiest)
    guided: int  # the player's first decisions that are guided (10-20)
    rules: tuple[Rule, ...]
    # The decision kinds every round asks of a player (the rulebook's round structure): the guided
    # steps of the fixed deal cover them all.
    round_kinds: tuple[str, ...]
    # Which round a state is in (the guided steps cover the first), by the game's own counter.
    round_of: Callable[[Any], int]
    _by_kind: dict[str, Rule] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for r in self.rules:
            for k in r.kinds:
                if k in self._by_kind:
                    raise ValueError(f"{self.game_type}: decision kind {k!r} has two rules")
                self._by_kind[k] = r

    def rule(self, kind: str) -> Rule | None:
        """The rule explaining decisions of ``kind`` (None: a kind without one)."""
        return self._by_kind.get(kind)

    def kinds(self) -> set[str]:
        return set(self._by_kind)

    def text(self, rule: Rule) -> Msg:
        return M(f"{self.game_type}.learn.{rule.id}")

    def term(self, rule: Rule) -> Msg:
        return M(f"{self.game_type}.learn.{rule.id}.term")
