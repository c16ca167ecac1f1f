"""One bot process of a race (tests/bot/table/test_races_at_once.py): a service over its own store on the
shared database clicks once, after every process of the race has loaded the game (a flag file each in
``flags``), so their commits really race in the database. Prints the outcome as one JSON line.

    python -m tests.bot.table.race_child DB_URL USER VERSION KEY FLAGS PROCESSES
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path

from bot.store import open_store
from bot.table.errors import ServiceError
from engine.registry import get_game
from tests.bot.conftest import CHANNEL, make_service

WAIT_SECONDS = 60  # for the other processes to load the game (they start at the same time)


async def click(url: str, user: int, version: int, key: str, flags: str, processes: int) -> dict:
    store = await open_store(url)
    svc = make_service(store, games=get_game)
    load, loaded = svc.tables.active, []

    async def active(*args, **kwargs):
        tb = await load(*args, **kwargs)
        if not loaded:  # the first load only: a load again, after losing the race, goes straight on
            loaded.append(True)
            await asyncio.to_thread(Path(flags, f"loaded-{user}").touch)
            deadline = time.monotonic() + WAIT_SECONDS
            while sum(f.startswith("loaded-") for f in os.listdir(flags)) < processes:
                if time.monotonic() > deadline:
                    raise TimeoutError("the other processes did not load the game")
                await asyncio.sleep(0.002)
        return tb

    svc.tables.active = active  # type: ignore[method-assign]
    try:
        out = await svc.play.act(CHANNEL, user, version, key)
        return {"user": user, "applied": True, "version": out.panel.version}
    except ServiceError as e:  # refused ("outdated" ...): the test judges
        return {"user": user, "applied": False, "error": type(e).__name__}
    finally:
        await store.close()


if __name__ == "__main__":
    url, user, version, key, flags, processes = sys.argv[1:7]
    print(json.dumps(asyncio.run(click(url, int(user), int(version), key, flags, int(processes)))))
