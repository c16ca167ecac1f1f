"""``python -m bot`` (the console script ``euro-table``): the operator's commands first (run the bot,
back up, restore and migrate its database, check its health, rebuild the ratings, print the version and the
invite URL), the terminal table, and the benchmarks under one ``bench`` command (:mod:`.bench`)."""

from __future__ import annotations

import argparse
import asyncio
import importlib
import inspect
import sys

from pydantic import ValidationError

from . import cli, logs, paths
from .config import load_settings, settings_error_text

DESCRIPTION = (
    "Euro Table: heavy Euro board games in Discord. Without a command (or with run), runs the Discord "
    "bot: it needs DISCORD_TOKEN (environment or the .env file `version` names); the README lists the "
    "other settings."
)
# command -> what it does, in the order --help lists them: the operator's first (the command's own --help
# lists its options)
COMMANDS = {
    "run": "run the Discord bot (the same as no command); needs DISCORD_TOKEN",
    "backup": "copy the database while the bot runs (SQLite online backup, pg_dump for PostgreSQL), checked",
    "restore": "put a backup in place of the database (the bot stopped); the replaced one is kept beside it",
    "migrate": "apply the new migrations now (an upgrade, the bot stopped), as the next start would",
    "healthcheck": "exit 0 when the running bot's heartbeat file (HEARTBEAT_PATH) is fresh, else 1 "
    "(the container's HEALTHCHECK)",
    "ratings-rebuild": "rebuild the ratings from the finished games' results (all game types or --game G); "
    "the running bot keeps them up to date by itself",
    "version": "the version, and where this installation reads its .env and keeps its data and database",
    "invite": "the URL that adds the bot to a server (its application id, permissions and scopes)",
    "local": "play a game at the terminal table, through the same service the bot uses "
    "(python -m bot local emara --players 3 --ai 2,3)",
    "tournament-demo": "a whole tournament at the terminal, AI players clicking through the service; writes the "
    "standings pictures (python -m bot tournament-demo --game macao --players 16 --seats 4)",
    "bench": "the benchmarks (latency, clicks, store, replay, records, restart, memory, ...): bench --help",
}
# command -> the module whose main(argv) runs it (imported only when asked: the terminal needs no discord)
RUNNERS = {
    "backup": ".backup",
    "restore": ".restore",
    "migrate": ".migrate",
    "healthcheck": ".heartbeat",
    "ratings-rebuild": ".records.maintenance",
    "version": ".about",
    "invite": ".discord.invite",
    "local": ".terminal",
    "tournament-demo": ".tournament_demo",
    "bench": ".bench",
}
# Exit codes of a bot that cannot start: each names the part that failed (the README's table).
EXIT_SETTINGS, EXIT_DATABASE, EXIT_TOKEN, EXIT_NETWORK = 2, 3, 4, 5  # EXIT_DATABASE: DatabaseUnavailable's
LOGIN_FAILED = (
    "Discord refused the bot token: check DISCORD_TOKEN (Developer Portal > your application > Bot > Reset Token)."
)
UNREACHABLE = "Cannot reach Discord ({reason}): check the network connection and try again."


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=cli.prog(), description=DESCRIPTION)
    p.add_argument("--version", action="version", version=f"{cli.SCRIPT} {cli.version()}")
    sub = p.add_subparsers(dest="command", title="commands", metavar="COMMAND")
    for name, text in COMMANDS.items():
        sub.add_parser(name, help=text, add_help=False)
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in RUNNERS:  # each command's module parses its own options
        return importlib.import_module(RUNNERS[argv[0]], __package__).main(argv[1:])
    if argv[:1] == ["run"]:  # the bot itself: no options of its own, only settings
        if argv[1:] in (["-h"], ["--help"]):
            print(f"usage: {cli.prog('run')}\n\n{DESCRIPTION}")
            return 0
        argv = [] if len(argv) == 1 else argv  # run + anything else: the parser's error
    parser().parse_args(argv)  # --help, --version, or an error (exit 2) for anything else
    try:
        settings = load_settings()
    except ValidationError as e:  # one line naming the variables, not a traceback
        print(settings_error_text(e), file=sys.stderr)
        return EXIT_SETTINGS
    logs.configure(settings.log_level, settings.log_format)
    if not settings.discord_token:
        print(
            f"No DISCORD_TOKEN is set (environment or {paths.env_file()}), so the Discord bot cannot start.\n"
            f"Play in the terminal instead:  {cli.prog('local')} <game> --players N [--ai 2,3]",
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
