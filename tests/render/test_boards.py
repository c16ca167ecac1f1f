"""Every registered game's board picture (``render.<game id>``): draws every fixture and real random
views within the size budget, the same picture for the same view (warm or cold caches), no text below the
legibility minimum, refuses a view of another game or with a misspelt field, and draws a seat's own
view exactly like the public one (its secrets never reach the picture). ``BOARD`` holds each game's
picture sizes (tests/render/boards.py)."""

from __future__ import annotations

import copy

import pytest

import render
from engine.ai.random_ai import step
from engine.core.rng import Rng
from engine.core.text import has_message
from engine.core.view import plain_view
from engine.registry import game_ids, get_game
from render import kit, words

from tests.render.spies import spy_everywhere
from render.playouts import play
from tests.conformance.expectations import expect, facts
from tests.conformance.playouts import messages

from .boards import BOARD, NAMES, check_png, fixtures, load

FIXTURE_CASES = [(g, n) for g in game_ids() for n in fixtures(g)]


def test_every_game_has_fixtures_and_a_size_in_the_table():
    assert set(BOARD) == set(game_ids())
    assert all(fixtures(g) for g in game_ids())


@pytest.mark.parametrize("game_id,name", FIXTURE_CASES)
def test_fixture_renders_within_budget(game_id: str, name: str) -> None:
    view = load(name)
    check_png(game_id, render.renderer(game_id).board(view, NAMES), view["players"])


@pytest.mark.parametrize("game_id,players", [(g, p) for g in game_ids() for p in facts(g).players])
def test_real_random_views_render(game_id: str, players: int) -> None:
    for _, view in play(game_id, players, seed=11 + players):
        assert view.players == players
        check_png(game_id, render.renderer(game_id).board(view), players)


@pytest.mark.parametrize("game_id", game_ids())
def test_registry_dispatches_by_game_id_and_a_foreign_view_is_refused(game_id: str) -> None:
    module = render.renderer(game_id)
    view = load(fixtures(game_id)[0])
    assert render.board(game_id, view) == module.board(view)
    other = next(g for g in game_ids() if g != game_id)
    with pytest.raises(ValueError):
        module.as_view({**view, "game": other})
    with pytest.raises(ValueError):  # a misspelt field fails
        module.as_view({**view, "misspelt_field": {}})
    with pytest.raises(KeyError):
        render.board("chess", view)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_same_view_draws_the_same_picture_warm_and_cold(game_id: str) -> None:
    module = render.renderer(game_id)
    view = load(fixtures(game_id)[-1])
    first = module.board(view, NAMES)
    assert module.board(copy.deepcopy(view), NAMES) == first
    kit.clear_caches()
    assert module.board(view, NAMES) == first


@pytest.mark.parametrize("game_id", game_ids())
def test_no_text_below_the_legibility_minimum(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every font size requested while drawing (token letters are drawn 4x supersampled) is >= 18 px."""
    sizes: list[int] = []
    real_font = kit.font.__wrapped__

    def spy(size: int, bold: bool = False):
        sizes.append(size // kit._SS if size >= 60 else size)
        return real_font(size, bold)

    kit.clear_caches()
    spy_everywhere(monkeypatch, "font", spy)
    for name in fixtures(game_id):
        render.renderer(game_id).draw(load(name), NAMES)
    kit.clear_caches()
    assert sizes and min(sizes) >= kit.MIN_TEXT >= 18


def _with_secrets(game, players: int):
    """A position of a random game (with any of the option sets the conformance suite plays) where some
    seat's own view differs from the public view; None if no game shows a seat anything of its own."""
    for options in expect(game.id).options:
        state = game.setup(players, game.Options(**options), 5)
        rng = Rng.from_seed(5)
        while game.decision(state) is not None:
            public = plain_view(game.view(state, None))
            if any(plain_view(game.view(state, s)) != public for s in range(players)):
                return state
            step(game, state, rng)
    return None


@pytest.mark.parametrize("game_id", game_ids())
def test_a_seats_own_view_draws_like_the_public_view(game_id: str) -> None:
    """At a position where a seat's view holds its secrets (its hand, its offer, its hidden dice), that
    view draws the very picture of the public view, unless the game draws a seat's own secrets."""
    game, module = get_game(game_id), render.renderer(game_id)
    players = facts(game_id).players[-1]
    state = _with_secrets(game, players)
    assert state is not None or not game.info.secrets.own_fields
    if state is None:
        return
    public = plain_view(game.view(state, None))
    picture = module.board(game.view(state, None))
    for seat in range(players):
        own = game.view(state, seat)
        if BOARD[game_id].own_secrets_drawn and plain_view(own) != public:
            assert module.board(own) != picture  # the seat sees its own secret drawn
        else:
            assert module.board(own) == picture


@pytest.mark.parametrize("game_id,name", FIXTURE_CASES)
def test_every_fixture_is_an_engine_view(game_id: str, name: str) -> None:
    """The fixtures round-trip through the engine's view model (a stale fixture fails here)."""
    raw = load(name)
    view = render.renderer(game_id).as_view(raw)
    dumped = view.model_dump(mode="json")
    assert dumped.pop("game", game_id) == raw.pop("game") == game_id
    # a field newer than the fixture is missing from it only where it has a default
    defaults = {k: type(view).model_fields[k].default for k in set(dumped) - set(raw)}
    assert dumped == {**defaults, **raw}


@pytest.mark.parametrize("game_id", game_ids())
def test_every_message_the_drawing_asks_for_exists_in_english(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Board labels and the game's own names (cards, colours, goods, places) all have an English text."""
    asked: set[str] = set()
    real = words.translate

    def spy(msg, locale="en", names=None):
        asked.update(m.id for m in messages(msg))
        return real(msg, locale, names)

    monkeypatch.setattr(words, "translate", spy)
    words.clear()
    kit.clear_caches()
    for name in fixtures(game_id):
        render.renderer(game_id).draw(load(name), NAMES)
    kit.clear_caches()
    row = BOARD[game_id]
    assert row.words <= asked
    assert all(any(i.startswith(p) for i in asked) for p in row.word_prefixes)
    assert not sorted(i for i in asked if not has_message(i))


@pytest.mark.parametrize("game_id", [g for g in game_ids() if BOARD[g].final_parts])
def test_the_final_breakdown_names_every_part(game_id: str) -> None:
    finals = [load(n) for n in fixtures(game_id) if load(n)["phase"] == "over"]
    keys = {k for view in finals for s in view["seats"] for k in (s.get("final") or {})}
    assert keys and all(has_message(f"{game_id}.board.final.{k}") for k in keys)
