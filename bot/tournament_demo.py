"""``python -m bot tournament-demo``: a whole tournament at the terminal, through the service the bot uses.

    python -m bot tournament-demo [--game macao] [--format swiss] [--players 16] [--seats 4] [--rounds 3]
                                  [--lang en] [--out out/tournament] [--seed 1]

Signs up ``--players`` players in a temporary database, starts the tournament, and plays every table to
its end with an AI choosing each player's moves (sent as that player's clicks, so the tables are rated
like any); prints each round's tables and the standings, and writes the standings pictures the channel
would get (``standings-round-N.png``, ``standings-final.png``). The README's picture is made this way.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
from pathlib import Path

from bot import cli
from bot.records import RecordsService
from bot.store import open_store
from bot.table import GameService
from bot.table.ai_levels import choose_action
from bot.table.errors import GameOver, NoGame

GUILD, HOME, ORGANISER = 1, 1000, 1
THREADS = 10_000_000  # a table's stand-in thread id: this plus its game's id
LEVEL = "easy"  # quick and plausible moves


async def play_out(svc: GameService, channel: int) -> None:
    while True:
        try:
            tb = await svc.tables.active(channel)
        except (GameOver, NoGame):
            return
        decision = tb.game.decision(tb.state)
        if decision is None:
            return
        seat = decision.seats[0]
        action = await asyncio.to_thread(
            choose_action, tb.game, tb.state, LEVEL, tb.row.seed or 0, tb.row.version, seat=seat
        )
        user = tb.seats[seat].user_id
        assert user is not None, "every seat of a tournament table is a player's"
        await svc.play.act(channel, user, tb.row.version, action.key())


async def run(args: argparse.Namespace, out: Path) -> int:
    store = await open_store(":memory:")
    seeds = itertools.count(args.seed)
    svc = GameService(store, renderer=None, animator=None, rng_seed_source=lambda: next(seeds))
    RecordsService(svc)  # the tables are rated like any
    tn = svc.tournaments
    try:
        info = await tn.create(
            GUILD,
            HOME,
            ORGANISER,
            args.game,
            args.format,
            rounds=args.rounds,
            seats_per_table=args.seats,
            pace="none",
            locale=args.lang,
        )
        for i in range(args.players):
            await tn.join(info.id, GUILD, 100 + i, f"Player {i + 1}")
        opened = await tn.start(info.id, GUILD, ORGANISER, locale=args.lang)
        row = None
        while True:
            for table in opened:  # a "thread" per table, as the bot opens in the channel
                await tn.rounds.claim_thread(table)
                await tn.rounds.moved(table, THREADS + table.game_id)
            for post in await tn.posts(info.id, args.lang):
                print("\n".join([post.title, *post.lines, ""]))
                if post.png:
                    name = "standings-final.png" if post.kind == "final" else f"standings-round-{post.round - 1}.png"
                    await asyncio.to_thread((out / name).write_bytes, post.png)
                await tn.posted(post)
            row = await tn.store.tournament(info.id)
            if row is None or row.status != "running":
                break
            for tg in await tn.store.tables(info.id):
                if tg.table.round == row.round and tg.table.thread_id is not None:
                    await play_out(svc, tg.table.thread_id)
            opened = await tn.advance(info.id, locale=args.lang)
        print(f"pictures in {out}/")
    finally:
        await store.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("tournament-demo"), description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default="macao")
    p.add_argument("--format", default="swiss", choices=("swiss", "round_robin", "knockout"))
    p.add_argument("--players", type=int, default=16)
    p.add_argument("--seats", type=int, default=4)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--lang", default="en")
    p.add_argument("--out", default="out/tournament")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    return asyncio.run(run(args, out))
