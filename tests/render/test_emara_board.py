"""The Emara board picture: renders every fixture and real random views, within the size budget,
deterministically, and never shows a hand."""
from __future__ import annotations

import copy
import io
import json
from pathlib import Path

import pytest
from PIL import Image

import render
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


@pytest.fixture(scope="module")
def real_views() -> dict[int, list]:
    """Public views (start, middle, end) of one seeded random game per player count."""
    pytest.importorskip("engine.emara.game")
    from render.__main__ import play
    return {p: [v for _, v in play("emara", p, seed=11 + p)] for p in range(1, 5)}


@pytest.mark.parametrize("name", FIXTURE_NAMES)
def test_fixture_renders_within_budget(name: str) -> None:
    check_png(emara.board(load(name), ["Anna", "Bob", "Chiara", "Dmitri"]))


def test_registry_dispatches_by_game_id() -> None:
    view = load("early_2p")
    assert render.board("emara", view) == emara.board(view)
    with pytest.raises(KeyError):
        render.board("chess", view)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_real_random_views_render(real_views: dict[int, list], players: int) -> None:
    for view in real_views[players]:
        assert view.players == players
        img = check_png(emara.board(view))
        assert img.height > 1500


def test_a_hand_in_the_view_changes_nothing() -> None:
    view = load("mid_4p")
    secret = copy.deepcopy(view)
    secret["seats"][0]["hand"] = ["wood", "step"]
    secret["seats"][3]["hand"] = ["town"]
    assert emara.board(secret) == emara.board(view)


def test_a_seat_view_draws_like_the_public_view(real_views: dict[int, list]) -> None:
    from engine.registry import get_game
    from engine.ai.random_ai import choose
    from engine.core.rng import Rng
    game = get_game("emara")
    state = game.setup(3, game.Options(), 5)
    rng = Rng.from_seed(5)
    for _ in range(25):
        game.apply(state, state.active, choose(game, state, rng))
    own = game.view(state, 1)
    assert own.seats[1].hand, "seat view should carry the hand for this test to mean anything"
    assert emara.board(own) == emara.board(game.view(state, None))


def test_same_view_same_bytes_warm_and_cold() -> None:
    view = load("final_3p")
    first = emara.board(view, ["Anna", "Bob", "Chiara"])
    assert emara.board(view, ["Anna", "Bob", "Chiara"]) == first
    kit.clear_caches()
    assert emara.board(view, ["Anna", "Bob", "Chiara"]) == first


def test_names_default_to_player_n_and_odd_views_do_not_crash() -> None:
    view = load("early_2p")
    view["event"] = "some_future_event"
    view["seats"][0]["advisors"] = ["unknown_advisor"]
    view["seats"][1]["cp"] = 250                     # beyond two laps of the track
    check_png(emara.board(view, None))
    check_png(emara.board(view, ["A very long player name that will not fit anywhere at all"]))


def test_no_text_below_the_legibility_minimum(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every font size requested while drawing (token letters are drawn 4x supersampled) is >= 18 px."""
    sizes: list[int] = []
    real_font = kit.font.__wrapped__

    def spy(size: int, bold: bool = False):
        sizes.append(size // kit._SS if size >= 60 else size)
        return real_font(size, bold)

    kit.clear_caches()
    monkeypatch.setattr(kit, "font", spy)
    for name in FIXTURE_NAMES:
        emara.draw(load(name), ["Anna", "Bob", "Chiara", "Dmitri"])
    kit.clear_caches()
    assert sizes and min(sizes) >= kit.MIN_TEXT >= 18


def test_every_seat_has_a_distinct_colour_letter_and_shape() -> None:
    styles = list(kit.PLAYERS) + [kit.NEUTRAL]
    for attr in ("colour", "letter", "shape"):
        values = [getattr(s, attr) for s in styles]
        assert len(set(values)) == len(values), attr
