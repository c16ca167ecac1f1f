"""The contracts a new game used to meet only by failing elsewhere (the i18n suite, an encode, a blank
label), each as a function that names the missing step: ``tests/test_add_a_game.py`` runs them over
every registered game and over planted omissions in variants of the toy game (``tests/bot/toygame.py``,
the template CONTRIBUTING.md points to)."""

from __future__ import annotations

import inspect
from types import ModuleType
from typing import Any

from engine.ai.random_ai import step as random_step
from engine.core.rng import Rng
from engine.core.text import LANGUAGES, has_message

PLAYOUT_STEPS = 20_000  # a random game of every registered game ends well before this


def missing_messages(msg_ids: list[str]) -> list[str]:
    """``<id> (<lang>)`` for every message id not in the catalog of a shipped language."""
    return [f"{m} ({lang})" for m in msg_ids for lang in LANGUAGES if not has_message(m, lang)]


def rules_title_problems(game: Any) -> list[str]:
    """Every ``/rules`` topic has its text and its title (``<id>.rules.<topic>`` and ``….title``)."""
    ids = [f"{game.id}.rules.{t}{part}" for t in game.rules_topics() for part in ("", ".title")]
    missing = missing_messages(ids)
    return [f"catalogs: rules topic message missing: {', '.join(missing)}"] if missing else []


def random_game(game: Any, players: int, seed: int = 1) -> tuple[Any, list[int], list[str]]:
    """A random game played to its end, every decision's ``turn`` on the way, and a step asked without
    a question (an ``auto`` step that left a choice but has no ``prompt``), named."""
    state = game.setup(players, game.Options(), seed)
    rng = Rng.from_seed(seed)
    turns: list[int] = []
    for _ in range(PLAYOUT_STEPS):
        try:
            d = game.decision(state)
        except ValueError as e:  # engine.core.turns.Step.ask: "step <name> has no prompt"
            return state, turns, [f"machine: {e} (an auto step that leaves a choice still needs one)"]
        if d is None:
            break
        turns.append(d.turn)
        random_step(game, state, rng)
    return state, turns, []


def detail_problems(game: Any, state: Any) -> list[str]:
    """Every ``Result.details`` key of a finished game has its label ``<id>.detail.<key>`` (else the
    final standings print the key in capitals)."""
    result = game.result(state)
    keys = sorted({k for d in result.details for k in d}) if result is not None else []
    missing = missing_messages([f"{game.id}.detail.{k}" for k in keys])
    return [f"catalogs: result detail label missing: {', '.join(missing)}"] if missing else []


def turn_problems(game: Any, turns: list[int]) -> list[str]:
    """``Decision.turn`` (``State.turn_no``, or the machine's ``turn=``) only grows and does grow: the
    bot draws a board per turn and a player's undo stops at the turn's start."""
    machine = game.machine
    if machine is not None and machine.turn is None and "turn_no" not in game.State.model_fields:
        return ["state: no turn_no field and no TurnMachine(turn=...): the decisions have no turn"]
    if any(b < a for a, b in zip(turns, turns[1:])):
        return ["state: Decision.turn went down during a game (turn_no only grows)"]
    if len(set(turns)) < 2:
        return ["state: Decision.turn never grew in a whole game (count turn_no when a turn ends)"]
    return []


def auto_step_problems(steps: list[Any]) -> list[str]:
    """An ``auto`` step still has ``legal`` (it may list nothing): when ``auto`` leaves a choice the
    machine lists its options, and asks its ``prompt`` (:func:`random_game` sees one asked without)."""
    return [
        f"machine: auto step {s.name!r} needs legal (the options auto leaves)" for s in steps if not callable(s.legal)
    ]


def palette_problems(module: ModuleType) -> list[str]:
    """``render/<id>/palette.py``'s ``palette()`` is a palette image from ``kit.build_palette`` (an RGB
    image passes every test until ``encode_png`` says "bad mode for palette image")."""
    fn = getattr(module, "palette", None)
    if not callable(fn):
        return ["render: palette.py has no palette() (return kit.build_palette(sample, exact))"]
    image = fn()
    if getattr(image, "mode", None) != "P":
        mode = getattr(image, "mode", type(image).__name__)
        return [f"render: palette() gives a {mode} image, not kit.build_palette's P (bad mode for palette image)"]
    return []


def phone_problems(module: ModuleType) -> list[str]:
    """``render/<id>/phone.py`` has the phone card's nine functions (``render.phone.Declaration``)."""
    from render.phone import Declaration

    out = []
    for name, member in vars(Declaration).items():
        if name.startswith("_") or not callable(member):
            continue
        own = getattr(module, name, None)
        want = len(inspect.signature(member).parameters) - 1  # without self
        if not callable(own):
            out.append(f"render: phone.py lacks {name}() (render.phone.Declaration)")
        elif len(inspect.signature(own).parameters) != want:
            got = len(inspect.signature(own).parameters)
            out.append(f"render: phone.py's {name} takes {got} parameters, not {want}")
    return out


def phone_functions() -> list[str]:
    from render.phone import Declaration

    return [n for n, m in vars(Declaration).items() if not n.startswith("_") and callable(m)]
