"""Clicks benchmark: whole games played by clicks through ``GameService``, every seat a person whose
choice is made by ``engine.ai.choose`` from the options their panel offers; prints clicks per turn
(median, p95), the share of clicks on a decision with exactly one option, and the public boards and
mentions posted per game.

    python -m bot bench clicks [--game <id>] [--players 2] [--games 10] [--level easy] [--seed 1] [--json]

A "turn" is a run of consecutive clicks by the same seat on decisions with the same ``Panel.turn``.
Boards are the ``ActOutcome.public`` updates with a new board (the start board is not a click's and is
not counted; ``renders`` counts every picture drawn, the start board included); mentions are the
messages (a board, or a notice without a picture) that ping someone. Pictures come from a fake
renderer, so PNG cost does not matter.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from engine import ai
from engine.core import Game
from engine.registry import game_ids, get_game

from bot.store import open_store
from bot.table import GameService
from bot.percentile import percentile as _pct
from bot import cli

# ====================================================================== service adapters
# Every call into GameService (and the one read of the engine state) is in these functions, so a
# change of the service's shape (components, a set of awaited seats) is adapted here only.


@dataclass(frozen=True, slots=True)
class Ask:
    """One user's open decision, as their panel shows it."""

    user_id: int
    seat: int
    turn: int | None
    version: int
    keys: list[str]


@dataclass(frozen=True, slots=True)
class Click:
    """What one click produced."""

    board: bool  # a public board was posted
    mention: bool  # ... and it mentions someone
    finished: bool


async def _start(svc: GameService, channel: int, game_type: str, users: list[int]) -> int:
    """Open a lobby, seat every user (humans only), start; returns the stored game's id."""
    await svc.lobby.open(1, channel, game_type, users[0], "P1")
    for i, user in enumerate(users[1:], 2):
        await svc.lobby.join(channel, user, f"P{i}")
    return (await svc.play.start(channel, users[0])).game_id


async def _asks(svc: GameService, channel: int, users: list[int]) -> list[Ask]:
    """The users who may act now, with what their panels offer (several once decisions may await
    several seats)."""
    asks = []
    for user in users:
        p = await svc.play.panel(channel, user)
        if p.options and p.seat is not None:
            asks.append(Ask(user, p.seat, p.turn, p.version, [o.key for o in p.options]))
    return asks


async def _act(svc: GameService, channel: int, ask: Ask, key: str) -> Click:
    out = await svc.play.act(channel, ask.user_id, ask.version, key)
    public = out.public
    return Click(
        board=public is not None and public.board,
        mention=public is not None and bool(public.mention_user_ids),
        finished=out.finished is not None,
    )


async def _state(svc: GameService, game: Game, stored_id: int):
    """The engine state as stored (the person sees the board; the AI choosing for them needs the state)."""
    row = await svc.store.game(stored_id)
    if row is None or row.state is None:
        raise LookupError(f"game {stored_id} is not stored")
    return game.State.model_validate_json(row.state)


def _choose(game: Game, state, seat: int, level: str, seed: int) -> str:
    """The key ``level`` would click for ``seat``."""
    return ai.choose(game, state, level, seed=seed, seat=seat).key()


# ====================================================================== counting


def turn_lengths(clicks: list[tuple[int, int | None]]) -> list[int]:
    """Clicks per turn from the (seat, turn) of each click in order: runs of equal pairs."""
    runs: list[int] = []
    prev = object()
    for key in clicks:
        if key == prev:
            runs[-1] += 1
        else:
            runs.append(1)
            prev = key
    return runs


def _finite(value):
    """JSON has no NaN: a statistic of no values is null."""
    if isinstance(value, float) and value != value:
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_finite(v) for v in value]
    return value


