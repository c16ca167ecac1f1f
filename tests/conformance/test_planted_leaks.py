"""The secrecy checks bite: each kind of leak, planted in the toy game (``tests/bot/toygame.py``, whose
unplanted self passes them in ``test_a_new_game.py``), fails the conformance suite.

* a log leak: a public log line names a seat's bid while the others have still to bid (what a game
  that plays a choice made at once as it comes, instead of through the turn machine, would write);
* a view leak of a declared hidden field: the board (the game's ``full_view``) shows the deck's top
  card, or a seat's own view shows the deck's order;
* a view leak of a declared own field: a game that writes its own ``view`` instead of the core's shows
  every seat's hand on the public board. Drawn in ``full_view`` instead, the same hands never reach
  another seat: the core's ``GameBase.view`` leaves them out."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine import registry
from engine.core import Event, M
from tests.bot.toygame import ToyGame

from . import test_secrets, test_views
from .expectations import EXPECT, Expect
from .playouts import first_cases


class BidNamedInPublic(ToyGame):
    info = replace(ToyGame.info, id="leaky_log")

    def apply(self, state, seat, action) -> list[Event]:
        events = super().apply(state, seat, action)
        if action.kind == "bid":  # the bid in a line everyone reads, before the others bid
            events.append(Event(M("toy.act.bid", value=action.args[0]), seat=seat))
        return events


class DeckTopOnTheBoard(ToyGame):
    info = replace(ToyGame.info, id="leaky_deck")

    def full_view(self, state) -> dict[str, Any]:
        view = super().full_view(state)
        view["deck_top"] = state.deck[-1] if state.deck else None  # the deck is declared hidden
        return view


class DeckOrderInOwnView(ToyGame):
    info = replace(ToyGame.info, id="leaky_order")

    def full_view(self, state) -> dict[str, Any]:
        view = super().full_view(state)
        for entry in view["seats"]:
            entry["hand"] = [*entry["hand"], *state.deck]  # "its hand" with the (hidden) deck behind it
        return view


class HandsOnTheBoard(ToyGame):
    """A game that writes its own ``view``, not the core's: it hides nothing unless it remembers to."""

    info = replace(ToyGame.info, id="leaky_hands")

    def view(self, state, seat) -> dict[str, Any]:
        view = self.full_view(state)  # a hand is declared its seat's own
        for entry in view["seats"]:
            entry.pop("bid", None)  # (the bids it remembered)
        return view


class HandsInTheFullView(ToyGame):
    info = replace(ToyGame.info, id="drawn_hands")

    def full_view(self, state) -> dict[str, Any]:
        view = super().full_view(state)
        view["note"] = "every hand and bid drawn here, as a full view must"
        return view


LEAKY_LOG = BidNamedInPublic()
LEAKY_DECK = DeckTopOnTheBoard()
LEAKY_ORDER = DeckOrderInOwnView()
LEAKY_HANDS = HandsOnTheBoard()
DRAWN_HANDS = HandsInTheFullView()


def _register(monkeypatch: pytest.MonkeyPatch, name: str) -> str:
    game_id = globals()[name].info.id
    monkeypatch.setitem(registry._GAMES, game_id, f"{__name__}:{name}")
    monkeypatch.setitem(EXPECT, game_id, Expect(options=({"bids": True},), simultaneous=("bid",)))
    return game_id


def _cases(game_id: str) -> list[tuple[str, int, int]]:
    return [c for c in first_cases() if c[0] == game_id]


def test_a_bid_named_in_a_public_log_line_before_the_others_bid_fails_the_suite(monkeypatch):
    game_id = _register(monkeypatch, "LEAKY_LOG")
    with pytest.raises(AssertionError, match="choice shows before the others chose: bid"):
        for case in _cases(game_id):
            test_secrets.test_a_choice_made_at_once_shows_the_same_in_public_whatever_was_chosen(case)


def test_the_hidden_decks_top_on_the_public_board_fails_the_suite(monkeypatch):
    game_id = _register(monkeypatch, "LEAKY_DECK")
    with pytest.raises(AssertionError, match=r"\('deck', 'rng'\) show in None's view"):
        for case in _cases(game_id):
            test_secrets.test_the_hidden_places_dealt_anew_change_no_view_and_no_public_text(case)


def test_the_deck_order_in_a_seats_own_view_fails_the_suite(monkeypatch):
    game_id = _register(monkeypatch, "LEAKY_ORDER")
    with pytest.raises(AssertionError, match=r"\('deck', 'rng'\) show in 0's view"):
        for case in _cases(game_id):
            test_secrets.test_the_hidden_places_dealt_anew_change_no_view_and_no_public_text(case)


def test_every_hand_on_the_public_board_of_a_game_writing_its_own_view_fails_the_suite(monkeypatch):
    game_id = _register(monkeypatch, "LEAKY_HANDS")
    with pytest.raises(AssertionError, match="leaky_hands writes its own view"):
        test_secrets.test_each_games_views_are_the_cores_cut_from_its_full_view(game_id)
    with pytest.raises(AssertionError, match=r"seat 0's own \['hand'\] in the view of seat None"):
        for case in _cases(game_id):
            test_secrets.test_no_view_shows_another_seats_own_fields(case)
    # the older view check alone did not catch it: a seat's view still differs from the public one only
    # in its own fields
    for case in _cases(game_id):
        test_views.test_a_seats_view_adds_only_its_own_secrets_to_the_public_view(case)


def test_every_hand_drawn_in_the_full_view_reaches_only_its_own_seat(monkeypatch):
    """The same hands drawn where a game draws them now: the core leaves them out of the other views."""
    game_id = _register(monkeypatch, "DRAWN_HANDS")
    test_secrets.test_each_games_views_are_the_cores_cut_from_its_full_view(game_id)
    for case in _cases(game_id):
        test_secrets.test_no_view_shows_another_seats_own_fields(case)
        test_views.test_a_seats_view_adds_only_its_own_secrets_to_the_public_view(case)
    st = DRAWN_HANDS.setup(3, DRAWN_HANDS.Options(), 2)
    assert all("hand" in e for e in DRAWN_HANDS.full_view(st)["seats"])
    assert [("hand" in e) for e in DRAWN_HANDS.view(st, 1)["seats"]] == [False, True, False]
