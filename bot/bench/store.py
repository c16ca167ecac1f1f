"""Store benchmark: what a commit costs through the store against raw sqlite3, and what ``/game log``
and undo cost as a game grows.

    python -m bot bench store [--commits 200] [--rounds 5] [--actions 50,300] [--reps 30] [--dir DIR]

Commits: the same rows (one game's state and one action per commit, a new turn every
``ACTIONS_PER_TURN`` actions) written by ``SqliteStore.commit_action`` and by the same statements on
a raw ``sqlite3`` connection with the same PRAGMAs (WAL, ``synchronous=FULL``, foreign keys, busy
timeout), each to its own temporary file, in alternating rounds so both see the same disk.
Log and undo: a Crown of Emara game clicked at random through the service (no rendering) until it
has N actions and the clicking seat may undo; then ``/game log 20`` and undo (followed by the same
click again) are timed as whole service calls.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path
from typing import Callable

from bot.percentile import percentile as _pct

from bot.store import sql_base
from bot.store.base import ActionRow, SeatRow
from bot.store.sqlite import MIGRATIONS_DIR, SqliteStore, migration_files, split_sql
from bot import cli

NOW = "2024-01-01T00:00:00+00:00"
PLAYERS = 4
ACTIONS_PER_TURN = 4  # about a Crown of Emara turn (README: 4 clicks per turn, median)
BUSY_TIMEOUT_MS = 10_000
# A typical action's encoded events (one public log line with a few arguments).
EVENTS = [
    {
        "msg": {"id": "emara.log.play_card", "args": {"seat": 1, "card": "step", "slot": 2}},
        "private_to": None,
        "reveals": False,
    }
]

# The statements of SqlStore.commit_action (one transaction), from the SQL layer itself.
COMMIT_SQL = (sql_base.BUMP.format(extra=sql_base.COMMIT_STATE), sql_base.INSERT_ACTION)


def sample_state() -> str:
    """A real state JSON: Crown of Emara set up for four players (the first registered game)."""
    from engine.registry import game_ids, get_game

    game = get_game(game_ids()[0])
    return game.setup(PLAYERS, game.Options(), 1).model_dump_json()


def _action(i: int) -> ActionRow:
    return ActionRow(
        seq=0,
        seat=(i // ACTIONS_PER_TURN) % PLAYERS,
        action_key=f"play.{i % 7}",
        turn=i // ACTIONS_PER_TURN,
        reveals=False,
        events=EVENTS,
    )


# ---------------------------------------------------------------------- commits


async def store_commits(path: str, n: int, state: str) -> list[float]:
    """Milliseconds per ``commit_action`` through the store."""
    store = await SqliteStore.open(path, busy_timeout_ms=BUSY_TIMEOUT_MS)
    try:
        row = await store.create_lobby(guild_id=1, channel_id=1, game_type="emara", options={}, creator_id=1, now=NOW)
        seats = [SeatRow(i, 100 + i, None, f"P{i}") for i in range(PLAYERS)]
        g = await store.start_game(row.id, seed=1, seats=seats, state=state, now=NOW)
        out = []
        for i in range(n):
            action = _action(i)
            t0 = time.perf_counter()
            await store.commit_action(g.id, i, state, action, now=NOW)
            out.append((time.perf_counter() - t0) * 1000)
        return out
    finally:
        await store.close()


def raw_commits(path: str, n: int, state: str) -> list[float]:
    """Milliseconds per commit of the same statements and rows on a raw sqlite3 connection."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        for _, file in migration_files(MIGRATIONS_DIR):
            for statement in split_sql(file.read_text(encoding="utf-8")):
                db.execute(statement)
        game_id = db.execute(
            "INSERT INTO games (guild_id, channel_id, game_type, options, status, creator_id,"
            " created_at, updated_at, seed, state, version) VALUES"
            " (1, 1, 'emara', '{}', 'active', 1, ?, ?, 1, ?, 0) RETURNING id",
            (NOW, NOW, state),
        ).fetchone()[0]
        db.executemany(
            "INSERT INTO seats (game_id, seat, user_id, ai_level, name) VALUES (?, ?, ?, NULL, ?)",
            [(game_id, i, 100 + i, f"P{i}") for i in range(PLAYERS)],
        )
        update, insert = COMMIT_SQL
        out = []
        for i in range(n):
            a = _action(i)
            t0 = time.perf_counter()
            db.execute("BEGIN IMMEDIATE")
            params = (NOW, *sql_base.commit_state_params(game_id, a.turn, state), game_id, i)
            if db.execute(update, params).rowcount != 1:
                raise RuntimeError("raw commit: version check failed")
            db.execute(
                insert,
                (game_id, game_id, a.seat, a.action_key, a.turn, int(a.reveals), json.dumps(a.events), NOW, i + 1),
            ).fetchone()
            db.execute("COMMIT")
            out.append((time.perf_counter() - t0) * 1000)
        return out
    finally:
        db.close()


