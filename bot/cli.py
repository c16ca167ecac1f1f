"""What every command-line command shares: the program's name as it was typed, the version, and the
database a maintenance command acts on, named and required to exist."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.config import Settings

SCRIPT = "euro-table"  # pyproject.toml's console script, the same program as python -m bot


def program() -> str:
    """``euro-table`` when started by the console script, else ``python -m bot``."""
    return SCRIPT if Path(sys.argv[0]).name == SCRIPT else "python -m bot"


def prog(command: str = "") -> str:
    """A command's name for its --help: ``euro-table backup``, ``python -m bot bench latency``."""
    return f"{program()} {command}".strip()


def version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed(SCRIPT)
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "source"


def target(db: str | None) -> "Settings | str":
    """The database a maintenance command acts on: ``--db`` (a SQLite file or a postgresql:// URL), else
    the bot's own (``DATABASE_URL``, else ``DATABASE_PATH``, else the data directory's file)."""
    if db:
        return db
    from pydantic import ValidationError

    from bot.config import load_settings, settings_error_text

    try:
        return load_settings()
    except ValidationError as e:  # one line naming the variable, exit 2 as the bot's
        print(settings_error_text(e), file=sys.stderr)
        raise SystemExit(2) from None


def say_database(where: "Settings | str") -> str:
    """The line a maintenance command starts with: which database it acts on (never a password)."""
    from bot.store import database_name

    return f"Database: {database_name(where)}"


def sqlite_path(where: "Settings | str") -> str | None:
    """The SQLite file of ``where``; None for PostgreSQL."""
    from bot.store import is_postgres_url

    url, path = (where, where) if isinstance(where, str) else (where.database_url, where.database_path)
    return None if is_postgres_url(url) else os.fspath(path)


POSTGRES_EXTRA = 'pip install -e ".[postgres]" -c constraints.txt'


def postgres_missing(what: str) -> str | None:
    """None when asyncpg is installed; else the one line saying that ``what`` needs it and how to get it."""
    import importlib.util

    if importlib.util.find_spec("asyncpg") is not None:
        return None
    return f"{what} needs the PostgreSQL driver asyncpg, which is not installed: {POSTGRES_EXTRA}"


async def open_existing(where: "Settings | str"):
    """The store of a maintenance command: refused when the SQLite file does not exist
    (:class:`~bot.store.DatabaseMissing`); any other failure to open it is
    :class:`~bot.store.DatabaseUnavailable` naming it."""
    from bot.store import DatabaseMissing, DatabaseUnavailable, StoreError, database_name, open_store

    try:
        return await open_store(where, must_exist=True)
    except DatabaseMissing:
        raise
    except (StoreError, Exception) as e:  # a file that is no database, no server, no driver
        raise DatabaseUnavailable(database_name(where), e) from e


def failure_line(error: BaseException) -> str:
    """The one line a maintenance command prints for a database it cannot use."""
    from bot.store import DatabaseUnavailable

    return error.line() if isinstance(error, DatabaseUnavailable) else str(error)
