"""Start-up: the renderer's static layers are drawn in the background while the bot logs in."""

from __future__ import annotations

import asyncio
import threading

from bot.config import Settings
from bot.discord.client import EuroBot
from bot.table import GameService

from .conftest import PNG
from .harness import Harness


async def test_the_renderer_warms_up_in_the_background_at_start_up(db_path, monkeypatch, stub_registry) -> None:
    drawing, release = threading.Event(), threading.Event()
    drawn: list[str] = []

    def renderer(game: str, view: dict, names: list[str], locale: str) -> bytes:
        drawn.append(game)
        drawing.set()
        release.wait(10)  # a slow first picture (static layers)
        return PNG

    settings = Settings(
        DISCORD_TOKEN="test-token",
        DATABASE_PATH=str(db_path),
        DATABASE_URL=None,
        DEV_GUILD_ID=None,
        AI_DELAY_SECONDS=0,
        _env_file=None,
    )
    h = Harness(EuroBot(settings, service_factory=lambda store, s: GameService(store, renderer=renderer)), monkeypatch)
    try:
        await h.client.login("test-token")  # setup_hook has run: commands are synced ...
        assert any(c.method == "PUT" and c.path.endswith("/commands") for c in h.rec.calls)
        assert await asyncio.to_thread(drawing.wait, 10)  # ... and the warm-up draws meanwhile
        assert drawn == ["stub"] and not release.is_set()
    finally:
        release.set()
        await h.settle()
        await h.close()
    assert drawn == ["stub"]
