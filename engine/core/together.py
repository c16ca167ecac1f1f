"""Choosing at once: a step whose seats all choose before any choice counts (the turn machine's own frame).

A :class:`~engine.core.turns.Step` declares ``together=Together(...)`` when its seats choose at the same
time, each unseen by the others: Macao's dice when the table plays them all at once, Lisboa's opening
Clergy tile and its starting-hand draft, the toy game's bids. The machine (``engine.core.turns``) then,
for every seat's choice:

* checks it like any other (the seat is awaited, the key is legal), writes its log line **private to
  that seat**, and keeps it in its own frame, :class:`Choices` (``state.together``), instead of playing
  it: nothing a seat chose is in the game's state, so no view, picture or public line can show it;
* once every awaited seat has chosen all it has to (``Together.done``), or as soon as a seat chooses a
  key that insists on the normal order (``Together.insist``: Macao's "let me see the others' dice
  first"), hands the game the joint choice: every kept choice is played in the order it was made, in
  the same call (OpenSpiel applies a joint action; here the game's own moves apply one after another,
  so a game writes its moves as if the seats chose in turn).

While the seats choose, a game reads a seat's own kept keys with :func:`pending` (its next options, its
question, its own view) and who has chosen with :func:`chose` (what the public may know). The frame is
a persisted part of the state (a frozen model of tuples: a state copy shares it); it is the seats'
secret (``engine.core.secrets``), and a search resamples the other seats' kept choices like hidden
cards (``TurnMachine.resample``). A game whose steps choose at once declares ``together: Choices |
None = None`` in its State.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from pydantic import BaseModel, ConfigDict

# ``done(state, seat, keys)``: whether the keys ``seat`` chose so far (one or more) complete its choice.
Done = Callable[[Any, int, tuple[str, ...]], bool]


class Choices(BaseModel):
    """The seats' choices of a step chosen at once, kept by the machine until the last seat has chosen:
    ``(seat, key)`` in the order they were made."""

    model_config = ConfigDict(frozen=True)

    step: str
    made: tuple[tuple[int, str], ...] = ()

    def of(self, seat: int) -> tuple[str, ...]:
        return tuple(k for s, k in self.made if s == seat)

    def adding(self, seat: int, key: str) -> "Choices":
        return Choices(step=self.step, made=(*self.made, (seat, key)))


@dataclass(frozen=True, slots=True)
class Together:
    """A step whose seats choose at once (see the module docstring).

    ``when(state)``: whether the step is chosen at once now (None: always; Macao: the lobby option, until
    a seat asks for wall order); ``done(state, seat, keys)``: whether ``keys`` complete ``seat``'s choice
    (None: one key each; Macao's Observatory adds a second); ``insist``: key kinds that end the choosing
    at once (the game then plays the choices made so far and the insisting key, in order)."""

    when: Callable[[Any], bool] | None = None
    done: Done | None = None
    insist: tuple[str, ...] = ()

    def now(self, state: Any) -> bool:
        return self.when is None or self.when(state)

    def complete(self, state: Any, seat: int, keys: tuple[str, ...]) -> bool:
        """Whether ``keys`` (at least one) complete ``seat``'s choice."""
        return bool(keys) and (self.done is None or self.done(state, seat, keys))


def choices(state: Any) -> Choices | None:
    """The machine's frame of choices made at once (None: nobody is choosing at once, or the game has none)."""
    return getattr(state, "together", None)


def pending(state: Any, seat: int) -> tuple[str, ...]:
    """The keys ``seat`` chose in the step its seats are choosing at once, not yet played (its own secret)."""
    ch = getattr(state, "together", None)
    return () if ch is None else ch.of(seat)


def chose(state: Any) -> frozenset[int]:
    """The seats that chose something in the step chosen at once (public: a board shows who has chosen)."""
    ch = getattr(state, "together", None)
    return frozenset() if ch is None else frozenset(s for s, _ in ch.made)
