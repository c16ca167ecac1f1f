"""The registry of decision kinds and the helpers to schedule steps on the state's stack.

A turn is a stack of frames (``state.Frame``): the top one is pending. A kind with ``auto`` is a step the
engine takes by itself (it pops itself, possibly after pushing further steps); the others are choices of
their frame's seat. To run steps A, B, C in this order, push C, B, A (``seq``). ``decisions.py`` builds
the ``engine.core.stack.DecisionStack`` from ``KINDS``.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.core.stack import FrameKind
from engine.core.text import M, Msg

from .state import Frame, State

KINDS: dict[str, FrameKind] = {}
_PROMPTS: dict[str, Msg] = {}


def prompt_of(k: str) -> Msg:
    p = _PROMPTS.get(k)
    if p is None:
        p = _PROMPTS[k] = M("lisboa.prompt." + k)
    return p


def kind(name: str, *, legal: Callable | None = None, apply: Callable | None = None,
         auto: Callable | None = None, prompt: Callable | None = None, seats: Callable | None = None,
         single: bool | Callable = True) -> None:
    """Register a kind. ``legal(st, f)`` / ``apply(st, f, seat, key, ev)`` for a choice; ``auto(st, f, ev)``
    for a step (it may also be a choice when it returns False)."""
    KINDS[name] = FrameKind(legal=legal or (lambda st, f: []), apply=apply or _no_apply,
                            prompt=prompt or (lambda st, f, _n=name: prompt_of(_n)),
                            auto=auto, seats=seats, single=single)


def _no_apply(st, f, seat, key, ev):
    raise ValueError(key)


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
