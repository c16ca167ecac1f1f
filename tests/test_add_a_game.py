"""CONTRIBUTING.md's "Adding a game" checklist, checked step by step for every registered game.

Each bold step name of the checklist has one check here (and the other way round), so the checklist
cannot drift from what a game must really have.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from engine.core.game import GameBase, protocol_problems
from engine.core.capabilities import AI, supports
from engine.core.secrets import secrets_problems
from engine.core.text import LANGUAGES, has_message, translate
from engine.core.turns import Turns, TurnMachine
from engine.core.delegates import Delegates
from engine.registry import _GAMES, game_ids, get_game
from engine.core.text import added_messages
from tests import add_a_game_contracts as C
from tests.bot.toygame import GAME as TOY, MACHINE, STEPS

ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def _played(gid: str) -> tuple[Any, list[int], list[str]]:
    """One random game of ``gid`` at its smallest table of two or more, played to the end."""
    game = get_game(gid)
    return C.random_game(game, max(2, game.min_players))


def _state(gid: str) -> None:
    fields = get_game(gid).State.model_fields
    assert {"stack", "seq", "turn_no"} <= set(fields), sorted(fields)
    assert importlib.import_module(f"engine.{gid}.state").State is get_game(gid).State
    _, turns, _ = _played(gid)
    assert not (problems := C.turn_problems(get_game(gid), turns)), problems


def _data(gid: str) -> None:
    text = (ROOT / "engine" / gid / "data.py").read_text(encoding="utf-8")
    assert "PROPOSED" in text or "source" in text.lower(), "data.py names no source for its values"


def _machine(gid: str) -> None:
    game = get_game(gid)
    decisions = importlib.import_module(f"engine.{gid}.decisions")
    assert isinstance(decisions.MACHINE, TurnMachine) and game.machine is decisions.MACHINE
    assert [s.name for s in decisions.STEPS] == list(decisions.MACHINE.steps)
    unlabelled = [f"{s.name}:{m.kind}" for s in decisions.STEPS for m in s.moves if m.label is None]
    assert not unlabelled or decisions.MACHINE.label_fallback is not None, unlabelled
    problems = C.auto_step_problems(decisions.STEPS) + _played(gid)[2]
    assert not problems, problems


def _game(gid: str) -> None:
    game = get_game(gid)
    assert isinstance(game, Turns) and isinstance(game, Delegates)
    assert game.info.id == gid
    assert protocol_problems(game) == []


def _secrets(gid: str) -> None:
    game = get_game(gid)
    secrets = game.info.secrets
    for players in range(game.min_players, game.max_players + 1):
        problems = secrets_problems(secrets, game.setup(players, game.Options(), 1))
        assert not problems, f"secrets: {problems} (GameInfo.secrets, engine/core/secrets.py)"
    if supports(game, AI):  # it resamples what a seat cannot see: say what that is
        assert secrets.own_fields or secrets.hidden, "secrets: a game that hides information declares what"
    # the game draws full_view; each seat's view is cut from it by the core, from this declaration
    assert type(game).view is GameBase.view, "secrets: draw full_view, GameBase.view hides the others' secrets"


def _versions(gid: str) -> None:
    module = importlib.import_module(f"engine.{gid}.versions")
    assert all(v < get_game(gid).info.rules_version for v in module.MIGRATIONS)


def _catalogs(gid: str) -> None:
    for lang in LANGUAGES:
        assert list((ROOT / "engine" / gid / "locales" / lang).glob("*.ftl")), lang
    game = get_game(gid)
    problems = C.rules_title_problems(game) + C.detail_problems(game, _played(gid)[0])
    assert not problems, problems


def _why(gid: str) -> None:
    from engine.core.why import asked_steps, why_id

    steps = asked_steps(get_game(gid))
    assert steps, "no Step offers moves"
    for lang in LANGUAGES:
        assert (ROOT / "engine" / gid / "locales" / lang / "why.ftl").is_file(), lang
        missing = [s for s in steps if not has_message(why_id(gid, s), lang)]
        assert not missing, f"{lang}: no {gid}.why.<step> for {missing} (why.ftl)"


def _registry(gid: str) -> None:
    assert _GAMES[gid] == f"engine.{gid}.game:GAME"


def _render(gid: str) -> None:
    module = importlib.import_module(f"render.{gid}")
    assert callable(module.board) and callable(module.draw)
    problems = C.phone_problems(importlib.import_module(f"render.{gid}.phone"))
    problems += C.palette_problems(importlib.import_module(f"render.{gid}.palette"))
    assert not problems, problems
    for lang in LANGUAGES:
        assert list((ROOT / "render" / gid / "locales" / lang).glob("*.ftl")), lang


def _expectations(gid: str) -> None:
    from tests.conformance.expectations import EXPECT

    assert gid in EXPECT


def _rules_tests(gid: str) -> None:
    assert list((ROOT / "tests" / "engine" / gid).glob("test_*.py"))


def _fidelity(gid: str) -> None:
    name = translate(get_game(gid).name, "en")
    assert f"## Rules fidelity ({name})" in (ROOT / "README.md").read_text(encoding="utf-8")


CHECKS: dict[str, Callable[[str], None]] = {
    "state": _state,
    "data": _data,
    "machine": _machine,
    "game": _game,
    "secrets": _secrets,
    "versions": _versions,
    "catalogs": _catalogs,
    "why": _why,
    "registry": _registry,
    "render": _render,
    "expectations": _expectations,
    "rules tests": _rules_tests,
    "fidelity": _fidelity,
}


def checklist() -> list[str]:
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    section = text.split("## Adding a game", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\d+\. \*\*(.+?)\*\*", section, re.M)


def test_every_step_of_the_checklist_has_its_check_and_no_check_is_unlisted() -> None:
    assert checklist() == list(CHECKS)


def test_the_checklist_names_the_template_and_the_phone_cards_functions() -> None:
    """The toy game is the template to copy; the phone card's functions are listed where a new game
    reads them, not only in render/phone.py."""
    section = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8").split("## Adding a game", 1)[1]
    section = section.split("\n## ", 1)[0]
    assert "tests/bot/toygame.py" in section
    missing = [f for f in C.phone_functions() if f"`{f}`" not in section]
    assert not missing, f"CONTRIBUTING.md's render step does not list {missing}"


@pytest.mark.parametrize("step", list(CHECKS))
@pytest.mark.parametrize("gid", game_ids())
def test_every_game_takes_every_step(gid: str, step: str) -> None:
    CHECKS[step](gid)


# --- optional parts: checked where a game has them ------------------------------------------------


@pytest.mark.parametrize("gid", game_ids())
def test_a_game_with_hints_names_its_figures_in_every_language(gid: str) -> None:
    """``engine/<id>/hints.py`` (CONTRIBUTING.md, optional): the game class sets it, its figures have
    distinct ids and positive worths, every phrase exists in every shipped language, and ``reason`` is
    what the game's ``hint_reason`` answers when a figure changed."""
    game = get_game(gid)
    module = getattr(game, "hints", None)
    if module is None:
        pytest.skip(f"{gid} has no hints.py: its hints speak of the projected lead")
    assert module is importlib.import_module(f"engine.{gid}.hints")
    ids = [f.id for f in module.FIGURES]
    assert len(ids) == len(set(ids)) and all(f.weight > 0 for f in module.FIGURES)
    for lang in LANGUAGES:
        assert (ROOT / "engine" / gid / "locales" / lang / "hints.ftl").is_file(), lang
        for f in module.FIGURES:
            msg = f.phrase("+", 2)
            assert translate(msg, lang) != msg.id, (lang, f.id)
    st = game.setup(game.min_players, game.Options(), 1)
    assert game.hint_reason(st, st, 0).phrases  # nothing changed: the default's words, never silence


