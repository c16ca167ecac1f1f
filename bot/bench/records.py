"""Records benchmark: the records commands against years of finished games.

    python -m bot bench records [--games 100,10000,100000] [--backend sqlite,postgres] [--reps 30]
                                [--pg-url postgresql://...]

For each size a new database (a temporary SQLite file; a new schema on PostgreSQL) is filled with bulk
inserts of finished, rated games (every game type, 2-4 players out of ``USERS`` across ``GUILDS``
servers, results with ties) and the tallies migration 012 keeps (rated games, play counts); then the
ratings are built the way a stale bot builds them, by the background task, while /leaderboard runs
beside it. Timed through the services, ``--reps`` calls each (median and best; the ratios compare bests,
the cost of the path itself when other processes share the machine):

* leaderboard: ``/leaderboard`` (rating, this server), page 1 with its names;
* season leaderboard: ``/leaderboard season:1`` (rating, this server), the season holding every filled
  game, page 1 (its own ratings, rebuilt from the log with the all-time ones);
* profile: ``/profile`` on a server, every game type, with the recent games;
* autocomplete: ``/game replay``'s game-number choices (25), at every keystroke;
* game end: the transaction that records a finished 3-player game (``commit_action`` with results)
  plus the records' finish hook, which applies it to the ratings — what the game-ending click adds
  to any other click;
* ratings update: that hook alone;
* /games: the list of a player's running tables (``RUNNING`` of them, each loaded as ``/games`` does:
  :mod:`bot.bench.records_tables`), a player who also sits in half of the filled finished games.

A watcher task sleeps 1 ms at a time and records how late it wakes: the longest event-loop block
while the commands run, and while the background rebuild runs. Without ``--pg-url`` PostgreSQL runs
on a throwaway server started like the tests' (tests/bot/pg.py, needs the server binaries).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import os
import random
import statistics
import sys
import tempfile
import time
from contextlib import asynccontextmanager
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import AsyncIterator

from bot.store import ActionRow, LobbyRow, ResultRow, SeatRow, open_store
from bot.store.tallies import finish_key
from bot import cli

from bot.bench import records_tables as bench_tables

USERS = 300  # a few hundred players
GUILDS = 4  # across a few servers
GAME_TYPES = ("emara", "macao", "lisboa")
FIRST_FINISH = datetime(2020, 1, 1, tzinfo=timezone.utc)  # the filled years, before any real click
PROFILE_USER = 7
BUDGET_RATIO = 1.5  # every path within 1.5x of its cost at the smallest size
BUDGET_BLOCK_MS = 20.0  # nothing on the event loop longer than this
RUNNING = 50  # the /games player's running tables


class LoopWatch:
    """The event loop's longest block while it runs: how late a 1 ms sleep wakes up (``longest``, wall
    time, which on a busy machine includes waiting for a core) and how much CPU the loop's thread spent
    meanwhile (``longest_cpu``: what the code on the loop itself held it for)."""

    def __init__(self):
        self.longest = self.longest_cpu = 0.0
        self._task: asyncio.Task | None = None

    async def _watch(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            t0, c0 = loop.time(), time.thread_time()
            await asyncio.sleep(0.001)
            self.longest = max(self.longest, (loop.time() - t0 - 0.001) * 1000)
            self.longest_cpu = max(self.longest_cpu, (time.thread_time() - c0) * 1000)

    def __enter__(self) -> "LoopWatch":
        self._task = asyncio.get_running_loop().create_task(self._watch())
        return self

    def __exit__(self, *exc) -> None:
        if self._task is not None:
            self._task.cancel()


def history(n: int, seed: int = 1):
    """Rows of ``n`` finished rated games: (games, seats, results) tuples for bulk inserts."""
    rng = random.Random(seed)
    games, seats, results = [], [], []
    for gid in range(1, n + 1):
        players = rng.sample(range(1, USERS + 1), rng.randint(2, 4))
        guild = rng.randint(1, GUILDS)
        if gid % 2 == 0:  # a regular on server 1: every other game, so every size lists 25 recent ones
            guild = 1
            if PROFILE_USER not in players:
                players[0] = PROFILE_USER
        at = (FIRST_FINISH + timedelta(seconds=gid * 60)).isoformat()
        games.append(
            (
                gid,
                guild,
                guild * 1000 + gid % 50,
                rng.choice(GAME_TYPES),
                "{}",
                gid,
                "finished",
                "random",
                None,
                100,
                players[0],
                at,
                at,
                1,
            )
        )
        raw = [rng.randint(1, len(players)) for _ in players]  # ties happen
        order = sorted(set(raw))
        for seat, (user, r) in enumerate(zip(players, raw)):
            seats.append((gid, seat, user, None, f"Player {user}", 0))  # live = 0: its game is over
            results.append((gid, seat, user, order.index(r) + 1, 100 - r, "{}"))
    return games, seats, results


SEASON_END = FIRST_FINISH + timedelta(days=366)  # one filled season, after every filled game


def seasons() -> list[tuple]:
    """The season rows (migration 021) that hold the filled history: season 1 of server 1 and of the
    global scope, from the first finish on."""
    return [
        (scope, 1, FIRST_FINISH.isoformat(), SEASON_END.isoformat(), 12)
        for scope in ("global", "guild:1", "guild:2", "guild:3", "guild:4")
    ]


def tallies(games, results):
    """The rows migration 012's tallies hold for that history: rated_log and play_counts."""
    log: dict[str, list] = {}
    type_of = {g[0]: g[3] for g in games}
    for g in games:
        entry = log.setdefault(g[3], [0, ""])
        entry[0] += 1
        entry[1] = max(entry[1], finish_key(g[12], g[0]))
    guild_of = {g[0]: g[1] for g in games}
    counts: dict[tuple[int, str, str], list[int]] = {}
    for gid, _seat, user, rank, _score, _d in results:
        for scope in ("global", f"guild:{guild_of[gid]}"):
            c = counts.setdefault((user, type_of[gid], scope), [0, 0])
            c[0] += 1
            c[1] += rank == 1
    return ([(t, c, k, 0) for t, (c, k) in log.items()], [(u, t, sc, c[0], c[1]) for (u, t, sc), c in counts.items()])


