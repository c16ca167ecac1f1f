"""The records benchmark's ``/games`` path: a player's running tables beside their years of history.

:func:`running_tables` opens ``n`` running two-player Crown of Emara tables for a user (real dealt
states, so ``/games`` loads and reads each as it would in play), and :func:`my_tables` is the timed call
(``MyTables.of``: the user's live seats, each table loaded, its question, clock and waiting time). The
user also sits in thousands of the filled finished games (``bench.PROFILE_USER``), which ``/games``
must not read (migration 018's live-seat indexes).
"""

from __future__ import annotations

from bot.store import LobbyRow, SeatRow
from engine.core import versions
from engine.registry import get_game

GAME = "emara"
CHANNELS = 5 * 10**7  # channel ids of the running tables, far from the filled history's


async def running_tables(store, user_id: int, n: int, now: str) -> list[int]:
    """``n`` running tables where ``user_id`` holds the first seat (to move) and another player the second."""
    game = get_game(GAME)
    ids = []
    for i in range(n):
        state = game.setup(2, game.Options(), i + 1).model_dump_json()
        row = await store.create_lobby(
            guild_id=1,
            channel_id=CHANNELS + i,
            game_type=GAME,
            options=game.Options().model_dump(mode="json"),
            creator_id=user_id,
            now=now,
            creator=LobbyRow(user_id, None, "P"),
            pace="daily",
        )
        seats = [
            SeatRow(0, user_id, None, f"Player {user_id}", awaited_since=now),
            SeatRow(1, user_id + 1, None, f"Player {user_id + 1}"),
        ]
        await store.start_game(
            row.id, seed=i + 1, seats=seats, state=state, now=now, rules_version=versions.rules_version(game)
        )
        ids.append(row.id)
    return ids


async def my_tables(service, user_id: int) -> int:
    """One ``/games`` answer; the number of tables it lists."""
    mine = await service.my_tables.of(user_id, limit=100)
    return len(mine.tables)
