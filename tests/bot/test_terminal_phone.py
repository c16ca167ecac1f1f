"""The terminal table writes the phone pictures beside the board: out/phone.png (the phone card) and
out/panel.png (the human seat's own area; at a table of AI seats only, the seat that acted last), and
at the game's end out/points.png (where the points came from)."""

from __future__ import annotations

import pytest

import io

from PIL import Image

from bot import terminal as local
from render import phone


def _size(path) -> tuple[int, int]:
    with Image.open(path) as img:
        return img.size


def test_a_human_seat_gets_the_phone_card_and_its_own_area_beside_the_board(tmp_path) -> None:
    out = io.StringIO()
    code = local.main(
        ["emara", "--players", "2", "--ai", "2", "--seed", "3", "--out", str(tmp_path)],
        stdin=io.StringIO("q\ny\n"),
        stdout=out,
    )
    text = out.getvalue()
    assert code == 0 and (tmp_path / "board.png").exists()
    assert f"(phone card written to {tmp_path / 'phone.png'})" in text
    assert f"(your own area written to {tmp_path / 'panel.png'})" in text
    for name in ("phone.png", "panel.png"):
        w, h = _size(tmp_path / name)
        assert w == phone.CARD_W and h <= phone.MAX_H


@pytest.mark.slow  # a long whole-run check: in the slow set, which CI runs
def test_a_table_of_ai_seats_writes_the_own_area_of_the_seat_that_acted_last(tmp_path) -> None:
    out = io.StringIO()
    code = local.main(
        ["macao", "--players", "2", "--ai", "all", "--seed", "3", "--out", str(tmp_path)],
        stdin=io.StringIO(""),
        stdout=out,
    )
    assert code == 0 and (tmp_path / "panel.png").exists() and (tmp_path / "phone.png").exists()
    assert out.getvalue().count("(your own area written to") >= 10  # after every AI turn
    # the game ran to its end: the final board's bar chart of where the points came from, once
    assert out.getvalue().count(f"(where the points came from: picture written to {tmp_path / 'points.png'})") == 1
    w, h = _size(tmp_path / "points.png")
    assert w >= 360 and h >= 200
