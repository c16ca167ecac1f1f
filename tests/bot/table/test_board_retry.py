"""A board that fails to draw never costs a committed move its board: the drawing is tried once more,
then the click is answered with a clear line, and the next move or /game status posts the board."""

from __future__ import annotations

import asyncio

from bot.i18n import t
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, fake_renderer, make_service, started


class FlakyRenderer:
    """Fails the next ``failures`` drawings, then draws as the fake renderer."""

    def __init__(self) -> None:
        self.failures = 0
        self.calls = 0

    def __call__(self, game_id, view, names, locale):
        self.calls += 1
        if self.failures:
            self.failures -= 1
            raise MemoryError("drawing failed")
        return fake_renderer(game_id, view, names, locale)


def _play_key(panel) -> str:
    return next(o.key for o in panel.options if o.key.split(".")[0] == "play")


async def _turn(service, user, version):
    """Play a card (within the turn: no board), then end the turn (a board is due)."""
    out = await service.play.act(CHANNEL, user, version, _play_key(await service.play.panel(CHANNEL, user)))
    assert out.public is None
    return await service.play.act(CHANNEL, user, version + 1, "end")


async def test_one_failed_drawing_is_retried_and_the_board_posted(store):
    draw = FlakyRenderer()
    service = make_service(store, renderer=draw)
    await started(service)
    draw.failures, draw.calls = 1, 0
    out = await _turn(service, ANN, 0)
    assert out.public.png and not out.public.board_failed and draw.calls == 2
    assert t("bot.board.failed") not in out.events


async def test_a_board_that_fails_twice_keeps_the_move_and_follows_with_the_next_move(store):
    draw = FlakyRenderer()
    service = make_service(store, renderer=draw)
    await started(service)
    draw.failures = 2
    out = await _turn(service, ANN, 0)
    line = t("bot.board.failed")
    assert out.public is not None and out.public.png is None and out.public.board_failed
    assert line in out.events and line in out.public.log_lines
    row = await store.game((await store.live_game(CHANNEL)).id)
    assert row.version == 2  # the move is committed
    panel = await service.play.panel(CHANNEL, BOB)
    assert panel.your_turn
    # Bob's first move keeps his turn (no board due), but the table owes one: it comes now.
    out = await service.play.act(CHANNEL, BOB, 2, _play_key(panel))
    assert out.public is not None and out.public.png and not out.public.board_failed
    assert line not in out.events
    assert not service.play.tables.boards_owed  # paid: the next within-turn move posts none


async def test_status_posts_the_owed_board(store):
    draw = FlakyRenderer()
    service = make_service(store, renderer=draw)
    await started(service)
    draw.failures = 2
    assert (await _turn(service, ANN, 0)).public.board_failed
    status = await service.play.status(CHANNEL)
    assert status.png and not status.board_failed
    assert t("bot.board.failed") not in status.log_lines


async def test_status_while_drawing_still_fails_says_so(store):
    draw = FlakyRenderer()
    service = make_service(store, renderer=draw)
    await started(service)
    draw.failures = 4
    await _turn(service, ANN, 0)
    status = await service.play.status(CHANNEL)
    assert status.png is None and status.board_failed and t("bot.board.failed") in status.log_lines


async def test_forty_tables_start_at_once(store):
    service = make_service(store)
    channels = range(5000, 5040)
    for ch in channels:
        await service.lobby.open(GUILD, ch, "toy", ch * 10, "A")
        await service.lobby.join(ch, ch * 10 + 1, "B")
    updates = await asyncio.gather(*(service.play.start(ch, ch * 10) for ch in channels))
    assert len({u.game_id for u in updates}) == 40
    assert all(u.public.png for u in updates)
    assert [(await store.live_game(ch)).status for ch in channels] == ["active"] * 40


async def test_forty_tables_of_the_three_games_start_at_once_with_their_real_boards(store):
    from bot.table import default_renderer
    from engine.registry import get_game

    service = make_service(store, games=get_game, renderer=default_renderer)
    kinds = ("emara", "macao", "lisboa")
    channels = range(6000, 6040)
    for ch in channels:
        await service.lobby.open(GUILD, ch, kinds[ch % 3], ch * 10, "A")
        await service.lobby.join(ch, ch * 10 + 1, "B")
    updates = await asyncio.gather(*(service.play.start(ch, ch * 10) for ch in channels))
    assert all(u.public.png.startswith(b"\x89PNG") and not u.public.board_failed for u in updates)
    assert not service.play.tables.boards_owed
