"""The terminal front end: play a whole game at one keyboard through the same GameService.

    python -m bot local emara --players 3 --ai 2,3:hard --seed 7 --out ./out --db game.sqlite3

Each decision is printed as a numbered menu with the private lines of the seat to move; type a
number (``u`` undoes, ``l`` shows the log, ``q`` quits). After each turn (an AI's too) the public
board PNG is written to ``--out``. With every seat an AI the game runs unattended and prints the result.
``--ai`` names the AI seats and their strength: ``2,3:hard``, ``all:medium``, ``2`` (random).
"""
from __future__ import annotations

import argparse
import asyncio
import re
import secrets
import sys
import tempfile
from pathlib import Path
from typing import Callable, TextIO

from engine.core import Game
from engine.registry import get_game

from .ai_seats import AI_LEVELS, Budget
from .errors import ServiceError
from .i18n import t
from .models import FinalResult, PublicUpdate
from .service import GameService, default_renderer
from .store import open_store

LOCAL_GUILD = 0
LOCAL_CHANNEL = 1
DEFAULT_LOCAL_LEVEL = "random"
NUMBER = re.compile(r"[0-9]{1,9}")   # typed numbers: ASCII digits only (str.isdigit also takes "²")


def as_number(text: str) -> int | None:
    text = text.strip()
    return int(text) if NUMBER.fullmatch(text) else None


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bot local", description="Play a game in the terminal.")
    p.add_argument("game", help="game id, e.g. emara")
    p.add_argument("--players", type=int, required=True, help="number of seats")
    p.add_argument("--ai", default="", help="AI seats, numbered from 1 (e.g. 2,3) or 'all', with an optional"
                   " level after a colon: 2,3:hard, all:medium (levels: " + ", ".join(AI_LEVELS) + "; default random)")
    p.add_argument("--ai-seconds", type=float, default=None, help="thinking time per decision of the hard AI")
    p.add_argument("--ai-iterations", type=int, default=None, help="search iterations per decision (hard AI)")
    p.add_argument("--seed", type=int, default=None, help="game seed (random if omitted)")
    p.add_argument("--out", default="./out/board.png", help="board PNG file, or a directory for board.png")
    p.add_argument("--db", default=None, help="SQLite file or postgresql:// URL (a temporary SQLite file by default)")
    p.add_argument("--option", action="append", default=[], metavar="FIELD=VALUE", help="a lobby option")
    return p.parse_args(argv)


def ai_levels(spec: str, players: int) -> dict[int, str]:
    """AI seats (1-based) and their level: '' -> none, 'all' -> every seat, '2,3' -> those (random),
    '2,3:hard' / 'all:medium' -> with that level."""
    spec = spec.strip().lower()
    if not spec:
        return {}
    spec, _, level = spec.partition(":")
    level = level.strip() or DEFAULT_LOCAL_LEVEL
    if level not in AI_LEVELS:
        raise SystemExit(f"--ai: unknown level {level!r} (choose from {', '.join(AI_LEVELS)})")
    if spec.strip() == "all":
        return {s: level for s in range(1, players + 1)}
    seats = {as_number(x) for x in spec.split(",") if x.strip()}
    if None in seats:
        raise SystemExit(f"--ai: seats are numbers from 1 to {players}, or 'all': {spec!r}")
    bad = sorted(s for s in seats if not 1 <= s <= players)
    if bad:
        raise SystemExit(f"--ai: seats must be between 1 and {players}: {bad}")
    return {s: level for s in sorted(seats)}


def ai_seats(spec: str, players: int) -> set[int]:
    """Seats (1-based) played by the AI (see :func:`ai_levels`)."""
    return set(ai_levels(spec, players))


def out_path(out: str) -> Path:
    p = Path(out)
    return p if p.suffix.lower() == ".png" else p / "board.png"


