"""Where the points came from (render.breakdown) where players see a game's end: the final board's
message, /game replay's last board and /profile (the latest finished game). The stub game has no
breakdown of its own: the table's breakdown renderer is replaced by one that draws a marker, as the
board renderer is; a real game's picture is drawn in tests/render/test_breakdown.py."""

from __future__ import annotations

import pytest

from bot.discord import limits

from .conftest import PNG
from .harness import Harness
from .table import BOB, board_posts, callback, open_lobby, start
from .test_replay import edited, play_out, replay_message, step

POINTS = b"\x89PNG\r\n\x1a\n" + b"points" * 8


@pytest.fixture
def drawn(harness: Harness) -> list[tuple[str, list[str], str]]:
    """The breakdowns the table asked for: (game id, names, locale) each."""
    seen: list[tuple[str, list[str], str]] = []

    def fake(game, state, names, locale):
        seen.append((game.id, list(names), locale))
        return POINTS if game.decision(state) is None else None

    harness.client.service.tables.breakdowns = fake
    return seen


async def test_the_final_board_carries_the_breakdown_under_the_ranking(harness: Harness, drawn) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    calls = await play_out(harness, board)
    final = board_posts(calls)[-1]
    assert "final ranking" in final.text
    assert final.files == [("board.png", PNG), ("points.png", POINTS)]
    assert final.pictures == ["board.png", "points.png"]
    galleries = [c for c in limits.walk(final.data["components"]) if c.get("type") == limits.MEDIA_GALLERY]
    assert galleries[-1]["items"][0]["description"].startswith("Where the points came from")
    assert limits.problems(final.data, files=[n for n, _ in final.files]) == []
    assert drawn == [("stub", ["Ann", "Bob"], "en")]  # once, at the end; never for a running game's board
    for earlier in board_posts(calls)[:-1]:
        assert "points.png" not in earlier.pictures


async def test_no_breakdown_no_picture(harness: Harness) -> None:
    """The real breakdown renderer is not installed by the test bot (a fake board renderer): nothing
    changes; a game without a breakdown (the stub) gets none from the real one either."""
    from bot.table.table_drawing import default_breakdown_renderer

    harness.client.service.tables.breakdowns = default_breakdown_renderer
    board = await start(harness, await open_lobby(harness, BOB))
    final = board_posts(await play_out(harness, board))[-1]
    assert final.pictures == ["board.png"]


async def test_the_replays_last_board_carries_the_breakdown(harness: Harness, drawn) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    await play_out(harness, board)
    message = await replay_message(harness)
    last = edited(await harness.click(BOB, message, step(harness, message, "l")), message)
    assert "final ranking" in last.text and last.pictures == ["board.png", "points.png"]
    assert limits.problems(last.data, files=["board.png", "points.png"], was_layout=True) == []
    first = edited(await harness.click(BOB, message, step(harness, message, "f")), message)
    assert first.pictures == ["board.png"]


async def test_profile_shows_the_latest_games_breakdown(harness: Harness, drawn) -> None:
    before = callback(await harness.command(BOB, "profile"))
    assert before.files == [] and not before.data["embeds"][0].get("image")
    board = await start(harness, await open_lobby(harness, BOB))
    await play_out(harness, board)
    drawn.clear()
    answer = callback(await harness.command(BOB, "profile"))
    assert answer.files == [("points.png", POINTS)]
    assert answer.data["embeds"][0]["image"]["url"] == "attachment://points.png"
    assert drawn == [("stub", ["Ann", "Bob"], "en")]  # one picture: the latest game's


async def test_the_real_renderer_draws_a_real_games_breakdown() -> None:
    """A table with the real board renderer draws the real breakdown picture of a finished game (Macao
    at 2, a random playout), in the reader's language; a running game has none."""
    from PIL import Image
    import io

    from bot.store import open_store
    from bot.table.table_base import TablesBase
    from bot.table.table_drawing import default_breakdown_renderer, default_renderer
    from engine.registry import get_game
    from tests.games import playout

    store = await open_store(":memory:")
    tables = TablesBase(store, renderer=default_renderer)
    assert tables.breakdowns is default_breakdown_renderer
    assert TablesBase(store, renderer=lambda *a: PNG).breakdowns is None
    game = get_game("macao")
    st = playout(game, 2, 3).state
    data = await tables.drawn(default_breakdown_renderer, game, st, ["Ann", "Bob"], "de")
    assert data is not None and Image.open(io.BytesIO(data)).width == 1080
    assert default_breakdown_renderer(game, game.setup(2, game.Options(), 1), ["Ann", "Bob"], "de") is None
    await store.close()
