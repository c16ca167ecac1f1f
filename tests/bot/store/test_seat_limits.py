"""Seat limits live in the database: a table never holds more than its game's maximum, even when
two processes seat players at the same moment; opening a table seats its creator in the same
transaction."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import LobbyRow, SeatLimitError, open_store

NOW = "2024-01-01T00:00:00+00:00"


async def test_a_member_beyond_the_maximum_is_refused_by_the_database(store):
    row = await store.create_lobby(
        guild_id=1,
        channel_id=9,
        game_type="toy",
        options={},
        creator_id=5,
        now=NOW,
        max_players=2,
        creator=LobbyRow(5, None, "Ann"),
    )
    assert [m.name for m in await store.lobby_members(row.id)] == ["Ann"]
    assert not await store.add_lobby_member(row.id, LobbyRow(5, None, "Ann"))  # a second seat: refused as before
    assert await store.add_lobby_member(row.id, LobbyRow(None, "random", "AI 1"))
    with pytest.raises(SeatLimitError):
        await store.add_lobby_member(row.id, LobbyRow(6, None, "Bob"))
    assert await store.remove_lobby_member(row.id, 5)
    assert await store.add_lobby_member(row.id, LobbyRow(6, None, "Bob"))  # a seat came free
    assert len(await store.lobby_members(row.id)) == 2


async def test_opening_a_table_and_seating_its_creator_is_one_transaction(store):
    with pytest.raises(SeatLimitError):  # the creator cannot sit (a table of 0): nothing is opened
        await store.create_lobby(
            guild_id=1,
            channel_id=9,
            game_type="toy",
            options={},
            creator_id=5,
            now=NOW,
            max_players=0,
            creator=LobbyRow(5, None, "Ann"),
        )
    assert await store.live_game(9) is None and await store.last_game(9) is None


async def test_two_stores_seating_the_last_seat_at_once_seat_one(db_url):
    """Two processes on one database race for the last seat of many tables: one gets each seat."""
    a, b = await open_store(db_url), await open_store(db_url)
    try:
        for channel in range(10):
            row = await a.create_lobby(
                guild_id=1,
                channel_id=channel,
                game_type="toy",
                options={},
                creator_id=5,
                now=NOW,
                max_players=2,
                creator=LobbyRow(5, None, "Ann"),
            )
            results = await asyncio.gather(
                a.add_lobby_member(row.id, LobbyRow(6, None, "Bob")),
                b.add_lobby_member(row.id, LobbyRow(7, None, "Cat")),
                return_exceptions=True,
            )
            assert sorted(type(r).__name__ for r in results) == ["SeatLimitError", "bool"], results
            assert len(await b.lobby_members(row.id)) == 2
    finally:
        await a.close()
        await b.close()
