"""Every store method is one round trip: one call into aiosqlite's worker thread (SQLite) or one
connection checkout from the pool (PostgreSQL), whatever number of statements it runs."""

from __future__ import annotations

import inspect
import threading

import aiosqlite
import pytest

from bot.store import ActionRow, LobbyRow, RecordsStore, ResultRow, SeatClock, SeatRow
from bot.store.sqlite import SqliteStore

NOW = "2024-01-01T00:00:00+00:00"


@pytest.fixture
def round_trips(store, monkeypatch) -> list[object]:
    """Records one entry per worker-thread call (SQLite) or per pool checkout (PostgreSQL)."""
    calls: list[object] = []
    if isinstance(store, SqliteStore):
        real = store._db._execute

        async def counted(fn, *args, **kwargs):
            calls.append(fn)
            return await real(fn, *args, **kwargs)

        monkeypatch.setattr(store._db, "_execute", counted)
    else:
        pool_class = type(store._pool)
        real_acquire = pool_class.acquire

        def acquire(self, *args, **kwargs):
            calls.append("acquire")
            return real_acquire(self, *args, **kwargs)

        monkeypatch.setattr(pool_class, "acquire", acquire)
    return calls


async def _one_trip(calls: list[object], coro) -> object:
    calls.clear()
    result = await coro
    assert len(calls) == 1, calls
    return result


async def test_every_game_method_is_one_round_trip(store, round_trips):
    lobby = await _one_trip(
        round_trips,
        store.create_lobby(
            guild_id=1,
            channel_id=9,
            game_type="toy",
            options={},
            creator_id=5,
            now=NOW,
            max_players=4,
            creator=LobbyRow(5, None, "Ann"),
        ),
    )
    await _one_trip(round_trips, store.add_lobby_member(lobby.id, LobbyRow(None, "random", "AI")))
    await _one_trip(round_trips, store.update_lobby(lobby.id, options={"a": 1}, seat_order="joined", now=NOW))
    await _one_trip(round_trips, store.lobby_members(lobby.id))
    seats = [SeatRow(0, 5, None, "Ann"), SeatRow(1, None, "random", "AI")]
    g = await _one_trip(round_trips, store.start_game(lobby.id, seed=1, seats=seats, state='{"s": 0}', now=NOW))
    assert g.status == "active" and g.version == 0 and g.seed == 1
    for i in range(3):
        await _one_trip(
            round_trips,
            store.commit_action(g.id, i, f'{{"s": {i + 1}}}', ActionRow(0, i % 2, f"k{i}", i, False), now=NOW),
        )
    for read in (
        store.live_game(9),
        store.last_game(9),
        store.game(g.id),
        store.seats(g.id),
        store.actions(g.id),
        store.actions(g.id, since_turn=1),
        store.last_action(g.id),
        store.recent_actions(g.id, 2),
        store.recent_actions(g.id, 2, before_seq=2),
        store.turn_start(g.id),
        store.is_rated(g.id),
        store.active_games(),
        store.results(g.id),
        store.schema_version(),
    ):
        await _one_trip(round_trips, read)
    await _one_trip(round_trips, store.undo_to(g.id, 3, '{"s": 2}', 2, now=NOW))
    await _one_trip(round_trips, store.mark_notice(g.id, 4, "reminder", now=NOW))
    assert await _one_trip(round_trips, store.set_locale(g.id, "cs", now=NOW))
    assert (await store.game(g.id)).locale == "cs"
    v = await _one_trip(round_trips, store.take_over_seat(g.id, 0, "medium", expected_version=4, now=NOW))
    v = await _one_trip(round_trips, store.give_back_seat(g.id, 0, expected_version=v, now=NOW))
    await _one_trip(round_trips, store.repair_state(g.id, v, '{"s": 2}'))
    results = [ResultRow(0, 5, 1, 3, {}), ResultRow(1, None, 2, 1, {})]
    await _one_trip(
        round_trips,
        store.commit_action(g.id, v, '{"s": "end"}', ActionRow(0, 0, "end", 9, False), results=results, now=NOW),
    )


async def test_records_methods_are_one_round_trip(store, round_trips):
    rs = RecordsStore(store)
    lobby = await store.create_lobby(guild_id=1, channel_id=9, game_type="toy", options={}, creator_id=5, now=NOW)
    g = await store.start_game(
        lobby.id, seed=1, seats=[SeatRow(0, 5, None, "Ann"), SeatRow(1, 6, None, "Bob")], state="{}", now=NOW
    )
    await store.commit_action(
        g.id,
        0,
        "{}",
        ActionRow(0, 0, "end", 0, False),
        now=NOW,
        results=[ResultRow(0, 5, 1, 3, {}), ResultRow(1, 6, 2, 1, {})],
    )
    await _one_trip(round_trips, rs.rated_games("toy"))
    await _one_trip(round_trips, rs.rated_games("toy", g.id))
    await _one_trip(round_trips, rs.forget(5, "Someone", NOW))