async def commits(n: int, rounds: int, directory: str) -> dict[str, list[float]]:
    state = sample_state()
    samples: dict[str, list[float]] = {"store": [], "raw sqlite3": []}
    for r in range(rounds):
        samples["store"] += await store_commits(str(Path(directory) / f"store{r}.sqlite3"), n, state)
        samples["raw sqlite3"] += raw_commits(str(Path(directory) / f"raw{r}.sqlite3"), n, state)
    return samples


def commit_report(samples: dict[str, list[float]]) -> str:
    store, raw = samples["store"], samples["raw sqlite3"]
    rows = [f"{'commit_action (ms)':20s} {'n':>6s} {'median':>8s} {'p95':>8s}"]
    for name, values in samples.items():
        rows.append(f"{name:20s} {len(values):6d} {statistics.median(values):8.3f} {_pct(values, 0.95):8.3f}")
    rows.append(
        f"{'store / raw':20s} {'':6s} {statistics.median(store) / statistics.median(raw):7.1f}x"
        f" {_pct(store, 0.95) / _pct(raw, 0.95):7.1f}x"
    )
    return "\n".join(rows)


# ---------------------------------------------------------------------- log and undo


def _fixed(seed: int) -> Callable[[], int]:
    """A seed source that always gives ``seed`` (bound now, not when a table starts)."""
    return lambda: seed


async def _awaited_user(svc, channel: int, users: list[int]):
    for u in users:
        panel = await svc.play.panel(channel, u)
        if panel.finished:
            return None, panel
        if panel.your_turn:
            return u, panel
    raise RuntimeError("nobody may act")


async def log_and_undo(
    targets: list[int], reps: int, directory: str, seed: int = 1
) -> dict[int, dict[str, list[float]]]:
    """For each target length: ms per ``/game log 20`` and per undo at that many actions."""
    from bot.table import GameService
    from engine.registry import game_ids

    out: dict[int, dict[str, list[float]]] = {}
    channel = 0
    for target in sorted(targets):
        while target not in out:  # a game that ends too soon: the next seed
            channel += 1
            store = await SqliteStore.open(str(Path(directory) / f"log{channel}.sqlite3"))
            try:
                svc = GameService(store, renderer=None, rng_seed_source=_fixed(seed + channel))
                users = [channel * 10 + i for i in range(PLAYERS)]
                await svc.lobby.open(1, channel, game_ids()[0], users[0], "P1")
                for i, u in enumerate(users[1:], 2):
                    await svc.lobby.join(channel, u, f"P{i}")
                await svc.play.start(channel, users[0])
                rng, done = random.Random(seed + channel), 0
                last_key = ""  # the move undone and made again (at least one move is made first)
                while True:
                    user, panel = await _awaited_user(svc, channel, users)
                    if user is None:
                        break
                    if done >= max(target, 1) and panel.can_undo:
                        out[target] = await _time_log_and_undo(svc, channel, user, last_key, reps)
                        break
                    last_key = rng.choice(panel.options).key
                    await svc.play.act(channel, user, panel.version, last_key)
                    done += 1
            finally:
                await store.close()
    return out


async def _time_log_and_undo(svc, channel: int, user: int, key: str, reps: int) -> dict[str, list[float]]:
    samples: dict[str, list[float]] = {"log 20": [], "undo": []}
    for _ in range(reps):
        t0 = time.perf_counter()
        await svc.play.log(channel, 20, user_id=user)
        samples["log 20"].append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        undone = await svc.play.undo(channel, user)
        samples["undo"].append((time.perf_counter() - t0) * 1000)
        await svc.play.act(channel, user, undone.panel.version, key)  # the same click again
    return samples


def log_report(results: dict[int, dict[str, list[float]]]) -> str:
    rows = [f"{'actions':>8s} {'log 20 median':>14s} {'p95':>8s} {'undo median':>12s} {'p95':>8s}   (ms)"]
    for n, s in sorted(results.items()):
        rows.append(
            f"{n:8d} {statistics.median(s['log 20']):14.2f} {_pct(s['log 20'], 0.95):8.2f}"
            f" {statistics.median(s['undo']):12.2f} {_pct(s['undo'], 0.95):8.2f}"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("bench store"), description=__doc__.split("\n\n")[0])
    p.add_argument("--commits", type=int, default=200, help="commits per round and side")
    p.add_argument("--rounds", type=int, default=5, help="alternating rounds of store and raw commits")
    p.add_argument("--actions", default="50,300", help="game lengths at which log and undo are timed ('' = skip)")
    p.add_argument("--reps", type=int, default=30, help="log and undo calls per game length")
    p.add_argument("--dir", default=None, help="folder for the temporary files (default: the system's)")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="euro-bench-store-", dir=args.dir) as tmp:
        samples = asyncio.run(commits(args.commits, args.rounds, tmp))
        print(f"{args.rounds} rounds x {args.commits} commits per side, WAL + synchronous=FULL, in {args.dir or 'tmp'}")
        print(commit_report(samples))
        targets = [int(x) for x in args.actions.split(",") if x.strip()]
        if targets:
            print()
            print(f"Crown of Emara, {PLAYERS} players clicked at random; {args.reps} calls each")
            print(log_report(asyncio.run(log_and_undo(targets, args.reps, tmp))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
