"""The phone pictures (render/phone.py): the phone card and a seat's own area, for every game.

Legibility is read from the layout itself: every text the drawing places is recorded
(``kit.recording_texts``) and must be at least 27 px on the 1080 px picture (9 pt at 360 pt wide);
the board's own text inside a cut-out is enlarged at least 27 / kit.MIN_TEXT times."""

from __future__ import annotations

import importlib
import io
import random

import pytest
from PIL import Image

from engine.core import Rng
from engine.registry import get_game
from render import kit, phone, renderer

GAMES = ("emara", "macao", "lisboa")
LOCALES = ("en", "cs", "de", "es")
NAMES = ["Anna", "Bob", "Chiara"]


def played(game_id: str, steps: int, seed: int = 3, players: int = 3):
    """A game after ``steps`` random legal choices (each seat's first awaited choice)."""
    game = get_game(game_id)
    state = game.setup(players, game.Options(), seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        decision = game.decision(state)
        if decision is None:
            break
        seat = decision.seats[0]
        game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)))
    return game, state


def acting_seat(game, state) -> int:
    decision = game.decision(state)
    return decision.seats[0] if decision is not None else 0


def card_texts(
    game_id: str, view, locale: str, names=NAMES, asked: str | None = "Choose an action"
) -> tuple[Image.Image, list[tuple[str, int]]]:
    """The phone card and every text it placed (the board it cuts from is drawn before recording)."""
    board = renderer(game_id).draw(view, names, locale)
    with kit.recording_texts() as seen:
        _, card = phone.draw_card(game_id, view, names, locale, asked, board=board)
    return card, seen


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("locale", LOCALES)
def test_every_word_of_both_pictures_is_at_least_27_px_within_the_size_limits(game_id: str, locale: str) -> None:
    game, state = played(game_id, 40)
    card, seen = card_texts(game_id, game.view(state, None), locale)
    assert card.width == phone.CARD_W and card.height <= phone.MAX_H
    assert seen and min(size for _, size in seen) >= phone.MIN_PX
    assert all(cut.scale >= phone.CUT_MIN_SCALE for cut in phone.last_drawn("card").cuts)
    seat = acting_seat(game, state)
    with kit.recording_texts() as seen:
        area = phone.draw_own_area(game_id, game.view(state, seat), seat, NAMES, locale)
    assert area.width == phone.CARD_W and area.height <= phone.MAX_H
    assert seen and min(size for _, size in seen) >= phone.MIN_PX
    assert not any("…" in s for s, _ in seen)  # nothing ellipsized
    assert min(phone.SIZES[-1]) >= phone.MIN_PX and int(phone.TOKEN * 0.55) >= phone.MIN_PX  # token letters


def test_long_words_wrap_or_shrink_to_the_floor_and_are_never_cut() -> None:
    s = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenherstellungsbetrieb spielt Wood"
    lines, size = phone.wrap(s, 500, 34, bold=True)
    assert size == phone.MIN_PX and len(lines) > 1
    assert all(kit.text_width(line, size, True) <= 500 for line in lines)
    assert "".join(lines).replace(" ", "") == s.replace(" ", "")  # every letter kept, in order
    game, state = played("lisboa", 20)
    long = ["Maximiliane-Josephine von und zu Hohenzollern-Sigmaringen-Württemberg", "Bob", "Chiara"]
    with kit.recording_texts() as seen:
        phone.draw_own_area("lisboa", game.view(state, 0), 0, long, "de")
    drawn = "".join(s for s, _ in seen).replace(" ", "")
    assert long[0].replace(" ", "") in drawn and min(size for _, size in seen) >= phone.MIN_PX


@pytest.mark.parametrize("game_id", GAMES)
def test_the_own_area_depends_only_on_that_seats_view(game_id: str) -> None:
    """Two states that differ only in what the seat cannot see (another determinisation of the hidden
    cards) give the same picture, byte for byte."""
    game, state = played(game_id, 30)
    seat = acting_seat(game, state)
    other = game.determinise(state, seat, Rng.from_seed(11))
    assert other.model_dump() != state.model_dump()  # hidden cards dealt anew
    assert game.view(other, seat) == game.view(state, seat)
    pictures = [phone.own_area(game_id, game.view(s, seat), seat, NAMES) for s in (state, other)]
    assert pictures[0] == pictures[1]
    png = Image.open(io.BytesIO(pictures[0]))
    assert png.width == phone.CARD_W


