"""Persistence: the Store protocol and its backends, SQLite (default) and PostgreSQL; the records' tables."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, TypeGuard

from .base import (
    ActionRow,
    AwaySpan,
    ChannelBusyError,
    GameRow,
    Invitee,
    LobbyRow,
    ResultRow,
    RunningClock,
    SeatClock,
    SeatLimitError,
    SeatRow,
    StaleVersion,
    Store,
    StoreError,
    TurnStart,
    UserTableRow,
)
from .outages import is_outage
from .records import (
    GLOBAL,
    CampaignRow,
    EntryRow,
    RatedGame,
    RatingRow,
    RatingsState,
    RecentGame,
    RecordsStore,
    SoloGameRow,
    guild_scope,
)

if TYPE_CHECKING:
    from bot.config import Settings


def is_postgres_url(url: str | None) -> TypeGuard[str]:
    """Whether ``url`` names a PostgreSQL database (``postgresql://...`` or ``postgres://...``)."""
    return url is not None and url.startswith(("postgresql://", "postgres://"))


class DatabaseUnavailable(Exception):
    """The database could not be opened: said as such (bot/__main__.py's NO_DATABASE line), before
    anything else runs."""

    EXIT_CODE = 3  # the process's exit code for it (the bot and the terminal table alike)

    def __init__(self, where: str, reason: BaseException):
        super().__init__(f"{where}: {str(reason) or type(reason).__name__}")
        self.where, self.reason = where, reason

    def line(self) -> str:
        """The one line a host reads: which database, why, and what to check."""
        reason = " ".join((str(self.reason) or type(self.reason).__name__).split())
        return NO_DATABASE.format(where=self.where, reason=reason)


NO_DATABASE = (
    "Cannot open the database, {where}: {reason}. Check DATABASE_PATH or DATABASE_URL, or --db (and, "
    'for PostgreSQL, that the server runs and pip install -e ".[postgres]" -c constraints.txt was done).'
)


def database_name(target: "Settings | str") -> str:
    """The database in words, without a password: "PostgreSQL at host:5432/db" or "SQLite file X"."""
    from urllib.parse import urlsplit

    url, path = (target, target) if isinstance(target, str) else (target.database_url, target.database_path)
    if is_postgres_url(url):
        parts = urlsplit(url)
        return f"PostgreSQL at {parts.hostname or 'localhost'}:{parts.port or 5432}{parts.path}"
    return f"SQLite file {Path(path).resolve() if path != ':memory:' else path}"


def _is_file(path: str) -> bool:
    return path == ":memory:" or Path(path).is_file()


def describe_migrations(applied: "list[int] | tuple[int, ...]", known: "list[int]") -> str:
    """The migrations a start applied, as runs of numbers, and the numbers below the newest that have
    no migration file (numbers are assigned to work in progress, so they may have gaps): "1-12, 14, 15
    (no migration numbered 13)"."""
    if not applied:
        return "no migration to apply"
    text = "migrations applied now: " + _runs(sorted(applied))
    unused = sorted(set(range(1, max(known) + 1)) - set(known)) if known else []
    if unused:
        text += f" (no migration is numbered {_runs(unused)}: numbers may have gaps)"
    return text


def migrations_text(store: Store) -> str:
    """What opening ``store`` applied, with the numbers no migration file has (:func:`describe_migrations`)."""
    from .sql import migration_files

    directory = getattr(store, "MIGRATIONS_DIR", None)
    known = [n for n, _ in migration_files(directory)] if directory is not None else []
    return describe_migrations(list(getattr(store, "migrations_applied", [])), known)


def _runs(numbers: list[int]) -> str:
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


class DatabaseMissing(StoreError):
    """A maintenance command was pointed at a SQLite file that does not exist (a typo'd path, another
    working directory): refused, where opening it would create a new, empty database."""

    def __init__(self, where: str):
        super().__init__(
            f"No database at {where}: nothing was created. Check DATA_DIR, DATABASE_PATH or DATABASE_URL "
            "(environment or .env), or the path given."
        )


async def open_store(target: "Settings | str" = ":memory:", *, must_exist: bool = False, **kwargs) -> Store:
    """Open (and migrate) a store: the one place that picks the backend.

    ``target`` is the bot's Settings — PostgreSQL when ``DATABASE_URL`` is a ``postgresql://`` or
    ``postgres://`` URL, else SQLite at ``DATABASE_PATH`` — or directly such a URL or a SQLite path
    (``:memory:`` for tests). ``must_exist``: refuse (:class:`DatabaseMissing`) a SQLite file that is
    not there, for the maintenance commands, which must never create one. Keyword arguments go to the
    backend's ``open``.
    """
    url: str | None
    if isinstance(target, str):
        url = path = target
    else:
        url, path = target.database_url, target.database_path
    if must_exist and not is_postgres_url(url) and not _is_file(path):
        raise DatabaseMissing(database_name(target))
    if is_postgres_url(url):
        try:
            from .postgres import PostgresStore
        except ImportError as e:  # pragma: no cover - depends on the installation
            raise StoreError(
                "DATABASE_URL is a PostgreSQL URL but asyncpg is not installed: "
                'pip install -e ".[postgres]" -c constraints.txt'
            ) from e
        return await PostgresStore.open(url, **kwargs)
    from .sqlite import SqliteStore

    return await SqliteStore.open(path, **kwargs)


__all__ = [
    "ActionRow",
    "AwaySpan",
    "CampaignRow",
    "ChannelBusyError",
    "DatabaseMissing",
    "DatabaseUnavailable",
    "describe_migrations",
    "migrations_text",
    "database_name",
    "EntryRow",
    "GLOBAL",
    "GameRow",
    "Invitee",
    "LobbyRow",
    "RatedGame",
    "RatingRow",
    "RatingsState",
    "RecentGame",
    "RecordsStore",
    "ResultRow",
    "RunningClock",
    "SeatClock",
    "SeatLimitError",
    "SeatRow",
    "SoloGameRow",
    "StaleVersion",
    "Store",
    "StoreError",
    "TurnStart",
    "UserTableRow",
    "guild_scope",
    "is_outage",
    "is_postgres_url",
    "open_store",
]
