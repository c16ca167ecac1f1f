"""What follows a table's end, however it ended (its last board, an abandon, a vote or a stall that
closed it): a scheduled table's server event ends (:mod:`.live`), a forum table's post is tagged
"finished" (:mod:`.forum`)."""

from __future__ import annotations

import discord

from . import forum, live


async def table_closed(client: discord.Client, game_id: int) -> None:
    await live.table_ended(client, game_id)
    await forum.follow_state(client, game_id)
