"""The tournament standings picture (render/standings.py): its size on a phone, every word at least 27 px
(read from the layout itself, as the phone card's test does), every language, the players who do not fit
counted, and colours told apart with colour-vision deficiency (the medals carry their numbers too)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import kit, standings
from render.colour_vision import MIN_DELTA_E, closest_pair, delta_e, simulate

LOCALES = ("en", "cs", "de", "es")


def board(n: int, rounds: int = 3, long_names: bool = False) -> standings.Standings:
    names = [
        "Maximiliane-Josephine von und zu Hohenzollern-Sigmaringen" if long_names and i == 1 else f"Player {i + 1}"
        for i in range(n)
    ]
    rows = [
        standings.Row(i + 1, names[i], str(18 - i), str(40 - i), str(300 - 3 * i), ["1/4", "bye", "—", "…"][:rounds])
        for i in range(n)
    ]
    return standings.Standings(
        "Macao tournament #3 · Swiss",
        "Standings after round 2",
        rows,
        rounds,
        footer="Points per place: 6 / 4 / 2 / 0 at four seats; a bye 3. Ties: Buchholz, then total score, then seed.",
        champion="Champion: Player 1",
    )


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("players", [2, 16, 256])
def test_the_picture_fits_a_phone_and_every_word_is_at_least_27_px(locale: str, players: int) -> None:
    st = board(players, long_names=True)
    with kit.recording_text() as drawn:
        img = standings.draw(st, locale)
    assert img.width == standings.WIDTH and img.height <= standings.MAX_H
    assert drawn and min(d.size for d in drawn) >= standings.MIN_PX
    assert not any(d.outside for d in drawn)  # nothing runs off the picture
    assert not any(d.overflows for d in drawn)  # nothing wider than its column
    words = {d.text for d in drawn}
    assert {"Player 1", "18"} <= words
    shown = standings.rows_that_fit(st)
    if players > shown:  # the players who do not fit are counted on the picture
        assert any(str(players - shown) in w and "/tournament status" in w for w in words)
    else:  # everyone is on it: the last place's number too
        assert str(players) in words and len([d for d in drawn if d.text == "1/4"]) == players


def test_a_long_name_wraps_onto_two_lines_before_it_is_cut() -> None:
    with kit.recording_text() as drawn:
        standings.draw(board(4, long_names=True), "en")
    name_lines = [d.text for d in drawn if d.text.startswith(("Maximiliane", "Sigmaringen", "zu ", "und "))]
    assert name_lines and name_lines[0].startswith("Maximiliane")
    assert len([d for d in drawn if "Hohenzollern" in d.text or "Maximiliane" in d.text]) >= 1


def test_the_png_is_small_and_the_same_for_the_same_standings() -> None:
    one, two = standings.png(board(16), "en"), standings.png(board(16), "en")
    assert one == two and len(one) < 200_000
    img = Image.open(io.BytesIO(one))
    assert img.mode == "P" and img.width == 1080  # a palette PNG


@pytest.mark.parametrize("vision", ["normal", "deuteranopia", "protanopia"])
def test_the_rows_and_medals_are_told_apart_in_every_vision(vision: str) -> None:
    backgrounds = {"paper": kit.PAPER, "stripe": standings.STRIPE}
    # a row's ink reads on both backgrounds, and the stripes differ in lightness, not only in hue
    for bg in backgrounds.values():
        assert delta_e(simulate(kit.INK, vision), simulate(bg, vision)) >= 60
    assert delta_e(simulate(kit.PAPER, vision), simulate(standings.STRIPE, vision)) >= 3
    medals = dict(zip(("gold", "silver", "bronze"), standings.MEDALS))
    distance, a, b = closest_pair(medals, vision)
    # the medals also carry their place's number; their colours stay a strong cue all the same
    assert distance >= MIN_DELTA_E / 2, f"{a} and {b} are {distance:.1f} apart in {vision}"
