"""The score breakdown picture (render/breakdown.py): drawn for finished random games of every game at
2 and 4 players and solo, of the phone width, every word legible and in the reader's language."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.core.breakdown import Breakdown
from engine.registry import get_game
from render import breakdown, kit
from tests.games import playout

NAMES = ["Ann", "Bob", "Cecilia", "Dan"]
CASES = [
    ("emara", 1),
    ("emara", 2),
    ("emara", 4),
    ("macao", 2),
    ("macao", 4),
    ("lisboa", 1),
    ("lisboa", 2),
    ("lisboa", 4),
]


@pytest.mark.parametrize("game_id,players", CASES)
def test_a_finished_game_has_its_breakdown_picture(game_id, players):
    game = get_game(game_id)
    st = playout(game, players, 3).state
    b = game.score_breakdown(st)
    with kit.recording_texts() as seen:
        data = breakdown.png(b, NAMES[:players], "en")
    assert data is not None and len(data) < 150_000
    img = Image.open(io.BytesIO(data))
    assert img.width == breakdown.WIDTH and img.height == breakdown.height(b)
    assert len(img.convert("RGB").getcolors(1 << 20) or []) > 8  # bars, tokens and words, not a blank page
    words = {s for s, _ in seen}
    assert min(size for _, size in seen) >= breakdown.MIN_PX
    assert "Where the points came from" in words
    assert all(NAMES[s] in words for s in b.parts if s < players)
    from engine.core.breakdown import category_msg
    from engine.core.text import translate

    assert {translate(category_msg(game_id, c), "en") for c in b.categories()} <= words


def test_none_while_the_game_runs():
    game = get_game("macao")
    st = game.setup(2, game.Options(), 1)
    assert breakdown.of_game(game, st, NAMES[:2], "en") is None


def test_negative_values_and_the_lower_track_in_german():
    b = Breakdown("macao", {0: (("play", 20), ("penalty", -9)), 1: (("play", 5), ("penalty", 0))})
    with kit.recording_texts() as seen:
        breakdown.draw(b, NAMES[:2], "de")
    words = {s for s, _ in seen}
    assert {"−9", "20", "11 Punkte", "Woher die Punkte kamen"} <= words
    e = Breakdown("emara", {0: (("cp", 30), ("bp", 24))}, combine="min")
    with kit.recording_texts() as seen:
        breakdown.draw(e, NAMES[:1], "de")
    words = {s for s, _ in seen}
    assert {"24 · zählt", "30", "24 Punkte", "Die niedrigere der beiden Leisten ist die Wertung."} <= words
