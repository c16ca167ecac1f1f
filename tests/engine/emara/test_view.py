"""The typed Emara view: a misspelt field fails, the JSON form round-trips, secrets never appear."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import BaseModel, ValidationError

from engine.ai.random_ai import choose
from engine.core.rng import Rng
from engine.core.view import plain_view
from engine.emara.game import GAME
from engine.emara.view import EmaraView, OwnSeatView, SeatView, as_view

FIXTURES = Path(__file__).parents[2] / "render" / "fixtures"


def _played(players: int = 3, seed: int = 4, actions: int = 60):
    st = GAME.setup(players, GAME.Options(), seed)
    rng = Rng.from_seed(seed)
    for _ in range(actions):
        GAME.apply(st, st.active, choose(GAME, st, rng))
    return st


def test_view_is_a_frozen_model_with_attributes():
    view = GAME.view(_played(), None)
    assert isinstance(view, EmaraView)
    assert view.players == 3 and view.seats[0].stock["wood"] >= 0
    with pytest.raises(ValidationError):
        view.round = 5  # frozen: a renderer cannot change what it draws from


def test_a_misspelt_field_fails_instead_of_drawing_nothing():
    view = GAME.view(_played(), None)
    with pytest.raises(AttributeError):
        view.activ_seat  # noqa: B018 - a renderer typo is an error, not None
    data = view.model_dump(mode="json")
    data["activ_seat"] = data.pop("active_seat")
    with pytest.raises(ValidationError) as e:
        EmaraView.model_validate(data)
    assert "activ_seat" in str(e.value) and "active_seat" in str(e.value)
    seat = view.model_dump(mode="json")
    seat["seats"][0]["craftsmen_lef"] = seat["seats"][0].pop("craftsmen_left")
    with pytest.raises(ValidationError):
        EmaraView.model_validate(seat)


def test_the_renderer_refuses_a_dict_with_a_misspelt_field():
    from render import emara

    data = json.loads((FIXTURES / "early_2p.json").read_text())
    data["markers"]["stone"]["valeu"] = data["markers"]["stone"].pop("value")
    with pytest.raises(ValidationError):
        emara.draw(data)


def test_json_form_round_trips_and_fixtures_are_valid_views():
    for seat in (None, 1):
        view = GAME.view(_played(), seat)
        again = as_view(json.loads(json.dumps(plain_view(view))))
        assert again == view
    emara_fixtures = [
        p
        for p in sorted(FIXTURES.glob("*.json"))  # (other games' fixtures too)
        if json.loads(p.read_text()).get("game") == "emara"
    ]
    assert emara_fixtures
    for path in emara_fixtures:
        assert as_view(json.loads(path.read_text())).game == "emara"


def test_public_view_holds_no_hidden_information():
    st = _played(4, 9, 120)
    pub = GAME.view(st, None)
    dumped = pub.model_dump(mode="json")
    text = json.dumps(dumped)
    assert '"hand"' not in text and '"deck"' not in text
    assert all(type(s) is SeatView for s in pub.seats)
    assert not hasattr(pub.seats[0], "hand")
    # counts only: face-down favor pile, event deck, decks; the B pile shows its top card alone
    assert dumped["favor_draw"] == len(st.favor_draw) and isinstance(dumped["favor_draw"], int)
    assert dumped["event_deck_left"] == len(st.event_deck)
    assert st.event_deck and not any(e in text for e in st.event_deck)  # events below the current one
    assert list(pub.advisor_b_pile) == st.advisor_b_pile[:1]
    for s, seat in zip(st.seats, dumped["seats"]):
        assert seat["hand_count"] == len(s.hand) and seat["deck_count"] == len(s.deck)
    mine = GAME.view(st, 2)
    assert type(mine.seats[2]) is OwnSeatView and list(mine.seats[2].hand) == st.seats[2].hand
    assert all(type(s) is SeatView for i, s in enumerate(mine.seats) if i != 2)


def test_a_public_seat_cannot_carry_a_hand():
    seat = GAME.view(_played(), None).seats[0].model_dump()
    with pytest.raises(ValidationError):
        SeatView.model_validate({**seat, "hand": ["wood"]})


def test_plain_view_dumps_models_and_passes_dicts():
    view = GAME.view(_played(), None)
    assert plain_view(view) == view.model_dump(mode="json")
    d = {"game": "toy", "seats": []}
    assert plain_view(d) is d

    class Tiny(BaseModel):
        n: tuple[int, ...]

    assert plain_view(Tiny(n=(1, 2))) == {"n": [1, 2]}
