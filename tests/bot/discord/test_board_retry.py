"""A board that cannot be drawn after a committed move: the click is answered with a clear line, the
move stands, and /game status (or the next move) posts the board."""

from __future__ import annotations

from .conftest import PNG
from .harness import Harness, sub
from .table import ANN, BOB, board_posts, button, callback, one, open_lobby, open_panel, reply, start

LINE = "The board could not be drawn. The move stands"


def _failing(fails: list[int]):
    """A renderer failing while ``fails[0]`` > 0 (counting down), then drawing."""

    def draw(game, view, names, locale):
        if fails[0]:
            fails[0] -= 1
            raise OSError("font file gone")
        return PNG

    return draw


async def test_a_failed_board_keeps_the_move_says_so_and_status_posts_it(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    tables = harness.client.service.play.tables
    fails = [2]
    tables.renderer = _failing(fails)
    panel = await open_panel(harness, board, ANN)
    await harness.click(ANN, panel, button(harness, panel, "take.2"))
    version = (await harness.client.service.play.panel(harness.here, ANN[0])).version
    calls = await harness.click(ANN, panel, button(harness, panel, "end"))
    assert fails == [0]  # drawn, and drawn once more
    edited = one(calls, "PATCH", "@original")
    assert LINE in edited.text  # the clicker reads why
    [post] = board_posts(calls)
    assert post.files == [] and LINE in post.text and "<@222>" in post.text
    assert (await harness.client.service.play.panel(harness.here, BOB[0])).version == version + 1  # committed
    calls = await harness.command(BOB, "game", [sub("status")])
    answer = reply(calls)
    assert answer.files[0][0] == "board.png" and LINE not in answer.text
    assert not tables.boards_owed


async def test_one_failed_drawing_is_drawn_again_unnoticed(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    harness.client.service.play.tables.renderer = _failing([1])
    panel = await open_panel(harness, board, ANN)
    await harness.click(ANN, panel, button(harness, panel, "take.1"))
    calls = await harness.click(ANN, panel, button(harness, panel, "end"))
    [post] = board_posts(calls)
    assert post.files[0][0] == "board.png" and LINE not in post.text
    assert LINE not in one(calls, "PATCH", "@original").text
    assert callback(calls).callback_type == 6
