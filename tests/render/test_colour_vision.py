"""Colour-blind cues: every pair of player colours (each game) and of Macao cube colours stays at
least MIN_DELTA_E apart (CIEDE2000) in normal vision and in deuteranopia and protanopia simulations
(Machado et al. 2009, severity 1.0); a piece whose colour cannot (a neutral grey) differs in shape."""

from __future__ import annotations

import pytest

from render import kit
from render.colour_vision import MIN_DELTA_E, SIMULATIONS, closest_pair, delta_e, delta_e_lab, simulate
from render.lisboa import pieces as lisboa
from render.macao import pieces as macao

VISIONS = ("normal", "deuteranopia", "protanopia")
PALETTES = {
    "emara players": {p.colour_name: p.colour for p in kit.PLAYERS} | {"victoria": kit.NEUTRAL.colour},
    "macao players": dict(macao.PLAYER_RGB),
    "macao cubes": dict(macao.CUBE_RGB),
    "lisboa players": dict(lisboa.PLAYER_RGB),
}


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("palette", list(PALETTES))
def test_every_pair_stays_apart(palette: str, vision: str) -> None:
    distance, a, b = closest_pair(PALETTES[palette], vision)
    assert distance >= MIN_DELTA_E, f"{palette}: {a} and {b} are {distance:.1f} apart in {vision}"


@pytest.mark.parametrize("vision", VISIONS)
def test_lisboas_neutral_pieces_differ_in_shape_where_their_grey_is_close(vision: str) -> None:
    neutral = lisboa.neutral_style()
    for colour, rgb in lisboa.PLAYER_RGB.items():
        near = delta_e(simulate(rgb, vision), simulate(neutral.colour, vision)) < MIN_DELTA_E
        shapes = {lisboa.seat_style(s, colour).shape for s in range(4)} | {lisboa.RIVAL_SHAPE}
        assert not near or neutral.shape not in shapes


def test_the_pair_players_saw_merge_is_below_the_threshold() -> None:
    """The former Emara green and pink (both grey in deuteranopia) fail: the threshold catches it."""
    green, pink = (0, 158, 115), (204, 121, 167)
    assert delta_e(green, pink) > 30
    assert delta_e(simulate(green, "deuteranopia"), simulate(pink, "deuteranopia")) < MIN_DELTA_E


def test_ciede2000_matches_the_published_test_pairs() -> None:
    # Sharma, Wu & Dalal (2005), table 1: pairs 1, 7, 17, 25
    for lab1, lab2, expected in [
        ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
        ((50, 0, 0), (50, -1, 2), 2.3669),
        ((50, 2.5, 0), (56, -27, -3), 31.9030),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ]:
        assert delta_e_lab(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_the_simulations_lose_red_green_but_keep_grey() -> None:
    red, green = (220, 40, 40), (40, 160, 40)
    assert delta_e(red, green) > 50
    for vision in ("deuteranopia", "protanopia"):
        assert delta_e(simulate(red, vision), simulate(green, vision)) < delta_e(red, green) / 2
    for vision in SIMULATIONS:
        assert simulate((128, 128, 128), vision) == pytest.approx((128, 128, 128), abs=2)
