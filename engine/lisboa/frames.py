"""How Lisboa's rules modules declare their steps and schedule them on the state's stack.

A turn is a stack of frames (``state.Frame``): the top one is pending. Each rules module lists its
steps (``STEPS``: ``engine.core.turns.Step`` records) and ``decisions.py`` concatenates the lists into
the game's one ``TurnMachine``. A step made with :func:`auto_step` is taken by the engine itself (it
pops its frame, possibly after pushing further steps); one made with :func:`choice` is a choice of its
frame's seat, each kind of key a ``Move`` with its grammar, effect and button text. To run steps A, B, C
in this order, push C, B, A (:func:`seq`).
"""

from __future__ import annotations

from typing import Any, Callable

from engine.core.text import M, Msg
from engine.core.turns import Auto, Move, Step

from .state import Frame, State


def ask(name: str) -> Msg:
    """The question of a step: ``lisboa.prompt.<step>``."""
    return M("lisboa.prompt." + name)


def opt(kind: str) -> Callable[..., Msg]:
    """The button text of a key without arguments: ``lisboa.opt.<kind>``."""
    msg = M("lisboa.opt." + kind)
    return lambda st, f, seat: msg


def bare(kind: str, apply: Callable[..., None]) -> Move:
    """A key that is its kind alone (``stop``, ``skip``, ``done`` ...), labelled ``lisboa.opt.<kind>``."""
    return Move(kind, apply, label=opt(kind))


def leave(st: State, f: Frame, seat: int, ev) -> None:
    """A choice that only ends its step (stop, skip, decline, keep ...)."""
    pop(st, f)


def choice(
    name: str, legal: Callable, *moves: Move, auto: Auto | None = None, prompt=None, single: bool | Callable = True
) -> Step:
    """A choice of the frame's seat: ``legal(state, frame, seat)`` -> keys; a lone option is taken by
    itself unless ``single`` says otherwise."""
    return Step(name, legal=legal, moves=moves, prompt=prompt or ask(name), auto=auto, single=single)


def _nothing(st, f, seat) -> list[str]:
    return []


def auto_step(name: str, auto: Auto) -> Step:
    """A step the engine takes by itself: ``auto(state, frame, events)`` always resolves it."""
    return Step(name, legal=_nothing, auto=auto)


def F(k: str, seat: int, **d: Any) -> Frame:
    return Frame(k, seat, d)


def push(st: State, k: str, seat: int, **d: Any) -> Frame:
    f = Frame(k, seat, d)
    st.stack.append(f)
    return f


def seq(st: State, *frames: Frame) -> None:
    """Schedule ``frames`` to run in the given order (the first ends up on top)."""
    st.stack.extend(reversed(frames))


def pop(st: State, f: Frame) -> None:
    """Remove ``f`` (the top frame)."""
    assert st.stack and st.stack[-1] is f
    st.stack.pop()
