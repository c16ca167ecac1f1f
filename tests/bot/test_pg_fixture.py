"""The PostgreSQL test server fixture: skipped without binaries, a failure when CI requires it."""
from __future__ import annotations

import pytest

from tests.bot import pg


@pytest.fixture
def no_binaries(monkeypatch):
    monkeypatch.setattr(pg, "find_bindir", lambda: None)


def test_missing_postgres_skips_with_a_reason(no_binaries, monkeypatch):
    monkeypatch.delenv(pg.REQUIRE_ENV, raising=False)
    with pytest.raises(pytest.skip.Exception, match="PostgreSQL tests skipped: no PostgreSQL server binaries"):
        next(pg.session_server())


def test_missing_postgres_fails_when_ci_requires_it(no_binaries, monkeypatch):
    monkeypatch.setenv(pg.REQUIRE_ENV, "1")
    with pytest.raises(pytest.fail.Exception, match="EURO_TABLE_REQUIRE_PG=1 but no PostgreSQL server binaries"):
        next(pg.session_server())
