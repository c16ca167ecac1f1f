"""Fixtures for GameService and store tests: the toy game, an in-memory or file store, a fake renderer."""
from __future__ import annotations

import itertools

import pytest

from bot.service import GameService
from bot.store import open_store
from tests.bot.toygame import games

CHANNEL = 500
GUILD = 1
ANN, BOB, CAT = 101, 102, 103


def fake_renderer(game_id: str, view: dict, names: list[str]) -> bytes:
    return b"\x89PNG fake " + game_id.encode() + b" " + str(len(names)).encode()


def make_service(store, **kw) -> GameService:
    seeds = itertools.count(kw.pop("first_seed", 7))
    kw.setdefault("games", games)
    kw.setdefault("renderer", fake_renderer)
    kw.setdefault("rng_seed_source", lambda: next(seeds))
    return GameService(store, **kw)


@pytest.fixture
async def store():
    s = await open_store(":memory:")
    yield s
    await s.close()


@pytest.fixture
async def file_store(tmp_path):
    s = await open_store(str(tmp_path / "db.sqlite3"))
    yield s
    await s.close()


@pytest.fixture
def service(store) -> GameService:
    return make_service(store)


async def started(service: GameService, *, humans=(ANN, BOB), ais: int = 0, seat_order: str = "joined",
                  channel: int = CHANNEL, options: dict | None = None):
    """Open, fill and start a toy game; returns the TurnUpdate."""
    names = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}
    await service.open_lobby(GUILD, channel, "toy", humans[0], names.get(humans[0], "P"), options)
    for uid in humans[1:]:
        await service.join(channel, uid, names.get(uid, f"P{uid}"))
    for _ in range(ais):
        await service.add_ai(channel, humans[0])
    await service.set_seat_order(channel, humans[0], seat_order)
    return await service.start(channel, humans[0])
