"""AI thinking in worker processes (bot.table.ai_pool): same choices as in-process, a killed or hung
worker is replaced and that decision of its AI seat is thought by medium in this process, and a game played through the
service with a pool goes on to the end."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

pytest.importorskip("engine.emara.game")

from bot.store import open_store  # noqa: E402
from bot.table import AiPool, AiWorkerError, Budget, WorkerLost, ai_driver  # noqa: E402
from bot.table.ai_levels import choose_action  # noqa: E402
from engine.ai.random_ai import choose as random_choose  # noqa: E402
from engine.core import Rng, replay  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import ANN, CHANNEL, make_service  # noqa: E402
from tests.bot.toygame import games as toy_games  # noqa: E402

EMARA = get_game("emara")
#: a budget no test waits out: the worker must be stopped, not finish
ENDLESS = Budget(iterations=10_000_000)


def positions(count: int, players: int = 2, seed: int = 3):
    """Positions of one random game: (state copy, awaited seat) every few decisions."""
    state, rng, out = EMARA.setup(players, None, seed), Rng.from_seed(seed), []
    for step in range(count * 7):
        decision = EMARA.decision(state)
        if decision is None:
            break
        seat = min(decision.seats)
        if step % 7 == 0:
            out.append((state.model_copy(deep=True), seat))
        EMARA.apply(state, seat, random_choose(EMARA, state, rng, seat))
    return out


async def test_the_pool_chooses_what_the_bot_process_would():
    async with AiPool(2) as pool:
        for i, (state, seat) in enumerate(positions(4)):
            for level in ("random", "easy", "medium", "hard"):
                budget = Budget(iterations=30)
                got = await pool.choose(EMARA, state, level, 11, i, budget, seat=seat)
                assert got == choose_action(EMARA, state, level, 11, i, budget, seat=seat), (i, level)


async def test_many_tables_share_the_workers_concurrently():
    work = positions(8)
    async with AiPool(2) as pool:
        got = await asyncio.gather(
            *(pool.choose(EMARA, st, "medium", 5, i, seat=seat) for i, (st, seat) in enumerate(work))
        )
        assert pool.replaced == 0 and len(pool.pids()) == 2
    assert got == [choose_action(EMARA, st, "medium", 5, i, seat=seat) for i, (st, seat) in enumerate(work)]


async def test_a_worker_killed_mid_thought_is_replaced():
    ((state, seat),) = positions(1)
    async with AiPool(1) as pool:
        before = pool.pids()
        thinking = asyncio.create_task(pool.choose(EMARA, state, "hard", 1, 0, ENDLESS, seat=seat))
        await asyncio.sleep(0.3)  # the request is in the worker's hands
        os.kill(before[0], signal.SIGKILL)
        with pytest.raises(WorkerLost):
            await thinking
        assert pool.replaced == 1 and pool.pids() != before
        again = await pool.choose(EMARA, state, "medium", 1, 0, seat=seat)
        assert again == choose_action(EMARA, state, "medium", 1, 0, seat=seat)


async def test_a_hung_worker_is_killed_and_replaced():
    ((state, seat),) = positions(1)
    async with AiPool(1, timeout=0.5) as pool:
        before = pool.pids()
        with pytest.raises(WorkerLost):
            await pool.choose(EMARA, state, "hard", 1, 0, ENDLESS, seat=seat)
        assert pool.replaced == 1 and pool.pids() != before
        await pool.choose(EMARA, state, "easy", 1, 0, seat=seat)


async def test_a_cancelled_thought_does_not_leak_its_answer_into_the_next():
    ((state, seat),) = positions(1)
    async with AiPool(1) as pool:
        thinking = asyncio.create_task(pool.choose(EMARA, state, "hard", 1, 0, ENDLESS, seat=seat))
        await asyncio.sleep(0.2)
        thinking.cancel()
        with pytest.raises(asyncio.CancelledError):
            await thinking
        got = await pool.choose(EMARA, state, "medium", 2, 0, seat=seat)
        assert got == choose_action(EMARA, state, "medium", 2, 0, seat=seat)


class _Unreadable:
    """A state the worker cannot read back."""

    def model_dump_json(self) -> str:
        return '{"not": "a state"}'


async def test_a_worker_error_is_reported_not_fatal():
    ((state, seat),) = positions(1)
    async with AiPool(1) as pool:
        with pytest.raises(AiWorkerError) as err:
            await pool.choose(EMARA, _Unreadable(), "easy", 1, 0, seat=seat)
        assert "ValidationError" in str(err.value) and not isinstance(err.value, WorkerLost)
        assert pool.replaced == 0
        await pool.choose(EMARA, state, "easy", 1, 0, seat=seat)


def test_only_registered_games_think_in_the_pool():
    assert AiPool.serves(EMARA)
    assert not AiPool.serves(toy_games("toy"))


async def test_a_game_goes_on_when_its_worker_is_killed_mid_thought(monkeypatch):
    """Two AI seats play Crown of Emara through the service with a one-worker pool; the worker is
    killed during a hard search: that decision falls back to medium, thought in this process, the next
    ones use the new worker, and the game ends with a log that replays to the stored state."""
    store = await open_store(":memory:")
    try:
        async with AiPool(1) as pool:
            svc = make_service(store, games=get_game, first_seed=21, ai_budget=Budget(iterations=10), ai_pool=pool)
            await svc.lobby.open(1, CHANNEL, "emara", ANN, "Ann", seat_creator=False)
            for level in ("easy", "hard"):
                await svc.lobby.add_ai(CHANNEL, ANN, level)
            await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
            update = await svc.play.start(CHANNEL, ANN)

            first_pid, real_choose, killed = pool.pids()[0], pool.choose, []

            async def choose(game, state, level, seed, seq, budget=Budget(), *, seat):
                if level == "hard" and not killed:  # the first hard decision: never ends, is killed
                    killed.append(seq)
                    asyncio.get_running_loop().call_later(0.5, os.kill, first_pid, signal.SIGKILL)
                    budget = ENDLESS
                return await real_choose(game, state, level, seed, seq, budget, seat=seat)

            pool.choose = choose
            here: list[str] = []  # the levels thought in this process, not in a worker
            real_here = ai_driver.ai_levels.choose_action

            def choose_here(game, state, level, *args, **kwargs):
                here.append(level)
                return real_here(game, state, level, *args, **kwargs)

            monkeypatch.setattr(ai_driver.ai_levels, "choose_action", choose_here)
            turns = []
            while (turn := await svc.ai.ai_turn(CHANNEL)) is not None:
                turns.append(turn)
            assert pool.replaced == 1 and pool.pids() != [first_pid]
            assert here == ["medium"]  # the lost hard decision, and only that one
            assert turns[-1].public.finished is not None
            row = await store.game(update.game_id)
            actions = await store.actions(update.game_id)
            rebuilt = replay(
                EMARA, 2, EMARA.Options.model_validate(row.options), row.seed, [(a.seat, a.action_key) for a in actions]
            )
            assert rebuilt.model_dump_json() == row.state and row.version == len(actions)
    finally:
        await store.close()
