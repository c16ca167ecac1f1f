"""The last move on every board: ``render.<game>.highlight.touched_boxes(view)`` and the outline.

For each game, real turns of a seeded random game are drawn before and after (both without the
highlight, so only the move itself differs): every pixel that changed lies inside the boxes the move
touched, the boxes are non-empty and inside the board, and the highlight itself draws only inside
them. Regions left out of the comparison, and why:

* the headline band: it names the next player, the scores and the move in words (it is text, not a
  place the move went to);
* the seat panels (Emara's player strips): the mover's and the next player's panels change on every
  turn (the warm "to move" fill passes on, supplies and scores change), the move's own places in them
  are marked but a panel is not a region of the board the phone card cuts out;
* Macao: the hint that lights what the player about to move can afford (``view.affordable``) belongs
  to the next turn, not to the move: both views are drawn without it;
* Crown of Emara: the score track and its legend (points gained are in the headline and the
  strips; a track step is not a place the councillors went to), and the favor tokens' table (a
  token drawn or cashed changes its piles; Emara's turn record names no favor deed, so its highlight
  has never outlined it: a gap noted for a later change).
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops

from engine.ai.random_ai import step
from engine.core.rng import Rng
from engine.emara.game import GAME as EMARA
from engine.lisboa.game import GAME as LISBOA
from engine.macao.game import GAME as MACAO
from render import emara, lisboa, macao
from render.emara import highlight as emara_hl
from render.emara.layout import HEADER_H as EMARA_HEAD, NOBLE_H
from render.emara.tables import FAVORS_X0
from render.lisboa import highlight as lisboa_hl
from render.lisboa.layout import BAND_Y1 as LISBOA_BAND
from render.macao import highlight as macao_hl
from render.macao.layout import BAND_Y1 as MACAO_BAND

TURNS = 6  # whole turns checked per game


def turns(game, players: int, seed: int, phase: str, n: int = TURNS, kinds: tuple[str, ...] = ()):
    """``(before, after)`` states around ``n`` whole turns of one seat in ``phase``, in a seeded random
    game: ``before`` as the turn starts, ``after`` as the next turn starts (nothing else happened);
    with ``kinds``, only turns with a deed of one of those kinds."""
    st = game.setup(players, game.Options(), seed)
    rng = Rng.from_seed(seed)
    out = []
    before = None
    while len(out) < n and game.decision(st) is not None:
        turn = st.turn_no
        step(game, st, rng)
        if st.turn_no == turn:
            continue
        if (
            before is not None
            and before.phase == st.phase == phase
            and st.last_turn.seat == before.active
            and _same_period(before, st)
            and (not kinds or kinds & _kinds(st.last_turn.deeds))
        ):
            out.append((before, game.copy_state(st)))
        before = game.copy_state(st)
    assert len(out) == n
    return out


def _kinds(deeds) -> set[str]:
    return {d.partition("@")[2 if "@" in d else 0].split(".")[0] for d in deeds}


def _same_period(a, b) -> bool:
    """Lisboa: no period end or Church scoring between (they change the board for everyone)."""
    return getattr(a, "period", 0) == getattr(b, "period", 0) and not getattr(b, "church_due", False)


def _plain(view, **changes):
    return view.model_copy(update={"last_turn": None, **changes})


def changed_outside(a: Image.Image, b: Image.Image, boxes, excluded) -> list[tuple[int, int]]:
    """Pixels that differ between ``a`` and ``b`` outside ``boxes`` and ``excluded`` regions."""
    assert a.size == b.size
    mask = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L").point(lambda v: 255 if v else 0)
    for x0, y0, x1, y1 in boxes:
        mask.paste(0, (int(x0), int(y0), int(x1), int(y1)))
    for x0, y0, x1, y1 in excluded:  # a layout box's frame is drawn on its edges: included
        mask.paste(0, (int(x0), int(y0), int(x1) + 1, int(y1) + 1))
    bbox = mask.getbbox()
    if bbox is None:
        return []
    return [(x, y) for x in range(bbox[0], bbox[2]) for y in range(bbox[1], bbox[3]) if mask.getpixel((x, y))][:10]


def check(draw, touched, before, after, excluded) -> None:
    boxes = touched(after)
    assert boxes, after.last_turn
    img = draw(_plain(after))
    for x0, y0, x1, y1 in boxes:
        assert 0 <= x0 < x1 <= img.width and 0 <= y0 < y1 <= img.height, (x0, y0, x1, y1)
    assert changed_outside(draw(_plain(before)), img, boxes, excluded) == [], after.last_turn
    band = excluded[:1]  # the headline names the move in words
    assert changed_outside(img, draw(after), boxes, band) == [], "the highlight draws outside its boxes"


@pytest.mark.parametrize("players,seed,n,kinds", [(2, 3, TURNS, ()), (4, 8, TURNS, ()), (3, 11, 1, ("act",))])
def test_macao_a_turn_changes_the_board_only_where_its_boxes_are(players, seed, n, kinds):
    for st0, st1 in turns(MACAO, players, seed, "actions", n, set(kinds)):
        before, after = MACAO.view(st0, None), MACAO.view(st1, None)
        layout = macao_hl.layout_of(after)
        excluded = [(0, 0, 1600, MACAO_BAND)] + [layout.seat_box(s) for s in range(players)]
        check(
            lambda v: macao.draw(v.model_copy(update={"affordable": None})),
            macao_hl.touched_boxes,
            before,
            after,
            excluded,
        )


@pytest.mark.parametrize(
    "players,seed,n,kinds", [(2, 4, TURNS, ()), (3, 9, TURNS, ()), (4, 17, 3, ("pb", "produce", "plan"))]
)
def test_lisboa_a_turn_changes_the_board_only_where_its_boxes_are(players, seed, n, kinds):
    for st0, st1 in turns(LISBOA, players, seed, "play", n, set(kinds)):
        before, after = LISBOA.view(st0, None), LISBOA.view(st1, None)
        layout = lisboa_hl.layout_of(after)
        excluded = [(0, 0, 1800, LISBOA_BAND)] + [layout.seat_box(s) for s in range(len(after.seats))]
        check(lisboa.draw, lisboa_hl.touched_boxes, before, after, excluded)


def test_emara_a_turn_changes_the_board_only_where_its_boxes_are():
    for st0, st1 in turns(EMARA, 3, 5, "play"):
        before, after = EMARA.view(st0, None), EMARA.view(st1, None)
        layout = emara_hl.layout_of(after)
        excluded = [(0, 0, 1600, EMARA_HEAD), (0, layout.track_y, 1600, layout.boards_y)]  # scores move
        excluded += [layout.strip_box(s) for s in range(3)]
        excluded.append((FAVORS_X0, layout.noble_y, 1600 - 20, layout.noble_y + NOBLE_H))
        check(emara.draw, emara_hl.touched_boxes, before, after, excluded)


@pytest.mark.parametrize("game,module", [(MACAO, macao_hl), (LISBOA, lisboa_hl), (EMARA, emara_hl)])
def test_no_move_yet_touches_nothing(game, module):
    st = game.setup(2, game.Options(), 1)
    view = game.view(st, None)
    assert view.last_turn is None and module.touched_boxes(view) == []
    assert module.touched_boxes(view.model_dump(mode="json")) == []  # the JSON form too


def test_lisboa_the_next_public_building_is_drawn_face_up():
    """Seed 004 p. 6: the next building of each stack is seen; the picture changes when it changes."""
    import json
    from pathlib import Path

    raw = json.loads((Path(__file__).parent / "fixtures" / "lisboa_mid_4p.json").read_text())
    view = lisboa.as_view(raw)
    blue = view.pb["ARCH_BLUE"]
    assert blue.next is not None
    from engine.lisboa import data as D

    side = D.PUBLIC_BUILDING[blue.next].side("ARCH_BLUE")
    other = next(t for t in D.PUBLIC_BUILDING if D.PUBLIC_BUILDING[t].side("ARCH_BLUE") != side)
    changed = view.model_copy(update={"pb": {**view.pb, "ARCH_BLUE": blue.model_copy(update={"next": other})}})
    gone = view.model_copy(update={"pb": {**view.pb, "ARCH_BLUE": blue.model_copy(update={"next": None})}})
    pictures = {lisboa.board(v) for v in (view, changed, gone)}
    assert len(pictures) == 3


@pytest.mark.parametrize("game,module,phase", [(MACAO, macao_hl, "actions"), (LISBOA, lisboa_hl, "play")])
def test_the_headline_names_the_last_move_in_every_language(game, module, phase):
    from render.kit import speaking

    _, st = turns(game, 3, 9, phase, 1)[0]
    view = game.view(st, None)
    said = {}
    for loc in ("en", "cs", "de", "es"):
        with speaking(loc):
            said[loc] = module.last_move_words(view)
    assert len(set(said.values())) == 4, said
    for words in said.values():
        assert words and "lt." not in words and "{" not in words and not any(d in words for d in view.last_turn.deeds)
