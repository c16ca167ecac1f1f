"""The Emara board picture: a hand put into a view changes nothing, odd views do not crash, every seat
has its own colour, letter and shape. Fixtures, real views, budgets, determinism and legibility for
every game: test_boards.py."""
from __future__ import annotations

import copy
import io
import json
from pathlib import Path

from PIL import Image

from render import emara, kit

FIXTURES = Path(__file__).parent / "fixtures"
FIXTURE_NAMES = sorted(p.stem for p in FIXTURES.glob("*.json")
                       if json.loads(p.read_text()).get("game") == "emara")     # (other games' fixtures too)
MAX_BYTES = 400 * 1024
MIN_WIDTH = 1600


def load(name: str) -> dict:
    return json.loads((FIXTURES / f"{name}.json").read_text())


def check_png(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    assert img.format == "PNG"
    assert img.width >= MIN_WIDTH
    assert len(data) <= MAX_BYTES, f"{len(data) / 1024:.0f} KB"
    return img


def test_a_hand_in_the_view_changes_nothing() -> None:
    view = load("mid_4p")
    secret = copy.deepcopy(view)
    secret["seats"][0]["hand"] = ["wood", "step"]
    secret["seats"][3]["hand"] = ["town"]
    assert emara.board(secret) == emara.board(view)


def test_names_default_to_player_n_and_odd_views_do_not_crash() -> None:
    view = load("early_2p")
    view["event"] = "some_future_event"
    view["seats"][0]["advisors"] = ["unknown_advisor"]
    view["seats"][1]["cp"] = 250                     # beyond two laps of the track
    check_png(emara.board(view, None))
    check_png(emara.board(view, ["A very long player name that will not fit anywhere at all"]))


def test_every_seat_has_a_distinct_colour_letter_and_shape() -> None:
    styles = list(kit.PLAYERS) + [kit.NEUTRAL]
    for attr in ("colour", "letter", "shape"):
        values = [getattr(s, attr) for s in styles]
        assert len(set(values)) == len(values), attr
