"""``/card`` entries of every registered game: each name is told apart from the others."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.text import LANGUAGES, translate
from engine.registry import game_ids, get_game


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("lang", LANGUAGES)
def test_card_names_are_distinct_within_a_game(game_id: str, lang: str) -> None:
    names = Counter(translate(title, lang) for title, _ in get_game(game_id).cards().values())
    assert [n for n, k in names.items() if k > 1] == []
