"""engine.ai.hint: the strongest level's suggestion and its reason read no hidden information, the
reason names the figures that really change, and every phrase exists in every language."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.ai import STRONGEST, choose
from engine.ai.hint import Hint, explain, hint
from engine.ai.random_ai import choose as random_choice
from engine.core.game import mover
from engine.core.hints import MAX_PHRASES, Figure, changes, counted, figures_reason, lead_reason
from engine.core.msg import M
from engine.core.rng import Rng
from engine.core.text import LANGUAGES, fallbacks, translate
from engine.registry import game_ids, get_game

ITS = 20  # a small search budget: deterministic, fast
CASES = [(g, n) for g in game_ids() for n in range(get_game(g).min_players, get_game(g).max_players + 1)]


@lru_cache(maxsize=None)
def positions(game_id: str, players: int) -> tuple:
    """Mid-game states (as JSON) where the awaited seat has a real choice, from random play."""
    game = get_game(game_id)
    out = []
    for seed, depth in ((1, 30), (2, 75)):
        st = game.setup(players, game.Options(), seed)
        rng = Rng.from_seed(seed + 50)
        for _ in range(depth):
            d = game.decision(st)
            if d is None:
                break
            s = mover(d)
            game.apply(st, s, random_choice(game, st, rng, s))
        while (d := game.decision(st)) is not None and len(game.legal_actions(st, mover(d))) < 2:
            game.apply(st, mover(d), game.legal_actions(st, mover(d))[0])
        if d is not None:
            out.append(st.model_dump_json())
    return tuple(out)


def _states(game_id: str, players: int):
    game = get_game(game_id)
    return [game.State.model_validate_json(j) for j in positions(game_id, players)]


def _same(a: Hint, b: Hint) -> bool:
    def parts(h: Hint) -> tuple:
        return (h.action, h.reason, h.changes, h.lead, h.continuation)

    return parts(a) == parts(b)


@pytest.mark.parametrize("game_id,players", CASES)
def test_a_hint_reads_no_hidden_information(game_id: str, players: int) -> None:
    """A twin whose hidden parts are resampled consistently with the seat's view (the game's own
    determinise) gets the same suggestion and the same reason, for every seat asked."""
    game = get_game(game_id)
    states = _states(game_id, players)
    assert states
    differed = 0
    for st in states:
        seat = mover(game.decision(st))
        for k in (3, 4):
            twin = game.determinise(st, seat, Rng.from_seed(k))
            assert game.view(twin, seat) == game.view(st, seat)
            differed += twin.model_dump_json() != st.model_dump_json()
            a = hint(game, st, seat, seed=9, iterations=ITS)
            b = hint(game, twin, seat, seed=9, iterations=ITS)
            assert _same(a, b), (game_id, players, a, b)
    assert differed  # the twins really hide other things


@pytest.mark.parametrize("game_id,players", CASES)
def test_the_suggestion_is_the_strongest_levels_choice_and_changes_nothing(game_id: str, players: int) -> None:
    game = get_game(game_id)
    for st in _states(game_id, players):
        seat = mover(game.decision(st))
        before = st.model_dump_json()
        h = hint(game, st, seat, seed=5, iterations=ITS)
        assert st.model_dump_json() == before
        assert h.action in game.legal_actions(st, seat)
        assert h.action == choose(game, st, STRONGEST, seed=5, seat=seat, iterations=ITS)
        assert h.reason and translate(h.line, "en") != h.line.id


@pytest.mark.parametrize("game_id,players", CASES)
def test_the_reason_names_the_figures_that_really_change(game_id: str, players: int) -> None:
    """The changes are exactly the game's figures that differ between the position before and the one
    reached after the suggestion and the rest of the turn; the phrases are the largest one or two."""
    game = get_game(game_id)
    for st in _states(game_id, players):
        seat = mover(game.decision(st))
        h = hint(game, st, seat, seed=7, iterations=ITS)
        before, after, played = explain(game, st, seat, h.action, 7)
        assert played == h.continuation
        # the game's table of figures (Macao's counts its wind rose whole when it turned in between)
        figures: tuple[Figure, ...] = getattr(game.hints, "figures_for", lambda b, a: game.hints.FIGURES)(before, after)
        moved = {f.id: (f.read(before, seat), f.read(after, seat)) for f in figures}
        moved = {k: v for k, v in moved.items() if v[0] != v[1]}
        assert {c.figure: (c.before, c.after) for c in h.changes} == moved
        if moved:
            assert len(h.reason) == min(MAX_PHRASES, len(moved))
            worths = [c.worth for c in h.changes]
            assert worths == sorted(worths, reverse=True)
        else:
            assert h.reason == lead_reason(*h.lead).phrases


def test_a_macao_hint_tells_what_the_move_really_does_on_the_true_state() -> None:
    """In Macao's action phase nothing hidden is drawn within a turn: the suggestion and its turn,
    replayed on the real state, change the figures exactly as the reason says."""
    game = get_game("macao")
    checked = 0
    for seed in range(1, 30):
        st = game.setup(2, game.Options(), seed)
        rng = Rng.from_seed(seed)
        while (d := game.decision(st)) is not None and (st.phase != "actions" or st.round < 2):
            game.apply(st, mover(d), random_choice(game, st, rng, mover(d)))
        if d is None or len(game.legal_actions(st, mover(d))) < 2:
            continue
        seat = mover(d)
        h = hint(game, st, seat, seed=seed, iterations=ITS)
        real = game.copy_state(st)
        game.apply(real, seat, h.action)
        for key in h.continuation:
            game.apply(real, seat, next(a for a in game.legal_actions(real, seat) if a.key() == key))
        assert {c.figure: c.after - c.before for c in h.changes} == {
            c.figure: c.after - c.before for c in changes(game.hints.figures_for(st, real), st, real, seat)
        }
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_the_largest_changes_by_worth_are_phrased_first() -> None:
    table = (
        Figure("coins", 1.0, lambda st, s: st["coins"], counted("core.hint.lead")),
        Figure("points", 1.0, lambda st, s: st["points"], counted("core.hint.lead")),
        Figure("gems", 5.0, lambda st, s: st["gems"], counted("core.hint.lead")),
    )
    r = figures_reason(table, {"coins": 5, "points": 0, "gems": 1}, {"coins": 2, "points": 4, "gems": 0}, 0)
    assert [c.figure for c in r.changes] == ["gems", "points", "coins"]  # 5, 4, 3 points' worth
    assert r.phrases == (M("core.hint.lead", sign="−", n=1), M("core.hint.lead", sign="+", n=4))
    same = {"coins": 1, "points": 1, "gems": 1}
    assert figures_reason(table, same, dict(same), 0).phrases == ()


def test_without_figures_the_reason_is_the_projected_lead_and_without_search_none() -> None:
    from tests.bot.toygame import games

    toy = games("toy")
    st = toy.setup(2, toy.Options(), 3)
    h = hint(toy, st, mover(toy.decision(st)), seed=1, iterations=ITS)
    assert h.reason and h.reason[0].id in ("core.hint.lead", "core.hint.lead_kept", "toy.hint.pos", "toy.hint.cards")
    from tests.bot.toygame import PLAIN as stub  # no AI support declared: no evaluation to speak of

    st = stub.setup(2, stub.Options(), 1)
    h = hint(stub, st, mover(stub.decision(st)), seed=1)
    assert h.reason == (M("core.hint.no_reason"),) and h.changes == () and h.lead is None


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_phrase_of_every_figure_exists_in_every_language(game_id: str, locale: str) -> None:
    figures: tuple[Figure, ...] = get_game(game_id).hints.FIGURES
    with fallbacks() as seen:
        for f in figures:
            for sign in ("+", "−"):
                for n in (1, 2, 5):
                    msg = f.phrase(sign, n)
                    out = translate(M("core.hint.this_turn", changes=[msg, msg]), locale)
                    assert str(n) in out and sign in out, (f.id, out)
        for msg in (M("core.hint.lead", sign="+", n=1.5), M("core.hint.lead_kept"), M("core.hint.no_reason")):
            translate(msg, locale)
    assert not seen, seen


def test_the_last_dice_choice_of_a_macao_round_reads_as_cubes_gained_not_moved() -> None:
    """Choosing last turns the wind rose (its first face comes to the arrow): the reason counts the rose
    whole then, so the choice gains the two dice's cubes and moves none away."""
    game = get_game("macao")
    for seed in range(1, 40):
        st = game.setup(2, game.Options(), seed)
        rng = Rng.from_seed(seed)
        while (d := game.decision(st)) is not None and not (
            st.phase == "dice" and st.round >= 2 and len(st.picks) == 1
        ):
            game.apply(st, mover(d), random_choice(game, st, rng, mover(d)))
        if d is not None:
            break
    seat = mover(game.decision(st))
    h = hint(game, st, seat, seed=3, iterations=ITS)
    before, after, _ = explain(game, st, seat, h.action, 3)
    assert after.phase != "dice"  # the rose turned
    rose = {c.figure: c.delta for c in h.changes}
    assert rose.get("rose", 0) > 0 and "supply" not in rose, h.changes
