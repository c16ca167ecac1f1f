"""How each user is told that a table awaits them (``/notify``): a mention in the table's channel (the
default), a direct message with a link and the question, or nothing (the board still names them).

:class:`Notify` is one component of :class:`bot.table.GameService`. The choice holds for every table
of the user on every server; :meth:`Tables.public` splits the seats it tells by it. A front end that
cannot deliver a direct message (closed DMs) falls back to the mention and records it with
:meth:`dm_refused`, which says whether this is the first time (the user is then told why, once).
"""

from __future__ import annotations

from bot.store.posts import DEFAULT_NOTIFY, NOTIFY_MODES, NotifyPref

from .errors import BadAction
from .tables import Tables

__all__ = ["DEFAULT_NOTIFY", "NOTIFY_MODES", "Notify", "NotifyPref"]


class Notify:
    def __init__(self, tables: Tables):
        self.tables = tables

    async def get(self, user_id: int) -> NotifyPref:
        return await self.tables.posts.notify_pref(user_id)

    async def set(self, user_id: int, mode: str) -> NotifyPref:
        """Choose ``mode`` (mention | dm | none) for every table of the user."""
        if mode not in NOTIFY_MODES:
            raise BadAction()
        await self.tables.posts.set_notify(user_id, mode, now=self.tables.now())
        return await self.get(user_id)

    async def dm_refused(self, user_id: int) -> bool:
        """A direct message to the user failed (the front end mentioned them instead): True the first
        time since they last chose, so the front end tells them once."""
        return await self.tables.posts.dm_refused(user_id, now=self.tables.now())