# --- each contract's check fails, naming the missing step, when a variant of the toy game omits it ---


def test_the_toy_game_the_template_meets_every_contract_it_can() -> None:
    state, turns, asked = C.random_game(TOY, 2)
    assert C.rules_title_problems(TOY) == C.detail_problems(TOY, state) == C.turn_problems(TOY, turns) == []
    assert C.auto_step_problems(STEPS) == asked == []


def test_a_rules_topic_without_its_title_is_named() -> None:
    class Untitled(type(TOY)):
        def rules_topics(self) -> list[str]:
            return ["basics", "sprint"]

    with added_messages("en", {"toy.rules.sprint": "Follow a 3."}):
        (problem,) = C.rules_title_problems(Untitled())
    assert problem.startswith("catalogs: rules topic message missing: toy.rules.sprint (cs), ")
    assert "toy.rules.sprint.title (en)" in problem and "toy.rules.sprint (en)" not in problem
    assert "toy.rules.basics" not in problem


def test_a_result_detail_without_its_label_is_named() -> None:
    class Detailed(type(TOY)):
        def result(self, state):
            out = super().result(state)
            return out and replace(out, details=[{**d, "bids": 0} for d in out.details])

    game = Detailed()
    state, _, _ = C.random_game(game, 2)
    assert C.detail_problems(game, state) == [
        "catalogs: result detail label missing: "
        + ", ".join(f"toy.detail.bids ({lang})" for lang in ("en", "cs", "de", "es"))
    ]


