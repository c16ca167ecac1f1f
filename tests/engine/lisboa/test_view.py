"""The Lisboa view: the public view holds no hidden card, tile or order; a seat's own view adds its
own hand, offer and draft; the JSON form round-trips."""

from __future__ import annotations

import json

import pytest

from engine.lisboa import data
from engine.lisboa.setup import setup
from engine.lisboa.state import Options
from engine.lisboa.game import GAME
from engine.lisboa.view import LisboaView, public_view
from tests.games import strings


def hidden_ids(st) -> set[str]:
    """Every id the public may not see in ``st``: hands, offers, drafts, face-down pile cards, the
    decks, the bag and the Public Building stacks below their offered and next tiles."""
    ids = {c for s in st.seats for c in s.hand}
    ids |= {c for v in st.offer.values() for c in v} | {c for v in st.draft.values() for c in v}
    for p, cards in st.piles.items():
        ids |= set(cards[:-1] if st.face_up.get(p) else cards)
    ids |= set(st.purple) | set(st.brown) | set(st.decree_deck) | set(st.goal_deck) | set(st.bag)
    ids |= {t for v in st.pb_stacks.values() for t in v[:-1]}  # the top one is face up (seed 004 p. 6)
    return ids


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_public_view_of_a_fresh_game_holds_nothing_hidden(players: int) -> None:
    st = setup(players, Options(goal_cards=True), 11)
    public = public_view(st)
    seen = strings(public.model_dump(mode="json"))
    hidden = hidden_ids(st)
    assert hidden and not (seen & hidden)
    assert all(s.hand is None and s.offer is None and s.draft is None for s in public.seats)
    assert [s.hand_size for s in public.seats] == [len(s.hand) for s in st.seats]
    # the piles: their size and the face-up top card only
    for p in data.PILES:
        assert public.piles[p].count == len(st.piles[p])
        assert public.piles[p].top == (st.piles[p][-1] if st.face_up[p] else None)
    assert public.bag == len(st.bag) and public.purple == len(st.purple) and public.decree_deck == len(st.decree_deck)
    assert {a: s.available for a, s in public.pb.items()} == st.pb_available
    assert {a: s.next for a, s in public.pb.items()} == {a: v[-1] for a, v in st.pb_stacks.items()}


def test_the_next_public_building_of_each_stack_is_face_up() -> None:
    """Seed 004 p. 6: "Díky tomu hráči uvidí aktuálně dostupnou veřejnou budovu a další veřejnou budovu
    v pořadí." The view names it; an empty stack has none; the AI's determinisation keeps it."""
    from engine.core.rng import Rng
    from engine.lisboa.ai_support import determinise

    st = setup(3, Options(), 4)
    public = public_view(st)
    for a in data.ARCHITECTS:
        assert public.pb[a].next == st.pb_stacks[a][-1] != public.pb[a].available
        for k in range(6):
            det = determinise(st, 0, Rng.from_seed(k))
            assert det.pb_stacks[a][-1] == st.pb_stacks[a][-1]
            assert sorted(det.pb_stacks[a] + det.pb_stacks[data.ARCHITECTS[1 - data.ARCHITECTS.index(a)]]) == sorted(
                st.pb_stacks["ARCH_BLUE"] + st.pb_stacks["ARCH_GREEN"]
            )
    assert len({tuple(determinise(st, 0, Rng.from_seed(k)).pb_stacks["ARCH_BLUE"][:-1]) for k in range(6)}) > 1
    st.pb_stacks["ARCH_BLUE"] = []
    assert public_view(st).pb["ARCH_BLUE"].next is None


def test_a_face_down_pile_top_is_not_shown() -> None:
    st = setup(3, Options(), 2)
    st.face_up["KING"] = False
    public = public_view(st)
    assert public.piles["KING"].top is None and public.piles["KING"].count == len(st.piles["KING"])
    assert st.piles["KING"][-1] not in strings(public.model_dump(mode="json"))


def test_a_seat_sees_its_own_hand_and_offer_and_nobody_elses() -> None:
    st = setup(3, Options(), 5)
    own = GAME.view(st, 1)
    assert own.seats[1].hand == tuple(st.seats[1].hand)
    assert own.seats[1].offer == tuple(st.offer[1])
    seen = strings(own.model_dump(mode="json"))
    for other in (0, 2):
        assert own.seats[other].hand is None and own.seats[other].offer is None
        assert not (set(st.seats[other].hand) | set(st.offer[other])) & seen


def test_the_draft_is_seen_only_by_its_seat() -> None:
    st = setup(3, Options(draft=True), 5)
    assert st.draft
    public = public_view(st)
    assert not {c for v in st.draft.values() for c in v} & strings(public.model_dump(mode="json"))
    assert GAME.view(st, 2).seats[2].draft == tuple(st.draft[2])


def test_solo_view_shows_the_rival_seat() -> None:
    st = setup(1, Options(), 3)
    view = public_view(st)
    assert len(view.seats) == 2 and view.seats[1].rival and not view.seats[0].rival
    assert not view.row_e_open and "E" not in view.row_rubble


def test_public_tables_reflect_the_state() -> None:
    st = setup(4, Options(), 9)
    st.stores["PB2"] = [2, "PINK", "MIDDLE"]
    st.sites["N_YELLOW"] = ["PB01", "ARCH_GREEN"]
    st.action_goods["BUILD_SHIP"] = "BOOKS"
    view = public_view(st, waiting=(3,), prompt_seat=3)
    assert view.stores["PB2"].owner == 2 and view.stores["PB2"].facing == "PINK"
    assert view.sites["N_YELLOW"].colours == data.PUBLIC_BUILDING["PB01"].green_side
    assert view.action_goods == {"BUILD_SHIP": "BOOKS"} and view.waiting == (3,) and view.prompt_seat == 3
    assert view.treasury_reis == data.TREASURY_REIS[st.treasury]
    assert view.treasury_influence == data.TREASURY_INFLUENCE[st.treasury]
    assert view.row_e_open


@pytest.mark.parametrize("seat", [None, 0])
def test_the_json_form_round_trips(seat) -> None:
    st = setup(2, Options(reward_tokens=True, goal_cards=True), 4)
    view = GAME.view(st, seat)
    raw = json.loads(view.model_dump_json())
    assert LisboaView.model_validate(raw) == view
    assert LisboaView.model_validate(raw).model_dump(mode="json") == raw


def test_unknown_fields_are_refused() -> None:
    raw = public_view(setup(2, Options(), 1)).model_dump(mode="json")
    with pytest.raises(ValueError):
        LisboaView.model_validate({**raw, "hands": []})
