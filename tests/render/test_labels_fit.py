"""Every label on every game's board, in every language, fits where it is drawn: none is cut with an
ellipsis, none is wider than the room its caller gave it, none runs off the image it is drawn on.

The labels are recorded from the kit's text calls (``kit.recording_text``) while whole boards are
drawn: the fixtures, plus views made to show every card, advisor and office name the fixtures do
not (all of Macao's cards on offer and in the players' rows, every Crown of Emara advisor on a
town location's spaces, every action card in the played slots, every Lisboa clergy tile, decree
and political card). The caches are cleared first so
that the static frames, drawn once per process, are drawn (and recorded) again.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from PIL import Image

from engine.emara import data as emara_data
from engine.lisboa import data as lisboa_data
from engine.macao.data import CARDS as MACAO_CARDS
from render import emara, kit, lisboa, macao

FIXTURES = Path(__file__).parent / "fixtures"
LANGUAGES = ("en", "cs", "de", "es")
NAMES = ["Anna", "Bob", "Chiara", "Dan"]
GAMES = {"emara": emara, "macao": macao, "lisboa": lisboa}


def _fixtures(game: str) -> list[dict]:
    views = [json.loads(p.read_text()) for p in sorted(FIXTURES.glob("*.json"))]
    return [v for v in views if v.get("game", "emara") == game]


def _chunks(items: list, n: int) -> list[list]:
    return [items[i : i + n] for i in range(0, len(items), n)]


def _macao_views() -> list[dict]:
    """Every card face on offer (six at a time) and every card as a chip in a player's rows."""
    base = next(v for v in _fixtures("macao") if v["phase"] != "over" and len(v["seats"]) == 4)
    ids = sorted(MACAO_CARDS)
    views = []
    for chunk in _chunks(ids, 6):
        v = copy.deepcopy(base)
        v["display"] = chunk
        views.append(v)
    for chunk in _chunks(ids, 5 * len(base["seats"])):
        v = copy.deepcopy(base)
        for s, seat in enumerate(v["seats"]):
            seat["tableau"] = chunk[s * 5 : s * 5 + 2]
            seat["active"] = chunk[s * 5 + 2 : s * 5 + 5]
        views.append(v)
    return views


def _emara_views() -> list[dict]:
    """Every advisor on a town location's two spaces, every action card in the played slots."""
    base = next(v for v in _fixtures("emara") if v["players"] == 4)
    towns = list(base["advisors"])
    advisors = list(emara_data.ADVISOR_COST)
    cards = list(emara_data.CARDS)
    views = []
    for chunk in _chunks(advisors, 2 * len(towns)):
        v = copy.deepcopy(base)
        v["advisors"] = {loc: chunk[2 * i : 2 * i + 2] for i, loc in enumerate(towns)}
        for seat in v["seats"]:
            seat["advisors"] = chunk[:4]
        views.append(v)
    for chunk in _chunks(cards, 3 * len(base["seats"])):
        v = copy.deepcopy(base)
        for s, seat in enumerate(v["seats"]):
            seat["slots"] = (chunk[3 * s : 3 * s + 3] + [None, None, None])[:3]
        views.append(v)
    return views


def _lisboa_views() -> list[dict]:
    """Every clergy tile in the church, every decree on display, every political card in the
    portfolios and on top of its pile."""
    base = next(v for v in _fixtures("lisboa") if len(v["seats"]) == 4)
    slots = list(base["church"])
    views = []
    for chunk in _chunks([c.id for c in lisboa_data.CLERGY], len(slots)):
        v = copy.deepcopy(base)
        v["church"] = dict(zip(slots, chunk + [None] * len(slots)))
        views.append(v)
    for chunk in _chunks([d.id for d in lisboa_data.DECREES], len(base["decree_display"])):
        v = copy.deepcopy(base)
        v["decree_display"] = chunk
        views.append(v)
    cards = list(lisboa_data.POLITICAL)
    for chunk in _chunks(cards, 2 * len(base["seats"])):
        v = copy.deepcopy(base)
        for s, seat in enumerate(v["seats"]):
            pair = [c.id for c in chunk[2 * s : 2 * s + 2]]
            seat["top"] = (pair[:1] + seat["top"][1:])[:3]
            seat["bottom"] = (pair[1:2] + seat["bottom"][1:])[:3]
        for pile in v["piles"]:
            top = next((c.id for c in chunk if c.pile == pile), None)
            if top:
                v["piles"][pile]["top"] = top
        views.append(v)
    return views


