"""The Lisboa board picture: draws fresh games of 1-4 players within the size budget, never draws hidden
information (two games that differ only in hands, face-down cards, deck orders or the Clergy bag draw
the same picture), puts the headline in phone-sized text, and takes every word from the catalogs.
Fixtures, budgets, determinism, legibility and view round trips for every game: test_boards.py."""

from __future__ import annotations

import copy

import pytest

from engine.core.text import has_message
from engine.lisboa import data as D
from engine.lisboa.setup import setup
from engine.lisboa.state import Options
from engine.lisboa.view import public_view
from render import kit, lisboa
from render.lisboa import labels
from render.lisboa.layout import HEADLINE_PX, W

from .boards import NAMES, check_png, fixtures, load, text_sizes

FIXTURE_NAMES = fixtures("lisboa")


# --- every fixture and fresh games ----------------------------------------------------------------


def test_the_fixtures_are_the_four_situations() -> None:
    assert FIXTURE_NAMES == ["lisboa_early_2p", "lisboa_final_3p", "lisboa_mid_4p", "lisboa_solo"]
    views = {n: lisboa.as_view(load(n)) for n in FIXTURE_NAMES}
    assert views["lisboa_early_2p"].players == 2 and not views["lisboa_early_2p"].row_e_open
    mid = views["lisboa_mid_4p"]
    assert mid.players == 4 and mid.prompt_seat == 3 and mid.church_due and mid.sites and mid.stores
    assert mid.piles["KING"].top is None and mid.piles["KING"].count
    assert any(any(s.sea) for s in mid.seats) and mid.courtyards["MAIA"]
    assert views["lisboa_final_3p"].phase == "over" and all(s.final for s in views["lisboa_final_3p"].seats)
    solo = views["lisboa_solo"]
    assert solo.players == 1 and [s.rival for s in solo.seats] == [False, True]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_fresh_game_renders(players: int) -> None:
    st = setup(players, Options(goal_cards=True, reward_tokens=players == 3), players)
    check_png("lisboa", lisboa.board(public_view(st, waiting=(0,))))


def test_headline_text_is_phone_sized(monkeypatch: pytest.MonkeyPatch) -> None:
    """Who is to answer and the period are drawn at 45 px: 9 pt when 1800 px are shown 360 pt wide."""
    sizes = text_sizes(monkeypatch, lambda: lisboa.draw(load("lisboa_mid_4p"), NAMES))
    assert HEADLINE_PX >= 9 * W // 360
    with kit.speaking("en"):
        assert sizes[labels.L("period", n=1)] >= HEADLINE_PX
        assert sizes[" " + labels.L("to_answer")] >= HEADLINE_PX
        assert sizes["Dmitri"] >= HEADLINE_PX
        assert sizes[labels.L("church_due")] >= HEADLINE_PX


# --- nothing hidden -------------------------------------------------------------------------------


def _hidden_shuffled(st, rng_seed: int):
    """A copy of ``st`` that differs only in what the public cannot see: the hands swapped with
    face-down pile cards, the decks, the bag and the Public Building stacks below their face-up next
    tiles reordered."""
    import random

    r = random.Random(rng_seed)
    other = copy.deepcopy(st)
    other.face_up["KING"] = False
    hidden_king = other.piles["KING"]
    for s in other.seats:
        if s.hand and hidden_king:
            s.hand[0], hidden_king[-1] = hidden_king[-1], s.hand[0]  # same sizes, other cards
    for cards in (
        other.purple,
        other.brown,
        other.decree_deck,
        other.goal_deck,
        other.bag,
        *(p[:-1] for p in other.piles.values()),
    ):
        r.shuffle(cards)
    for stack in other.pb_stacks.values():
        below = stack[:-1]
        r.shuffle(below)
        stack[:-1] = below
    for cards in other.piles.values():
        head = cards[:-1]
        r.shuffle(head)
        cards[:-1] = head
    other.offer = {seat: list(reversed(v)) for seat, v in other.offer.items()}
    return other


@pytest.mark.parametrize("players", [2, 4])
def test_hidden_information_never_changes_the_picture(players: int) -> None:
    st = setup(players, Options(goal_cards=True), 30 + players)
    st.face_up["KING"] = False
    other = _hidden_shuffled(st, players)
    assert [s.hand for s in st.seats] != [s.hand for s in other.seats]
    assert st.bag != other.bag
    pictures = [lisboa.board(public_view(x, waiting=(0,)), NAMES) for x in (st, other)]
    assert pictures[0] == pictures[1]