def test_a_turn_that_never_grows_or_is_missing_is_named() -> None:
    still = TurnMachine(
        STEPS, phase=MACHINE.phase, active=MACHINE.active, owner=MACHINE.owner, turn=lambda st: 0, log=MACHINE.log
    )
    uncounted = TurnMachine(STEPS, phase=MACHINE.phase, active=MACHINE.active, owner=MACHINE.owner, log=MACHINE.log)

    class Still(type(TOY)):
        machine = still

    class Uncounted(type(TOY)):
        machine = uncounted

    _, turns, _ = C.random_game(Still(), 2)
    assert C.turn_problems(Still(), turns) == [
        "state: Decision.turn never grew in a whole game (count turn_no when a turn ends)"
    ]
    assert C.turn_problems(Uncounted(), []) == [
        "state: no turn_no field and no TurnMachine(turn=...): the decisions have no turn"
    ]
    assert C.turn_problems(TOY, [0, 1, 0]) == ["state: Decision.turn went down during a game (turn_no only grows)"]


def test_an_auto_step_without_legal_or_a_prompt_is_named() -> None:
    turn = STEPS[0]
    lazy = dataclasses.replace(turn, prompt=None, auto=lambda st, f, ev: False)  # auto leaves the choice
    unlisted = dataclasses.replace(turn, legal=None, auto=lambda st, f, ev: False)
    assert C.auto_step_problems([unlisted]) == ["machine: auto step 'turn' needs legal (the options auto leaves)"]

    class Unasked(type(TOY)):
        machine = TurnMachine(
            [lazy, *STEPS[1:]], phase=MACHINE.phase, active=MACHINE.active, turn=MACHINE.turn, log=MACHINE.log
        )

    _, _, asked = C.random_game(Unasked(), 2)
    assert asked == ["machine: step turn has no prompt (an auto step that leaves a choice still needs one)"]


def test_a_palette_not_from_build_palette_and_a_phone_card_short_of_a_function_are_named() -> None:
    from PIL import Image

    from render import kit

    rgb = ModuleType("palette")
    rgb.palette = lambda: Image.new("RGB", (4, 4))  # type: ignore[attr-defined]
    made = ModuleType("palette")
    made.palette = lambda: kit.build_palette(Image.new("RGB", (4, 4)))  # type: ignore[attr-defined]
    assert C.palette_problems(rgb) == [
        "render: palette() gives a RGB image, not kit.build_palette's P (bad mode for palette image)"
    ]
    assert C.palette_problems(made) == []
    assert C.palette_problems(ModuleType("palette")) == [
        "render: palette.py has no palette() (return kit.build_palette(sample, exact))"
    ]
    phone = importlib.import_module("render.emara.phone")
    short = ModuleType("phone")
    for name in C.phone_functions():
        if name != "touched":
            setattr(short, name, getattr(phone, name))
    short.word = lambda key: key  # type: ignore[attr-defined]  # forgot **params
    assert C.phone_problems(phone) == []
    assert C.phone_problems(short) == [
        "render: phone.py lacks touched() (render.phone.Declaration)",
        "render: phone.py's word takes 1 parameters, not 2",
    ]
