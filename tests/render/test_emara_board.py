"""The Emara board picture: a hand put into a view changes nothing, odd views do not crash, every seat
has its own colour, letter and shape. Fixtures, real views, budgets, determinism and legibility for
every game: test_boards.py."""

from __future__ import annotations

import copy

from render import emara, kit

from .boards import check_png, fixtures, load

FIXTURE_NAMES = fixtures("emara")


def test_a_hand_in_the_view_changes_nothing() -> None:
    view = load("mid_4p")
    secret = copy.deepcopy(view)
    secret["seats"][0]["hand"] = ["wood", "step"]
    secret["seats"][3]["hand"] = ["town"]
    assert emara.board(secret) == emara.board(view)


def test_names_default_to_player_n_and_odd_views_do_not_crash() -> None:
    view = load("early_2p")
    view["event"] = "some_future_event"
    view["seats"][0]["advisors"] = ["unknown_advisor"]
    view["seats"][1]["cp"] = 250  # beyond two laps of the track
    check_png("emara", emara.board(view, None))
    check_png("emara", emara.board(view, ["A very long player name that will not fit anywhere at all"]))


def test_every_seat_has_a_distinct_colour_letter_and_shape() -> None:
    styles = list(kit.PLAYERS) + [kit.NEUTRAL]
    for attr in ("colour", "letter", "shape"):
        values = [getattr(s, attr) for s in styles]
        assert len(set(values)) == len(values), attr
