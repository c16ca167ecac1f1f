"""Fixtures for GameService and store tests: the toy game, a store on each backend, a fake renderer.

``store``, ``file_store`` and ``db_url`` are parametrized over the backends: SQLite (in memory or a
temporary file) and PostgreSQL (a schema of the session's throwaway server, see ``tests/bot/pg.py``).
"""

from __future__ import annotations

import itertools
from datetime import datetime, timedelta, timezone

import pytest

from bot.table import AiTurn, GameService
from bot.store import open_store
from engine.core.replay import replay
from engine.registry import get_game
from tests.bot import pg
from tests.bot.toygame import games

BACKENDS = ["sqlite", "postgres"]


def pytest_configure(config):
    config.addinivalue_line("markers", "postgres: runs against the throwaway PostgreSQL server (tests/bot/pg.py)")


def pytest_collection_modifyitems(config, items):
    """Mark every PostgreSQL test ``postgres`` (``-m "not postgres"`` runs SQLite only)."""
    for item in items:
        callspec = getattr(item, "callspec", None)
        if "pg_server" in item.fixturenames or (callspec and callspec.params.get("backend") == "postgres"):
            item.add_marker("postgres")


CHANNEL = 500
GUILD = 1
ANN, BOB, CAT = 101, 102, 103


class Clock:
    """A clock the test moves on: ``advance`` jumps; ``tick`` seconds pass at every reading (0: time
    stands still between jumps)."""

    def __init__(self, start: datetime = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc), tick: float = 0):
        self.now, self.tick = start, tick

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=self.tick)
        return self.now

    def advance(self, minutes: float) -> datetime:
        self.now += timedelta(minutes=minutes)
        return self.now


def fake_renderer(game_id: str, view: dict, names: list[str], locale: str) -> bytes:
    return b"\x89PNG fake " + game_id.encode() + b" " + str(len(names)).encode()


def make_service(store, **kw) -> GameService:
    seeds = itertools.count(kw.pop("first_seed", 7))
    kw.setdefault("games", games)
    kw.setdefault("renderer", fake_renderer)
    kw.setdefault("rng_seed_source", lambda: next(seeds))
    return GameService(store, **kw)


@pytest.fixture(scope="session")
def pg_server():
    """The session's PostgreSQL server (skipped, or failed under EURO_TABLE_REQUIRE_PG=1, if absent)."""
    yield from pg.session_server()


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param


async def _target(backend: str, request, sqlite_path: str, *, migrated: bool = True) -> str:
    if backend == "sqlite":
        return sqlite_path
    server = request.getfixturevalue("pg_server")  # only PostgreSQL tests start the server
    return await (server.clean_url() if migrated else server.fresh_url())


@pytest.fixture
async def db_url(backend, request, tmp_path) -> str:
    """What ``open_store`` opens for this backend: a new SQLite file, or a PostgreSQL URL (the session's
    migrated schema, emptied for this test)."""
    return await _target(backend, request, str(tmp_path / "db.sqlite3"))


@pytest.fixture
async def empty_db_url(backend, request, tmp_path) -> str:
    """Like ``db_url`` but nothing migrated yet (PostgreSQL: a new, empty schema)."""
    return await _target(backend, request, str(tmp_path / "empty.sqlite3"), migrated=False)


@pytest.fixture
async def store(backend, request):
    s = await open_store(await _target(backend, request, ":memory:"))
    yield s
    await s.close()


@pytest.fixture
async def file_store(db_url):
    s = await open_store(db_url)
    yield s
    await s.close()


@pytest.fixture
def service(store) -> GameService:
    return make_service(store)


async def play_ai(service: GameService, channel: int = CHANNEL) -> list[AiTurn]:
    """Every AI turn until a human must decide or the game ends, through the one AI driver (what a
    front end's AI loop does); returns the AiTurns, the last one's board is the table now."""
    turns = []
    while (turn := await service.ai.ai_turn(channel)) is not None:
        turns.append(turn)
    return turns


NAMES = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}


