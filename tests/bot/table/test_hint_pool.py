"""Hints in the AI worker processes (bot.table.ai_pool.AiPool.hint): the same hint as in the bot
process, and a hint goes before the AI seats' decisions waiting for a worker."""

from __future__ import annotations

import asyncio

import pytest

from bot.table import AiPool, Budget
from bot.table.ai_levels import suggest
from bot.table.ai_pool import _Idle
from engine.ai.random_ai import choose as random_choose
from engine.core import Rng
from engine.registry import get_game

pytest.importorskip("engine.macao.game")


def positions(game_id: str, count: int, players: int = 2, seed: int = 4):
    game = get_game(game_id)
    state, rng, out = game.setup(players, game.Options(), seed), Rng.from_seed(seed), []
    for step in range(count * 9):
        decision = game.decision(state)
        if decision is None:
            break
        seat = min(decision.seats)
        if step % 9 == 4 and len(game.legal_actions(state, seat)) > 1:
            out.append((state.model_copy(deep=True), seat))
        game.apply(state, seat, random_choose(game, state, rng, seat))
    return out


async def test_the_pool_gives_the_hint_the_bot_process_would():
    budget = Budget(iterations=25)
    async with AiPool(1) as pool:
        for game_id in ("macao", "lisboa", "emara"):
            game = get_game(game_id)
            for i, (state, seat) in enumerate(positions(game_id, 2)):
                got = await pool.hint(game, state, seat, 7, i, budget)
                want = suggest(game, state, 7, i, budget, seat=seat)
                assert (got.action, got.reason, got.changes, got.lead, got.continuation) == (
                    want.action,
                    want.reason,
                    want.changes,
                    want.lead,
                    want.continuation,
                ), (game_id, i)


async def test_a_waiting_hint_gets_the_next_free_worker_before_waiting_ai_decisions():
    idle = _Idle()
    order: list[str] = []

    async def ask(name: str, urgent: bool) -> None:
        await idle.get(urgent)
        order.append(name)

    waiting = [asyncio.create_task(ask("ai 1", False)), asyncio.create_task(ask("ai 2", False))]
    await asyncio.sleep(0)
    waiting.append(asyncio.create_task(ask("hint", True)))
    await asyncio.sleep(0)
    for worker in ("w1", "w2", "w3"):
        idle.put_nowait(worker)  # type: ignore[arg-type]  # any token stands for a worker here
        await asyncio.sleep(0)
    await asyncio.gather(*waiting)
    assert order == ["hint", "ai 1", "ai 2"]


async def test_a_cancelled_wait_passes_its_worker_on():
    idle = _Idle()
    first = asyncio.create_task(idle.get())
    second = asyncio.create_task(idle.get())
    await asyncio.sleep(0)
    first.cancel()
    idle.put_nowait("w")  # type: ignore[arg-type]
    assert await second == "w"
    assert idle.empty()


async def test_in_a_busy_pool_the_hint_is_answered_before_the_ai_decision_asked_earlier():
    game = get_game("macao")
    (state, seat), *_ = positions("macao", 1)
    done: list[str] = []
    async with AiPool(1) as pool:

        async def ai(name: str, iterations: int) -> None:
            await pool.choose(game, state, "hard", 1, 0, Budget(iterations=iterations), seat=seat)
            done.append(name)

        async def hint() -> None:
            await pool.hint(game, state, seat, 1, 0, Budget(iterations=20))
            done.append("hint")

        busy = asyncio.create_task(ai("busy", 3000))  # the one worker thinks a while
        await asyncio.sleep(0.2)
        queued = asyncio.create_task(ai("queued", 20))
        await asyncio.sleep(0.05)
        await asyncio.gather(busy, queued, asyncio.create_task(hint()))
    assert done == ["busy", "hint", "queued"]
