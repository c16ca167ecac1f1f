"""engine.core.secrets: the declaration's paths, dealing hidden places anew, and what a bad one says."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.core import GameInfo, M
from engine.core.rng import Rng
from engine.core.secrets import Secrets, places, secrets_problems, shuffle_hidden


@dataclass
class Seat:
    deck: list[int] = field(default_factory=list)
    gold: int = 0


@dataclass
class State:
    seats: list[Seat]
    bag: list[int]
    rng: Rng
    piles: dict[str, list[int]] = field(default_factory=dict)


def _state() -> State:
    return State(
        seats=[Seat(deck=list(range(10))), Seat(deck=list(range(10, 20)))],
        bag=list(range(30)),
        rng=Rng.from_seed(1),
        piles={"a": [1, 2, 3, 4, 5, 6], "b": [7, 8, 9, 10, 11]},
    )


def test_a_star_names_every_item_of_a_list_and_every_value_of_a_dict() -> None:
    st = _state()
    assert [(h, n) for h, n in places(st, "seats.*.deck")] == [(s, "deck") for s in st.seats]
    assert [(h, n) for h, n in places(st, "piles.a")] == [(st.piles, "a")]
    assert list(places(st, "piles.*")) == [(st.piles, "a"), (st.piles, "b")]


def test_dealing_anew_keeps_every_lists_items_changes_their_order_and_reseeds_the_rng() -> None:
    st = _state()
    secrets = Secrets(hidden=("seats.*.deck", "bag", "rng", "piles.a"))
    shuffle_hidden(st, secrets, Rng.from_seed(5))
    fresh = _state()
    for mine, theirs in zip(st.seats, fresh.seats):
        assert sorted(mine.deck) == theirs.deck and mine.deck != theirs.deck
    assert sorted(st.bag) == fresh.bag and st.bag != fresh.bag
    assert sorted(st.piles["a"]) == fresh.piles["a"] and st.piles["b"] == fresh.piles["b"]
    assert st.rng != fresh.rng
    again = _state()
    shuffle_hidden(again, secrets, Rng.from_seed(5))
    assert again == st  # the same rng deals the same


def test_a_path_that_does_not_exist_or_holds_no_list_is_named() -> None:
    st = _state()
    problems = secrets_problems(Secrets(owner=("hand",), kept=("hand",), hidden=("deck", "seats.*.gold")), st)
    assert problems == [
        "secrets: 'hand' is both owner and kept",
        "secrets.hidden deck: no field 'deck' on State",
        "secrets.hidden 'seats.*.gold' holds a int, not a list or an Rng",
        "secrets.hidden 'seats.*.gold' holds a int, not a list or an Rng",
    ]
    assert secrets_problems(Secrets(hidden=("bag", "seats.*.deck")), st) == []
    with pytest.raises(TypeError, match="seats.\\*.gold"):
        shuffle_hidden(st, Secrets(hidden=("seats.*.gold",)), Rng.from_seed(1))


def test_a_declaration_of_another_form_fails_at_import_by_name() -> None:
    with pytest.raises(TypeError, match="Secrets.owner"):
        Secrets(owner="hand")  # type: ignore[arg-type]  # a string, not a tuple: the mistake under test
    with pytest.raises(TypeError, match="secrets"):
        GameInfo(id="x", name=M("x"), min_players=1, max_players=2, secrets=("hand",))  # type: ignore[arg-type]
