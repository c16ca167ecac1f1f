"""The PostgreSQL test server fixture: skipped without binaries, a failure when CI requires it."""

from __future__ import annotations

import pytest

from tests.bot import pg


@pytest.fixture
def no_binaries(monkeypatch):
    monkeypatch.setattr(pg, "find_bindir", lambda: None)
    monkeypatch.setattr(pg, "postgres_module", lambda: None)  # asyncpg present or not: binaries are missing


def test_missing_postgres_skips_with_a_reason(no_binaries, monkeypatch):
    monkeypatch.delenv(pg.REQUIRE_ENV, raising=False)
    with pytest.raises(pytest.skip.Exception, match="PostgreSQL tests skipped: no PostgreSQL server binaries"):
        next(pg.session_server())


def test_missing_postgres_fails_when_ci_requires_it(no_binaries, monkeypatch):
    monkeypatch.setenv(pg.REQUIRE_ENV, "1")
    with pytest.raises(pytest.fail.Exception, match="EURO_TABLE_REQUIRE_PG=1 but no PostgreSQL server binaries"):
        next(pg.session_server())


@pytest.fixture
def no_asyncpg(monkeypatch):
    """As on a machine where only the test extra is installed: importing asyncpg fails."""
    import sys

    import bot.store

    monkeypatch.setitem(sys.modules, "asyncpg", None)
    monkeypatch.delitem(sys.modules, "bot.store.postgres", raising=False)
    monkeypatch.delattr(bot.store, "postgres", raising=False)  # else "from bot.store import postgres" finds it


def test_missing_asyncpg_skips_the_postgres_tests(no_asyncpg, monkeypatch):
    monkeypatch.delenv(pg.REQUIRE_ENV, raising=False)
    with pytest.raises(pytest.skip.Exception, match="asyncpg is not installed"):
        pg.postgres_module()
    with pytest.raises(pytest.skip.Exception, match="asyncpg is not installed"):
        next(pg.session_server())


def test_missing_asyncpg_fails_when_ci_requires_postgres(no_asyncpg, monkeypatch):
    monkeypatch.setenv(pg.REQUIRE_ENV, "1")
    with pytest.raises(pytest.fail.Exception, match="EURO_TABLE_REQUIRE_PG=1 but asyncpg is not installed"):
        pg.postgres_module()


def test_test_modules_import_without_asyncpg(no_asyncpg):
    """Collection must not stop at an asyncpg import (the README's test command installs none)."""
    import importlib
    import sys

    for name in ("tests.bot.store.test_store", "tests.bot.discord.test_postgres"):
        sys.modules.pop(name, None)
        importlib.import_module(name)
