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