GAME_COLS = (
    "id",
    "guild_id",
    "channel_id",
    "game_type",
    "options",
    "seed",
    "status",
    "seat_order",
    "state",
    "version",
    "creator_id",
    "created_at",
    "updated_at",
    "rated",
)
SEAT_COLS = ("game_id", "seat", "user_id", "ai_level", "name", "live")
RESULT_COLS = ("game_id", "seat", "user_id", "rank", "score", "details")


async def fill(store, n: int) -> None:
    games, seats, results = history(n)
    rated_log, play_counts = tallies(games, results)
    tables = [
        ("games", GAME_COLS, games),
        ("seats", SEAT_COLS, seats),
        ("results", RESULT_COLS, results),
        ("rated_log", ("game_type", "games", "last_key", "epoch"), rated_log),
        ("play_counts", ("user_id", "game_type", "scope", "games", "wins"), play_counts),
        ("seasons", ("scope", "number", "starts_at", "ends_at", "months"), seasons()),
    ]
    if type(store).__name__ == "PostgresStore":
        async with store._pool.acquire() as conn:
            for name, cols, rows in tables:
                await conn.copy_records_to_table(name, records=rows, columns=list(cols))
            await conn.execute("SELECT setval(pg_get_serial_sequence('games', 'id'), (SELECT MAX(id) FROM games))")
            await conn.execute("ANALYZE")
    else:

        async def body(tx) -> None:
            for name, cols, rows in tables:
                await tx.executemany(
                    f"INSERT INTO {name} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})", rows
                )

        await store._transact(body)
        await store._fetchall("ANALYZE")


async def settle(store) -> None:
    """Fold SQLite's write-ahead log into the file, so no timed commit pays the fill's checkpoint."""
    if type(store).__name__ != "PostgresStore":
        await store._fetchall("PRAGMA wal_checkpoint(TRUNCATE)")


@asynccontextmanager
async def databases(backend: str, pg_url: str | None) -> AsyncIterator:
    """Yields a function giving a new, empty database target per size."""
    if backend == "sqlite":
        with tempfile.TemporaryDirectory(prefix="bench-records-") as d:
            names = iter(range(1, 1000))
            yield lambda: _ready(str(Path(d) / f"db{next(names)}.sqlite3"))
        return
    stop = None
    if pg_url is None:
        try:
            pg = importlib.import_module("tests.bot.pg")
        except ImportError as e:
            raise SystemExit(f"--backend postgres needs --pg-url or the repository's tests/bot/pg.py: {e}") from e
        server, stop = pg.start()
        pg_url = server.url()
    try:
        schemas = iter(range(1, 1000))

        async def fresh() -> str:
            import asyncpg

            schema = f"bench_records_{next(schemas)}_{int(time.time())}"
            conn = await asyncpg.connect(pg_url)
            try:
                await conn.execute(f"CREATE SCHEMA {schema}")
            finally:
                await conn.close()
            return pg_url + ("&" if "?" in pg_url else "?") + f"search_path={schema}"

        yield fresh
    finally:
        if stop is not None:
            stop()


