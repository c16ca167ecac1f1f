"""The secrecy checks bite: each kind of leak, planted in the toy game (``tests/bot/toygame.py``, whose
unplanted self passes them in ``test_a_new_game.py``), fails the conformance suite.

* a log leak: a public log line names a seat's bid while the others have still to bid (what a game
  that plays a choice made at once as it comes, instead of through the turn machine, would write);
* a view leak of a declared hidden field: the public board shows the deck's top card;
* a view leak of a declared own field: the public board shows every seat's hand."""

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

    def view(self, state, seat) -> dict[str, Any]:
        view = super().view(state, seat)
        view["deck_top"] = state.deck[-1] if state.deck else None  # the deck is declared hidden
        return view


class HandsOnTheBoard(ToyGame):
    info = replace(ToyGame.info, id="leaky_hands")

    def view(self, state, seat) -> dict[str, Any]:
        view = super().view(state, seat)
        for i, entry in enumerate(view["seats"]):
            entry["hand"] = list(state.hands[i])  # a hand is declared its seat's own
        return view


LEAKY_LOG = BidNamedInPublic()
LEAKY_DECK = DeckTopOnTheBoard()
LEAKY_HANDS = HandsOnTheBoard()


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


def test_every_hand_on_the_public_board_fails_the_suite(monkeypatch):
    game_id = _register(monkeypatch, "LEAKY_HANDS")
    with pytest.raises(AssertionError, match=r"seat 0's own \['hand'\] in the view of seat None"):
        for case in _cases(game_id):
            test_secrets.test_no_view_shows_another_seats_own_fields(case)
    # the older view check alone did not catch it: a seat's view still differs from the public one only
    # in its own fields
    for case in _cases(game_id):
        test_views.test_a_seats_view_adds_only_its_own_secrets_to_the_public_view(case)
