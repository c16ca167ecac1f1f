"""The Macao board picture: draws every phase of real random games, never draws hidden information (the
deck is a count, dice chosen at the same time stay hidden), lights what the active player can afford,
and takes every word from the catalogs. Fixtures, budgets, determinism and legibility for every game:
test_boards.py."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
from PIL import ImageChops

import render
from engine.ai.random_ai import step
from engine.core.rng import Rng
from engine.core.text import has_message
from engine.macao import data
from engine.macao.game import GAME
from engine.macao.state import Options
from render import kit, macao

from tests.render.spies import spy_everywhere
from render.macao import labels

from .boards import NAMES, check_png, fixtures, load, text_sizes

FIXTURE_NAMES = fixtures("macao")
SOURCES = sorted((Path(render.__file__).parent / "macao").glob("*.py"))


def played(players: int, seed: int, simultaneous: bool = False, until=lambda st: False):
    """A seeded random game up to the first state ``until`` accepts (or its end)."""
    st = GAME.setup(players, Options(simultaneous_dice=simultaneous), seed)
    rng = Rng.from_seed(seed)
    while GAME.decision(st) is not None and not until(st):
        step(GAME, st, rng)
    return st


class DrawnText:
    """Every string drawn (kit.text is what every label, title and number goes through)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.strings: list[str] = []
        real = kit.text

        def spy(img, xy, s, *args, **kwargs):
            self.strings.append(s)
            return real(img, xy, s, *args, **kwargs)

        kit.clear_caches()  # cached card faces and frames must be drawn again
        spy_everywhere(monkeypatch, "text", spy)

    def joined(self) -> str:
        return "\n".join(self.strings)


# --- every fixture and real views ---------------------------------------------------------------


def test_the_fixtures_are_the_three_dumped_games() -> None:
    assert FIXTURE_NAMES == ["macao_early_2p", "macao_final_3p", "macao_mid_4p"]
    views = {n: macao.as_view(load(n)) for n in FIXTURE_NAMES}
    assert views["macao_early_2p"].players == 2 and views["macao_early_2p"].affordable is not None
    mid = views["macao_mid_4p"]
    assert mid.players == 4 and mid.phase == "dice" and mid.active is None
    assert any(s.chosen and s.dice is None for s in mid.seats)  # a choice made and hidden
    assert views["macao_final_3p"].phase == "over" and all(s.final for s in views["macao_final_3p"].seats)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_real_random_views_render_from_start_to_end(players: int) -> None:
    st = GAME.setup(players, Options(simultaneous_dice=players == 3), 40 + players)
    rng = Rng.from_seed(players)
    phases = set()
    n = 0
    while True:
        view = GAME.view(st, None)
        if view.phase not in phases or n % 97 == 0:  # every phase, and some more
            phases.add(view.phase)
            check_png("macao", macao.board(view))
        if GAME.decision(st) is None:
            break
        step(GAME, st, rng)
        n += 1
    assert phases == {"pick", "cubes", "draft", "dice", "actions", "over"}


def test_headline_text_is_phone_sized(monkeypatch: pytest.MonkeyPatch) -> None:
    """Who is to move, the round and phase are drawn at the headline size (40 px: 9 pt at 360 pt wide)."""
    sizes = text_sizes(monkeypatch, lambda: macao.draw(load("macao_early_2p"), NAMES))
    with kit.speaking("en"):
        assert sizes[labels.L("round", n=3, rounds=12) + labels.L("sep") + labels.L("phase.actions")] >= 40
        assert sizes[" " + labels.L("to_move")] >= 40
        assert (
            sizes[
                labels.L("tribute", gold=load("macao_early_2p")["tribute"][0], pp=load("macao_early_2p")["tribute"][1])
            ]
            >= 40
        )


# --- nothing hidden --------------------------------------------------------------------------------


def test_the_deck_is_drawn_as_its_count_only(monkeypatch: pytest.MonkeyPatch) -> None:
    st = played(3, 7, until=lambda s: s.round == 2 and s.phase == "draft")
    view = GAME.view(st, None)
    with kit.speaking("en"):
        seen = {
            labels.card_name(c)
            for c in (
                *view.display,
                *view.discard,
                *(c for pair in view.offices for c in pair),
                *(c for s in view.seats for c in (*s.tableau, *s.active)),
            )
        }
        hidden = {labels.card_name(c) for c in st.deck} - seen
        deck_label = labels.L("deck", n=len(st.deck))
    assert hidden and len(st.deck) == view.deck > 0
    drawn = DrawnText(monkeypatch)
    macao.draw(view, NAMES)
    assert deck_label in drawn.joined()
    assert not [name for name in hidden if name in drawn.joined()]
    # another count draws that count
    drawn.strings.clear()
    macao.draw(view.model_copy(update={"deck": 3}), NAMES)
    with kit.speaking("en"):
        assert labels.L("deck", n=3) in drawn.joined() and deck_label not in drawn.joined()


