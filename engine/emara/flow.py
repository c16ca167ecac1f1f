"""The decision stack: effect registry and auto-resolution of forced steps."""
from __future__ import annotations

from typing import Callable

from engine.core.actions import Event

from . import payment
from .state import State

# effect name -> fn(state, seat, args, events); run when a payment is complete
EFFECTS: dict[str, Callable[[State, int, list[str], list[Event]], None]] = {}


def effect(name: str):
    def deco(fn):
        EFFECTS[name] = fn
        return fn
    return deco


def settle(st: State, ev: list[Event]) -> None:
    """Resolve everything that needs no choice: finished payments, forced units, forced craftsmen."""
    from . import countryside  # local import: countryside registers itself on use
    stack = st.stack
    while stack:
        f = stack[-1]
        k = f.k
        if k == "pay":
            if f.waive > 0:
                if payment.auto_waive(f):
                    continue
                opts = payment.options(st, f)
                if len(opts) == 1:
                    payment.do_waive(f, opts[0][6:])
                    continue
                return
            if not f.pay:
                stack.pop()
                EFFECTS[f.a[0]](st, st.active, f.a[1:], ev)
                continue
            opts = payment.options(st, f)
            if len(opts) == 1:
                payment.do_pay(st, f, opts[0][4:])
                continue
            return
        if k == "craft":
            if f.n <= 0:
                stack.pop()
                continue
            if not countryside.bread_possible(st):
                countryside.take(st, f, ev)
                continue
            return
        if k == "keep" and len(f.toks) <= 1:
            from . import favor
            favor.keep(st, f.toks[0] if f.toks else None, ev)
            continue
        return
