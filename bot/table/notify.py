"""How each user is told that a table awaits them (``/notify``): a mention in the table's channel (the
default), a direct message with a link and the question, a daily digest (one direct message a day
listing every table awaiting them: :mod:`bot.table.digest`), or nothing (the board still names them).

:class:`Notify` is one component of :class:`bot.table.GameService`. The choice holds for every table
of the user on every server; :meth:`Tables.public` splits the seats it tells by it. A front end that
cannot deliver a direct message (closed DMs) falls back to the mention and records it with
:meth:`dm_refused`, which says whether this is the first time (the user is then told why, once).

What only one user reads follows that user's language: :meth:`seen` keeps the language of each
user's latest interaction (migration 019), :meth:`locales` gives it back for the direct messages
(a user never seen reads the table's language).
"""

from __future__ import annotations

from typing import Iterable

from bot.store.posts import DEFAULT_NOTIFY, NOTIFY_MODES, NotifyPref
from engine.core import text

from .errors import BadAction
from .tables import Tables

__all__ = ["DEFAULT_NOTIFY", "NOTIFY_MODES", "Notify", "NotifyPref"]

SEEN_KEPT = 10_000  # users whose language this process remembers (a write only when one changes)


class Notify:
    def __init__(self, tables: Tables):
        self.tables = tables
        self._seen: dict[int, str] = {}  # user -> the language last stored for them (by this process)

    async def get(self, user_id: int) -> NotifyPref:
        return await self.tables.posts.notify_pref(user_id)

    async def set(self, user_id: int, mode: str) -> NotifyPref:
        """Choose ``mode`` (mention | dm | digest | none) for every table of the user."""
        if mode not in NOTIFY_MODES:
            raise BadAction()
        await self.tables.posts.set_notify(user_id, mode, now=self.tables.now())
        return await self.get(user_id)

    async def dm_refused(self, user_id: int) -> bool:
        """A direct message to the user failed (the front end mentioned them instead): True the first
        time since they last chose, so the front end tells them once."""
        return await self.tables.posts.dm_refused(user_id, now=self.tables.now())

    async def seen(self, user_id: int, locale: str) -> None:
        """The user's client speaks ``locale`` (a catalog locale) now: kept for what only they read.
        Stored only when it differs from what this process stored last (one write per user and
        change, not per click)."""
        if not text.has_locale(locale) or self._seen.get(user_id) == locale:
            return
        await self.tables.posts.set_user_locale(user_id, locale, now=self.tables.now())
        if len(self._seen) >= SEEN_KEPT:
            self._seen.pop(next(iter(self._seen)))
        self._seen[user_id] = locale

    async def locales(self, user_ids: Iterable[int], fallback: str) -> dict[int, str]:
        """Each user's language for a direct message: their last interaction's, else ``fallback``
        (the table's language, for a user the bot has never seen)."""
        return await self.tables.reader_locales(sorted(set(user_ids)), fallback)