@dataclass(slots=True)
class GameCount:
    seed: int
    clicks: int = 0
    single: int = 0  # clicks whose decision offered exactly one option
    single_kinds: Counter = field(default_factory=Counter)  # ... by action kind (the key's first part)
    one_click_kinds: Counter = field(default_factory=Counter)  # turns of one click, by that click's kind
    boards: int = 0
    mentions: int = 0
    renders: int = 0  # pictures drawn, the start board included
    finished: bool = False
    seconds: float = 0.0
    turns: list[int] = field(default_factory=list)

    def row(self) -> dict:
        return {
            "seed": self.seed,
            "clicks": self.clicks,
            "turns": len(self.turns),
            "one_click_turns": self.turns.count(1),
            "clicks_per_turn_median": statistics.median(self.turns) if self.turns else float("nan"),
            "clicks_per_turn_p95": _pct(self.turns, 0.95),
            "single_option_share": self.single / self.clicks if self.clicks else 0.0,
            "single_option_kinds": dict(self.single_kinds.most_common()),
            "one_click_turn_kinds": dict(self.one_click_kinds.most_common()),
            "boards": self.boards,
            "mentions": self.mentions,
            "renders": self.renders,
            "finished": self.finished,
            "seconds": round(self.seconds, 2),
        }


def summary(counts: list[GameCount]) -> dict:
    """Over all games: clicks per turn pooled over every turn; per-game means of the rest."""
    turns = [n for c in counts for n in c.turns]
    clicks = sum(c.clicks for c in counts)
    n = len(counts) or 1
    return {
        "games": len(counts),
        "clicks": clicks,
        "turns": len(turns),
        "one_click_turns": turns.count(1),
        "clicks_per_turn_median": statistics.median(turns) if turns else float("nan"),
        "clicks_per_turn_p95": _pct(turns, 0.95),
        "clicks_per_turn_mean": clicks / len(turns) if turns else float("nan"),
        "single_option_share": sum(c.single for c in counts) / clicks if clicks else 0.0,
        "single_option_kinds": dict(sum((c.single_kinds for c in counts), Counter()).most_common()),
        "one_click_turn_kinds": dict(sum((c.one_click_kinds for c in counts), Counter()).most_common()),
        "clicks_per_game": clicks / n,
        "boards_per_game": sum(c.boards for c in counts) / n,
        "mentions_per_game": sum(c.mentions for c in counts) / n,
        "renders_per_game": sum(c.renders for c in counts) / n,
        "finished": sum(c.finished for c in counts),
        "seconds": round(sum(c.seconds for c in counts), 2),
    }


# ====================================================================== playing


async def play_one(
    svc: GameService,
    game: Game,
    channel: int,
    players: int,
    level: str,
    seed: int,
    renders: list[int],
    max_clicks: int = 20_000,
) -> GameCount:
    """One whole game by clicks; ``renders`` is the fake renderer's counter."""
    count = GameCount(seed=seed)
    rng = random.Random(seed)
    t0, drawn = time.perf_counter(), renders[0]
    users = [channel * 10 + i for i in range(players)]
    stored_id = await _start(svc, channel, game.id, users)
    order: list[tuple[int, int | None]] = []
    kinds: list[str] = []
    while count.clicks < max_clicks:
        asks = await _asks(svc, channel, users)
        if not asks:
            raise RuntimeError(f"game {stored_id}: nobody can act and the game has not ended")
        ask = asks[rng.randrange(len(asks))]
        key = _choose(game, await _state(svc, game, stored_id), ask.seat, level, rng.getrandbits(62))
        if key not in ask.keys:
            raise RuntimeError(f"game {stored_id}: the AI chose {key!r}, the panel offers {ask.keys}")
        click = await _act(svc, channel, ask, key)
        count.clicks += 1
        kinds.append(key.split(".", 1)[0])
        if len(ask.keys) == 1:
            count.single += 1
            count.single_kinds[kinds[-1]] += 1
        count.boards += click.board
        count.mentions += click.mention
        order.append((ask.seat, ask.turn))
        if click.finished:
            count.finished = True
            break
    count.turns = turn_lengths(order)
    first = 0
    for n in count.turns:
        if n == 1:
            count.one_click_kinds[kinds[first]] += 1
        first += n
    count.renders = renders[0] - drawn
    count.seconds = time.perf_counter() - t0
    return count


