"""Choices made at once, clicked at the same instant, all apply on the first click in every deployment the
README offers: one process (one connection), one process with several connections (a service per store),
and several bot processes on one SQLite file or one PostgreSQL database. Every race here is real: each
side loads the game (the same version) before any commits, so the losers are refused by the database's
version check, and the commit path merges their choice into the new version (nothing it depends on
changed: ``bot.table.play.MERGE_TRIES``, ``bot.table.stale_clicks``) instead of answering "outdated".

Before this (issue 31) one of the clicks was told "outdated" in 103 of 144 races across connections
and processes, and had to click again.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

import pytest

from bot.store import open_store
from engine.registry import get_game
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, assert_replays, make_service, open_table

from .test_races_across_processes import Rendezvous

HUMANS = (ANN, BOB, CAT)
ROOT = Path(__file__).resolve().parents[3]
# game, its options, the step chosen at once, and each user's choice there (by their options' order)
AT_ONCE = {
    "macao": ({"simultaneous_dice": True}, "dice", {ANN: "dice.0.1", BOB: "dice.2.3", CAT: "dice.4.5"}),
    "lisboa": ({}, "clergy", {ANN: 0, BOB: 1, CAT: 0}),
}


async def _at_once(svc, game_id: str) -> tuple[int, dict[int, str], dict[int, int]]:
    """A 3-player table of ``game_id`` played (first options) to its step chosen at once: the version
    every panel shows, each user's key there, and each user's seat."""
    options, step, picks = AT_ONCE[game_id]
    update = await open_table(svc, game_id, HUMANS, options=options)
    seat_of = {s.user_id: s.seat for s in update.seats}
    while (tb := await svc.tables.active(CHANNEL)).game.decision(tb.state).kind != step:
        for user in HUMANS:
            panel = await svc.play.panel(CHANNEL, user)
            if panel.your_turn:
                await svc.play.act(CHANNEL, user, panel.version, panel.options[0].key)
                break
    panels = {u: await svc.play.panel(CHANNEL, u) for u in HUMANS}
    assert len({p.version for p in panels.values()}) == 1 and all(p.your_turn for p in panels.values())
    keys = {u: k if isinstance(k, str) else panels[u].options[k].key for u, k in picks.items()}
    return panels[ANN].version, keys, seat_of


async def _all_applied(store, version: int, keys: dict[int, str], seat_of: dict[int, int]) -> None:
    """Each user's one choice is in the log, once, after ``version``; the stored state is its replay."""
    row = await store.live_game(CHANNEL)
    after = [(a.seat, a.action_key) for a in await store.actions_after(row.id, version)]
    assert sorted(after[: len(keys)]) == sorted((seat_of[u], k) for u, k in keys.items())
    assert row.version >= version + len(keys)
    await assert_replays(store, row.id)


@pytest.mark.parametrize("game_id", sorted(AT_ONCE))
async def test_one_process_applies_every_choice_clicked_at_once(store, game_id):
    svc = make_service(store, games=get_game)
    version, keys, seat_of = await _at_once(svc, game_id)
    results = await asyncio.gather(*(svc.play.act(CHANNEL, u, version, k) for u, k in keys.items()))
    assert all(r.panel is not None for r in results)
    await _all_applied(store, version, keys, seat_of)


@pytest.fixture
async def three_connections(db_url):
    stores = [await open_store(db_url) for _ in HUMANS]
    yield [make_service(s, games=get_game) for s in stores]
    for s in stores:
        await s.close()


@pytest.mark.parametrize("game_id", sorted(AT_ONCE))
async def test_several_connections_apply_every_choice_clicked_at_once(three_connections, game_id):
    services = three_connections
    version, keys, seat_of = await _at_once(services[0], game_id)
    meet = Rendezvous(services)
    results = await meet.race(*(svc.play.act(CHANNEL, u, version, keys[u]) for svc, u in zip(services, HUMANS)))
    assert not [r for r in results if isinstance(r, BaseException)], results
    await _all_applied(services[0].store, version, keys, seat_of)


async def test_several_processes_apply_every_choice_clicked_at_once(db_url, tmp_path):
    """Three bot processes (one per player) on one database, each loading the game before any commits."""
    store = await open_store(db_url)
    try:
        version, keys, seat_of = await _at_once(make_service(store, games=get_game), "macao")
        flags = tmp_path / "flags"
        flags.mkdir()
        children = [
            await asyncio.create_subprocess_exec(
                *(sys.executable, "-m", "tests.bot.table.race_child", db_url, str(u), str(version), k, str(flags), "3"),
                cwd=ROOT,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
            )
            for u, k in keys.items()
        ]
        outcomes = []
        for child in children:
            out, err = await asyncio.wait_for(child.communicate(), 120)
            assert child.returncode == 0, err.decode()
            outcomes.append(json.loads(out.decode().strip().splitlines()[-1]))
        assert [o["applied"] for o in outcomes] == [True] * 3, outcomes
        await _all_applied(store, version, keys, seat_of)
    finally:
        await store.close()
