"""Boards of several tables are drawn at once (worker threads of the bot): the shared caches must hold.

Before the layer cache took a lock, summing its sizes while another thread inserted a layer raised
"dictionary changed size during iteration" for a few boards in every few dozen drawn at once."""

from __future__ import annotations

import sys
from concurrent.futures import ThreadPoolExecutor

from engine.registry import get_game
from render import board, kit

GAMES = ("emara", "macao", "lisboa")


def _jobs() -> list[tuple[str, dict, list[str], str]]:
    jobs = []
    for game_id in GAMES:
        game = get_game(game_id)
        for players in (2, game.max_players):
            state = game.setup(players, game.Options(), players)
            view = game.view(state, None)
            names = [f"P{i + 1}" for i in range(players)]
            jobs += [(game_id, view, names, locale) for locale in ("en", "cs")]
    return jobs


def test_boards_of_every_game_drawn_in_many_threads_at_once_with_a_cache_that_evicts(monkeypatch):
    jobs = _jobs() * 2
    kit.clear_caches()
    # about two layers hot and two packed: every thread builds, packs, unpacks and evicts while others read
    from render import caches

    shares = {"layers": 2 * 1600 * 2480 * 3, "packed": 600_000}
    monkeypatch.setattr(caches, "share", lambda name: shares.get(name, 1 << 30))
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)  # switch threads very often
    try:
        with ThreadPoolExecutor(max_workers=8) as pool:
            pngs = list(pool.map(lambda job: board(*job), jobs))
    finally:
        sys.setswitchinterval(interval)
        kit.clear_caches()
    assert all(png.startswith(b"\x89PNG") for png in pngs)
    # the same board drawn twice (in different threads, with the cache in different states) is the same
    first = {(j[0], len(j[2]), j[3]): png for j, png in zip(jobs, pngs)}
    assert all(first[(j[0], len(j[2]), j[3])] == png for j, png in zip(jobs, pngs))