def test_dice_chosen_at_the_same_time_stay_hidden() -> None:
    """Two games that differ only in the dice one seat chose (still hidden) draw the same picture; the
    seat's own view, which holds its choice, would draw it."""
    st = played(4, 5, simultaneous=True, until=lambda s: s.phase == "dice" and s.round >= 2)
    seat = GAME.decision(st).seats[0]
    choices = [a for a in GAME.legal_actions(st, seat)]
    assert len(choices) >= 2
    pictures, states = [], []
    for a in choices[:2]:
        other = copy.deepcopy(st)
        GAME.apply(other, seat, a)
        assert GAME.decision(other) is not None and other.phase == "dice"  # the others still choose
        states.append(other)
        pictures.append(macao.board(GAME.view(other, None)))
    public = GAME.view(states[0], None)
    assert public.seats[seat].chosen and public.seats[seat].dice is None
    assert pictures[0] == pictures[1]
    own = GAME.view(states[0], seat)
    assert own.seats[seat].dice is not None
    assert macao.board(own) != pictures[0]


# --- the active player's affordances ------------------------------------------------------------------


def test_what_the_cubes_afford_is_lit() -> None:
    view = macao.as_view(load("macao_early_2p"))
    aff = view.affordable
    assert aff is not None and aff.quarters and aff.wall and aff.sail
    lit = macao.draw(view)
    plain = macao.draw(view.model_copy(update={"affordable": None}))
    assert ImageChops.difference(lit, plain).getbbox() is not None
    # each kind on its own changes the picture
    for field, empty in (("quarters", ()), ("wall", 0), ("sail", ())):
        less = macao.draw(view.model_copy(update={"affordable": aff.model_copy(update={field: empty})}))
        assert ImageChops.difference(lit, less).getbbox() is not None, field


def test_an_activatable_card_is_lit_in_the_tableau() -> None:
    view = macao.as_view(load("macao_early_2p"))
    aff = view.affordable
    card = view.seats[aff.seat].tableau[0]
    lit = macao.draw(view.model_copy(update={"affordable": aff.model_copy(update={"cards": (card,)})}))
    assert ImageChops.difference(lit, macao.draw(view)).getbbox() is not None


# --- words ------------------------------------------------------------------------------------------

BOARD_LITERAL = re.compile(r"\bL\(\s*\"([a-z][a-z0-9_.]*)\"\s*[,)]")


def board_ids() -> set[str]:
    """The board labels the code names literally, and those it builds from data tables."""
    ids = {"macao.board." + k for p in SOURCES for k in BOARD_LITERAL.findall(p.read_text(encoding="utf-8"))}
    ids |= {f"macao.board.phase.{p}" for p in ("pick", "cubes", "draft", "dice", "actions", "over")}
    ids |= {f"macao.board.cube.{c}" for c in data.COLOURS} | {f"macao.board.good.{g}" for g in data.GOODS}
    ids |= {f"macao.board.final.{k}" for k in ("tableau", "markers", "penalty", "cards", "city", "chain", "total")}
    return ids


def test_every_board_label_exists_in_english() -> None:
    ids = board_ids()
    assert len(ids) > 60
    assert not sorted(i for i in ids if not has_message(i))


def test_cube_letters_and_goods_marks_tell_every_colour_and_good_apart() -> None:
    with kit.speaking("en"):
        letters = [labels.cube_letter(c) for c in data.COLOURS]
        marks = [labels.good_letters(g) for g in data.GOODS]
    assert len(set(letters)) == len(letters) and all(len(x) == 1 for x in letters)
    assert len(set(marks)) == len(marks) and all(1 <= len(x) <= 2 for x in marks)


def test_every_seat_has_its_own_number_and_shape() -> None:
    from render.macao.pieces import seat_style

    styles = [seat_style(i, c) for i, c in enumerate(data.PLAYER_COLOURS)]
    for attr in ("colour", "letter", "shape"):
        assert len({getattr(s, attr) for s in styles}) == len(styles), attr
