"""SQL for votes at a table and their ballots (migration 017).

A vote is a row of ``votes`` (one open vote of a kind per table: the partial unique index
``votes_one_open``), each voter's ballot a row of ``ballots`` that the voter replaces while the vote is
open. Closing a vote is a conditional update (``status = 'open'``), so of two processes deciding one vote
only one does; a vote whose result changes the game closes in the game's own versioned transaction
(:meth:`VotesStore.close_and_abandon`, :meth:`VotesStore.close_and_replace`).

Kept beside the store as :class:`VotesStore` (like ``PostsStore``): it borrows the store's transaction
and read helpers, so the same statements run on SQLite and PostgreSQL.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .base import StaleVersion, Store
from .sql import Tx, sql_store

_COLUMNS = (
    "id, game_id, kind, reason, seat, target_id, started_by, game_version, opened_at, deadline, status,"
    " decided_at, channel_id, message_id"
)
_CLOSE = "UPDATE votes SET status = ?, decided_at = ? WHERE id = ? AND status = 'open'"


@dataclass(slots=True)
class VoteRow:
    id: int
    game_id: int
    kind: str  # cancel | replace
    reason: str  # command | bank_out | stall
    seat: int | None  # replace: the seat
    target_id: int | None  # replace: the player who held it when the vote opened
    started_by: int | None  # None: the bot opened it
    game_version: int  # the game's version when it opened (a stall ends when it moves)
    opened_at: str
    deadline: str
    status: str  # open | passed | failed | withdrawn | closed
    decided_at: str | None
    channel_id: int
    message_id: int | None

    @property
    def open(self) -> bool:
        return self.status == "open"


@dataclass(frozen=True, slots=True)
class Ballot:
    user_id: int
    yes: bool
    cast_at: str


def _vote(r: Sequence) -> VoteRow:
    return VoteRow(*r)


class VotesStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    async def open(
        self,
        game_id: int,
        kind: str,
        reason: str,
        *,
        seat: int | None,
        target_id: int | None,
        started_by: int | None,
        game_version: int,
        now: str,
        deadline: str,
        channel_id: int,
    ) -> VoteRow | None:
        """A new open vote; None when the table already has an open vote of that kind."""

        async def body(tx: Tx) -> tuple | None:
            return await tx.fetchone(
                "INSERT INTO votes (game_id, kind, reason, seat, target_id, started_by, game_version, opened_at,"
                f" deadline, channel_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING {_COLUMNS}",
                (game_id, kind, reason, seat, target_id, started_by, game_version, now, deadline, channel_id),
            )

        try:
            row = await self.s._transact(body)
        except self.s.IntegrityError:
            return None
        return _vote(row) if row else None

    async def vote(self, vote_id: int) -> VoteRow | None:
        r = await self.s._fetchone(f"SELECT {_COLUMNS} FROM votes WHERE id = ?", (vote_id,))
        return _vote(r) if r else None

    async def open_votes(self, game_id: int) -> list[VoteRow]:
        """The table's open votes (at most one of each kind)."""
        rows = await self.s._fetchall(
            f"SELECT {_COLUMNS} FROM votes WHERE game_id = ? AND status = 'open' ORDER BY id", (game_id,)
        )
        return [_vote(r) for r in rows]

    async def open_votes_of(self, game_ids: Sequence[int]) -> list[VoteRow]:
        """The open votes of these tables (``/games``: a vote awaiting the user's ballot)."""
        if not game_ids:
            return []
        marks = ", ".join("?" for _ in game_ids)
        rows = await self.s._fetchall(
            f"SELECT {_COLUMNS} FROM votes WHERE status = 'open' AND game_id IN ({marks}) ORDER BY id", tuple(game_ids)
        )
        return [_vote(r) for r in rows]

    async def every_open(self) -> list[VoteRow]:
        """Every open vote (the sweep's look at whether each still stands; few at any time)."""
        rows = await self.s._fetchall(f"SELECT {_COLUMNS} FROM votes WHERE status = 'open' ORDER BY deadline, id")
        return [_vote(r) for r in rows]

    async def set_message(self, vote_id: int, channel_id: int, message_id: int) -> None:
        await self.s._write(
            "UPDATE votes SET channel_id = ?, message_id = ? WHERE id = ?", (channel_id, message_id, vote_id)
        )

    async def cast(self, vote_id: int, user_id: int, yes: bool, *, now: str) -> bool:
        """The voter's ballot (replacing an earlier one); False when the vote is no longer open."""

        async def body(tx: Tx) -> bool:
            r = await tx.fetchone("SELECT status FROM votes WHERE id = ?", (vote_id,))
            if r is None or r[0] != "open":
                return False
            await tx.execute(
                "INSERT INTO ballots (vote_id, user_id, yes, cast_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (vote_id, user_id) DO UPDATE SET yes = excluded.yes, cast_at = excluded.cast_at",
                (vote_id, user_id, int(yes), now),
            )
            return True

        return await self.s._transact(body)

    async def ballots(self, vote_id: int) -> list[Ballot]:
        rows = await self.s._fetchall(
            "SELECT user_id, yes, cast_at FROM ballots WHERE vote_id = ? ORDER BY cast_at, user_id", (vote_id,)
        )
        return [Ballot(r[0], bool(r[1]), r[2]) for r in rows]

    async def close(self, vote_id: int, status: str, *, now: str) -> bool:
        """Decide the vote (failed, withdrawn); False if it was decided already (another process)."""
        return await self.s._write(_CLOSE, (status, now, vote_id)) == 1

    async def close_and_abandon(self, vote_id: int, status: str, game_id: int, *, now: str) -> bool:
        """Decide the vote and end its game, abandoned and not rated, in one transaction (a cancel that
        passed, a stalled table closed). False if the vote was decided already."""

        async def body(tx: Tx) -> bool:
            if await tx.execute(_CLOSE, (status, now, vote_id)) != 1:
                return False
            await tx.execute(
                "UPDATE games SET status = 'abandoned', rated = 0, version = version + 1, updated_at = ?"
                " WHERE id = ? AND status = 'active'",
                (now, game_id),
            )
            return True

        return await self.s._transact(body)

    async def close_and_replace(
        self,
        vote_id: int,
        game_id: int,
        seat: int,
        target_id: int,
        level: str,
        *,
        expected_version: int,
        now: str,
    ) -> int:
        """A replace vote passed: the seat leaves ``target_id`` for an AI of ``level`` and is open for a
        substitute, the game is no longer rated (version+1), and the vote is decided, in one
        transaction. StaleVersion if the game moved or the target no longer holds the seat."""

        async def body(tx: Tx) -> None:
            if await tx.execute(_CLOSE, ("passed", now, vote_id)) != 1:
                raise StaleVersion(game_id, expected_version)
            await self.s._bump(tx, game_id, expected_version, now, ", rated = 0")
            if (
                await tx.execute(
                    "UPDATE seats SET replaced_user_id = ?, user_id = NULL, absent_user_id = NULL, ai_level = ?,"
                    " stand_in_once = 0, open_since = ?, awaited_since = NULL, bank_notices = 0, bank_out_at = NULL"
                    " WHERE game_id = ? AND seat = ? AND resigned IS NULL AND (user_id = ? OR absent_user_id = ?)",
                    (target_id, level, now, game_id, seat, target_id, target_id),
                )
                != 1
            ):
                raise StaleVersion(game_id, expected_version)

        await self.s._transact(body)
        return expected_version + 1
