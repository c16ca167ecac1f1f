"""The headline band (readable on a phone) and the marks of the last turn on the Emara board."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest
from PIL import Image

from engine.emara.view import as_view
from render import emara, kit

from tests.render.spies import spy_everywhere
from render.emara.header import deed_words, last_move_words
from render.emara.layout import BAND_Y1, HEADLINE_PX, W, Layout
from render.emara.rondels import hut_box
from render.emara.strips import slot_box

FIXTURES = Path(__file__).parent / "fixtures"
NAMES = ["Anna", "Bob", "Chiara", "Dmitri"]
PHONE_PT, PHONE_MIN_PT = 360, 9  # the picture shown 360 pt wide must give 9 pt headline text
header_mod = importlib.import_module("render.emara.header")  # render.emara.header is also a function name


def load(name: str) -> dict:
    return json.loads((FIXTURES / f"{name}.json").read_text())


def _band_texts(monkeypatch: pytest.MonkeyPatch, view) -> list[tuple[str, int]]:
    """(text, size) of everything the headline band draws."""
    seen: list[tuple[str, int]] = []
    real = kit.text

    def spy(img, xy, s, size=kit.MIN_TEXT, **kw):
        if xy[1] < BAND_Y1 and s:
            seen.append((s, max(size, kit.MIN_TEXT)))
        return real(img, xy, s, size, **kw)

    spy_everywhere(monkeypatch, "text", spy)
    img = kit.canvas(W, 400)
    v = as_view(view)
    header_mod.header(img, v, NAMES, [kit.player_style(i) for i in range(v.players)])
    return seen


def test_headline_text_is_9pt_on_a_360pt_wide_phone():
    assert HEADLINE_PX >= PHONE_MIN_PT * W / PHONE_PT == 40


@pytest.mark.parametrize("name", ["early_2p", "mid_4p", "final_3p"])
def test_every_headline_text_is_at_least_40px(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    seen = _band_texts(monkeypatch, load(name))
    assert seen and min(size for _, size in seen) >= HEADLINE_PX


def test_headline_names_the_mover_every_score_and_the_last_move(monkeypatch: pytest.MonkeyPatch) -> None:
    view = load("mid_4p")
    text = " ".join(s for s, _ in _band_texts(monkeypatch, view))
    assert "Dmitri" in text and "to move" in text  # active seat 3
    for seat in view["seats"]:
        assert str(seat["cp"]) in text and str(seat["bp"]) in text
    assert "Chiara:" in text and "played Grain · to Forest · craftsman at Forest" in text


def test_headline_of_a_finished_game_names_the_winner(monkeypatch: pytest.MonkeyPatch) -> None:
    text = " ".join(s for s, _ in _band_texts(monkeypatch, load("final_3p")))
    assert "Anna" in text and "wins" in text and "Game over" in text
    assert "Bob:" in text and "1 gold → 4 CP" in text


def test_last_move_words():
    view = as_view(load("mid_4p"))
    assert last_move_words(view) == "played Grain · to Forest · craftsman at Forest"
    lt = view.last_turn.model_copy(update={"moves": (), "visits": ("market",), "deeds": ("sell.1", "buy.2")})
    assert last_move_words(view, lt) == "played Grain · at Market · sold 1 book · bought 2 gold · craftsman at Forest"
    assert deed_words("sell.3") == "sold 3 books" and deed_words("gift.stone") == "gift → ring"
    assert deed_words("eor.new_lore.ring") == "1 ring → 5 BP" and deed_words("eor.future.x") == "event exchange"
    no_turn = as_view({**load("early_2p"), "last_turn": None})
    assert last_move_words(no_turn) == "No move yet"


def test_one_event_left_is_singular(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    real = kit.text
    spy_everywhere(monkeypatch, "text", lambda img, xy, s, *a, **kw: (seen.append(s), real(img, xy, s, *a, **kw))[1])
    for n in (1, 2):
        header_mod.header(
            kit.canvas(W, 400),
            as_view({**load("early_2p"), "event_deck_left": n}),
            NAMES,
            [kit.player_style(i) for i in range(2)],
        )
    assert "1 event left" in seen and "2 events left" in seen


def _has(img: Image.Image, box: tuple[int, int, int, int], colour) -> bool:
    crop = img.crop(box).convert("RGB")
    return any(c == colour for _, c in crop.getcolors(1 << 16) or [])


def test_the_last_turn_is_outlined_in_the_movers_colour() -> None:
    view = load("mid_4p")
    colour = kit.player_style(2).colour
    layout = Layout(4, False, False)
    marked = emara.draw(view, NAMES)
    plain = emara.draw({**view, "last_turn": None}, NAMES)
    forest = layout.loc_box(0, 2)  # arrived at: thick outline just outside the tile
    left_edge = (forest[0] - 7, forest[1] + 60, forest[0] - 1, forest[3] - 60)
    assert _has(marked, left_edge, colour) and not _has(plain, left_edge, colour)
    grainfield = layout.loc_box(0, 0)  # left: thin outline
    edge = (grainfield[0] - 5, grainfield[1] + 60, grainfield[0] - 1, grainfield[3] - 60)
    assert _has(marked, edge, colour) and not _has(plain, edge, colour)
    hx0, hy0, hx1, hy1 = hut_box(forest, 2)
    hut_edge = (hx0 - 3, hy0 + 20, hx0 + 1, hy1 - 20)
    assert _has(marked, hut_edge, colour) and not _has(plain, hut_edge, colour)
    sx0, sy0, sx1, sy1 = slot_box(layout, 2, 1)  # the Grain card in slot 2 of seat 2
    slot_edge = (sx0 + 20, sy0 - 3, sx1 - 20, sy0 + 2)
    assert _has(marked, slot_edge, colour) and not _has(plain, slot_edge, colour)
    untouched = layout.loc_box(1, 0)
    ring = (untouched[0] - 7, untouched[1] + 60, untouched[0] - 1, untouched[3] - 60)
    assert not _has(marked, ring, colour)


def test_three_digit_scores_shrink_to_their_cell_in_every_language():
    from render.emara.header import HEADLINE_PX, PAD, TOKEN, _score_parts, score_size
    from render.kit import speaking
    from render.emara.layout import M, W

    room = (W - 2 * M - 2 * PAD) // 4 - TOKEN - 10 - 24  # a 4-player cell, as _scores computes it
    for locale in ("en", "cs", "de", "es"):
        with speaking(locale):
            parts = _score_parts(154, 141)
            size, width = score_size(parts, room)
            assert width <= room and size < HEADLINE_PX, locale
            assert score_size(_score_parts(27, 30), room)[1] <= room, locale
    assert score_size(_score_parts(27, 30), room)[0] == HEADLINE_PX  # English two digits: unchanged
