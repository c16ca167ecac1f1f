"""The SQL store's action log: reading it, and every version-checked write of a game's state (a move,
an undo, a repaired or migrated state)."""

from __future__ import annotations

import json
from typing import Sequence

from .base import (
    ActionRow,
    ResultRow,
    SeatClock,
    StaleVersion,
    TurnStart,
)
from .sql_base import (
    ACTIONS_AFTER_VERSION,
    ACTIONS_SINCE_TURN,
    COMMIT_STATE,
    INSERT_ACTION,
    RECENT_ACTIONS,
    SqlBase,
    Tx,
    _ACTION_COLUMNS,
    _SEQ_MAX,
    action_row,
    commit_state_params,
    one,
    store_clocks,
)
from .tallies import (
    record_finish,
)


class ActionLog(SqlBase):
    """The SQL store's action log: reading it, and every version-checked write of a game's state (a move,
    an undo, a repaired or migrated state)."""

    async def actions(self, game_id: int, *, since_turn: int | None = None) -> list[ActionRow]:
        if since_turn is None:
            rows = await self._fetchall(
                f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
            )
        else:
            rows = await self._fetchall(ACTIONS_SINCE_TURN, (game_id, since_turn))
        return [action_row(r) for r in rows]

    async def last_action(self, game_id: int) -> ActionRow | None:
        row = await self._fetchone(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,)
        )
        return action_row(row) if row else None

    async def recent_actions(self, game_id: int, limit: int, *, before_seq: int | None = None) -> list[ActionRow]:
        rows = await self._fetchall(RECENT_ACTIONS, (game_id, _SEQ_MAX if before_seq is None else before_seq, limit))
        return [action_row(r) for r in rows]

    async def actions_after(self, game_id: int, version: int) -> list[ActionRow]:
        return [action_row(r) for r in await self._fetchall(ACTIONS_AFTER_VERSION, (game_id, version))]

    async def turn_start(self, game_id: int) -> TurnStart | None:
        async def body(tx: Tx) -> TurnStart | None:
            row = await tx.fetchone("SELECT turn_state, turn_seq FROM games WHERE id = ?", (game_id,))
            if row is None or row[0] is None:
                return None
            rows = await tx.fetchall(
                f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? AND seq >= ? ORDER BY seq", (game_id, row[1])
            )
            return TurnStart(state=row[0], actions=[action_row(r) for r in rows])

        return await self._read(body)

    async def commit_action(
        self,
        game_id: int,
        expected_version: int,
        new_state: str,
        action: ActionRow,
        *,
        results: Sequence[ResultRow] | None = None,
        now: str,
        clocks: Sequence[SeatClock] = (),
    ) -> int:
        status_sql = ", status = 'finished'" if results is not None else ""
        created_at = action.created_at or now
        events = json.dumps(action.events)

        async def body(tx: Tx) -> int:
            await self._bump(
                tx,
                game_id,
                expected_version,
                now,
                COMMIT_STATE + status_sql,
                commit_state_params(game_id, action.turn, new_state),
            )
            row = one(
                await tx.fetchone(
                    INSERT_ACTION,
                    (
                        game_id,
                        game_id,
                        action.seat,
                        action.action_key,
                        action.turn,
                        int(action.reveals),
                        events,
                        created_at,
                        expected_version + 1,
                    ),
                )
            )
            await store_clocks(tx, game_id, clocks)
            if results is not None:
                await tx.executemany(
                    "INSERT INTO results (game_id, seat, user_id, rank, score, details) VALUES (?, ?, ?, ?, ?, ?)",
                    [(game_id, r.seat, r.user_id, r.rank, r.score, json.dumps(r.details)) for r in results],
                )
                await record_finish(tx, game_id, now)  # rated-games and play counts (migration 012)
            return row[0]

        action.seq = await self._transact(body)
        action.created_at = created_at
        action.version = expected_version + 1
        return expected_version + 1

    async def undo_to(
        self,
        game_id: int,
        expected_version: int,
        new_state: str,
        keep_actions: int,
        *,
        now: str,
        clocks: Sequence[SeatClock] = (),
    ) -> int:
        async def body(tx: Tx) -> None:
            # the turn's start stays known while its first action is kept (or is the next one)
            await self._bump(
                tx,
                game_id,
                expected_version,
                now,
                ", state = ?, turn_state = CASE WHEN turn_seq > ? THEN NULL ELSE turn_state END,"
                " turn_seq = CASE WHEN turn_seq > ? THEN NULL ELSE turn_seq END",
                (new_state, keep_actions + 1, keep_actions + 1),
            )
            await tx.execute("DELETE FROM actions WHERE game_id = ? AND seq > ?", (game_id, keep_actions))
            await store_clocks(tx, game_id, clocks)

        await self._transact(body)
        return expected_version + 1

    async def repair_state(self, game_id: int, expected_version: int, state: str) -> None:
        if (
            await self._write(
                "UPDATE games SET state = ? WHERE id = ? AND version = ?", (state, game_id, expected_version)
            )
            != 1
        ):
            raise StaleVersion(game_id, expected_version)

    async def migrate_rules(self, game_id: int, expected_version: int, state: str, rules_version: int) -> None:
        if (
            await self._write(
                "UPDATE games SET state = ?, rules_version = ?, turn_state = NULL, turn_seq = NULL"
                " WHERE id = ? AND version = ?",
                (state, rules_version, game_id, expected_version),
            )
            != 1
        ):
            raise StaleVersion(game_id, expected_version)
