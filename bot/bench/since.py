"""Since-my-last-move benchmark: what the "since" lines of a panel cost (issue 32), late in a game.

    python -m bot bench since [--game <id> ...] [--players 4] [--games 2] [--seed 1]

Every seat is a person clicking random options through the service (a SQLite file). Each time the
first seat is asked again after the others moved, the lines its panel opens with are built
(``bot.table.since.lines_since_last_move``: the log read, the position its last action left rebuilt
by ``Tables.replay``, the lines translated), timed whole and the replay alone. Printed per game: the
actions of a game, the openings measured, and the median and the largest time over the last fifth
of each game (the longest logs). The panel builds them only at the first open after others moved
(``seats.seen_version``), never at a second open nor after the seat's own move.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from engine.core import Game
from engine.registry import game_ids, get_game

from bot import cli
from bot.store import open_store
from bot.table import GameService
from bot.table.since import lines_since_last_move

CHANNEL, GUILD = 500, 1
MAX_CLICKS = 20_000  # a runaway game stops here
LATE = 0.8  # the last fifth of a game's actions


@dataclass
class Cost:
    game: str
    players: int
    actions: list[int] = field(default_factory=list)  # per game played
    whole: list[tuple[float, float]] = field(default_factory=list)  # (fraction of the game, ms)
    replay: list[tuple[float, float]] = field(default_factory=list)

    def late(self, which: str) -> list[float]:
        return [ms for at, ms in getattr(self, which) if at >= LATE]


async def play(game_id: str, players: int, seed: int, cost: Cost, lookup: Callable[[str], Game] | None = None) -> None:
    """One game of random clicks; the since lines timed at each opening of the first seat."""
    with tempfile.TemporaryDirectory() as tmp:
        store = await open_store(str(Path(tmp) / "since.sqlite3"))
        svc = GameService(store, renderer=None, rng_seed_source=lambda: seed, games=lookup or get_game)
        users = [1000 + i for i in range(players)]
        await svc.lobby.open(GUILD, CHANNEL, game_id, users[0], "P1")
        for i, u in enumerate(users[1:], 2):
            await svc.lobby.join(CHANNEL, u, f"P{i}")
        await svc.lobby.set_seat_order(CHANNEL, users[0], "joined")
        await svc.play.start(CHANNEL, users[0], seed=seed)
        rng = random.Random(seed)
        at: list[tuple[int, float, float]] = []  # (actions so far, whole ms, replay ms)
        acted, n = False, 0
        for n in range(MAX_CLICKS):
            tb = await svc.tables.finished_or_active(CHANNEL)
            decision = tb.game.decision(tb.state)
            if decision is None:
                break
            seat = decision.seats[0]
            last = await store.last_action(tb.row.id)
            if seat == 0 and acted and last is not None and last.seat != 0:
                t0 = time.perf_counter()
                await lines_since_last_move(svc.tables, tb, 0, "en")
                t1 = time.perf_counter()
                rows = await store.recent_actions(tb.row.id, 400)
                back = next(i for i, r in enumerate(rows) if r.seat == 0)
                t2 = time.perf_counter()
                await svc.tables.replay(tb.row, tb.game, tb.options, len(tb.seats), drop_last=back)
                at.append((n, (t1 - t0) * 1000, (time.perf_counter() - t2) * 1000))
            user = tb.seats[seat].user_id
            assert user is not None  # every seat is a person
            panel = svc.tables.panel(tb, user, "en")
            await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)
            acted = acted or seat == 0
        await store.close()
    total = max(n, 1)
    cost.actions.append(n)
    cost.whole += [(k / total, ms) for k, ms, _ in at]
    cost.replay += [(k / total, ms) for k, _, ms in at]


def report(costs: list[Cost]) -> str:
    head = "game    players  actions  openings  late median ms  late max ms  replay median ms  replay max ms"
    out = [head, "-" * len(head)]
    for c in costs:
        whole, rep = c.late("whole") or [0.0], c.late("replay") or [0.0]
        out.append(
            f"{c.game:<7} {c.players:>7}  {statistics.mean(c.actions):>7.0f}  {len(c.whole):>8}"
            f"  {statistics.median(whole):>14.1f}  {max(whole):>11.1f}"
            f"  {statistics.median(rep):>16.1f}  {max(rep):>13.1f}"
        )
    return "\n".join(out)


async def run(
    games: list[str], players: int, count: int, seed: int, lookup: Callable[[str], Game] | None = None
) -> list[Cost]:
    costs = []
    for game_id in games:
        game = (lookup or get_game)(game_id)
        n = max(game.min_players, min(players, game.max_players))
        cost = Cost(game_id, n)
        for k in range(count):
            await play(game_id, n, seed + k, cost, lookup)
        costs.append(cost)
    return costs


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("bench since"), description=__doc__.split("\n\n")[0])
    p.add_argument("--game", action="append", choices=game_ids(), help="a game (every registered game by default)")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=2, help="games played per game type")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    print(report(asyncio.run(run(a.game or game_ids(), a.players, a.games, a.seed))))
    return 0
