"""A real PostgreSQL outage under a running service: the server is killed and started again. A move
met by the outage is refused as one (nothing stored), and once the server is back the same service
goes on without a restart, the AI seat whose turn fell in the outage included."""

from __future__ import annotations

import pytest

from bot.store import is_outage, open_store
from tests.bot import pg
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, end_turn, make_service


@pytest.fixture
def own_server():
    """A server of this test's own (the session's is shared and must not go down)."""
    pg.postgres_module()
    try:
        server, stop = pg.start()
    except (FileNotFoundError, RuntimeError) as e:
        pg.unavailable(str(e))
    try:
        yield server
    finally:
        stop()


async def _once_back(call):
    """``call()`` once the server is back: the pool drops its dead connections as it meets them (each
    an outage, never another error) and reconnects."""
    for _ in range(3):
        try:
            return await call()
        except Exception as e:  # noqa: BLE001 - one more dead pooled connection
            assert is_outage(e), repr(e)
    raise AssertionError("no answer after the server came back")


async def _act_during(server, action):
    server.down()
    try:
        with pytest.raises(Exception) as info:
            await action()
    finally:
        server.up()
    return info.value


async def test_a_move_in_an_outage_is_refused_as_one_and_the_service_goes_on(own_server):
    store = await open_store(await own_server.fresh_url())
    try:
        svc = make_service(store)
        await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
        await svc.lobby.join(CHANNEL, BOB, "Bob")
        await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
        await svc.play.start(CHANNEL, ANN)
        panel = await svc.play.panel(CHANNEL, ANN)
        error = await _act_during(own_server, lambda: svc.play.act(CHANNEL, ANN, panel.version, panel.options[0].key))
        assert is_outage(error), repr(error)  # the click is told "try again", not "went wrong"
        after = await _once_back(lambda: svc.play.panel(CHANNEL, ANN))
        assert after.version == panel.version  # nothing was stored
        out = await end_turn(svc, ANN)  # and play goes on
        assert out.public is not None and BOB in out.public.awaited_user_ids
    finally:
        await store.close()


async def test_an_ai_turn_that_fell_in_an_outage_is_played_when_the_server_is_back(own_server):
    store = await open_store(await own_server.fresh_url())
    try:
        svc = make_service(store)
        await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
        await svc.lobby.add_ai(CHANNEL, ANN, "easy")
        await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
        await svc.play.start(CHANNEL, ANN)
        await end_turn(svc, ANN)  # now the AI is to move
        error = await _act_during(own_server, lambda: svc.ai.ai_turn(CHANNEL))
        assert is_outage(error), repr(error)
        turn = await _once_back(lambda: svc.ai.ai_turn(CHANNEL))
        assert turn is not None and turn.actions >= 1
        assert (await svc.play.panel(CHANNEL, ANN)).your_turn
    finally:
        await store.close()
