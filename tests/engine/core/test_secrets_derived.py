"""What follows from a game's one declaration of secrets (engine.core.secrets): each seat's view cut from
the game's full view (``redact``, ``GameBase.view``) and a search's copy of the state (``determinise``)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict

from engine.core import GameBase, GameInfo, M
from engine.core.rng import Rng
from engine.core.secrets import Secrets, determinise, redact
from engine.core.together import Choices

SECRETS = Secrets(owner=("hand",), kept=("bid",), hidden=("deck", "rng"))


@dataclass
class Table:
    hands: list[list[int]]
    deck: list[int]
    rng: Rng
    together: Choices | None = None
    log: list[str] = field(default_factory=list)


def full(st: Table) -> dict[str, Any]:
    """Every seat's hand, and its bid while the machine keeps it (a dict view, as the toy game's)."""
    seats: list[dict[str, Any]] = [{"seat": i, "hand": list(h)} for i, h in enumerate(st.hands)]
    if st.together is not None:
        for i, key in st.together.made:
            seats[i][st.together.step] = key
    return {"round": 1, "seats": seats}


def test_another_seats_owner_fields_are_left_out_of_every_view_but_its_own() -> None:
    st = Table(hands=[[1], [2, 3], []], deck=[4], rng=Rng.from_seed(1))
    drawn = full(st)
    before = copy.deepcopy(drawn)
    mine = redact(SECRETS, st, 1, drawn)
    assert mine["seats"] == [{"seat": 0}, {"seat": 1, "hand": [2, 3]}, {"seat": 2}]
    assert redact(SECRETS, st, None, drawn)["seats"] == [{"seat": 0}, {"seat": 1}, {"seat": 2}]
    assert drawn == before  # the game's drawing is not changed
    assert mine["round"] == 1


def test_a_kept_field_is_left_out_only_while_its_step_is_chosen_at_once_and_the_seat_has_chosen() -> None:
    st = Table(hands=[[], [], []], deck=[], rng=Rng.from_seed(1), together=Choices(step="bid", made=((2, "bid.3"),)))
    seen = redact(SECRETS, st, 0, full(st))["seats"]
    assert seen == [{"seat": 0, "hand": []}, {"seat": 1}, {"seat": 2}]
    assert redact(SECRETS, st, 2, full(st))["seats"][2] == {"seat": 2, "hand": [], "bid": "bid.3"}
    # another step chosen at once (a draft) keeps the bid field of earlier rounds public
    drafting = Table(hands=[[], []], deck=[], rng=Rng.from_seed(1), together=Choices(step="draft", made=((1, "x"),)))
    drawn = full(drafting)
    drawn["seats"][1]["bid"] = "bid.1"  # (played in an earlier round: public)
    assert redact(Secrets(kept=("bid",)), drafting, 0, drawn) is drawn  # nothing left out: the same view


class Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    seat: int
    bid: str | None = None  # the model's default is how a blank looks


class OwnEntry(Entry):
    hand: tuple[int, ...]


class View(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    round: int
    seats: tuple[Entry | OwnEntry, ...]


def test_a_typed_view_is_read_back_without_the_fields_left_out() -> None:
    st = Table(hands=[[1], [2]], deck=[], rng=Rng.from_seed(1), together=Choices(step="bid", made=((0, "bid.2"),)))
    drawn = View(round=1, seats=(OwnEntry(seat=0, hand=(1,), bid="bid.2"), OwnEntry(seat=1, hand=(2,))))
    theirs = redact(SECRETS, st, 1, drawn)
    assert type(theirs) is View
    assert type(theirs.seats[0]) is Entry and theirs.seats[0].bid is None  # the public entry, the default bid
    assert theirs.seats[1] == OwnEntry(seat=1, hand=(2,))
    mine = redact(SECRETS, st, 0, drawn)
    assert mine.seats[0] == drawn.seats[0] and type(mine.seats[1]) is Entry
    assert redact(Secrets(), st, 1, drawn) is drawn  # a game without secrets: its drawing as it is


class Drawn(GameBase):
    info = GameInfo(id="drawn", name=M("x"), min_players=2, max_players=3, secrets=SECRETS)

    def full_view(self, state: Table) -> dict[str, Any]:
        return full(state)


def test_the_protocols_view_is_the_full_view_cut_by_the_declaration() -> None:
    st = Table(hands=[[1], [2]], deck=[3], rng=Rng.from_seed(1))
    game = Drawn()
    assert game.view(st, 0)["seats"] == [{"seat": 0, "hand": [1]}, {"seat": 1}]
    assert game.view(st, None)["seats"] == [{"seat": 0}, {"seat": 1}]


def test_determinise_lets_the_game_redeal_where_cards_lie_then_deals_every_hidden_order_anew() -> None:
    st = Table(hands=[[1, 2], [3, 4]], deck=list(range(5, 15)), rng=Rng.from_seed(1))
    seen: list[Table] = []

    def redeal(d: Table, seat: int, rng: Rng) -> None:
        """The other hand drawn from the same unseen cards as the deck (the deck's order: the core's)."""
        seen.append(copy.deepcopy(d))
        pool = sorted(d.deck + d.hands[1 - seat])
        rng.shuffle(pool)
        d.hands[1 - seat], d.deck = sorted(pool[:2]), pool[2:]

    d = determinise(SECRETS, st, 0, Rng.from_seed(4), copy.deepcopy, redeal)
    assert st.deck == list(range(5, 15)) and st.hands == [[1, 2], [3, 4]]  # the state is not changed
    assert seen and seen[0] == st and seen[0] is not st  # the redeal works on the copy, first
    assert d.hands[0] == [1, 2] and sorted(d.hands[1] + d.deck) == [3, 4, *range(5, 15)]
    assert d.deck != sorted(d.deck) and d.rng != st.rng  # the hidden order and the RNG dealt anew
    # what the seat cannot see does not matter: a twin with another deck order and another hand of seat 1
    twin = Table(hands=[[1, 2], [6, 5]], deck=[3, 4, *range(7, 15)][::-1], rng=Rng.from_seed(9))
    assert determinise(SECRETS, twin, 0, Rng.from_seed(4), copy.deepcopy, redeal) == d


def test_to_a_depth_only_the_top_of_a_hidden_list_is_drawn() -> None:
    from engine.core.secrets import shuffle_hidden

    st = Table(hands=[], deck=list(range(40)), rng=Rng.from_seed(1))
    twin = Table(hands=[], deck=list(range(40))[::-1], rng=Rng.from_seed(1))  # another hidden order
    tops = set()
    for k in range(30):
        dealt, other = copy.deepcopy(st), copy.deepcopy(twin)
        for t in (dealt, other):
            shuffle_hidden(t, SECRETS, Rng.from_seed(k), depth=5)
        assert dealt.deck == other.deck and sorted(dealt.deck) == st.deck  # the true order is not read
        assert sum(a != b for a, b in zip(dealt.deck, st.deck)) <= 10  # five swaps, no more
        tops.add(tuple(dealt.deck[-5:]))
    assert len(tops) == 30
