"""Restart benchmark: many open tables in one database, then what a restart does to them, measured
through the service the bot uses.

    python -m bot bench restart [--tables 1000,5000] [--ai-share 0.6] [--game emara] [--db PATH | --pg URL]

For each table count it builds that many running tables (``--ai-share`` of them an AI seat's turn,
the rest a human's), then prints:

* the start-up listing of the tables awaiting an AI (``channels_awaiting_ai``), and the reminder,
  takeover and response sweeps run twice (the first reads the due tables; the second shows the
  per-minute cost once they are marked);
* human move clicks (``play.act``: load, check, commit, board) at 20 tables while every AI table is
  resumed, once with the bot's AI turn queue (``AI_TURNS_AT_ONCE``, first come first served) and once
  with every AI table at once (the old behaviour): click p50 / p95 and the time until every resumed AI has moved;
* meanwhile the acknowledgement wait: a click's handler acknowledges in its first step (``defer``, then
  it loads), so what it waits is the event loop's lag — how long a new task waits to run.

The AI is the easy one thinking in threads, and boards are drawn as in the bot: the AI turns compete
with the clicks for the event loop and the database, which is what the queue is about.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

from bot.discord.client import AI_TURNS_AT_ONCE_MIN
from bot.percentile import percentile
from bot.store import open_store
from bot.table import GameService
from bot import cli

CLICKERS = 20  # human tables clicking during the resume
ACK_EVERY = 0.02  # s between acknowledgement probes (_acknowledger)
BASELINE_SECONDS = 3.0  # clicks measured with no AI resuming, first (it also warms the caches)
HUMAN_BASE, AI_BASE = 1_000_000, 2_000_000  # channel ids of the two kinds of tables


async def build(svc: GameService, game_id: str, tables: int, ai_share: float) -> tuple[list[int], list[int]]:
    """``tables`` running tables: AI ones (an AI and a human; the seat order is drawn, so the AI is to
    move at about half of them) and human ones."""
    ai_count = int(tables * ai_share)
    humans: list[int] = []
    ais: list[int] = []
    for i in range(tables):
        if i < ai_count:
            ch = AI_BASE + i
            await svc.lobby.open(1, ch, game_id, ch, "host", seat_creator=False)
            await svc.lobby.add_ai(ch, ch, "easy")
            await svc.lobby.join(ch, ch * 10 + 1, "Human")
            await svc.play.start(ch, ch)
            ais.append(ch)
        else:
            ch = HUMAN_BASE + i
            await svc.lobby.open(1, ch, game_id, ch * 10, "Ann")
            await svc.lobby.join(ch, ch * 10 + 1, "Bob")
            await svc.play.start(ch, ch * 10)
            humans.append(ch)
    return humans, ais


async def _clicker(
    svc: GameService, channel: int, rng: random.Random, stop: asyncio.Event, samples: list[float]
) -> None:
    """One human table: whoever is awaited clicks a random option, with a short pause between clicks."""
    while not stop.is_set():
        await asyncio.sleep(rng.uniform(0.05, 0.2))
        status = await svc.play.status(channel)
        awaited = list(status.awaited_user_ids)
        if not awaited:
            return
        user = rng.choice(awaited)
        panel = await svc.play.panel(channel, user)
        if panel.finished or not panel.options:
            continue
        t0 = time.perf_counter()
        await svc.play.act(channel, user, panel.version, rng.choice(panel.options).key)
        samples.append((time.perf_counter() - t0) * 1000)


async def _acknowledger(stop: asyncio.Event, samples: list[float]) -> None:
    """What an acknowledgement waits for: a click's handler is a new task whose first step is the
    acknowledgement (``defer``). Every ``ACK_EVERY`` s a task is started; the time until it runs, plus
    how late the sleep before it ended, is how long a click would wait for its acknowledgement."""
    while not stop.is_set():
        t0 = time.perf_counter()
        await asyncio.sleep(ACK_EVERY)
        late = time.perf_counter() - t0 - ACK_EVERY
        t1 = time.perf_counter()
        await asyncio.create_task(asyncio.sleep(0))
        samples.append((late + time.perf_counter() - t1) * 1000)


async def _resume(svc: GameService, channels: list[int], slots: int | None) -> float:
    """Every AI table plays its AI's turn (as the bot's driver after a restart); ``slots``: AI turns in
    flight at once (None: all at once). Returns the seconds until the last one moved."""
    gate = asyncio.Semaphore(slots) if slots else None
    t0 = time.perf_counter()

    async def one(ch: int) -> None:
        # as the bot's driver: one AI turn after another (each under the gate) until a human is to move
        while True:
            if gate is None:
                turn = await svc.ai.ai_turn(ch)
            else:
                async with gate:
                    turn = await svc.ai.ai_turn(ch)
            if turn is None:
                return

    await asyncio.gather(*(one(ch) for ch in channels))
    return time.perf_counter() - t0


async def run(target: str, game_id: str, tables: int, ai_share: float) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    store = await open_store(target)
    try:
        svc = GameService(store)
        await svc.tables.warm_up([game_id])
        t0 = time.perf_counter()
        humans, ais = await build(svc, game_id, tables, ai_share)
        rows.append(("build (s)", f"{time.perf_counter() - t0:.1f}"))
        t0 = time.perf_counter()
        awaiting = await svc.ai.channels_awaiting_ai()
        rows.append(("resume listing (s)", f"{time.perf_counter() - t0:.2f} ({len(awaiting)} tables)"))
        later = svc.tables.clock() + timedelta(minutes=svc.absent.takeover_minutes + 1)
        for attempt in ("first", "second"):
            t0 = time.perf_counter()
            due = await svc.absent.due_reminders(later)
            t1 = time.perf_counter()
            await svc.absent.expire_responses(later + timedelta(minutes=svc.absent.response_minutes))
            t2 = time.perf_counter()
            rows.append((f"reminder sweep, {attempt} (s)", f"{t1 - t0:.2f} ({len(due)} due)"))
            rows.append((f"response sweep, {attempt} (s)", f"{t2 - t1:.2f}"))
        half = len(awaiting) // 2  # (the seat order is random: the AI moves first at about half the AI tables)
        runs: list[tuple[str, int | None, list[int]]] = [
            ("no AI resuming (baseline)", 0, []),
            ("queued", AI_TURNS_AT_ONCE_MIN, awaiting[:half]),
            ("all at once", None, awaiting[half:]),
        ]
        for label, slots, group in runs:
            rng, stop = random.Random(1), asyncio.Event()
            samples: list[float] = []
            acks: list[float] = []
            clickers = [
                asyncio.create_task(_clicker(svc, ch, random.Random(rng.random()), stop, samples))
                for ch in humans[:CLICKERS]
            ]
            probe = asyncio.create_task(_acknowledger(stop, acks))
            await asyncio.sleep(0.5)  # the clickers are under way
            samples.clear()
            acks.clear()
            if group:
                resumed = await _resume(svc, group, slots)
            else:
                await asyncio.sleep(BASELINE_SECONDS)
            stop.set()
            await asyncio.gather(*clickers, probe)
            rows.append(
                (
                    f"clicks, {label}, {len(group)} AI tables: p50 / p95 (ms)",
                    f"{percentile(samples, 0.5):.0f} / {percentile(samples, 0.95):.0f} (n={len(samples)})",
                )
            )
            ack = f"{percentile(acks, 0.5):.0f} / {percentile(acks, 0.95):.0f} / {max(acks, default=0):.0f}"
            rows.append(("  acknowledgement wait p50 / p95 / max (ms)", f"{ack} (n={len(acks)})"))
            if group:
                rows.append(("  every AI moved after (s)", f"{resumed:.1f}"))
    finally:
        await store.close()
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("bench restart"), description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", default="1000", help="comma-separated table counts (default 1000)")
    p.add_argument("--ai-share", type=float, default=0.6, help="share of tables where an AI is to move")
    p.add_argument(
        "--game",
        default="emara",
        help="default emara: its first AI turn is a whole turn with a board (Macao's and Lisboa's "
        "first decisions are small pre-game choices)",
    )
    p.add_argument("--db", help="SQLite file (default: a temporary one per count)")
    p.add_argument("--pg", help="a PostgreSQL URL instead (an empty database; its tables are filled)")
    a = p.parse_args(argv)
    missing = cli.postgres_missing("--pg") if a.pg else None
    if missing:
        print(missing, file=sys.stderr)
        return 2
    for count in [int(x) for x in a.tables.split(",")]:
        with tempfile.TemporaryDirectory() as tmp:
            target = a.pg or a.db or str(Path(tmp) / "restart.sqlite3")
            rows = asyncio.run(run(target, a.game, count, a.ai_share))
        backend = "PostgreSQL" if a.pg else "SQLite"
        print(f"\n{count} open tables of {a.game} on {backend} ({a.ai_share:.0%} with an AI seat)")
        width = max(len(r[0]) for r in rows)
        for name, value in rows:
            print(f"  {name:{width}s}  {value}")
    return 0
