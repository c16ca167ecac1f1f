"""``python -m bot``: the Discord bot; ``python -m bot local ...``: the terminal table;
``python -m bot bench``: the latency benchmark; ``python -m bot clicks``: the clicks-per-turn benchmark;
``python -m bot bench-store``: the store's commit, log and undo benchmark; ``python -m bot bench-replay``: the
time to show a finished game's boards; ``python -m bot stale-clicks``: clicks bounced as outdated per game;
``python -m bot bench-records``: records commands against years of history; ``python -m bot bench-pairing``: a
tournament round's pairing; ``python -m bot ratings-rebuild``: rebuild the ratings from the results;
``python -m bot bench-hints``: the Suggest button's latency; ``python -m bot tournament-demo``: a whole
tournament at the terminal."""

from __future__ import annotations

import argparse
import asyncio
import importlib
import inspect
import sys

from pydantic import ValidationError

from . import logs
from .config import load_settings, settings_error_text

DESCRIPTION = (
    "Euro Table: heavy Euro board games in Discord. Without a command, runs the Discord bot: "
    "it needs DISCORD_TOKEN (environment or a .env file); the README lists the other settings."
)
# command -> what it does (the command's own --help lists its options)
COMMANDS = {
    "local": "play a game at the terminal table, through the same service the bot uses "
    "(python -m bot local emara --players 3 --ai 2,3)",
    "bench": "latency benchmark: many games clicking in parallel on one database "
    "(click -> commit -> board PNG, median and p95)",
    "clicks": "clicks benchmark: whole games clicked through the service "
    "(clicks per turn, single-option clicks, boards and pings)",
    "bench-store": "store benchmark: commit_action against raw sqlite3 for the same rows, "
    "/game log and undo time by game length",
    "bench-replay": "replay benchmark: time to show any board of a finished 4-player game "
    "(replay + render, cold and warm, median and p95) and the animated summary's size",
    "stale-clicks": "stale-clicks benchmark: clicks answered 'outdated' per game with simultaneous choices, "
    "before and with the stale-click rule (random clicks through the service)",
    "bench-records": "records benchmark: /leaderboard, /profile, replay autocomplete and the game-ending click "
    "at 100 to 100,000 finished games, SQLite and PostgreSQL, with the event loop's longest block",
    "bench-pairing": "pairing benchmark: the time to pair a tournament round (Swiss, round robin, knockout) "
    "for 16 to 256 players at tables of 2 to 4, with the repeated meetings left",
    "tournament-demo": "a whole tournament at the terminal, AI players clicking through the service; "
    "writes the standings pictures (python -m bot tournament-demo --game macao --players 16 --seats 4)",
    "ratings-rebuild": "rebuild the ratings from the finished games' results (all game types or --game G); "
    "the running bot keeps them up to date by itself",
    "bench-restart": "restart benchmark: thousands of open tables, the resume listing, the reminder sweeps "
    "and human clicks while the AI tables resume (queued and all at once)",
    "bench-hints": "hint benchmark: Suggest click -> reply per game (p50, p95, max), alone and beside "
    "all-AI expert tables in the same AI worker pool",
    "healthcheck": "exit 0 when the running bot's heartbeat file (HEARTBEAT_PATH) is fresh, else 1 "
    "(the container's HEALTHCHECK)",
}
# command -> the module whose main(argv) runs it (imported only when asked: the terminal needs no discord)
RUNNERS = {
    "local": ".terminal",
    "bench": ".bench_latency",
    "clicks": ".bench_clicks",
    "bench-store": ".store.bench",
    "bench-replay": ".bench_replay",
    "stale-clicks": ".bench_stale_clicks",
    "bench-records": ".records.bench",
    "bench-pairing": ".bench_pairing",
    "tournament-demo": ".tournament_demo",
    "ratings-rebuild": ".records.maintenance",
    "bench-restart": ".bench_restart",
    "bench-hints": ".bench_hints",
    "healthcheck": ".heartbeat",
}
# Exit codes of a bot that cannot start: each names the part that failed (the README's table).
EXIT_SETTINGS, EXIT_DATABASE, EXIT_TOKEN, EXIT_NETWORK = 2, 3, 4, 5  # EXIT_DATABASE: DatabaseUnavailable's
LOGIN_FAILED = (
    "Discord refused the bot token: check DISCORD_TOKEN (Developer Portal > your application > Bot > Reset Token)."
)
UNREACHABLE = "Cannot reach Discord ({reason}): check the network connection and try again."


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bot", description=DESCRIPTION)
    sub = p.add_subparsers(dest="command", title="commands", metavar="COMMAND")
    for name, text in COMMANDS.items():
        sub.add_parser(name, help=text, add_help=False)
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in RUNNERS:  # each command's module parses its own options
        return importlib.import_module(RUNNERS[argv[0]], __package__).main(argv[1:])
    parser().parse_args(argv)  # --help, or an error (exit 2) for anything else
    try:
        settings = load_settings()
    except ValidationError as e:  # one line naming the variables, not a traceback
        print(settings_error_text(e), file=sys.stderr)
        return EXIT_SETTINGS
    logs.configure(settings.log_level, settings.log_format)
    if not settings.discord_token:
        print(
            "No DISCORD_TOKEN is set (environment or .env), so the Discord bot cannot start.\n"
            "Play in the terminal instead:  python -m bot local <game> --players N [--ai 2,3]",
            file=sys.stderr,
        )
        return EXIT_SETTINGS
    import aiohttp
    import discord

    from .discord import run  # lazily: the terminal front end needs no discord import
    from .store import DatabaseUnavailable

    try:
        outcome = run(settings)
        if inspect.iscoroutine(outcome):
            asyncio.run(outcome)
    except DatabaseUnavailable as e:  # said before anything talks to Discord
        print(e.line(), file=sys.stderr)
        return EXIT_DATABASE
    except discord.LoginFailure:
        print(LOGIN_FAILED, file=sys.stderr)
        return EXIT_TOKEN
    except (aiohttp.ClientError, OSError) as e:  # no network, DNS, refused connection, TLS
        print(UNREACHABLE.format(reason=str(e) or type(e).__name__), file=sys.stderr)
        return EXIT_NETWORK
    return 0


if __name__ == "__main__":
    sys.exit(main())
