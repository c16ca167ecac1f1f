"""Per-server settings (migration 021): their names and defaults, and reading one inside a transaction.

A setting is a name and a text value; a server without a row has the setting's default (:data:`DEFAULTS`),
so a new setting is a new name here, not a migration. :class:`bot.store.settings.SettingsStore` reads and
writes them; this module imports nothing of the SQL layer, so the finish transaction can read a server's
season length (:mod:`.seasons`).
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence

SEASON_MONTHS = "season_months"  # a server's season length in months (one of SEASON_LENGTHS)
ANNOUNCE_CHANNEL = "announce_channel"  # the channel id where a season's champions are announced
SEASON_LENGTHS = (1, 2, 3, 4, 6, 12)  # months: each divides the year, so seasons follow the calendar
DEFAULT_SEASON_MONTHS = 3  # PROPOSED: three months, as Board Game Arena's seasons
TABLES = "tables"  # the forum channel id whose posts are the server's tables (None: threads; issue 33)
TABLES_TAGS = "tables_tags"  # that forum's tags the bot uses, as JSON: {"game:<id>" | "state:<state>": tag id}
DEFAULTS: dict[str, str | None] = {
    SEASON_MONTHS: str(DEFAULT_SEASON_MONTHS),
    ANNOUNCE_CHANNEL: None,
    TABLES: None,
    TABLES_TAGS: None,
}


class _Tx(Protocol):
    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None: ...


async def setting(tx: _Tx, guild_id: int, name: str) -> str | None:
    """The server's value of ``name`` inside a transaction (its default when it has none)."""
    r = await tx.fetchone("SELECT value FROM guild_settings WHERE guild_id = ? AND name = ?", (guild_id, name))
    return r[0] if r else DEFAULTS.get(name)


def season_months(value: str | None) -> int:
    """A stored season length, read safely (a value this code does not know is the default)."""
    try:
        months = int(value or DEFAULT_SEASON_MONTHS)
    except ValueError:
        return DEFAULT_SEASON_MONTHS
    return months if months in SEASON_LENGTHS else DEFAULT_SEASON_MONTHS
