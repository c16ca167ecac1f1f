"""``python -m bot restore BACKUP [--db FILE_OR_URL]``: put a backup in place of the bot's database.

Run it with the bot stopped (the running bot keeps tables and clocks in memory: it must start afresh
on the restored database). A SQLite backup is checked first (a SQLite file, sound, with the bot's
tables, not from a newer version than this code), the database it replaces is kept as a backup beside
it (``backups/<name>-before-restore-<time>.sqlite3``), and the restored pages are written through
SQLite's backup API into the database file, so its ``-wal`` file cannot resurrect moves of the
replaced one. A PostgreSQL dump (``pg_dump --format=custom``) is restored by ``pg_restore --clean
--if-exists --single-transaction``: all of it or, if anything fails, nothing. The next start applies
the migrations the backup lacks.
"""

from __future__ import annotations

import argparse
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from . import backup, cli, heartbeat, paths
from .clock import real_now
from .backup import EXIT_FAILED, BUSY_TIMEOUT_MS, check, contents, libpq_url, tool


def newest_known_migration() -> int:
    from bot.store.sqlite import migration_files

    return max(n for n, _ in migration_files())


def keep_aside(target: Path) -> Path:
    """Back up the database a restore replaces, beside it (``backups/``)."""
    stamp = real_now().strftime("%Y%m%d-%H%M%S")  # an operations record: real time
    aside = target.resolve().parent / paths.BACKUPS_DIR / f"{target.stem}-before-restore-{stamp}.sqlite3"
    backup.copy_sqlite(target, aside)
    return aside


def restore_sqlite(source: Path, target: Path) -> Path | None:
    """Write the backup ``source`` into the database file ``target``; returns where the replaced one
    was kept (None when there was none)."""
    check(source)
    version = contents(source).schema_version
    if version > newest_known_migration():
        raise ValueError(
            f"{source} is from a newer version of the bot (schema version {version}; this code knows up to "
            f"{newest_known_migration()}): upgrade the code first"
        )
    aside = keep_aside(target) if target.is_file() else None
    target.parent.mkdir(parents=True, exist_ok=True)
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(target, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            src.backup(dst)  # through SQLite: the target's -wal and -shm stay consistent with it
            dst.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            dst.close()
    finally:
        src.close()
    check(target)
    return aside


def restore_postgres(url: str, source: Path) -> None:
    conninfo, extra = libpq_url(url)
    done = subprocess.run(
        [
            tool("pg_restore"),
            "--clean",
            "--if-exists",
            "--no-owner",
            "--single-transaction",
            "--exit-on-error",
            *extra,
            f"--dbname={conninfo}",
            str(source),
        ],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise RuntimeError("pg_restore failed, nothing was changed: " + " ".join(done.stderr.split()))


def bot_running() -> str | None:
    """Why the bot looks to be running (its heartbeat is fresh), else None."""
    from bot.config import load_settings

    settings = load_settings()
    if not settings.heartbeat_path:
        return None
    seconds = heartbeat.age(settings.heartbeat_path)
    if seconds is None or seconds > heartbeat.STALE_AFTER_BEATS * settings.heartbeat_seconds:
        return None
    return f"the bot is running (its heartbeat {settings.heartbeat_path} is {seconds:.0f} s old): stop it first"


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=cli.prog("restore"),
        description="Put a backup (made by the backup command) in place of the bot's database, with the bot "
        "stopped. The database it replaces is kept beside it in backups/; the next start applies the "
        "migrations the backup lacks.",
    )
    p.add_argument("backup", metavar="BACKUP", help="the backup file (.sqlite3, or .pgdump for PostgreSQL)")
    p.add_argument("--db", metavar="FILE_OR_URL", help="the database to restore into (default: the bot's)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    from bot.store import DatabaseUnavailable, is_postgres_url

    where = cli.target(args.db)
    print(cli.say_database(where), flush=True)
    source = Path(args.backup)
    if not source.is_file():
        print(f"No backup at {source.resolve()}: nothing was changed", file=sys.stderr)
        return EXIT_FAILED
    running = bot_running()
    if running:
        print(running + " (nothing was changed)", file=sys.stderr)
        return EXIT_FAILED
    url = where if isinstance(where, str) else where.database_url
    t0 = time.perf_counter()
    try:
        if is_postgres_url(url):
            restore_postgres(url, source)
            print(f"Restored {source.resolve()} in {time.perf_counter() - t0:.1f} s; start the bot")
            return 0
        target = Path(cli.sqlite_path(where) or "")
        aside = restore_sqlite(source, target)
        held = contents(target)
    except (OSError, RuntimeError, ValueError, sqlite3.Error) as e:
        print(f"Restore failed: {' '.join(str(e).split()) or type(e).__name__}", file=sys.stderr)
        return EXIT_FAILED if not isinstance(e, sqlite3.OperationalError) else DatabaseUnavailable.EXIT_CODE
    kept = f"; the database it replaced is kept as {aside}" if aside else ""
    print(f"Restored {source.resolve()}: {held.text()}{kept}. Start the bot: it applies any newer migrations.")
    return 0