async def _ready(path: str) -> str:
    return path


Measure = float | tuple[float, float]  # one number, or a timed path's (median, best) in ms


def _best(v: Measure) -> float:
    """A timed path's best (ms)."""
    if not isinstance(v, tuple):
        raise TypeError(f"not a timed path: {v!r}")
    return v[1]


def _number(v: Measure) -> float:
    if isinstance(v, tuple):
        raise TypeError(f"a timed path, not a number: {v!r}")
    return v


def ms(samples: list[float]) -> tuple[float, float]:
    """(median, best) in milliseconds: the best is the path's own cost on a machine other processes
    share; the median adds their interference."""
    return statistics.median(samples) * 1000, min(samples) * 1000


async def timed(fn, reps: int) -> tuple[float, float]:
    out = []
    for _ in range(reps):
        t0 = time.perf_counter()
        await fn()
        out.append(time.perf_counter() - t0)
    return ms(out)


async def measure(target: str, n: int, reps: int) -> dict[str, Measure]:
    from bot.records import Leaderboards, RecordsService
    from bot.table import GameService

    store = await open_store(target)
    try:
        t0 = time.perf_counter()
        await fill(store, n)
        await settle(store)
        out: dict[str, Measure] = {"fill (s)": time.perf_counter() - t0}
        rs = RecordsService(GameService(store, renderer=None, animator=None), secret_source=lambda: "bench")
        lb = Leaderboards(rs)
        await lb.page("emara", "rating", "server", guild_id=1)  # imports and catalogs, before any watch
        # the background rebuild a stale bot runs, with /leaderboard answering beside it
        t0 = time.perf_counter()
        with LoopWatch() as watch:
            for gt in GAME_TYPES:
                rs.ratings.schedule(gt)
            while any(not j.done() for j in rs.ratings._jobs.values()):
                await lb.page("emara", "rating", "server", guild_id=1)
                await asyncio.sleep(0.005)
            await rs.ratings.idle()
        out["background rebuild (s)"] = time.perf_counter() - t0
        await settle(store)
        out["longest block, rebuild (ms)"] = watch.longest
        out["  of it on-loop CPU (ms)"] = watch.longest_cpu
        for gt in GAME_TYPES:
            assert (await rs.records.ratings_state(gt)).fresh, gt
        # the rating board's cost follows its players (all USERS from a few thousand games), not the games
        out["players on the board"] = float((await rs.records.ranked("emara", "guild:1", "rating", 0, 1, 3.0))[0])
        out["players on the season board"] = float(
            (await rs.records.ranked("emara", "guild:1@1", "rating", 0, 1, 3.0))[0]
        )

        channels = iter(range(10**6, 10**7))

        async def game_end(hook_only: list[float] | None = None):
            ch = next(channels)
            now = rs.now()
            users = [PROFILE_USER, PROFILE_USER + 1, PROFILE_USER + 2]
            row = await store.create_lobby(
                guild_id=1,
                channel_id=ch,
                game_type="emara",
                options={},
                creator_id=users[0],
                now=now,
                creator=LobbyRow(users[0], None, "P"),
            )
            seats = [SeatRow(i, u, None, f"Player {u}") for i, u in enumerate(users)]
            await store.start_game(row.id, seed=1, seats=seats, state="{}", now=now)
            results = [ResultRow(i, u, i + 1, 50 - i, {}) for i, u in enumerate(users)]
            t0 = time.perf_counter()
            await store.commit_action(row.id, 0, "{}", ActionRow(0, 0, "end", 0, False), results=results, now=rs.now())
            t1 = time.perf_counter()
            finished = await store.game(row.id)
            assert finished is not None
            await rs.game_finished(finished, seats, results)
            t2 = time.perf_counter()
            hook_only.append(t2 - t1) if hook_only is not None else None
            return t2 - t0

        await game_end()  # warm up every path once
        await lb.profile(PROFILE_USER, "P", list(GAME_TYPES), guild_id=1)
        await lb.page("emara", "rating", "server", guild_id=1, season="1")
        await lb.recent_games(PROFILE_USER, 1, "en", 25)
        with LoopWatch() as watch:
            out["leaderboard (ms)"] = await timed(lambda: lb.page("emara", "rating", "server", guild_id=1), reps)
            out["season leaderboard (ms)"] = await timed(
                lambda: lb.page("emara", "rating", "server", guild_id=1, season="1"), reps
            )
            out["profile (ms)"] = await timed(lambda: lb.profile(PROFILE_USER, "P", list(GAME_TYPES), guild_id=1), reps)
            out["autocomplete (ms)"] = await timed(lambda: lb.recent_games(PROFILE_USER, 1, "en", 25), reps)
            hooks: list[float] = []
            ends = [await game_end(hooks) for _ in range(reps)]
            out["game end (ms)"] = ms(ends)
            out["ratings update (ms)"] = ms(hooks)
        out["longest block, commands (ms)"] = watch.longest
        out["  on-loop CPU (ms)"] = watch.longest_cpu
        await bench_tables.running_tables(store, PROFILE_USER, RUNNING, rs.now())
        assert await bench_tables.my_tables(rs.service, PROFILE_USER) == RUNNING  # warm, and every table listed
        out[f"/games, {RUNNING} running (ms)"] = await timed(
            lambda: bench_tables.my_tables(rs.service, PROFILE_USER), reps
        )
        return out
    finally:
        await store.close()


