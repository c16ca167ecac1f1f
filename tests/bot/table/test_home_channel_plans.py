"""``/game replay`` in a channel whose tables moved into threads finds the newest finished one through the
lobbies' index (migration 008's ``table_posts_by_home``), never a scan of the games, on both backends."""

from __future__ import annotations

from bot.store.posts import PostsStore
from tests.bot.conftest import ANN, BOB, GUILD, end_turn, make_service
from tests.bot.records.test_records_plans import Recorder

HOME = 900


async def _moved_game(service, store, thread: int, finish: bool) -> int:
    await service.lobby.open(GUILD, HOME, "toy", ANN, "Ann", {"target": 3})
    await service.lobby.join(HOME, BOB, "Bob")
    update = await service.play.start(HOME, ANN)
    await PostsStore(store).move_to_thread(update.game_id, HOME, thread, None, now="2026-03-01T12:00:00+00:00")
    while finish and not (await service.play.panel(thread, ANN)).finished:
        mover = ANN if (await service.play.panel(thread, ANN)).your_turn else BOB
        await end_turn(service, mover, thread)
    return update.game_id


async def test_the_channels_last_finished_game_is_read_through_the_lobbies_index(store):
    service = make_service(store)
    finished = [await _moved_game(service, store, 1000 + i, finish=True) for i in range(3)]
    running = await _moved_game(service, store, 2000, finish=False)  # newer, still being played
    assert running > finished[-1]
    assert (await service.replays.finished(HOME, guild_id=GUILD)).id == finished[-1]
    async with Recorder(store) as rec:
        statements = await rec.run(service.replays.finished(HOME, guild_id=GUILD))
        plans = await rec.plans(statements)
    assert any("table_posts" in s for s, _ in statements)
    assert rec.scans(plans) == [], plans
    joined = "\n".join(plan for _, plan in plans)
    assert "table_posts_by_home" in joined, joined