async def test_pace_methods_are_one_round_trip(store, round_trips):
    """Migration 009: a seat's clock rides on the move's transaction; reminders and /away are one call each."""
    lobby = await store.create_lobby(
        guild_id=1, channel_id=9, game_type="toy", options={}, creator_id=5, now=NOW, pace="live"
    )
    g = await store.start_game(
        lobby.id,
        seed=1,
        state="{}",
        now=NOW,
        seats=[SeatRow(0, 5, None, "Ann", bank_seconds=600.0, awaited_since=NOW), SeatRow(1, 6, None, "Bob")],
    )
    assert g.pace == "live"
    clocks = [SeatClock(0, 660.0, None), SeatClock(1, 600.0, NOW)]
    await _one_trip(
        round_trips, store.commit_action(g.id, 0, "{}", ActionRow(0, 0, "end", 0, False), now=NOW, clocks=clocks)
    )
    [running] = await _one_trip(round_trips, store.running_clocks())
    assert (running.seat, running.user_id, running.bank_seconds, running.awaited_since) == (1, 6, 600.0, NOW)
    assert await _one_trip(round_trips, store.mark_bank_notice(g.id, 1, NOW, 0, 1))
    assert not await store.mark_bank_notice(g.id, 1, NOW, 0, 1)  # once
    await _one_trip(round_trips, store.start_away(6, NOW, "2026-03-09T00:00:00+00:00"))
    assert [a.user_id for a in await _one_trip(round_trips, store.away_spans([5, 6], ending_after=NOW))] == [6]
    assert await _one_trip(round_trips, store.end_away(6, "2026-03-02T00:00:00+00:00"))
    seats = await store.seats(g.id)
    assert [(s.bank_seconds, s.awaited_since, s.bank_notices) for s in seats] == [(660.0, None, 0), (600.0, NOW, 1)]


def test_aiosqlite_still_runs_a_function_in_its_worker_thread():
    """The SQLite backend runs each transaction as ONE call into aiosqlite's worker thread through
    ``Connection._execute`` (no public equivalent) on the raw ``sqlite3`` connection ``_conn``. If an
    aiosqlite release drops or changes either, this fails here, by name, before anything subtler."""
    assert inspect.iscoroutinefunction(aiosqlite.Connection._execute), "aiosqlite.Connection._execute is gone"
    assert isinstance(inspect.getattr_static(aiosqlite.Connection, "_conn"), property), (
        "aiosqlite.Connection._conn is gone"
    )

    async def go() -> tuple[int, int, object]:
        async with aiosqlite.connect(":memory:") as db:
            raw = db._conn
            thread, value = await db._execute(
                lambda x, y: (threading.get_ident(), db._conn.execute("SELECT ? + ?", (x, y)).fetchone()[0]), 2, 3
            )
            return thread, value, raw

    import asyncio

    thread, value, raw = asyncio.run(go())
    assert value == 5 and thread != threading.get_ident() and raw is not None


async def test_a_sqlite_body_that_suspends_is_refused_and_rolled_back(tmp_path):
    """A transaction body runs inside the worker thread: awaiting anything but its Tx would block it."""
    import asyncio

    from bot.store import open_store

    store = await open_store(str(tmp_path / "s.sqlite3"))
    try:

        async def body(tx):
            await tx.execute("INSERT INTO challenges (game_type, day, seed) VALUES ('toy', 'd', 1)")
            await asyncio.sleep(0)

        with pytest.raises(RuntimeError, match="suspended"):
            await store._transact(body)
        assert await store._fetchall("SELECT * FROM challenges") == []
        assert await store._write("INSERT INTO challenges (game_type, day, seed) VALUES ('toy', 'd', 1)") == 1
    finally:
        await store.close()


async def test_concurrent_transactions_on_one_store_never_interleave(store):
    """No lock in the store: many coroutines writing at once still get whole transactions, and of
    several commits on one version exactly one wins."""
    import asyncio

    games = []
    for channel in range(4):
        lobby = await store.create_lobby(
            guild_id=1, channel_id=channel, game_type="toy", options={}, creator_id=5, now=NOW
        )
        games.append(await store.start_game(lobby.id, seed=1, seats=[SeatRow(0, 5, None, "Ann")], state="{}", now=NOW))
    for version in range(5):
        outcomes = await asyncio.gather(
            *(
                store.commit_action(
                    g.id, version, f'{{"v": {version}}}', ActionRow(0, 0, f"k{i}", version, False), now=NOW
                )
                for g in games
                for i in range(3)
            ),
            return_exceptions=True,
        )
        assert sorted(type(o).__name__ for o in outcomes) == ["StaleVersion"] * 8 + ["int"] * 4, outcomes
    for g in games:
        assert [a.seq for a in await store.actions(g.id)] == [1, 2, 3, 4, 5]
        assert (await store.game(g.id)).version == 5
