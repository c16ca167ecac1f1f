"""A forum of tables: a server may keep its tables as the posts of a forum channel (``/setup tables:``).

The choice is two per-server settings (migration 021's ``guild_settings``): ``tables``, the forum's
channel id, and ``tables_tags``, the ids of the forum tags the bot uses, one per game and one per
state of a table (:data:`STATES`: waiting for players, running, finished). Each table opened while a
forum is chosen is a post of it (``table_posts.forum_id``, migration 028): the front end tags it with
its game and its state and keeps the state tag current; a player filters the forum by tag to find an
open table of a game, or a finished game's replay. Without a forum, tables run in threads under the
channel where they were opened, as before. Only members with Manage Server may choose (checked here
again: a forged interaction changes nothing).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from bot.store.setting_names import TABLES, TABLES_TAGS
from bot.store.settings import SettingsStore
from engine.core.text import M

from .errors import NotAllowed
from .tables import Tables

LOBBY, RUNNING, FINISHED = "lobby", "running", "finished"
STATES = (LOBBY, RUNNING, FINISHED)  # the state tags, in the order a table goes through them
STATE_OF_STATUS = {"lobby": LOBBY, "active": RUNNING, "finished": FINISHED, "abandoned": FINISHED}


def game_tag(game_type: str) -> str:
    return f"game:{game_type}"


def state_tag(state: str) -> str:
    return f"state:{state}"


@dataclass(frozen=True, slots=True)
class ForumSetting:
    forum_id: int
    tags: dict[str, int] = field(default_factory=dict)  # game_tag / state_tag -> the forum's tag id

    def applied(self, game_type: str, state: str) -> list[int]:
        """A table's tags: its game's and its state's (those the forum has)."""
        return [t for key in (game_tag(game_type), state_tag(state)) if (t := self.tags.get(key)) is not None]


@dataclass(frozen=True, slots=True)
class ForumTable:
    """A table that is a forum post: the forum, the post (the table's channel), its game and state."""

    setting: ForumSetting
    post_id: int
    game_type: str
    state: str

    def tags(self) -> list[int]:
        return self.setting.applied(self.game_type, self.state)


class ForumTables:
    """The server's forum of tables (see the module docstring)."""

    def __init__(self, tables: Tables):
        self.tables = tables
        self.settings = SettingsStore(tables.store)

    async def setting(self, guild_id: int | None) -> ForumSetting | None:
        """The server's forum of tables, None when it keeps its tables in threads."""
        if guild_id is None:
            return None
        values = await self.settings.all(guild_id)
        forum = values.get(TABLES)
        if not forum:
            return None
        try:
            tags = {str(k): int(v) for k, v in json.loads(values.get(TABLES_TAGS) or "{}").items()}
        except (ValueError, TypeError, AttributeError):
            tags = {}  # a value this code cannot read: the forum without tags
        return ForumSetting(int(forum), tags)

    async def choose(
        self, guild_id: int, user_id: int, forum_id: int | None, tags: dict[str, int], *, can_manage: bool
    ) -> None:
        """An admin's forum for the server's tables (None: back to threads under the channel)."""
        if not can_manage:
            raise NotAllowed(M("bot.season.err.manage_server"))
        now = self.tables.now()
        await self.settings.put(guild_id, TABLES, forum_id, by=user_id, now=now)
        await self.settings.put(guild_id, TABLES_TAGS, json.dumps(tags) if forum_id else None, by=user_id, now=now)

    async def posted(self, game_id: int, forum_id: int) -> None:
        """Table ``game_id`` is a post of forum ``forum_id``."""
        await self.tables.posts.set_forum(game_id, forum_id)

    async def of_table(self, game_id: int) -> ForumTable | None:
        """A table that is a post of its server's forum of tables (while that forum is still the chosen
        one), as it stands now; None for a table that is no forum post."""
        posts = await self.tables.posts.posts(game_id)
        if posts.forum_id is None:
            return None
        row = await self.tables.store.game(game_id)
        setting = await self.setting(row.guild_id if row is not None else None)
        if row is None or setting is None or setting.forum_id != posts.forum_id:
            return None
        return ForumTable(setting, row.channel_id, row.game_type, STATE_OF_STATUS.get(row.status, RUNNING))
