"""Two bot processes on one database (two GameServices, each with its own store: its own PostgreSQL
pool, or its own SQLite connection) race on one game. Their per-channel locks are separate, so only
the version check in the database stands between them: never a double-applied action, the stored
state is a replay of the log, every win raises the version by one, and the loser is told the board
is outdated.

A rendezvous makes every race real: both services load the game (the same version) before either
may commit, so the loser is refused by the database, not by its own process's version check.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.store import open_store
from bot.table import errors
from engine.core import replay
from tests.bot.conftest import ANN, BOB, CHANNEL, make_service, started

TURNS = 12  # each turn: a race on its first click, then (after a play) a race of an undo and a click


class Rendezvous:
    """While armed, each service waits after its first load of the game in a race until the others have
    loaded it too (a load again, after losing the race, goes straight on); a ``held`` service then waits a
    little longer, so either side of a race can be made the winner."""

    HOLD_SECONDS = 0.1

    def __init__(self, services) -> None:
        self.barrier = asyncio.Barrier(len(services))
        self.armed = False
        self.held = None
        self.met: set[int] = set()
        for svc in services:
            svc.tables.active = self._wrap(svc, svc.tables.active)

    def _wrap(self, svc, load):
        async def active(*args, **kwargs):
            tb = await load(*args, **kwargs)
            if self.armed and id(svc) not in self.met:
                self.met.add(id(svc))
                await asyncio.wait_for(self.barrier.wait(), 10)
                if svc is self.held:
                    await asyncio.sleep(self.HOLD_SECONDS)
            return tb

        return active

    async def race(self, *calls, held=None):
        self.armed, self.held, self.met = True, held, set()
        try:
            return await asyncio.gather(*calls, return_exceptions=True)
        finally:
            self.armed, self.held = False, None


@pytest.fixture
async def two_processes(db_url):
    stores = [await open_store(db_url), await open_store(db_url)]
    yield [make_service(s) for s in stores]
    for s in stores:
        await s.close()


def _one_winner(results, version: int):
    """Exactly one call succeeded; the other was told the board moved on to the winner's version."""
    won = [r for r in results if not isinstance(r, BaseException)]
    lost = [r for r in results if isinstance(r, BaseException)]
    assert len(won) == 1 and len(lost) == 1, results
    assert isinstance(lost[0], errors.OutdatedBoard), lost
    assert lost[0].current_version == version + 1 == won[0].panel.version
    return won[0]


async def _to_move(svc) -> tuple[int, list[str], int] | None:
    status = await svc.play.status(CHANNEL)
    if status.finished:
        return None
    user = status.awaited_user_ids[0]
    panel = await svc.play.panel(CHANNEL, user)
    return user, [o.key for o in panel.options], panel.version


async def test_two_processes_racing_clicks_and_undos_on_one_game_never_apply_an_action_twice(two_processes):
    a, b = two_processes
    meet = Rendezvous(two_processes)
    await started(a, humans=(ANN, BOB))
    game_id = (await a.play.status(CHANNEL)).game_id
    wins = undos = races = undo_races = 0
    for _ in range(TURNS):
        if (now := await _to_move(a)) is None:
            break
        user, keys, version = now
        first = next((k for k in keys if k.startswith("play.")), keys[0])
        # Both processes get the same click on the same board (a double click reaching both, say).
        _one_winner(
            await meet.race(a.play.act(CHANNEL, user, version, first), b.play.act(CHANNEL, user, version, first)),
            version,
        )
        wins += 1
        races += 1
        version += 1
        panel = await b.play.panel(CHANNEL, user)
        if panel.your_turn and panel.can_undo:
            # One process takes the play back while the other clicks on after it: one of them wins.
            then = next(k for k in ("end", "draw") if k in [o.key for o in panel.options])
            undo, click = await meet.race(
                a.play.undo(CHANNEL, user), b.play.act(CHANNEL, user, version, then), held=(a, b)[undo_races % 2]
            )  # the held side normally loses
            loser, winner = (undo, click) if isinstance(undo, BaseException) else (click, undo)
            assert isinstance(loser, errors.OutdatedBoard) and not isinstance(winner, BaseException), (undo, click)
            assert loser.current_version == version + 1 == winner.panel.version
            undos += not isinstance(undo, BaseException)
            wins += 1
            undo_races += 1
        while (now := await _to_move(a)) is not None and now[0] == user:  # the rest of the turn, alone
            _, keys, version = now
            await b.play.act(CHANNEL, user, version, "end" if "end" in keys else keys[0])
            wins += 1
    assert races >= 6 and undo_races >= 3, (races, undo_races)

    store = a.store
    row = await store.game(game_id)
    log = await store.actions(game_id)
    assert [x.seq for x in log] == list(range(1, len(log) + 1))  # no duplicate, no gap
    assert row.version == wins  # each win: exactly +1
    assert len(log) == wins - 2 * undos  # an undo removes one action
    toy = a.tables.game(row.game_type)
    replayed = replay(
        toy,
        len(await store.seats(game_id)),
        toy.Options.model_validate(row.options),
        row.seed,
        [(x.seat, x.action_key) for x in log],
    )
    assert toy.State.model_validate_json(row.state) == replayed  # the cache is the log's truth
    for svc in two_processes:  # both processes see the same game
        assert (await svc.play.status(CHANNEL)).version == row.version