async def open_table(
    service: GameService, game_type: str, humans, ais=(), options: dict | None = None, *, seed: int | None = None
):
    """Open a table of ``game_type`` in CHANNEL (seats in joining order: ``humans`` first, then an AI
    seat per level in ``ais``), set ``options`` through the lobby as the buttons do, and start it;
    returns the TurnUpdate."""
    await service.lobby.open(GUILD, CHANNEL, game_type, humans[0], NAMES[humans[0]])
    for uid in humans[1:]:
        await service.lobby.join(CHANNEL, uid, NAMES[uid])
    for level in ais:
        await service.lobby.add_ai(CHANNEL, humans[0], level)
    for field, value in (options or {}).items():
        await service.lobby.set_option(CHANNEL, humans[0], field, value)
    await service.lobby.set_seat_order(CHANNEL, humans[0], "joined")
    return await service.play.start(CHANNEL, humans[0], seed=seed)


async def started(
    service: GameService,
    *,
    humans=(ANN, BOB),
    ais: int = 0,
    seat_order: str = "joined",
    channel: int = CHANNEL,
    options: dict | None = None,
):
    """Open, fill and start a toy game; returns the TurnUpdate."""
    names = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}
    await service.lobby.open(GUILD, channel, "toy", humans[0], names.get(humans[0], "P"), options)
    for uid in humans[1:]:
        await service.lobby.join(channel, uid, names.get(uid, f"P{uid}"))
    for _ in range(ais):
        await service.lobby.add_ai(channel, humans[0])
    await service.lobby.set_seat_order(channel, humans[0], seat_order)
    return await service.play.start(channel, humans[0])


async def end_turn(service: GameService, user: int, channel: int = CHANNEL):
    """Play the user's whole turn of the toy game (draw if possible, then end); the last outcome."""
    panel = await service.play.panel(channel, user)
    keys = [o.key for o in panel.options]
    out = await service.play.act(channel, user, panel.version, "draw" if "draw" in keys else keys[0])
    while out.public is None:
        keys = [o.key for o in out.panel.options]
        out = await service.play.act(channel, user, out.panel.version, "end" if "end" in keys else keys[0])
    return out


async def assert_replays(store, game_id: int) -> None:
    """The stored action log, replayed from the stored seed and options, rebuilds the stored state."""
    row = await store.game(game_id)
    game = get_game(row.game_type)
    keys = [(a.seat, a.action_key) for a in await store.actions(game_id)]
    players = len(await store.seats(game_id))
    rebuilt = replay(game, players, game.Options.model_validate(row.options), row.seed, keys)
    assert rebuilt.model_dump_json() == row.state


async def refused(
    service: GameService, game_id: int, exc: type[Exception], user: int, version: int, key: str, channel: int = CHANNEL
) -> str:
    """``user``'s click of ``key`` on board ``version`` raises ``exc`` and leaves the stored game (version,
    state, action log) as it was; the English message the player reads."""
    from bot.i18n import t

    store = service.store
    before, log = await store.game(game_id), len(await store.actions(game_id))
    with pytest.raises(exc) as info:
        await service.play.act(channel, user, version, key)
    row = await store.game(game_id)
    assert (row.version, row.state) == (before.version, before.state)
    assert len(await store.actions(game_id)) == log
    return t(info.value.msg)


async def unreadable_everywhere(service: GameService, game_id: int, act: tuple[int, int, str]) -> list:
    """A table's every entry point (panel, a click ``act`` = (user, version, key), status, undo, hand)
    raises TableUnreadable with the line that says so and how to end it; the messages, for more checks."""
    from bot.i18n import t
    from bot.table import errors

    user, version, key = act
    calls = [
        lambda: service.play.panel(CHANNEL, ANN),
        lambda: service.play.act(CHANNEL, user, version, key),
        lambda: service.play.status(CHANNEL),
        lambda: service.play.undo(CHANNEL, ANN),
        lambda: service.play.hand(CHANNEL, BOB),
    ]
    msgs = []
    for call in calls:
        with pytest.raises(errors.TableUnreadable) as e:
            await call()
        line = t(e.value.msg, "en")
        assert line.startswith(f"Game {game_id} cannot be read any more") and "/game abandon" in line
        msgs.append(e.value.msg)
    return msgs
