"""``python -m bot migrate [--db FILE_OR_URL]``: apply the new migrations now, as the next start would.

The bot applies them at every start by itself; this command does it on its own, with the bot stopped,
so an upgrade sees what a new version changes (or refuses) before the bot runs again. A migration that
fails is rolled back as a whole and named; the ones before it stay applied.
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from . import cli


async def migrate(where) -> tuple[int, str]:
    """(schema version now, what was applied) on the existing database ``where``."""
    from bot.store import migrations_text

    store = await cli.open_existing(where)  # open applies the migrations
    try:
        return await store.schema_version(), migrations_text(store)
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog=cli.prog("migrate"), description=__doc__.split("\n\n")[0])
    p.add_argument("--db", metavar="FILE_OR_URL", help="a SQLite file or postgresql:// URL (default: the bot's)")
    args = p.parse_args(argv)
    from bot.store import DatabaseMissing, DatabaseUnavailable

    where = cli.target(args.db)
    print(cli.say_database(where), flush=True)
    try:
        version, applied = asyncio.run(migrate(where))
    except (DatabaseMissing, DatabaseUnavailable) as e:
        print(cli.failure_line(e), file=sys.stderr)
        return DatabaseUnavailable.EXIT_CODE
    print(f"Schema version {version}; {applied}")
    return 0
