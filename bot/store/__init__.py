"""Persistence: the Store protocol and its backends (SQLite now, PostgreSQL later)."""
from .base import (ActionRow, ChannelBusyError, GameRow, LobbyRow, ResultRow, SeatRow, StaleVersion,
                   Store, StoreError)


async def open_store(path: str = ":memory:", **kwargs) -> Store:
    """Open (and migrate) the default backend: SQLite at ``path`` (``:memory:`` for tests)."""
    from .sqlite import SqliteStore
    return await SqliteStore.open(path, **kwargs)


__all__ = ["ActionRow", "ChannelBusyError", "GameRow", "LobbyRow", "ResultRow", "SeatRow", "StaleVersion",
           "Store", "StoreError", "open_store"]
