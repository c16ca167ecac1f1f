"""SQL for where a table lives in a chat and how users are told (migration 008).

A table opened in a channel moves into its own thread when the game starts: ``games.channel_id``
becomes the thread's id (one live game per channel id still holds), and ``table_posts`` keeps the
channel it came from and the lobby message there (the table's live line, edited as the game goes),
plus the table's one live notice, so that it can be deleted when the next is posted or when the seats
it asked have answered. ``notify_prefs`` holds each user's choice of how to be told (``/notify``), and
since migration 019 when their next daily digest is due; ``user_locales`` the language of each user's
last interaction (their direct messages follow it).

Kept beside the store as :class:`PostsStore` (like ``RecordsStore``): it borrows the store's
transaction and read helpers, so the same statements run on SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .base import StaleVersion, Store
from .sql import Tx, sql_store

NOTIFY_MODES = ("mention", "dm", "digest", "none")
DEFAULT_NOTIFY = "mention"


@dataclass(slots=True)
class TablePosts:
    game_id: int
    home_channel_id: int | None = None  # the channel of the lobby when the game moved to a thread
    lobby_message_id: int | None = None  # the lobby message: the table's live line
    notice_message_id: int | None = None  # the table's one live notice
    notice_seats: list[int] = field(default_factory=list)
    turn: TurnPost | None = None  # the table's turn message (migration 027)
    forum_id: int | None = None  # the forum whose post the table is (migration 028; None: not in a forum)


@dataclass(frozen=True, slots=True)
class TurnPost:
    """The layout message of a table's current turn: its id, the ``Decision.turn`` it shows and the
    users it pinged (migration 027)."""

    message_id: int
    turn: int | None
    users: tuple[int, ...] = ()


@dataclass(slots=True)
class NotifyPref:
    user_id: int
    mode: str = DEFAULT_NOTIFY  # mention | dm | digest | none
    dm_refused: bool = False  # a DM failed and the user was told so once
    digest_at: str | None = None  # when the next daily digest is due (migration 019; None: never chosen)


@dataclass(frozen=True, slots=True)
class DueDigest:
    """A user whose daily digest is due: ``due`` is the stored time it was due at (the claim's key)."""

    user_id: int
    due: str


class PostsStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    # ------------------------------------------------------------------ table posts

    async def posts(self, game_id: int) -> TablePosts:
        r = await self.s._fetchone(
            "SELECT home_channel_id, lobby_message_id, notice_message_id, notice_seats,"
            " turn_message_id, turn_message_turn, turn_message_users, forum_id FROM table_posts WHERE game_id = ?",
            (game_id,),
        )
        if r is None:
            return TablePosts(game_id)
        turn = TurnPost(r[4], r[5], tuple(json.loads(r[6] or "[]"))) if r[4] is not None else None
        return TablePosts(game_id, r[0], r[1], r[2], json.loads(r[3] or "[]"), turn, r[7])

    async def set_forum(self, game_id: int, forum_id: int) -> None:
        """The table is a post of forum ``forum_id`` (its tags follow its state)."""

        async def body(tx: Tx) -> None:
            await self._upsert(tx, game_id)
            await tx.execute("UPDATE table_posts SET forum_id = ? WHERE game_id = ?", (forum_id, game_id))

        await self.s._transact(body)

    async def _upsert(self, tx: Tx, game_id: int) -> None:
        await tx.execute("INSERT INTO table_posts (game_id) VALUES (?) ON CONFLICT (game_id) DO NOTHING", (game_id,))

    async def set_lobby_message(self, game_id: int, home_channel_id: int, message_id: int) -> None:
        """Remember the lobby message of a table (its live line once the game runs)."""

        async def body(tx: Tx) -> None:
            await self._upsert(tx, game_id)
            await tx.execute(
                "UPDATE table_posts SET home_channel_id = ?, lobby_message_id = ? WHERE game_id = ?",
                (home_channel_id, message_id, game_id),
            )

        await self.s._transact(body)

    async def move_to_thread(
        self, game_id: int, home_channel_id: int, thread_id: int, lobby_message_id: int | None, *, now: str
    ) -> None:
        """Move an active game from its channel into a thread: the game is keyed by the thread from now
        on, and the channel is free for the next lobby. StaleVersion if the game is not active there."""

        async def body(tx: Tx) -> None:
            if (
                await tx.execute(
                    "UPDATE games SET channel_id = ?, updated_at = ? WHERE id = ? AND channel_id = ?"
                    " AND status = 'active'",
                    (thread_id, now, game_id, home_channel_id),
                )
                != 1
            ):
                raise StaleVersion(game_id, -1)
            await self._upsert(tx, game_id)
            await tx.execute(
                "UPDATE table_posts SET home_channel_id = ?,"
                " lobby_message_id = COALESCE(?, lobby_message_id) WHERE game_id = ?",
                (home_channel_id, lobby_message_id, game_id),
            )

        await self.s._transact(body)

    async def set_notice(self, game_id: int, message_id: int | None, seats: list[int]) -> int | None:
        """Make ``message_id`` the table's live notice (None: no notice); returns the previous one."""

        async def body(tx: Tx) -> int | None:
            r = await tx.fetchone("SELECT notice_message_id FROM table_posts WHERE game_id = ?", (game_id,))
            if message_id is None and (r is None or r[0] is None):
                return None  # a board after no notice: nothing to write
            await self._upsert(tx, game_id)
            await tx.execute(
                "UPDATE table_posts SET notice_message_id = ?, notice_seats = ? WHERE game_id = ?",
                (message_id, json.dumps(sorted(seats)), game_id),
            )
            return r[0] if r else None

        return await self.s._transact(body)

    async def set_turn_post(self, game_id: int, post: TurnPost | None) -> TurnPost | None:
        """Make ``post`` the table's turn message (None: none); returns the previous one."""

        async def body(tx: Tx) -> TurnPost | None:
            r = await tx.fetchone(
                "SELECT turn_message_id, turn_message_turn, turn_message_users FROM table_posts WHERE game_id = ?",
                (game_id,),
            )
            previous = TurnPost(r[0], r[1], tuple(json.loads(r[2] or "[]"))) if r and r[0] is not None else None
            if post is None and previous is None:
                return None
            await self._upsert(tx, game_id)
            await tx.execute(
                "UPDATE table_posts SET turn_message_id = ?, turn_message_turn = ?, turn_message_users = ?"
                " WHERE game_id = ?",
                (
                    post.message_id if post else None,
                    post.turn if post else None,
                    json.dumps(sorted(post.users)) if post else "[]",
                    game_id,
                ),
            )
            return previous

        return await self.s._transact(body)

    async def take_notice(self, game_id: int, message_id: int) -> bool:
        """Forget the live notice if it is still ``message_id`` (whoever deletes it first wins)."""
        return (
            await self.s._write(
                "UPDATE table_posts SET notice_message_id = NULL, notice_seats = '[]'"
                " WHERE game_id = ? AND notice_message_id = ?",
                (game_id, message_id),
            )
            == 1
        )

    async def running_threads(self, home_channel_id: int, limit: int = 5) -> list[int]:
        """The channels (threads) of the running games that moved out of ``home_channel_id``, newest first."""
        rows = await self.s._fetchall(
            "SELECT g.channel_id FROM table_posts p JOIN games g ON g.id = p.game_id"
            " WHERE p.home_channel_id = ? AND g.status = 'active' AND g.channel_id <> ?"
            " ORDER BY p.game_id DESC LIMIT ?",
            (home_channel_id, home_channel_id, limit),
        )
        return [r[0] for r in rows]

    async def last_finished_from(self, home_channel_id: int) -> int | None:
        """The newest finished game whose lobby was opened in ``home_channel_id`` (it was played in a
        thread of it): ``/game replay`` typed in the channel after the game. Through the lobbies'
        index, newest first, each game by its primary key."""
        r = await self.s._fetchone(
            "SELECT p.game_id FROM table_posts p JOIN games g ON g.id = p.game_id"
            " WHERE p.home_channel_id = ? AND g.status = 'finished' ORDER BY p.game_id DESC LIMIT 1",
            (home_channel_id,),
        )
        return r[0] if r else None

    # ------------------------------------------------------------------ notification preferences

    async def notify_pref(self, user_id: int) -> NotifyPref:
        r = await self.s._fetchone("SELECT mode, dm_refused, digest_at FROM notify_prefs WHERE user_id = ?", (user_id,))
        return NotifyPref(user_id, r[0], bool(r[1]), r[2]) if r else NotifyPref(user_id)

    async def notify_prefs(self, user_ids: list[int]) -> dict[int, NotifyPref]:
        """Each user's preference (the default for users who never chose)."""
        out = {u: NotifyPref(u) for u in user_ids}
        if user_ids:
            marks = ", ".join("?" for _ in user_ids)
            for r in await self.s._fetchall(
                f"SELECT user_id, mode, dm_refused, digest_at FROM notify_prefs WHERE user_id IN ({marks})",
                tuple(user_ids),
            ):
                out[r[0]] = NotifyPref(r[0], r[1], bool(r[2]), r[3])
        return out

    async def set_notify(self, user_id: int, mode: str, *, now: str) -> None:
        """Choose how to be told; choosing again also forgets an earlier refused DM. Choosing the
        digest makes it due now, unless one is already due later (sent today, or chosen before): so
        choosing it again never sends a second digest within half a day."""
        digest = now if mode == "digest" else None
        await self.s._write(
            "INSERT INTO notify_prefs (user_id, mode, dm_refused, updated_at, digest_at) VALUES (?, ?, 0, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET mode = excluded.mode, dm_refused = 0,"
            " updated_at = excluded.updated_at,"
            " digest_at = CASE WHEN excluded.digest_at IS NULL THEN notify_prefs.digest_at"
            "   WHEN notify_prefs.digest_at IS NULL OR notify_prefs.digest_at < excluded.digest_at"
            "   THEN excluded.digest_at ELSE notify_prefs.digest_at END",
            (user_id, mode, now, digest),
        )

    async def due_digests(self, now: str, limit: int) -> list[DueDigest]:
        """The users whose daily digest is due by ``now``, longest due first (migration 019's index)."""
        rows = await self.s._fetchall(
            "SELECT user_id, digest_at FROM notify_prefs WHERE mode = 'digest' AND digest_at <= ?"
            " ORDER BY digest_at LIMIT ?",
            (now, limit),
        )
        return [DueDigest(r[0], r[1]) for r in rows]

    async def claim_digest(self, user_id: int, due: str, next_due: str) -> bool:
        """Move the user's digest from ``due`` to ``next_due``; True for the one caller (of every
        process) that did, which then sends it: a digest is sent at most once."""
        return (
            await self.s._write(
                "UPDATE notify_prefs SET digest_at = ? WHERE user_id = ? AND mode = 'digest' AND digest_at = ?",
                (next_due, user_id, due),
            )
            == 1
        )

    # ------------------------------------------------------------------ the reader's language

    async def user_locales(self, user_ids: list[int]) -> dict[int, str]:
        """The language of each user's last interaction (users never seen are left out)."""
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        rows = await self.s._fetchall(
            f"SELECT user_id, locale FROM user_locales WHERE user_id IN ({marks})", tuple(user_ids)
        )
        return {r[0]: r[1] for r in rows}

    async def set_user_locale(self, user_id: int, locale: str, *, now: str) -> None:
        """Keep the language the user's client last spoke (written only when it changed)."""
        await self.s._write(
            "INSERT INTO user_locales (user_id, locale, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, updated_at = excluded.updated_at"
            " WHERE user_locales.locale <> excluded.locale",
            (user_id, locale, now),
        )

    async def dm_refused(self, user_id: int, *, now: str) -> bool:
        """Record that a DM to the user failed; True the first time (the user is then told once)."""

        async def body(tx: Tx) -> bool:
            r = await tx.fetchone("SELECT dm_refused FROM notify_prefs WHERE user_id = ?", (user_id,))
            if r is not None and r[0]:
                return False
            await tx.execute(
                "INSERT INTO notify_prefs (user_id, mode, dm_refused, updated_at) VALUES (?, 'dm', 1, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET dm_refused = 1, updated_at = excluded.updated_at",
                (user_id, now),
            )
            return True

        return await self.s._transact(body)