def test_a_face_up_pile_top_is_drawn() -> None:
    """The control of the test above: the public top card does change the picture."""
    st = setup(3, Options(), 8)
    other = copy.deepcopy(st)
    pile = other.piles["MAIA"]
    pile[-1], pile[0] = pile[0], pile[-1]
    assert D.POLITICAL_CARD[pile[-1]] != D.POLITICAL_CARD[st.piles["MAIA"][-1]]
    assert lisboa.board(public_view(st)) != lisboa.board(public_view(other))


# --- words ----------------------------------------------------------------------------------------


def test_every_code_of_the_data_tables_has_its_words() -> None:
    """Effects, events, advantages, Clergy kinds, decree formulas, state actions, names and letters:
    each has an English board label (not only those the fixtures happen to show)."""
    ids = {
        labels.PREFIX + k
        for k in [f"noble.{n.lower()}" for n in D.PILES]
        + [f"good.{g.lower()}" for g in D.GOODS]
        + [f"good_letter.{g.lower()}" for g in D.GOODS]
        + [f"colour.{c.lower()}" for c in D.COLOURS]
        + [f"rubble_letter.{t.lower()}" for t in D.RUBBLE_TYPES]
        + [f"street.{s.id.lower()}" for s in D.STREETS]
        + [f"arch.{a.lower()}" for a in D.ARCHITECTS]
        + [f"arch_short.{a.lower()}" for a in D.ARCHITECTS]
        + [f"event.{e.lower()}" for e in D.EVENTS]
        + [f"adv.{a.lower()}" for a in D.ADVANTAGES]
        + [f"clergy.{k.lower()}" for k in D.CLERGY_KINDS]
        + [f"decree.{f}" for f in D.DECREE_FORMULAS]
        + [f"action.{a.lower()}" for a in D.STATE_ACTION_SPACES]
        + [f"house.{g.lower()}" for g, _ in D.HOUSE_GROUPS]
        + [f"gap.{s.lower()}" for s in D.GAP_SYMBOL.values() if s]
    }
    for code in D.EFFECTS:
        ids.add(labels.PREFIX + "fx." + ("lose_" if code.startswith("-") else "gain_") + code.lstrip("+-").lower())
    assert not sorted(i for i in ids if not has_message(i))
    with kit.speaking("en"):  # every printed effect reads as words, not as its id
        for code in {c for p in D.PARCELS for c in p.reward} | {c.bottom for c in D.POLITICAL if c.bottom}:
            assert "." not in labels.effect_text(code).split(" ")[0] or code.startswith("+INFL")


def test_letters_tell_every_good_and_rubble_type_apart() -> None:
    with kit.speaking("en"):
        goods = [labels.good_letter(g) for g in D.GOODS]
        cubes = [labels.rubble_letter(t) for t in D.RUBBLE_TYPES]
    assert len(set(goods)) == len(goods) and len(set(cubes)) == len(cubes)
    assert all(len(x) == 1 for x in goods + cubes)


def test_every_seat_has_its_own_number_and_shape() -> None:
    from render.lisboa.pieces import seat_style

    with kit.speaking("en"):
        styles = [seat_style(i, c) for i, c in enumerate(D.PLAYER_COLOURS)] + [seat_style(1, "GREY", rival=True)]
    for attr in ("colour", "letter", "shape"):
        assert len({getattr(s, attr) for s in styles}) == len(styles), attr


def test_every_final_scoring_column_has_a_label_in_every_language() -> None:
    """The end table names each breakdown key of engine/lisboa/scoring.py through the catalogs (no
    English fallback word in a Czech picture)."""
    from engine.core.text import LANGUAGES, has_message
    from engine.lisboa.scoring import breakdown
    from engine.lisboa.setup import setup
    from engine.lisboa.state import Options

    keys = breakdown(setup(3, Options(), 1))[0].keys()
    missing = [(k, lang) for k in keys for lang in LANGUAGES if not has_message(f"lisboa.board.final.{k}", lang)]
    assert missing == []
