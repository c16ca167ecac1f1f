"""The explicit protocol (issue 23): every registered game declares its facts in one typed ``GameInfo``
and has every member of ``engine.core.game.Game`` (the optional ones from ``GameBase``); a game that
forgets one is named with what it lacks; and no caller asks a game whether it has a member."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from engine.core.actions import Action
from engine.core.game import (
    DECLINE_KEY,
    HARD_ITERATIONS,
    PASSIVE_KINDS,
    SCORE_FIELDS,
    Game,
    GameBase,
    GameInfo,
    SearchSupport,
    protocol_problems,
)
from engine.core.capabilities import AI, CAPABILITIES, DAILY, HINTS, SOLO, supports
from engine.core.delegates import Delegates, SearchDelegates
from engine.core.modes import SoloMode
from engine.core.msg import M
from engine.registry import game_ids, get_game
from tests.bot.discord.stub_game import GAME as STUB
from tests.bot.toygame import GAME as TOY, PLAIN

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game_id", game_ids())
def test_every_registered_game_satisfies_the_whole_declaration(game_id: str) -> None:
    game = get_game(game_id)
    assert protocol_problems(game) == []
    assert isinstance(game, Game) and isinstance(game, SearchSupport)  # every hosted game is searched
    assert set(game.info.supports) == set(CAPABILITIES)  # and offers everything optional
    assert game.info.id == game.id == game_id


@pytest.mark.parametrize("game", [TOY, PLAIN, STUB], ids=["toy", "plain toy", "stub"])
def test_the_test_games_satisfy_it_too(game) -> None:
    assert protocol_problems(game) == []


def test_a_game_that_forgets_a_member_is_told_which() -> None:
    class Forgetful:  # no GameBase, no info, no cards(), a short describe()
        Options = TOY.Options
        State = TOY.State
        setup, decision, legal_actions, apply = TOY.setup, TOY.decision, TOY.legal_actions, TOY.apply
        result, view, seat_lines = TOY.result, TOY.view, TOY.seat_lines
        option_specs, rules_topics = TOY.option_specs, TOY.rules_topics

        def describe(self, state, action):
            return M("toy.act.end")

    assert protocol_problems(Forgetful()) == ["info: missing (declare info = GameInfo(...) at the top of the class)"]
    Forgetful.info = TOY.info
    problems = protocol_problems(Forgetful())
    assert "describe: takes (state, action), the protocol (state, seat, action)" in problems
    assert {p.split(":")[0] for p in problems} == {
        "id",
        "name",
        "min_players",
        "max_players",
        "describe",
        "cards",
        "seat_prompt",
        "chapter",
        "summary_lines",
        "solo_mode",
        "daily_challenge",
        "check_invariants",
        "suggest",
        "prune",
        "copy_state",
        "hint_reason",
        "score_breakdown",
        "evaluate_tuned",
    }

    class Partial(GameBase, Forgetful):
        def describe(self, state, seat, action):
            return M("toy.act.end")

    assert protocol_problems(Partial()) == ["cards: missing"]


def test_an_attribute_that_disagrees_with_the_declaration_is_named() -> None:
    class Renamed(type(TOY)):
        id = "other"  # an old-style attribute beside the declaration

    assert protocol_problems(Renamed()) == ["id: 'other' differs from info.id"]


@pytest.mark.parametrize(
    "change, named",
    [
        ({"passive_kinds": ["pass"]}, "passive_kinds"),  # a list, not a tuple
        ({"search_horizon": "round"}, "search_horizon"),
        ({"hard_iterations": 0}, "hard_iterations"),
        ({"hard_iterations": True}, "hard_iterations"),
        ({"name": "Toy"}, "name"),  # a str, not a Msg
        ({"id": "Toy Race"}, "id"),
        ({"min_players": 5}, "players"),
    ],
)
def test_a_wrong_fact_fails_when_declared(change: dict, named: str) -> None:
    with pytest.raises(TypeError, match=named):
        replace(TOY.info, **change)


def test_the_defaults_of_the_facts() -> None:
    info = GameInfo(id="x", name=M("x.name"), min_players=1, max_players=2)
    assert (info.passive_kinds, info.never_ai_kinds, info.search_horizon, info.hard_iterations) == (
        PASSIVE_KINDS,
        (),
        "game",
        HARD_ITERATIONS,
    )
    assert (info.response_kinds, info.decline_key, info.score_fields) == ((), DECLINE_KEY, SCORE_FIELDS)


def test_the_defaults_of_the_optional_methods() -> None:
    state = TOY.setup(2, TOY.Options(), 5)
    legal = TOY.legal_actions(state, 0)
    assert TOY.seat_prompt(state, 0) == TOY.decision(state).prompt
    assert TOY.chapter(state) is None and TOY.summary_lines(state) is None
    assert TOY.solo_mode() is None and TOY.daily_challenge() is None
    assert TOY.check_invariants(state) == []
    assert TOY.suggest(state, 0, legal) is None and TOY.prune(state, legal) == legal
    copy = TOY.copy_state(state)
    assert copy == state and copy is not state and copy.hands is not state.hands
    TOY.apply(state, 0, legal[0])
    assert copy != state  # a real copy: the original moved on alone
    assert isinstance(legal[0], Action)


# --- capabilities: optional is optional, and what is declared is whole -----------------------------


def test_a_game_with_nothing_optional_is_accepted_and_offers_nothing() -> None:
    assert protocol_problems(PLAIN) == [] and PLAIN.info.supports == ()
    assert not any(supports(PLAIN, c) for c in CAPABILITIES)
    assert PLAIN.solo_mode() is None and PLAIN.daily_challenge() is None
    state = PLAIN.setup(2, PLAIN.Options(), 3)
    assert PLAIN.check_invariants(state) == [] and PLAIN.copy_state(state) == state


def test_a_delegating_game_without_ai_or_modes_is_accepted() -> None:
    """A ``Delegates`` game that sets only ``scoring``: the optional calls answer their defaults."""

    class Scoring:  # the scoring module of a game: result(state)
        result = staticmethod(PLAIN.result)

    class Bare(Delegates, type(PLAIN)):
        scoring = Scoring

    game = Bare()
    state = game.setup(2, game.Options(), 4)
    assert protocol_problems(game) == []
    assert game.solo_mode() is None and game.daily_challenge() is None
    assert game.check_invariants(state) == [] and game.copy_state(state) == state
    assert not hasattr(game, "evaluate") and not hasattr(game, "determinise")


@pytest.mark.parametrize(
    "declared, named",
    [
        ((AI,), "ai: declared but evaluate(state, seat) is missing"),
        ((SOLO,), "solo: declared but solo_mode() gives NoneType, not a SoloMode"),
        ((DAILY,), "daily: declared but daily_challenge() gives NoneType, not a DailyChallenge"),
        ((HINTS,), "hints: declared without 'ai'"),
        (("chess clock",), "supports: 'chess clock' is no capability"),
    ],
)
def test_a_declared_capability_without_its_functions_is_named(declared: tuple, named: str) -> None:
    class Claims(type(PLAIN)):
        info = replace(PLAIN.info, supports=declared)

    problems = protocol_problems(Claims())
    assert any(p.startswith(named) for p in problems), problems


def test_an_ai_module_without_a_function_is_named() -> None:
    class NoAiModule:  # an ai_support module that forgot determinise and copy_state
        evaluate = staticmethod(TOY.evaluate)
        check_invariants = staticmethod(lambda state: [])
        evaluate_tuned = staticmethod(TOY.evaluate)

    class Scoring:
        result = staticmethod(PLAIN.result)

    class Half(SearchDelegates, type(PLAIN)):
        info = replace(PLAIN.info, supports=(AI,))
        scoring = Scoring
        ai = NoAiModule

    assert protocol_problems(Half()) == [
        "ai: the class's ai module lacks determinise, copy_state (set ai = ai_support)"
    ]


def test_an_undeclared_capability_is_not_claimed() -> None:
    class Searchable(type(TOY)):
        info = replace(TOY.info, supports=())
        hints = None  # only the search claimed (the toy game also sets the figures its hints name)

    class Solo(type(PLAIN)):
        def solo_mode(self):
            return SoloMode("toy", 1, 2, 1, 1, lambda d, won: d, lambda d: {}, M("toy.name"))

    class Hinted(type(PLAIN)):
        hints = object()  # a hints module set on the class

    assert protocol_problems(Searchable()) == [
        "ai: evaluate and determinise defined but info.supports does not declare 'ai'"
    ]
    assert protocol_problems(Solo()) == ["solo: solo_mode() gives a SoloMode but info.supports does not declare 'solo'"]
    assert protocol_problems(Hinted()) == [
        "hints: the class sets a hints module but info.supports does not declare 'hints'"
    ]


# --- no caller asks a game what it has -----------------------------------------------------------

# ``getattr(game, ...)``, ``hasattr(self.game, ...)``, ``getattr(tb.game, ...)``, ``getattr(get_game(g), ...)``
ASKING = re.compile(r"\b(?:get|has)attr\(\s*(?:[\w.]*\.)?(?:game|get_game\([^)]*\))\s*,")


# protocol_problems and capability_problems: they look every member up by name, to name the missing
CHECKERS = {Path("engine/core/game.py"), Path("engine/core/capabilities.py")}


def test_no_module_reads_a_game_member_by_name() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{n}"
        for package in ("engine", "render", "bot")
        for path in sorted((ROOT / package).rglob("*.py"))
        if path.relative_to(ROOT) not in CHECKERS
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if ASKING.search(line)
    ]
    assert not offenders, offenders


def test_the_check_sees_each_way_of_asking() -> None:
    for line in (
        'own = getattr(game, "chapter", None)',
        "hasattr(self.game, 'x')",
        'kinds = getattr(tb.game, "response_kinds", ())',
        "make = getattr(get_game(game_id), name, None)",
    ):
        assert ASKING.search(line), line
    assert not ASKING.search("getattr(importlib.import_module(module), attr)")