async def run(
    game_type: str,
    players: int,
    games: int,
    level: str,
    seed: int,
    db: str,
    *,
    lookup: Callable[[str], Game] = get_game,
) -> list[GameCount]:
    """Play ``games`` games one after the other on one store; game ``g`` is dealt with seed ``seed + g``."""
    renders = [0]

    def counting_renderer(gid: str, view: dict, names: list[str], locale: str) -> bytes:
        renders[0] += 1
        return b"\x89PNG bench"

    game = lookup(game_type)
    seeds = iter(range(seed, seed + games))
    store = await open_store(db)
    try:
        svc = GameService(store, games=lookup, renderer=counting_renderer, rng_seed_source=lambda: next(seeds))
        return [await play_one(svc, game, 1000 + g, players, level, seed + g, renders) for g in range(games)]
    finally:
        await store.close()


def report(counts: list[GameCount]) -> str:
    head = (
        f"{'game':>5s} {'seed':>6s} {'clicks':>7s} {'turns':>6s} {'c/turn med':>10s} {'p95':>5s}"
        f" {'1-option':>9s} {'boards':>7s} {'mentions':>9s} {'s':>6s}"
    )
    rows = [head]
    for i, c in enumerate(counts, 1):
        r = c.row()
        rows.append(
            f"{i:5d} {c.seed:6d} {c.clicks:7d} {len(c.turns):6d} {r['clicks_per_turn_median']:10g}"
            f" {r['clicks_per_turn_p95']:5g} {100 * r['single_option_share']:8.1f}% {c.boards:7d}"
            f" {c.mentions:9d} {c.seconds:6.1f}" + ("" if c.finished else "  (not finished)")
        )
    s = summary(counts)
    rows.append(
        f"{'all':>5s} {'':6s} {s['clicks']:7d} {s['turns']:6d} {s['clicks_per_turn_median']:10g}"
        f" {s['clicks_per_turn_p95']:5g} {100 * s['single_option_share']:8.1f}%"
        f" {s['boards_per_game']:7.1f} {s['mentions_per_game']:9.1f} {s['seconds']:6.1f}"
    )
    rows.append(
        f"per game: {s['clicks_per_game']:.1f} clicks, {s['boards_per_game']:.1f} boards,"
        f" {s['mentions_per_game']:.1f} mentions; clicks per turn mean {s['clicks_per_turn_mean']:.2f},"
        f" median {s['clicks_per_turn_median']:g}, p95 {s['clicks_per_turn_p95']:g},"
        f" one-click turns {100 * s['one_click_turns'] / (s['turns'] or 1):.1f} %;"
        f" single-option clicks {100 * s['single_option_share']:.1f} %"
    )
    for name, what in (("single_option_kinds", "single-option clicks"), ("one_click_turn_kinds", "one-click turns")):
        total = sum(s[name].values())
        if total:
            rows.append(
                f"{what} by action kind: " + ", ".join(f"{kind} {100 * n / total:.0f} %" for kind, n in s[name].items())
            )
    return "\n".join(rows)


def main(argv: list[str] | None = None, **kwargs) -> int:
    p = argparse.ArgumentParser(
        prog=cli.prog("bench clicks"),
        description="Clicks per turn of whole games played by clicks through the service.",
    )
    p.add_argument("--game", default=game_ids()[0], help="game id (default: the first registered game)")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--level", default="easy", choices=ai.LEVELS, help="the AI that chooses each person's click")
    p.add_argument("--seed", type=int, default=1, help="game g is dealt with seed + g; the clicks follow from it")
    p.add_argument("--json", action="store_true", help="print JSON instead of the table")
    args = p.parse_args(argv)
    lookup = kwargs.get("lookup", get_game)
    try:
        lookup(args.game)
    except KeyError:
        p.error(f"unknown game {args.game!r}; games: {', '.join(game_ids())}")
    with tempfile.TemporaryDirectory(prefix="euro-clicks-") as tmp:
        counts = asyncio.run(
            run(args.game, args.players, args.games, args.level, args.seed, str(Path(tmp) / "clicks.sqlite3"), **kwargs)
        )
    if args.json:
        print(
            json.dumps(
                _finite(
                    {
                        "game": args.game,
                        "players": args.players,
                        "level": args.level,
                        "seed": args.seed,
                        "overall": summary(counts),
                        "games": [c.row() | {"turn_lengths": c.turns} for c in counts],
                    }
                ),
                indent=2,
            )
        )
    else:
        print(
            f"{args.games} {args.game} games, {args.players} players, every seat clicked through GameService"
            f" by the {args.level} AI (seed {args.seed})"
        )
        print(report(counts))
    return 0
