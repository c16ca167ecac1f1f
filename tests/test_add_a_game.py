"""CONTRIBUTING.md's "Adding a game" checklist, checked step by step for every registered game.

Each bold step name of the checklist has one check here (and the other way round), so the checklist
cannot drift from what a game must really have.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.core.game import SearchSupport, protocol_problems
from engine.core.msg import M
from engine.core.secrets import secrets_problems
from engine.core.text import LANGUAGES, has_message, translate
from engine.core.turns import Turns, TurnMachine
from engine.core.delegates import Delegates
from engine.registry import _GAMES, game_ids, get_game

ROOT = Path(__file__).resolve().parent.parent


def _state(gid: str) -> None:
    fields = get_game(gid).State.model_fields
    assert {"stack", "seq", "turn_no"} <= set(fields), sorted(fields)
    assert importlib.import_module(f"engine.{gid}.state").State is get_game(gid).State


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
    if isinstance(game, SearchSupport):  # it resamples what a seat cannot see: say what that is
        assert secrets.own_fields or secrets.hidden, "secrets: a game that hides information declares what"


def _versions(gid: str) -> None:
    module = importlib.import_module(f"engine.{gid}.versions")
    assert all(v < get_game(gid).info.rules_version for v in module.MIGRATIONS)


def _catalogs(gid: str) -> None:
    for lang in LANGUAGES:
        assert list((ROOT / "engine" / gid / "locales" / lang).glob("*.ftl")), lang
    for topic in get_game(gid).rules_topics():
        assert translate(M(f"{gid}.rules.{topic}"), "en") != f"{gid}.rules.{topic}"


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
    importlib.import_module(f"render.{gid}.phone")
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
