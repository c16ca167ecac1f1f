"""Stale-clicks benchmark: clicks that bounce ("That board is outdated") per game, with every click on
an old panel refused (the rule before :mod:`bot.table.stale_clicks`) and as the service decides now.

    python -m bot bench stale-clicks [--game macao|lisboa] [--players 3] [--games 5] [--seed 1] [--json]

Every seat is a person clicking random options of the panel they hold. At each step one awaited
person, drawn at random, either opens a fresh panel (when the one they hold offers nothing) or clicks
an option of the one they hold, which may have been drawn before other seats chose: in a simultaneous
choice the panels open and are clicked in any interleaving. A click that bounces counts, and the
person then holds the current panel (as the Discord layer shows it); a click that counts leaves them
holding the panel it returned. Both rules play the same seeds: the games differ once a bounce makes
a person choose again. The time of a counted click (median, ms) is shown apart for clicks on the
current version and on an older panel (which pay for the stale-click check). Macao is played with
its dice chosen all at once, Lisboa with its starting-hand draft (its Clergy choice is always made
by everyone at once).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

from engine.core import Game
from engine.registry import get_game

from bot.store import open_store
from bot.table import GameService, OutdatedBoard, Panel, Play
from bot import cli

# the lobby options that make each game's choices simultaneous
SIMULTANEOUS = {"macao": {"simultaneous_dice": True}, "lisboa": {"draft": True}}
MAX_CLICKS = 20_000  # a runaway game stops here (a 3-player game is a few hundred clicks)


class StrictPlay(Play):
    """The rule before stale clicks were judged: any click on an older version bounces."""

    async def _stale_click_stands(self, tb, user_id, version, action_key) -> bool:
        return False


@dataclass(slots=True)
class GameCount:
    rule: str
    seed: int
    clicks: int = 0  # clicks that counted
    bounced: int = 0  # clicks answered "outdated"
    finished: bool = False
    seconds: float = 0.0
    fresh_ms: list[float] = field(default_factory=list)  # each counted click on the current version
    stale_ms: list[float] = field(default_factory=list)  # ... on an older panel (the stale-click check)


def _playable(game, panel: Panel) -> list:
    """The panel's options but those that end the simultaneous choice for everyone (Macao's "let me see
    the others' dice first", a game's ``never_ai_kinds``): a table that chose "all at once" plays it so,
    and a switch legitimately outdates every open panel."""
    never = game.info.never_ai_kinds
    return [o for o in panel.options if o.key.split(".")[0] not in never] or panel.options


async def play_one(svc: GameService, game_type: str, players: int, seed: int, rule: str, options: dict) -> GameCount:
    count = GameCount(rule=rule, seed=seed)
    rng = random.Random(seed)
    channel = 1
    users = [100 + i for i in range(players)]
    t0 = time.perf_counter()
    await svc.lobby.open(1, channel, game_type, users[0], "P1")
    for i, user in enumerate(users[1:], 2):
        await svc.lobby.join(channel, user, f"P{i}")
    for name, value in options.items():
        await svc.lobby.set_option(channel, users[0], name, value)
    await svc.play.start(channel, users[0], seed=seed)
    held: dict[int, Panel] = {}
    while count.clicks < MAX_CLICKS:
        tb = await svc.tables.active(channel)
        decision = tb.game.decision(tb.state)
        if decision is None:  # over: the finishing click below said so already
            break
        awaited = [u for s in decision.seats if (u := tb.seats[s].user_id) is not None]
        user = awaited[rng.randrange(len(awaited))]
        panel = held.get(user)
        if panel is None or not panel.options:
            held[user] = await svc.play.panel(channel, user)  # opens the panel, clicks later
            continue
        t1 = time.perf_counter()
        try:
            out = await svc.play.act(channel, user, panel.version, rng.choice(_playable(tb.game, panel)).key)
        except OutdatedBoard:
            count.bounced += 1
            held[user] = await svc.play.panel(channel, user)
            continue
        (count.fresh_ms if out.panel.version == panel.version + 1 else count.stale_ms).append(
            (time.perf_counter() - t1) * 1000
        )
        count.clicks += 1
        held[user] = out.panel
        if out.finished is not None:
            count.finished = True
            break
    count.seconds = time.perf_counter() - t0
    return count


async def run(
    game_type: str,
    players: int,
    games: int,
    seed: int,
    *,
    options: dict | None = None,
    lookup: Callable[[str], Game] = get_game,
) -> list[GameCount]:
    """``games`` games per rule, seeds ``seed``, ``seed + 1``, ...; ``options`` default to the game's
    simultaneous ones (:data:`SIMULTANEOUS`)."""
    options = SIMULTANEOUS.get(game_type, {}) if options is None else options
    counts = []
    with tempfile.TemporaryDirectory() as directory:
        for n in range(games):
            for rule, play in (("before", StrictPlay), ("now", Play)):
                store = await open_store(str(Path(directory) / f"{rule}{n}.sqlite3"))
                try:
                    svc = GameService(store, renderer=None, games=lookup)
                    svc.play = play(svc.tables, svc.absent)
                    counts.append(await play_one(svc, game_type, players, seed + n, rule, options))
                finally:
                    await store.close()
    return counts


def summary(counts: list[GameCount]) -> dict:
    out = {}
    for rule in ("before", "now"):
        mine = [c for c in counts if c.rule == rule]
        bounced = [c.bounced for c in mine]
        out[rule] = {
            "games": len(mine),
            "finished": sum(c.finished for c in mine),
            "bounced_per_game_mean": statistics.fmean(bounced) if mine else 0.0,
            "bounced_per_game_median": statistics.median(bounced) if mine else 0,
            "bounced_max": max(bounced, default=0),
            "clicks_per_game_mean": statistics.fmean(c.clicks for c in mine) if mine else 0.0,
            "stale_clicks_counted": sum(len(c.stale_ms) for c in mine),
            "fresh_click_ms_median": _median([t for c in mine for t in c.fresh_ms]),
            "stale_click_ms_median": _median([t for c in mine for t in c.stale_ms]),
            "seconds": round(sum(c.seconds for c in mine), 2),
        }
    return out


def _median(values: list[float]) -> float | None:
    return round(statistics.median(values), 2) if values else None


def report(counts: list[GameCount]) -> str:
    rows = [
        (
            f"{'rule':8s} {'games':>5s} {'finished':>8s} {'bounced/game mean':>18s} {'median':>7s} {'max':>4s}"
            f" {'clicks/game':>12s} {'stale counted':>13s} {'ms fresh':>9s} {'ms stale':>9s}"
        )
    ]
    for rule, s in summary(counts).items():
        ms = [
            f"{v:9.2f}" if v is not None else f"{'-':>9s}"
            for v in (s["fresh_click_ms_median"], s["stale_click_ms_median"])
        ]
        rows.append(
            f"{rule:8s} {s['games']:5d} {s['finished']:8d} {s['bounced_per_game_mean']:18.1f}"
            f" {s['bounced_per_game_median']:7.1f} {s['bounced_max']:4d} {s['clicks_per_game_mean']:12.1f}"
            f" {s['stale_clicks_counted']:13d} {ms[0]} {ms[1]}"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("bench stale-clicks"), description=__doc__.split("\n\n")[0])
    p.add_argument("--game", choices=sorted(SIMULTANEOUS), default="macao")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--games", type=int, default=5, help="games per rule")
    p.add_argument("--seed", type=int, default=1, help="the first game's seed (the others follow)")
    p.add_argument("--json", action="store_true", help="print every game and the summary as JSON")
    args = p.parse_args(argv)
    counts = asyncio.run(run(args.game, args.players, args.games, args.seed))
    if args.json:
        print(json.dumps({"games": [asdict(c) for c in counts], "summary": summary(counts)}, indent=2))
    else:
        print(f"{args.game}, {args.players} players, {args.games} games per rule, random clicks")
        print(report(counts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
