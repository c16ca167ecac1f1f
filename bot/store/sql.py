"""The Store in SQL, shared by the SQLite and PostgreSQL backends.

The statements are written once, with ``?`` placeholders, in the SQL both databases understand
(``RETURNING``, ``ON CONFLICT``, partial indexes); the PostgreSQL backend numbers the placeholders.
A backend supplies only the plumbing: running a transaction body over a :class:`Tx` as ONE round trip
(one call into SQLite's worker thread, one pooled PostgreSQL connection), reads, running a migration
script and the driver's integrity error class.

Every method's transaction is written as ``async def body(tx)`` and handed to :meth:`SqlStore._transact`,
so the backend decides how to run it: the SQLite backend drives the whole body inside aiosqlite's
thread (its Tx never suspends), the PostgreSQL one awaits it on one checked-out connection.

The store is split by idea: ``sql_base`` (the plumbing, statements and row decoding), ``sql_games``,
``sql_actions`` and ``sql_seats`` (the Store's methods); :class:`SqlStore` puts them together, and this
module names what the other store modules use.
"""

from __future__ import annotations

from .base import Store
from .sql_actions import ActionLog
from .sql_base import (
    _G_COLUMNS,
    _GAME_COLUMNS,
    ACTIONS_SINCE_TURN,
    RECENT_ACTIONS,
    UNSWEPT_GAMES,
    USER_TABLES,
    Body,
    SqlBase,
    T,
    Tx,
    game_row,
    migration_files,
    one,
)
from .sql_games import GameRows
from .sql_seats import SeatRows

__all__ = [
    "_G_COLUMNS",
    "_GAME_COLUMNS",
    "ACTIONS_SINCE_TURN",
    "RECENT_ACTIONS",
    "UNSWEPT_GAMES",
    "USER_TABLES",
    "Body",
    "SqlStore",
    "T",
    "Tx",
    "game_row",
    "migration_files",
    "one",
    "sql_store",
]


class SqlStore(GameRows, ActionLog, SeatRows, SqlBase):
    """Every Store method, over the backend's :meth:`_transact`, :meth:`_read`, :meth:`_fetchall` and
    :meth:`_fetchone`."""


def sql_store(store: Store) -> SqlStore:
    """``store`` as the SQL layer that the records and the posts tables run on (every backend is one)."""
    if not isinstance(store, SqlStore):
        raise TypeError(f"{type(store).__name__} is not a SQL store: the records and posts need one")
    return store