def test_the_own_area_shows_the_seats_hand_which_the_public_card_never_does() -> None:
    game, state = played("emara", 12)
    seat = acting_seat(game, state)
    hand = list(game.view(state, seat).seats[seat].hand)
    assert hand
    with kit.recording_texts() as own:
        phone.draw_own_area("emara", game.view(state, seat), seat, NAMES)
    from engine.core.text import M
    from render.words import say

    with kit.speaking("en"):
        names = [say(M("emara.card." + c)) for c in hand]
    assert set(names) <= {s for s, _ in own}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_phone_card_cuts_out_the_regions_the_last_move_touched(game_id: str) -> None:
    highlight = importlib.import_module(f"render.{game_id}.highlight")
    game, state = played(game_id, 25)
    rnd = random.Random(4)
    for _ in range(200):  # on to a turn that touched the board (not a pre-game step)
        view = game.view(state, None)
        boxes = highlight.touched_boxes(view)
        if boxes or game.decision(state) is None:
            break
        seat = acting_seat(game, state)
        game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)))
    assert boxes, "a played turn touches the board"
    card, _ = card_texts(game_id, view, "en")
    cuts = phone.last_drawn("card").cuts
    assert cuts
    for x0, y0, x1, y1 in boxes:  # every touched region's centre is on a cut-out
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        assert any(w[0] <= cx <= w[2] and w[1] <= cy <= w[3] for w in (c.window for c in cuts)), (x0, y0, x1, y1)
    full = renderer(game_id).draw(view, NAMES, "en")
    cut = cuts[0]
    w = cut.window
    enlarged = full.crop(w).resize(
        (round((w[2] - w[0]) * cut.scale), round((w[3] - w[1]) * cut.scale)), Image.Resampling.BICUBIC
    )
    placed = card.crop((cut.at[0], cut.at[1], cut.at[0] + enlarged.width, cut.at[1] + enlarged.height))
    assert placed.tobytes() == enlarged.tobytes()  # the board's own pixels, enlarged


def test_without_a_last_turn_the_card_has_no_cut_outs_and_is_shorter() -> None:
    game, state = played("emara", 0)
    card, _ = card_texts("emara", game.view(state, None), "en")
    assert phone.last_drawn("card").cuts == [] and card.height < phone.MAX_H


def test_regions_merge_overlaps_and_keep_at_most_four_cut_outs() -> None:
    boxes = [
        (0, 0, 100, 100),
        (50, 50, 150, 150),
        (1000, 0, 1100, 80),
        (0, 900, 40, 940),
        (500, 500, 520, 520),
        (1400, 1400, 1500, 1500),
    ]
    out = phone.regions(boxes, (1600, 2000))
    assert len(out) <= phone.MAX_CUTS
    for x0, y0, x1, y1 in boxes:
        assert any(r[0] <= x0 and r[1] <= y0 and r[2] >= x1 and r[3] >= y1 for r in out)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_drawn_with_the_phone_card_is_the_board_posted_alone(game_id: str) -> None:
    """One drawing serves both pictures: its board is byte for byte the board a replay draws alone."""
    game, state = played(game_id, 20)
    view = game.view(state, None).model_dump(mode="json")
    board, _ = phone.pictures(game_id, view, NAMES, "de")
    assert board == renderer(game_id).board(view, NAMES, "de")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_own_area_draws_that_seats_own_fields_and_nothing_else_of_the_state(game_id: str) -> None:
    """The own area is drawn from the seat's view alone (``own_area(view, seat, ...)``: the renderer never
    gets the state), and that view is the core's cut by ``GameInfo.secrets``: dealing every declared hidden
    place anew and another seat's owner fields anew (the game's determinisation) changes no pixel; the
    public entry drawn in its place draws the same picture exactly when the seat holds no secret of its own
    (its own fields, a hand, dice kept at once, are what the picture adds)."""
    from engine.core.secrets import redact, shuffle_hidden

    game = get_game(game_id)
    secrets = game.info.secrets
    options = game.Options(**({"simultaneous_dice": True} if game_id == "macao" else {}))
    state = game.setup(3, options, 5)
    rnd = random.Random(5)
    drawn = own_shown = 0
    for step in range(120):
        decision = game.decision(state)
        if decision is None:
            break
        if step % 12 == 3 or getattr(state, "together", None) is not None:  # (and while choices are kept)
            for seat in range(3):
                view = game.view(state, seat)
                picture = phone.own_area(game_id, view, seat, NAMES)
                dealt = game.determinise(state, seat, Rng.from_seed(step))
                shuffle_hidden(dealt, secrets, Rng.from_seed(step + 1))
                assert phone.own_area(game_id, game.view(dealt, seat), seat, NAMES) == picture
                public_as_own = redact(secrets, state, None, game.full_view(state))
                mine, public = (v.model_dump(mode="json")["seats"][seat] for v in (view, public_as_own))
                drawn += 1
                if mine == public:
                    assert phone.own_area(game_id, public_as_own, seat, NAMES) == picture
                elif mine.get("hand") or mine.get("dice"):  # a hand or kept dice: the picture shows them
                    own_shown += 1
                    assert phone.own_area(game_id, public_as_own, seat, NAMES) != picture
        seat = decision.seats[rnd.randrange(len(decision.seats))]
        game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)))
    assert drawn and own_shown
