"""``python -m bot bench NAME [options]``: every benchmark of the bot, one registry.

A new benchmark is one line in :data:`BENCHES`: its name, the module whose ``main(argv)`` runs it (its
own argparse with ``prog=bot.cli.prog("bench NAME")``), and one line for ``bench --help``. Benchmarks
print tables; their numbers go in the README, never into a test's assertions.
"""

from __future__ import annotations

import argparse
import importlib

from bot import cli

# name -> (module, relative to the bot package; what it measures)
BENCHES: dict[str, tuple[str, str]] = {
    "latency": (
        ".latency",
        "many games clicking in parallel on one database (click -> commit -> board PNG, median and p95)",
    ),
    "clicks": (".clicks", "whole games clicked through the service (clicks per turn, boards and pings)"),
    "store": (".store", "commit_action against raw sqlite3 for the same rows, /game log and undo time"),
    "replay": (
        ".replay",
        "time to show any board of a finished 4-player game (cold and warm) and the animated summary's size",
    ),
    "stale-clicks": (
        ".stale_clicks",
        "clicks answered 'outdated' per game with simultaneous choices, before and with the stale-click rule",
    ),
    "records": (
        ".records",
        "/leaderboard, /profile, replay autocomplete and the game-ending click, 100 to 100,000 games",
    ),
    "restart": (
        ".restart",
        "thousands of open tables: the resume, the sweeps and click acknowledgements while AI tables resume",
    ),
    "pairing": (".pairing", "the time to pair a tournament round (Swiss, round robin, knockout), 16-256 players"),
    "hints": (".hints", "the Suggest click's latency per game, alone and beside all-AI expert tables"),
    "memory": (
        ".memory",
        "resident memory of a server's tables by picture cache, and animated summaries drawn at once",
    ),
    "since": (".since", "the 'since your last move' lines of a panel late in a game: the log replayed, per game"),
    "learn": (".learn", "the guided first game: its steps, the kinds and rules they cover, guided panel and '?' time"),
}


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=cli.prog("bench"),
        description="The bot's benchmarks; each prints tables (bench NAME --help lists its options).",
    )
    sub = p.add_subparsers(dest="bench", title="benchmarks", metavar="NAME")
    for name, (_, text) in BENCHES.items():
        sub.add_parser(name, help=text, add_help=False)
    return p


def main(argv: list[str]) -> int:
    if argv and argv[0] in BENCHES:  # each benchmark parses its own options
        return importlib.import_module(BENCHES[argv[0]][0], __package__).main(argv[1:])
    parser().parse_args(argv or ["--help"])  # --help, or an error (exit 2) naming the choices
    return 2
