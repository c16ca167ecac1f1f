"""``python -m bot ratings-rebuild [--game G]``: rebuild the ratings cache from the results log.

The bot never rebuilds inline: a stale game type (a result recorded out of order, a finished game
changed) is rebuilt by a background task of the running bot (:class:`~.ratings.Ratings`), which
answers with the ratings as they stand meanwhile. This command does the same work on demand, from a
shell, against the database the settings name (``DATABASE_URL`` or ``DATABASE_PATH``), e.g. after
restoring a backup or editing results by hand. It is safe while the bot runs: the rebuild is stored
only if the log did not change underneath, and started again if it did.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time

from bot import cli

DESCRIPTION = (
    "Rebuild the ratings (OpenSkill, global and per server) from the finished games' results, "
    "for every game type or only --game. The running bot keeps them up to date by itself; use "
    "this after restoring a backup or changing results by hand. Uses the bot's database (DATABASE_URL, "
    "DATABASE_PATH or the data directory's file; environment or .env) or --db, names it, and refuses one "
    "that does not exist."
)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=cli.prog("ratings-rebuild"), description=DESCRIPTION)
    p.add_argument("--db", metavar="FILE_OR_URL", help="a SQLite file or postgresql:// URL (default: the bot's)")
    p.add_argument(
        "--game",
        action="append",
        metavar="G",
        help="game type to rebuild (emara, macao, lisboa; repeatable); default: every type with "
        "rated games or stored ratings",
    )
    return p


async def rebuild(target, games: list[str] | None) -> list[tuple[str, int, float]]:
    """(game type, rated games, seconds) per rebuilt type, on the store ``target`` opens."""
    from bot.store import RecordsStore

    from .ratings import Ratings

    store = await cli.open_existing(target)
    try:
        records = RecordsStore(store)
        if not games:
            rows = await records.s._fetchall(
                "SELECT game_type FROM rated_log UNION SELECT game_type FROM ratings_meta ORDER BY 1"
            )
            games = [r[0] for r in rows]
        ratings = Ratings(records, background=False)
        out = []
        for game_type in games:
            t0 = time.perf_counter()
            count = await ratings.rebuild(game_type)
            await ratings.sync(game_type)  # games finished while it ran
            out.append((game_type, count, time.perf_counter() - t0))
        return out
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    from bot.store import DatabaseMissing, DatabaseUnavailable

    where = cli.target(args.db)
    print(cli.say_database(where), flush=True)
    try:
        done = asyncio.run(rebuild(where, args.game))
    except (DatabaseMissing, DatabaseUnavailable) as e:
        print(cli.failure_line(e), file=sys.stderr)
        return DatabaseUnavailable.EXIT_CODE
    if not done:
        print("No ratings to rebuild: no rated game has finished yet.")
    for game_type, count, seconds in done:
        print(f"{game_type}: ratings rebuilt from {count} rated games in {seconds:.2f} s")
    return 0
