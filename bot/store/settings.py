"""Per-server settings (migration 021), set by an admin with ``/setup``: :class:`SettingsStore`.

Kept beside the store (like ``RecordsStore``): the same statements run on SQLite and PostgreSQL. The
names and defaults are :mod:`.setting_names`.
"""

from __future__ import annotations

from typing import Any

from .base import Store
from .setting_names import DEFAULTS, setting
from .sql import sql_store


class SettingsStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    async def get(self, guild_id: int, name: str) -> str | None:
        return await self.s._read(lambda tx: setting(tx, guild_id, name))

    async def all(self, guild_id: int) -> dict[str, str | None]:
        """Every setting of the server, defaults filled in."""
        rows = await self.s._fetchall("SELECT name, value FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return {**DEFAULTS, **{r[0]: r[1] for r in rows}}

    async def put(self, guild_id: int, name: str, value: Any, *, by: int | None, now: str) -> None:
        """Set (or with None clear, back to the default) the server's ``name``."""
        if value is None:
            await self.s._write("DELETE FROM guild_settings WHERE guild_id = ? AND name = ?", (guild_id, name))
            return
        await self.s._write(
            "INSERT INTO guild_settings (guild_id, name, value, updated_by, updated_at) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (guild_id, name) DO UPDATE SET value = excluded.value,"
            " updated_by = excluded.updated_by, updated_at = excluded.updated_at",
            (guild_id, name, str(value), by, now),
        )
