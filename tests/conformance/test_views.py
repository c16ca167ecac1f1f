"""What each seat may see: views round-trip through JSON into the game's view model; a seat's view
differs from the public one only in its own secrets (the fields its ``GameInfo.secrets`` names); a seat's
view and the public view stay the same whatever is resampled out of that seat's sight (so no view ever
holds another seat's hidden items); and every move that shows something hidden is marked ``reveals``."""

from __future__ import annotations

import json
from functools import lru_cache

import pytest
from pydantic import BaseModel

from engine.core.rng import Rng
from engine.core.view import plain_view
from engine.registry import game_ids, get_game
from tests.games import play_checking_reveals

from .expectations import expect, facts
from .playouts import case_id, cases, first_cases, load, recorded


def states(rec, game):
    yield from (load(game, p.state_json) for p in rec.positions)
    yield load(game, rec.final_json)


@pytest.mark.parametrize("case", first_cases(), ids=case_id)
def test_every_view_round_trips_through_json_into_its_view_model(case):
    rec = recorded(*case)
    game = get_game(rec.game_id)
    for st in states(rec, game):
        for viewer in (None, *range(rec.players)):
            view = game.view(st, viewer)
            text = json.dumps(plain_view(view))
            if isinstance(view, BaseModel):
                assert type(view).model_validate_json(text) == view
                assert type(view).model_validate_json(view.model_dump_json()) == view
            else:
                assert json.loads(text) == view


@pytest.mark.parametrize("case", first_cases(), ids=case_id)
def test_a_seats_view_adds_only_its_own_secrets_to_the_public_view(case):
    rec = recorded(*case)
    game = get_game(rec.game_id)
    own = set(game.info.secrets.own_fields)
    for st in states(rec, game):
        public = plain_view(game.view(st, None))
        for viewer in range(rec.players):
            mine = plain_view(game.view(st, viewer))
            assert {k: v for k, v in mine.items() if k != "seats"} == {k: v for k, v in public.items() if k != "seats"}
            for i, (entry, shown) in enumerate(zip(mine.get("seats", ()), public.get("seats", ()))):
                if i != viewer:
                    assert entry == shown, (viewer, i)
                else:
                    assert {k for k in set(entry) | set(shown) if entry.get(k) != shown.get(k)} <= own


def _hidden_games() -> list[tuple[str, int, int]]:
    return [c for c in first_cases() if facts(c[0]).hidden]


@pytest.mark.parametrize("case", _hidden_games(), ids=case_id)
def test_what_a_seat_cannot_see_can_change_without_changing_its_view(case):
    rec = recorded(*case)
    game = get_game(rec.game_id)
    for st in states(rec, game):
        before = st.model_dump_json()
        public = game.view(st, None)
        for seat in range(rec.players):
            dets = [game.determinise(st, seat, Rng.from_seed(k)) for k in (1, 2)]
            assert st.model_dump_json() == before  # the original is untouched
            for det in dets:
                assert game.view(det, seat) == game.view(st, seat)
                assert game.view(det, None) == public
                text = det.model_dump_json()
                assert game.State.model_validate_json(text).model_dump_json() == text


@pytest.mark.parametrize("game_id", [g for g in game_ids() if facts(g).hidden and get_game(g).info.secrets.own_fields])
def test_the_resampling_does_change_other_seats_secrets(game_id):
    # the check above bites: somewhere a determinisation changes what another seat privately sees
    changed = 0
    game = get_game(game_id)
    for case in (c for c in first_cases() if c[0] == game_id and c[1] > 1):
        rec = recorded(*case)
        for st in states(rec, game):
            det = game.determinise(st, 0, Rng.from_seed(3))
            changed += any(game.view(det, w) != game.view(st, w) for w in range(1, rec.players))
    assert changed


def reveal_cases() -> list[tuple[str, int, int]]:
    """Every player count with the first option set, and the other option sets at two players."""
    return [c for c in cases() if facts(c[0]).hidden and (c[2] == 0 or c[1] == 2)]


@lru_cache(maxsize=None)
def reveals(case: tuple[str, int, int]) -> tuple[frozenset[str], frozenset[str]]:
    """(kinds played, kinds that revealed something) of a whole random game checked at every move."""
    game_id, players, i = case
    kinds, revealing = play_checking_reveals(game_id, players, expect(game_id).options[i], 5)
    return frozenset(kinds), frozenset(revealing)


@pytest.mark.parametrize("case", reveal_cases(), ids=case_id)
def test_every_move_that_shows_hidden_information_is_marked_as_revealing(case):
    kinds, revealing = reveals(case)
    assert set(expect(case[0]).played) <= kinds
    assert set(expect(case[0]).revealing) <= revealing


@pytest.mark.parametrize("game_id", [g for g in game_ids() if facts(g).hidden])
def test_some_move_reveals_something(game_id):
    # the check above bites: the random games of a game that hides information show some of it
    assert any(reveals(c)[1] for c in reveal_cases() if c[0] == game_id)
