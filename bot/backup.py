"""``python -m bot backup [--to PATH] [--db FILE_OR_URL]``: a copy of the database, safe while the bot runs.

A plain copy of a live SQLite file is not a backup: the moves committed since the last checkpoint live
in its ``-wal`` file, and a copy of the main file alone loses them (or catches a page half written).
This command copies through SQLite's online backup API instead: one read transaction, so the copy is
the database as it stood at one instant, with every move committed before it, while the bot goes on
committing. The copy is then made a single self-contained file (rollback journal, no ``-wal``),
checked (``PRAGMA integrity_check``) and only then given its name, so a file with the backup's name is
always a whole one. PostgreSQL is copied with ``pg_dump --format=custom`` (a consistent snapshot too),
restored by ``python -m bot restore``.

The default destination is the data directory's ``backups/`` folder, one file per run, named after
the time (UTC).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from . import cli, paths
from .clock import real_now

if TYPE_CHECKING:
    from bot.config import Settings

BUSY_TIMEOUT_MS = 10_000  # wait this long for a writer's lock (the bot commits in milliseconds)
EXIT_FAILED = 1  # the copy could not be made or failed its check
PG_DUMP_MISSING = (
    "{tool} is not installed: install the PostgreSQL client tools of the server's major version "
    "(Debian: apt-get install postgresql-client)"
)


@dataclass(frozen=True)
class Contents:
    """What a SQLite database holds, as the backup and restore commands report it."""

    schema_version: int
    games: int
    active: int
    actions: int
    size: int

    def text(self) -> str:
        return (
            f"schema version {self.schema_version}, {self.games:,} games ({self.active:,} being played), "
            f"{self.actions:,} moves, {self.size / 1e6:.1f} MB"
        )


def contents(path: Path) -> Contents:
    """Read a Euro Table SQLite file's counts (it must have the bot's tables)."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        version = conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()[0]
        games, active = conn.execute("SELECT COUNT(*), COALESCE(SUM(status = 'active'), 0) FROM games").fetchone()
        actions = conn.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
    finally:
        conn.close()
    return Contents(int(version), int(games), int(active), int(actions), path.stat().st_size)


def check(path: Path) -> None:
    """Raise ValueError unless ``path`` is a sound SQLite database with the bot's tables."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            result = conn.execute("PRAGMA integrity_check").fetchall()
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        finally:
            conn.close()
    except sqlite3.DatabaseError as e:
        raise ValueError(f"{path} is not a SQLite database ({e})") from e
    if result != [("ok",)]:
        raise ValueError(f"{path} fails SQLite's integrity check: {'; '.join(r[0] for r in result[:3])}")
    missing = {"schema_version", "games", "actions"} - tables
    if missing:
        raise ValueError(f"{path} is a SQLite database but not a Euro Table one (no {', '.join(sorted(missing))})")


def copy_sqlite(source: Path, dest: Path) -> Contents:
    """Copy the live database ``source`` to ``dest`` (which must not exist) through the online backup
    API, as one self-contained, checked file; returns what it holds."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    partial = dest.with_name(dest.name + ".partial")
    partial.unlink(missing_ok=True)
    src = sqlite3.connect(source, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        out = sqlite3.connect(partial)
        try:
            src.backup(out)  # pages=-1: every page in one step, one read transaction: one instant
            out.execute("PRAGMA journal_mode = DELETE")  # one file: no -wal beside the backup
            out.commit()
        finally:
            out.close()
    finally:
        src.close()
    try:
        check(partial)
        with open(partial, "rb") as f:
            os.fsync(f.fileno())
        os.replace(partial, dest)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return contents(dest)


def default_destination(where: "Settings | str", suffix: str) -> Path:
    """``<data directory>/backups/euro-table-<UTC time><suffix>``; beside the file for ``--db FILE``."""
    stamp = real_now().strftime("%Y%m%d-%H%M%S")  # an operations record: real time
    if isinstance(where, str):
        folder = Path(where).resolve().parent if cli.sqlite_path(where) else Path.cwd()
        folder = folder / paths.BACKUPS_DIR
    else:
        folder = Path(where.data_dir) / paths.BACKUPS_DIR
    return folder / f"euro-table-{stamp}{suffix}"


# --------------------------------------------------------------------- PostgreSQL


def libpq_url(url: str) -> tuple[str, list[str]]:
    """The URL as libpq's tools take it, and their extra options: asyncpg passes unknown query
    parameters (``search_path``) to the server, pg_dump refuses them; a search path becomes ``--schema``."""
    parts = urlsplit(url)
    query, extra = [], []
    for key, value in parse_qsl(parts.query, keep_blank_values=True):
        if key == "search_path":
            extra.append(f"--schema={value}")
        else:
            query.append((key, value))
    scheme = "postgresql" if parts.scheme in ("postgres", "postgresql") else parts.scheme
    return urlunsplit((scheme, parts.netloc, parts.path, urlencode(query), parts.fragment)), extra


def tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(PG_DUMP_MISSING.format(tool=name))
    return found


def dump_postgres(url: str, dest: Path) -> int:
    """``pg_dump`` the database to ``dest`` (custom format); returns its size in bytes."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    partial = dest.with_name(dest.name + ".partial")
    conninfo, extra = libpq_url(url)
    done = subprocess.run(
        [tool("pg_dump"), "--format=custom", f"--file={partial}", *extra, f"--dbname={conninfo}"],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        partial.unlink(missing_ok=True)
        raise RuntimeError("pg_dump failed: " + " ".join(done.stderr.split()))
    os.replace(partial, dest)
    return dest.stat().st_size


# --------------------------------------------------------------------- the command


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=cli.prog("backup"),
        description="Copy the bot's database while it runs: a SQLite file through SQLite's online backup API "
        "(every committed move, one self-contained file, integrity-checked), PostgreSQL with pg_dump. Names "
        "the database and refuses one that does not exist.",
    )
    p.add_argument(
        "--to",
        metavar="PATH",
        help="the backup file (default: the data directory's backups/ folder, named after the time)",
    )
    p.add_argument("--db", metavar="FILE_OR_URL", help="a SQLite file or postgresql:// URL (default: the bot's)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    from bot.store import DatabaseMissing, DatabaseUnavailable, database_name, is_postgres_url

    where = cli.target(args.db)
    print(cli.say_database(where), flush=True)
    url = where if isinstance(where, str) else where.database_url
    t0 = time.perf_counter()
    try:
        if is_postgres_url(url):
            dest = Path(args.to) if args.to else default_destination(where, ".pgdump")
            size = dump_postgres(url, dest)
            seconds = time.perf_counter() - t0
            print(f"Backed up to {dest.resolve()}: {size / 1e6:.1f} MB (pg_dump, custom format), {seconds:.1f} s")
            return 0
        source = Path(cli.sqlite_path(where) or "")
        if not source.is_file():
            raise DatabaseMissing(database_name(where))
        dest = Path(args.to) if args.to else default_destination(where, ".sqlite3")
        if dest.exists():
            print(f"{dest} exists already: name another file (a backup never overwrites one)", file=sys.stderr)
            return EXIT_FAILED
        held = copy_sqlite(source, dest)
    except DatabaseMissing as e:
        print(e, file=sys.stderr)
        return DatabaseUnavailable.EXIT_CODE
    except (OSError, RuntimeError, ValueError, sqlite3.Error) as e:
        print(f"Backup failed: {' '.join(str(e).split()) or type(e).__name__}", file=sys.stderr)
        return EXIT_FAILED
    print(f"Backed up to {dest.resolve()}: {held.text()}; integrity check ok, {time.perf_counter() - t0:.1f} s")
    return 0
