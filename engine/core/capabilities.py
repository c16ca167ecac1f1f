"""What a game offers beyond the protocol, declared once: ``GameInfo(supports=(AI, SOLO, DAILY, HINTS))``.

Every capability is optional. A game declares the ones it has and :func:`capability_problems` (run by
``protocol_problems``) checks both ways: a declared capability has every function it needs, and a
function that would offer an undeclared one is not there (so no caller finds a half). Callers ask
:func:`supports` and never probe a game for a method:

* ``ai`` -- ``evaluate(state, seat)`` and ``determinise(state, seat, rng)`` (``engine.core.game.SearchSupport``,
  usually the game's ``ai_support`` module set as ``ai = ai_support`` on a ``SearchDelegates`` class).
  Without it the bot seats no AI (a run-out clock waits for a vote), offers no Suggest, and the arena,
  ladder and tuner refuse the game in one line (``engine/refusals.py``); random play (self-play, the
  conformance suite's playouts) still plays it. A stand-in the bot seats after a resignation or a vote
  plays easy random moves there (``engine.ai.choose`` without search).
* ``solo`` -- ``solo_mode()`` gives an ``engine.core.modes.SoloMode`` (the bot's ``/solo``).
* ``daily`` -- ``daily_challenge()`` gives an ``engine.core.modes.DailyChallenge`` (``/challenge``).
* ``hints`` -- the Suggest button: the strongest AI level's move and ``hint_reason`` (needs ``ai``).
"""

from __future__ import annotations

import inspect
from typing import Any

from .modes import DailyChallenge, SoloMode

AI, SOLO, DAILY, HINTS = "ai", "solo", "daily", "hints"
CAPABILITIES: tuple[str, ...] = (AI, SOLO, DAILY, HINTS)

# The methods a search calls beyond the protocol, with the parameters each takes.
SEARCH_METHODS: dict[str, tuple[str, ...]] = {"evaluate": ("state", "seat"), "determinise": ("state", "seat", "rng")}


def supports(game: Any, capability: str) -> bool:
    """Whether ``game`` declares ``capability`` (one of :data:`CAPABILITIES`)."""
    if capability not in CAPABILITIES:
        raise ValueError(f"unknown capability {capability!r}; expected one of {CAPABILITIES}")
    return capability in game.info.supports


def _positional(fn: Any) -> int:
    return sum(
        1 for p in inspect.signature(fn).parameters.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    )


def _search_problems(game: Any, declared: bool) -> list[str]:
    present = {name: callable(getattr(game, name, None)) for name in SEARCH_METHODS}
    if not declared:
        found = [name for name, ok in present.items() if ok]
        if found:
            return [f"ai: {' and '.join(found)} defined but info.supports does not declare 'ai'"]
        return []
    out = [
        f"ai: declared but {name}({', '.join(params)}) is missing (engine/<id>/ai_support.py)"
        for name, params in SEARCH_METHODS.items()
        if not present[name]
    ]
    for name, params in SEARCH_METHODS.items():
        if present[name] and _positional(getattr(game, name)) != len(params):
            out.append(f"ai: {name} takes other parameters than ({', '.join(params)})")
    missing = _delegated_missing(game)
    if missing:
        out.append(f"ai: the class's ai module lacks {', '.join(missing)} (set ai = ai_support)")
    return out


def _delegated_missing(game: Any) -> list[str]:
    """The ``SearchDelegates`` methods the game's class does not override whose function its ``ai``
    module lacks (each would raise AttributeError when first called)."""
    calls = getattr(type(game), "ai_calls", ())  # SearchDelegates names them (no import: delegates imports game)
    module = getattr(game, "ai", None)
    out = []
    for name in calls:
        owner = next(c for c in type(game).__mro__ if name in c.__dict__)
        if "ai_calls" in owner.__dict__ and not callable(getattr(module, name, None)):
            out.append(name)
    return out


def _mode_problems(game: Any, capability: str, method: str, kind: type) -> list[str]:
    declared = capability in game.info.supports
    fn = getattr(game, method, None)
    try:
        mode = fn() if callable(fn) else None
    except AttributeError as e:  # a delegate without its module
        return [f"{capability}: {method}() fails ({e}): set the game's modes module or drop {capability!r}"]
    if declared and not isinstance(mode, kind):
        return [f"{capability}: declared but {method}() gives {type(mode).__name__}, not a {kind.__name__}"]
    if not declared and mode is not None:
        given = type(mode).__name__
        return [f"{capability}: {method}() gives a {given} but info.supports does not declare {capability!r}"]
    return []


def capability_problems(game: Any) -> list[str]:
    """What disagrees between ``game.info.supports`` and the game's functions, by capability."""
    declared = game.info.supports
    known = ", ".join(CAPABILITIES)
    out = [f"supports: {c!r} is no capability (one of {known})" for c in declared if c not in CAPABILITIES]
    out += _search_problems(game, AI in declared)
    out += _mode_problems(game, SOLO, "solo_mode", SoloMode)
    out += _mode_problems(game, DAILY, "daily_challenge", DailyChallenge)
    if HINTS in declared and AI not in declared:
        out.append("hints: declared without 'ai' (a hint is the strongest AI level's move)")
    if HINTS not in declared and getattr(game, "hints", None) is not None:
        out.append("hints: the class sets a hints module but info.supports does not declare 'hints'")
    return out