def _views(game: str) -> list[dict]:
    extra = {"emara": _emara_views, "macao": _macao_views, "lisboa": _lisboa_views}.get(game, list)
    return _fixtures(game) + extra()


def _problems(drawn: list[kit.DrawnText]) -> list[str]:
    out = []
    for d in drawn:
        if d.cut:
            out.append(f"cut: {d.text!r} shown as {d.shown!r} at {d.size} px")
        elif d.overflows:
            out.append(f"too wide: {d.text!r} is {d.box[2] - d.box[0]} px in {d.limit} px")
        elif d.outside:
            out.append(f"off the picture: {d.text!r} at {d.box} on {d.canvas}")
        elif d.size < kit.MIN_TEXT:
            out.append(f"too small: {d.text!r} at {d.size} px")
    return sorted(set(out))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", list(GAMES))
def test_every_label_fits_its_box(game: str, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    mod = GAMES[game]
    # The 8-bit palette is built from a swatch sheet (pieces and sample text on every background),
    # not a board: a plain palette stands in (seeded into the layer cache under the game's palette
    # key, where every game's draw looks it up) so that only the board's own labels are recorded.
    kit.clear_caches()
    kit.static_layer(f"{game}.palette", lambda: Image.new("P", (1, 1)), copy=False)
    try:
        with kit.recording_text() as drawn:
            for view in _views(game):
                mod.draw(view, NAMES[: len(view["seats"])], language)
    finally:
        kit.clear_caches()
    assert len(drawn) > 200  # whole boards were drawn and recorded
    problems = _problems(drawn)
    assert not problems, "\n".join(problems)


def test_the_recorder_sees_a_cut_label_and_one_off_the_picture() -> None:
    img = kit.canvas(200, 60)
    with kit.recording_text() as drawn:
        kit.fitted_text(img, (0, 20), "Customs House (purple)", 120, 20, bold=True)
        kit.text(img, (150, 20), "off the edge", 20)
    cut, outside = drawn
    assert cut.cut and cut.shown.endswith("…") and cut.limit == 120
    assert outside.outside and not outside.cut and outside.limit is None


def test_a_long_name_wraps_onto_two_lines_instead_of_being_cut() -> None:
    img = kit.canvas(200, 60)
    with kit.recording_text() as drawn:
        lines = kit.wrapped_text(img, (0, 0, 160, 60), "Customs House (purple)", 20, bold=True)
    assert lines == 2
    assert " ".join(d.shown for d in drawn) == "Customs House (purple)"
    assert all(not d.cut and not d.overflows and d.size >= kit.MIN_TEXT for d in drawn)


def test_a_word_too_long_even_for_two_lines_is_cut_and_the_recorder_says_so() -> None:
    with kit.recording_text() as drawn:
        kit.wrapped_text(kit.canvas(200, 60), (0, 0, 60, 60), "Werkzeugmacher", 20, bold=True)
    assert drawn and drawn[-1].cut


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", list(GAMES))
def test_default_seat_names_are_never_cut_either(game: str, language: str) -> None:
    """Without names the boards say "Player 1" in the picture's language ("Hráč 1"): shown whole or not
    at all (the marker's letter or number names the seat)."""
    kit.clear_caches()
    kit.static_layer(f"{game}.palette", lambda: Image.new("P", (1, 1)), copy=False)
    try:
        with kit.recording_text() as drawn:
            for view in _fixtures(game):
                GAMES[game].draw(view, None, language)
    finally:
        kit.clear_caches()
    problems = _problems(drawn)
    assert not problems, "\n".join(problems)
