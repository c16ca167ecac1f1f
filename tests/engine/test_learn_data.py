"""The guided first game's data (engine/<game>/learn.py): every kind of decision a game can ask has the
rule that explains it, and its explanation and rulebook term exist in every language we ship."""

from __future__ import annotations

import importlib

import pytest

from engine import registry
from engine.core.text import has_message

LANGS = ("en", "cs", "de", "es")
WITH_TEXTS = ("emara", "macao", "lisboa")


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_decision_kind_has_a_rule(game_id: str) -> None:
    learn = registry.learn_game(game_id)
    assert learn is not None
    steps = {s.name for s in importlib.import_module(f"engine.{game_id}.decisions").STEPS}
    assert steps == learn.kinds()
    assert set(learn.round_kinds) <= steps
    assert 10 <= learn.guided <= 20


@pytest.mark.parametrize("game_id", WITH_TEXTS)
def test_every_rule_is_explained_in_every_language(game_id: str) -> None:
    learn = registry.learn_game(game_id)
    assert learn is not None
    for rule in learn.rules:
        for lang in LANGS:
            assert has_message(learn.text(rule).id, lang), (rule.id, lang)
            assert has_message(learn.term(rule).id, lang), (rule.id, lang)
