"""The board picture in other languages: its words come from the catalog of the locale asked for, the
static layers are kept per language, and the bundled fonts have every letter of Czech, German and
Spanish (a Czech sample catalog stands in for the translators')."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import ImageChops

from engine.core.text import added_messages
from render import emara, kit
from render.emara.labels import L
from render.kit import speaking

HERE = Path(__file__).parent
NAMES = ["Anna", "Bob", "Chiara"]
ALPHABETS = {
    "cs": "aábcčdďeéěfghiíjklmnňoópqrřsštťuúůvwxyýzžAÁBCČDĎEÉĚFGHIÍJKLMNŇOÓPQRŘSŠTŤUÚŮVWXYÝZŽ",
    "de": "äöüßÄÖÜẞ",
    "es": "áéíñóúüÁÉÍÑÓÚÜ¿¡ºª",
}
CS = {
    "emara.board.track": "BODOVACÍ STUPNICE",
    "emara.board.nobility": "ŠLECHTA",
    "emara.board.events_left": "zbývá { $n }",
    "emara.board.chip.wood": "D",
}


def _view() -> dict:
    return json.loads((HERE / "fixtures" / "final_3p.json").read_text())


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("language", list(ALPHABETS))
def test_the_fonts_have_every_letter(language: str, bold: bool) -> None:
    """A letter the font lacks is drawn as the font's 'missing' box: the same mask as a code point
    no font has."""
    font = kit.font(24, bold)
    missing = bytes(font.getmask("\U0010fffd"))
    absent = [c for c in ALPHABETS[language] if bytes(font.getmask(c)) == missing]
    assert not absent, absent


def test_labels_follow_the_language_of_the_drawing() -> None:
    with added_messages("cs", CS):
        with speaking("cs"):
            assert L("track") == "BODOVACÍ STUPNICE"
            assert L("events_left", n=2) == "zbývá 2"
            assert L("ranking") not in ("", "FINAL RANKING")  # the shipped Czech catalog
        assert L("track") == "SCORING TRACK"


def test_a_board_in_another_language_differs_and_english_stays_the_same() -> None:
    english = emara.draw(_view(), NAMES)
    with added_messages("cs", CS):
        czech = emara.draw(_view(), NAMES, "cs")
        assert ImageChops.difference(english, czech).getbbox() is not None
        again = emara.draw(_view(), NAMES, "en")  # the cached frame is per language
    assert ImageChops.difference(english, again).getbbox() is None
    assert emara.board(_view(), NAMES, "en").startswith(b"\x89PNG")


def test_boards_in_two_languages_drawn_at_once_do_not_mix() -> None:
    with added_messages("cs", CS):
        alone = {loc: emara.draw(_view(), NAMES, loc).tobytes() for loc in ("en", "cs")}
        with ThreadPoolExecutor(max_workers=2) as pool:
            both = list(pool.map(lambda loc: (loc, emara.draw(_view(), NAMES, loc).tobytes()), ["en", "cs"] * 3))
    assert all(pixels == alone[loc] for loc, pixels in both)
