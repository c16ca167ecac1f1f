"""The effect registry: what a settled payment does (``payment.start(..., effect, *args)``)."""

from __future__ import annotations

from typing import Callable

from engine.core.actions import Event

from .state import State

# effect name -> fn(state, seat, args, events); run when a payment is complete
EFFECTS: dict[str, Callable[[State, int, list[str], list[Event]], None]] = {}


def effect(name: str):
    def deco(fn):
        EFFECTS[name] = fn
        return fn

    return deco