WIDTH = 22
TIMED = (
    "leaderboard (ms)",
    "season leaderboard (ms)",
    "profile (ms)",
    "autocomplete (ms)",
    "game end (ms)",
    "ratings update (ms)",
    f"/games, {RUNNING} running (ms)",
)


def report(backend: str, sizes: list[int], rows: dict[int, dict[str, Measure]]) -> list[str]:
    first = rows[sizes[0]]
    head = f"{backend + ' (ms: median/best)':<30}" + "".join(f"{n:>{WIDTH},}" for n in sizes)
    lines = [head, "-" * len(head)]
    for key in first:
        cells = []
        for n in sizes:
            v = rows[n][key]
            if isinstance(v, tuple):  # median / best (best's ratio to the smallest size's best)
                ratio = f" {v[1] / _best(first[key]):.2f}x" if n != sizes[0] and _best(first[key]) else ""
                cells.append(f"{v[0]:.2f}/{v[1]:.2f}{ratio}".rjust(WIDTH))
            else:
                cells.append(f"{v:.2f}".rjust(WIDTH))
        lines.append(f"{key:<30}" + "".join(cells))
    worst = max((_best(rows[n][k]) / _best(first[k]) for n in sizes for k in TIMED if _best(first[k])), default=1.0)
    block = max(
        max(_number(r["longest block, commands (ms)"]), _number(r["longest block, rebuild (ms)"]))
        for r in rows.values()
    )
    cpu = max(max(_number(r["  on-loop CPU (ms)"]), _number(r["  of it on-loop CPU (ms)"])) for r in rows.values())
    lines.append(
        f"worst ratio of bests {worst:.2f}x (budget {BUDGET_RATIO}x); longest event-loop block"
        f" {block:.1f} ms wall, {cpu:.1f} ms on-loop CPU (budget {BUDGET_BLOCK_MS:.0f} ms); load average "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    return lines


async def run(sizes: list[int], backends: list[str], reps: int, pg_url: str | None) -> None:
    for backend in backends:
        rows: dict[int, dict[str, Measure]] = {}
        async with databases(backend, pg_url) as fresh:
            for n in sizes:
                rows[n] = await measure(await fresh(), n, reps)
                print(f"  {backend} {n:,} games done", flush=True)
        print("\n".join(report(backend, sizes, rows)) + "\n", flush=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("bench records"), description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default="100,10000,100000", help="finished games per database, comma-separated")
    p.add_argument("--backend", default="sqlite,postgres", help="sqlite, postgres or both (comma-separated)")
    p.add_argument("--reps", type=int, default=30, help="calls per timed path (median)")
    p.add_argument("--pg-url", default=None, help="PostgreSQL server URL (default: a throwaway local server)")
    args = p.parse_args(argv)
    sizes = [int(x) for x in args.games.split(",") if x]
    backends = [b.strip() for b in args.backend.split(",") if b.strip()]
    unknown = sorted(set(backends) - {"sqlite", "postgres"})
    if unknown:
        p.error(f"--backend {','.join(unknown)}: the backends are sqlite and postgres")
    missing = cli.postgres_missing("--backend postgres") if "postgres" in backends else None
    if missing:
        print(missing + " (or --backend sqlite)", file=sys.stderr)
        return 2
    try:
        asyncio.run(run(sizes, backends, args.reps, args.pg_url))
    except FileNotFoundError as e:  # no PostgreSQL server binaries for the throwaway server
        print(f"--backend postgres without --pg-url starts a throwaway server, but {e}", file=sys.stderr)
        return 2
    return 0
