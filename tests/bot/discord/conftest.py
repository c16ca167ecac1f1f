"""Fixtures: a logged-in EuroBot over a temporary SQLite file, hosting the stub game only."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import Settings
from bot.discord.client import EuroBot
from bot.table import Budget, GameService
from engine import registry

from .harness import Harness

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32  # the service's renderer is replaced: bytes are bytes
GIF = b"GIF89a"  # the animator too: one fake frame per board after it


def fake_animator(frames: list[bytes]) -> bytes:
    return GIF + b"\x00" * len(frames)


STUB = {"stub": "tests.bot.discord.stub_game:GAME"}


def make_bot(db_path: Path, database_url: str | None = None) -> EuroBot:
    settings = Settings(
        DISCORD_TOKEN="test-token",
        DATABASE_PATH=str(db_path),
        DATABASE_URL=database_url,
        DEV_GUILD_ID=None,
        AI_DELAY_SECONDS=0,
    )
    return EuroBot(
        settings,
        service_factory=lambda store, s: GameService(
            store, renderer=lambda game, view, names, locale: PNG, rng_seed_source=lambda: 7, animator=fake_animator
        ),
    )


async def restart(h: Harness, db_path: Path, monkeypatch: pytest.MonkeyPatch, keep: str) -> Harness:
    """A new bot process over the same database (``h`` closed); the public message ``keep`` stays in the
    channel, so its components can be clicked again."""
    old = h.rec.messages[keep]
    await h.close()
    new = Harness(make_bot(db_path), monkeypatch)
    await new.login()
    new.carry_over(h)
    new.rec.messages[keep] = old
    return new


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_GAMES", dict(STUB))


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
async def harness(db_path: Path, monkeypatch: pytest.MonkeyPatch, stub_registry: None):
    h = Harness(make_bot(db_path), monkeypatch)
    await h.login()
    yield h
    await h.close()


def make_quick_ai_bot(db_path: Path) -> EuroBot:
    """The test bot with AI thinking in threads and the hard AI's search cut to a few iterations."""
    settings = Settings(
        DISCORD_TOKEN="test-token", DATABASE_PATH=str(db_path), DEV_GUILD_ID=None, AI_DELAY_SECONDS=0, AI_WORKERS=0
    )
    return EuroBot(
        settings,
        service_factory=lambda store, s: GameService(
            store,
            renderer=lambda game, view, names, locale: PNG,
            rng_seed_source=lambda: 7,
            ai_budget=Budget(iterations=8),
            animator=fake_animator,
        ),
    )


@pytest.fixture
async def quick(db_path: Path, monkeypatch: pytest.MonkeyPatch, stub_registry: None):
    """A logged-in quick-AI bot (the tests that use it register their game on top of the stub)."""
    h = Harness(make_quick_ai_bot(db_path), monkeypatch)
    await h.login()
    yield h
    await h.close()
