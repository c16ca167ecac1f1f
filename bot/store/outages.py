"""What counts as the database being away (an outage) rather than a bug: the click that met it changed
nothing and can simply be tried again."""

from __future__ import annotations


def is_outage(error: BaseException | None) -> bool:
    """Whether ``error`` (or what caused it) says the database cannot be reached or is busy right now —
    a failed connection, a server restarting, a locked SQLite file, one made read-only under the bot —
    rather than a bug: the click that
    met it changed nothing and can simply be tried again."""
    import sqlite3

    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        if isinstance(error, (ConnectionError, TimeoutError)):
            return True
        if isinstance(error, sqlite3.OperationalError) and any(
            w in str(error) for w in ("locked", "busy", "disk I/O", "unable to open", "readonly")
        ):
            return True
        if type(error).__module__.startswith("asyncpg") and type(error).__name__ in _PG_OUTAGES:
            return True
        if isinstance(error, OSError) and type(error).__module__ == "builtins":
            return True  # a refused or reset connection below the driver
        error = error.__cause__ or error.__context__
    return False


# asyncpg's exceptions for a lost or refused connection and a server starting or shutting down
_PG_OUTAGES = {
    "ConnectionDoesNotExistError",
    "ConnectionFailureError",
    "PostgresConnectionError",
    "CannotConnectNowError",
    "InterfaceError",
    "ConnectionRejectionError",
    "AdminShutdownError",
    "CrashShutdownError",
    "TooManyConnectionsError",
    "InternalClientError",
}
