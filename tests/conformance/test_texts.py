"""Every word a game gives a player has an English text: (beside the decisions, labels and log lines the
playouts check at every step) its seat panels, tie-breaks, cards, rules topics and lobby options."""

from __future__ import annotations

import pytest

from engine.core.text import has_message
from engine.registry import game_ids, get_game

from .playouts import case_id, first_cases, load, messages, recorded


@pytest.mark.parametrize("case", first_cases(), ids=case_id)
def test_seat_panels_and_tiebreaks_have_english_texts(case):
    rec = recorded(*case)
    game = get_game(rec.game_id)
    seen = set()
    for text in [p.state_json for p in rec.positions] + [rec.final_json]:
        st = load(game, text)
        for seat in range(rec.players):
            seen.update(m.id for m in messages(game.seat_lines(st, seat)))
    seen.update(m.id for m in messages(game.result(load(game, rec.final_json)).tiebreaks))
    assert sorted(i for i in seen if not has_message(i)) == []


@pytest.mark.parametrize("game_id", game_ids())
def test_cards_rules_topics_and_lobby_options_have_english_texts(game_id):
    game = get_game(game_id)
    seen = {m.id for m in messages(game.name)}
    for title, text in game.cards().values():
        seen.update(m.id for m in messages([title, text]))
    seen.update(f"{game_id}.rules.{t}" for t in game.rules_topics())
    for spec in game.option_specs():
        assert spec.field in game.Options.model_fields
        seen.update(m.id for m in messages(spec.label))
        seen.update(m.id for _, m in spec.choices for m in messages(m))
        for value, _ in spec.choices:
            game.Options(**{spec.field: value})  # every offered value is a valid option
    assert sorted(i for i in seen if not has_message(i)) == []


@pytest.mark.parametrize("game_id", game_ids())
def test_every_step_a_player_is_asked_has_its_rule_in_every_language(game_id):
    """The panel's "?" (engine.core.why): each Step that offers moves has ``<game>.why.<step>`` in every
    shipped language (not an English fallback), so a new game cannot ship without it."""
    from engine.core.text import LANGUAGES
    from engine.core.why import asked_steps, why_id

    steps = asked_steps(get_game(game_id))
    assert steps
    missing = [(lang, s) for lang in LANGUAGES for s in steps if not has_message(why_id(game_id, s), lang)]
    assert missing == []


@pytest.mark.parametrize("case", first_cases(), ids=case_id)
def test_the_why_of_decisions_met_in_a_game_has_its_texts(case):
    """On positions of a random game: the "?" answer of each deciding seat names its Step, has one line
    per option (at most 25), and every message in it has an English text."""
    from engine.core.why import asked_steps, explain

    rec = recorded(*case)
    game = get_game(rec.game_id)
    asked = set(asked_steps(game))
    seen: set[str] = set()
    checked = 0
    for p in rec.positions[:: max(1, len(rec.positions) // 12)]:
        st = load(game, p.state_json)
        d = game.decision(st)
        if d is None:
            continue
        why = explain(game, st, d.seats[0])
        assert why is not None and why.step in asked
        assert len(why.options) == min(25, len(game.legal_actions(st, d.seats[0])))
        seen.update(m.id for m in messages(why.lines()))
        checked += 1
    assert checked
    assert sorted(i for i in seen if not has_message(i)) == []
