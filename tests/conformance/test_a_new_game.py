"""A new game gets the whole suite by registering itself (plus, for what no declaration says yet, one
row of ``EXPECT``): the toy race game of the bot tests (``tests/bot/toygame.py``: hidden hands, a bid
made by all seats at once, out-of-turn follows), registered for this test only, passes every check the
hosted games pass."""

from __future__ import annotations

import pytest

from engine import registry
from engine.registry import game_ids

from . import test_illegal_moves, test_playouts, test_replay, test_secrets, test_texts, test_views
from .expectations import EXPECT, Expect
from .playouts import cases, first_cases

TOY = Expect(
    options=({}, {"bids": True, "sprints": True}),
    simultaneous=("bid",),
    played=("play", "end"),
    bad_keys=("play.9", "bid.0", "follow.7"),
)


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(registry._GAMES, "toy", "tests.bot.toygame:GAME")
    monkeypatch.setitem(EXPECT, "toy", TOY)
    return "toy"


def test_the_toy_game_registered_passes_every_check(toy: str) -> None:
    assert toy in game_ids()
    for case in (c for c in cases() if c[0] == toy):
        test_playouts.test_a_random_game_keeps_every_step_valid_and_ends(case)
        test_playouts.test_the_result_ranks_and_scores_every_seat(case)
        test_playouts.test_a_finished_game_offers_nothing_and_refuses_every_move(case)
        test_replay.test_the_same_seed_and_actions_replay_to_the_same_state_json(case)
        test_replay.test_a_game_reloaded_from_its_json_part_way_plays_on_to_the_same_end(case)
    for case in (c for c in test_views.reveal_cases() if c[0] == toy):
        test_views.test_every_move_that_shows_hidden_information_is_marked_as_revealing(case)
    test_views.test_some_move_reveals_something(toy)
    for case in (c for c in first_cases() if c[0] == toy):
        test_illegal_moves.test_forged_out_of_turn_and_stale_moves_are_refused_and_change_nothing(case)
        test_illegal_moves.test_after_refusals_the_same_state_object_plays_on_as_recorded(case)
        test_views.test_every_view_round_trips_through_json_into_its_view_model(case)
        test_views.test_a_seats_view_adds_only_its_own_secrets_to_the_public_view(case)
        test_views.test_what_a_seat_cannot_see_can_change_without_changing_its_view(case)
        test_texts.test_seat_panels_and_tiebreaks_have_english_texts(case)
        test_texts.test_the_why_of_decisions_met_in_a_game_has_its_texts(case)
        test_secrets.test_no_view_shows_another_seats_own_fields(case)
        test_secrets.test_the_hidden_places_dealt_anew_change_no_view_and_no_public_text(case)
        test_secrets.test_a_choice_made_at_once_shows_the_same_in_public_whatever_was_chosen(case)
    test_secrets.test_each_games_declaration_names_places_its_state_has(toy)
    test_secrets.test_each_games_views_are_the_cores_cut_from_its_full_view(toy)
    test_playouts.test_random_games_play_the_heart_of_the_game_and_only_declared_simultaneous_decisions(toy)
    test_views.test_the_resampling_does_change_other_seats_secrets(toy)
    test_texts.test_cards_rules_topics_and_lobby_options_have_english_texts(toy)
    test_texts.test_every_step_a_player_is_asked_has_its_rule_in_every_language(toy)
