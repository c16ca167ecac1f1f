"""The bot on PostgreSQL: DATABASE_URL picks the backend, and a table opens and starts as on SQLite."""

from __future__ import annotations

from tests.bot.pg import postgres_module

from .conftest import make_bot
from .harness import Harness
from .table import ANN, BOB, open_lobby, start


async def test_a_postgres_database_url_runs_the_bot_on_postgres(
    pg_server, stub_registry, monkeypatch, tmp_path
) -> None:
    h = Harness(make_bot(tmp_path / "unused.sqlite3", await pg_server.clean_url()), monkeypatch)
    await h.login()
    try:
        store = h.client.store
        assert isinstance(store, postgres_module().PostgresStore)
        assert await start(h, await open_lobby(h, BOB))  # the first board is posted
        [game] = await store.active_games()
        assert [s.user_id for s in await store.seats(game.id)] == [ANN[0], BOB[0]]
    finally:
        await h.close()
    assert not (tmp_path / "unused.sqlite3").exists()