class Terminal:
    def __init__(self, service: GameService, out: Path, stdin: TextIO, stdout: TextIO):
        self.service = service
        self.out = out
        self.stdin = stdin
        self.stdout = stdout

    def say(self, *lines: str) -> None:
        for line in lines:
            print(line, file=self.stdout)
        self.stdout.flush()

    def show_public(self, pub: PublicUpdate) -> None:
        if pub.log_lines:
            self.say(*("  " + line for line in pub.log_lines))
        self.say("", *pub.summary)
        if pub.png:
            self.out.parent.mkdir(parents=True, exist_ok=True)
            self.out.write_bytes(pub.png)
            self.say(f"(board written to {self.out})")

    def show_result(self, fin: FinalResult) -> None:
        self.say("", "=== " + t("bot.game.finished") + " ===", *fin.lines)

    async def play(self) -> int:
        svc = self.service
        while True:
            while (turn := await svc.ai_turn(LOCAL_CHANNEL)) is not None:   # one board per AI turn
                self.say("", f"--- {turn.name} ---")
                self.show_public(turn.public)
            pub = await svc.status(LOCAL_CHANNEL)
            if pub.finished:
                self.show_result(pub.finished)
                return 0
            user = pub.mention_user_id
            panel = await svc.panel(LOCAL_CHANNEL, user)
            self.say("", f"--- {panel.active_name} --- {panel.prompt}", *("  " + l for l in panel.private_lines))
            for i, opt in enumerate(panel.options, 1):
                self.say(f"  {i:2d}. {opt.label}")
            hints = "number" + (", u = undo" if panel.can_undo else "") + ", l = log, q = quit"
            self.stdout.write(f"[{hints}] > ")
            self.stdout.flush()
            line = self.stdin.readline()
            if not line:
                self.say("", "End of input: leaving the game (it stays in the database).")
                return 0
            choice = line.strip().lower()
            try:
                if choice == "q":
                    return 0
                if choice == "l":
                    self.say(*("  " + l for l in await svc.log(LOCAL_CHANNEL, 20, user_id=user)))
                    continue
                if choice == "u":
                    undone = await svc.undo(LOCAL_CHANNEL, user)
                    self.say(undone.line)
                    continue
                n = as_number(choice)
                if n is None or not 1 <= n <= len(panel.options):
                    self.say(f"Please type a number from 1 to {len(panel.options)}.")
                    continue
                out = await svc.act(LOCAL_CHANNEL, user, panel.version, panel.options[n - 1].key, run_ai=False)
            except ServiceError as e:
                self.say(t(e.msg))
                continue
            self.say(*("  " + l for l in out.events))
            if out.public:
                self.show_public(out.public)


async def run(args: argparse.Namespace, *, games: Callable[[str], Game] = get_game, renderer=default_renderer,
              stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    ai = ai_levels(args.ai, args.players)
    tmp = None
    db = args.db
    if db is None:
        tmp = tempfile.TemporaryDirectory(prefix="euro-table-")
        db = str(Path(tmp.name) / "local.sqlite3")
    seed = args.seed if args.seed is not None else secrets.randbits(62)
    store = await open_store(db)
    try:
        service = GameService(store, games=games, renderer=renderer, rng_seed_source=lambda: seed,
                              ai_budget=Budget(time_budget=args.ai_seconds, iterations=args.ai_iterations))
        term = Terminal(service, out_path(args.out), stdin, stdout)
        options = {}
        for item in args.option:
            field, _, value = item.partition("=")
            options[field] = int(value) if value.lstrip("-").isdigit() else value
        try:
            await service.open_lobby(LOCAL_GUILD, LOCAL_CHANNEL, args.game, 1, "Player 1", options or None,
                                     seat_creator=False)
            for seat in range(1, args.players + 1):
                if seat in ai:
                    await service.add_ai(LOCAL_CHANNEL, 1, ai[seat])
                else:
                    await service.join(LOCAL_CHANNEL, seat, f"Player {seat}")
            await service.set_seat_order(LOCAL_CHANNEL, 1, "joined")
            update = await service.start(LOCAL_CHANNEL, 1, run_ai=False)
        except ServiceError as e:
            term.say(t(e.msg))
            return 2
        term.say(*update.lines, f"seed {seed}, database {db}")
        term.show_public(update.public)
        return await term.play()
    finally:
        await store.close()
        if tmp is not None:
            tmp.cleanup()


def main(argv: list[str] | None = None, **kwargs) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        return asyncio.run(run(args, **kwargs))
    except KeyboardInterrupt:
        return 130
