"""SQL for hints and the records against AI levels and solo difficulties (migration 016).

``games.hints`` is a table's hint option (set in its lobby), ``seats.hints`` counts the hints each
seat's player asked for; the first makes the game unrated (``games.rated = 0``, as an AI stand-in
does). ``level_records`` holds each player's games and wins against each AI level (``ai:<level>``)
and each solo difficulty (``solo:<start>``), everywhere and per server, written by the game end
(``bot.store.tallies``, inside the transaction that records the results, like ``play_counts``)
and by a finished solo game (:meth:`HintsStore.add_solo_record`, inside ``finish_solo``'s).

Kept beside the store as :class:`HintsStore` (like ``RecordsStore``): it borrows the store's
transaction and read helpers, so the same statements run on SQLite and PostgreSQL.
"""

from __future__ import annotations

from dataclasses import dataclass

from .base import Store
from .sql import Tx, sql_store
from .tallies import LEVEL_UPSERT

HINT_OPTIONS = ("on", "off")  # games.hints; None: the default (bot/table/hints.py)
AI_PREFIX, SOLO_PREFIX = "ai:", "solo:"  # level_records.opponent


@dataclass(frozen=True, slots=True)
class LevelRecord:
    """A player's record against one opponent: ``ai:<level>`` or ``solo:<start>``."""

    opponent: str
    games: int  # finished without a hint of theirs
    wins: int
    hinted: int  # finished with a hint of theirs (not in games or wins)

    @property
    def kind(self) -> str:
        return self.opponent.partition(":")[0]

    @property
    def value(self) -> str:
        return self.opponent.partition(":")[2]


_SOLO = (
    "INSERT INTO level_records (user_id, game_type, scope, opponent, games, wins, hinted)"
    " VALUES (?, ?, ?, ?, ?, ?, ?)" + LEVEL_UPSERT
)


async def add_solo_record(
    tx: Tx, user_id: int, game_type: str, guild_id: int | None, start: int, won: bool, hinted: bool
) -> None:
    """A finished solo game at difficulty ``start`` in the player's record (``finish_solo``'s transaction)."""
    scopes = ["global"] + ([f"guild:{guild_id}"] if guild_id is not None else [])
    row = (0, 0, 1) if hinted else (1, int(won), 0)
    for scope in scopes:
        await tx.execute(_SOLO, (user_id, game_type, scope, f"{SOLO_PREFIX}{start}", *row))


class HintsStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    async def set_option(self, game_id: int, value: str | None, *, now: str) -> bool:
        """The lobby's hint option (``on``, ``off``, None: the default); False if the table is no lobby."""
        if value is not None and value not in HINT_OPTIONS:
            raise ValueError(f"hint option {value!r}")
        return (
            await self.s._write(
                "UPDATE games SET hints = ?, updated_at = ? WHERE id = ? AND status = 'lobby'", (value, now, game_id)
            )
            == 1
        )

    async def record_use(self, game_id: int, seat: int) -> bool:
        """One more hint for ``seat``'s player; the game is no longer rated. Not a move: the version (and
        the time of the last change, which the reminders read) stay. False if the game is not active."""

        async def body(tx: Tx) -> bool:
            if await tx.execute("UPDATE games SET rated = 0 WHERE id = ? AND status = 'active'", (game_id,)) != 1:
                return False
            await tx.execute("UPDATE seats SET hints = hints + 1 WHERE game_id = ? AND seat = ?", (game_id, seat))
            return True

        return await self.s._transact(body)

    async def level_records(self, user_id: int, game_type: str, scope: str) -> list[LevelRecord]:
        """The user's records in ``game_type`` and ``scope`` (``global`` or ``guild:<id>``), by primary key."""
        rows = await self.s._fetchall(
            "SELECT opponent, games, wins, hinted FROM level_records WHERE user_id = ? AND game_type = ?"
            " AND scope = ? ORDER BY opponent",
            (user_id, game_type, scope),
        )
        return [LevelRecord(r[0], int(r[1]), int(r[2]), int(r[3])) for r in rows]
