"""A poll for the next game (``/play poll:<hours>``): a Discord poll in the channel, one answer per game;
when it ends, the lobby of the game that won opens in the channel (the service: :mod:`bot.table.live`).

Why a Discord poll here (and not for a table's votes, :mod:`.votes`): the whole channel may vote on what
to play next, an hour or more is a fair time for it, and nobody's seat depends on it. Its votes reach
the bot without a gateway intent: when the poll's time is up the sweep ends it (``/polls/…/expire``),
which answers with the final counts, and reads who voted for the winner (they are mentioned on the
lobby message, the table they asked for). The most votes win; a tie goes to the game asked first;
nobody voting opens nothing (and says so). A channel with an open table gets a line instead of a second
one. The poll's creator opens the lobby: they may start it as with ``/play``.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

import discord

from bot.i18n import t
from bot.store.live import GamePoll
from bot.table import ServiceError
from bot.table import clocks
from bot.table.live import iso, winner

from . import embeds, replies
from .context import channel_of, check_permissions, name_of, service, service_of
from .delivery import messageable
from .locale import server_locale_of

log = logging.getLogger(__name__)

QUESTION_MAX, ANSWER_MAX = 300, 55  # Discord's poll limits
HOURS_MAX = 168  # PROPOSED: a poll for the next game stays open a week at most (Discord allows 32 days)
VOTERS_SHOWN = 20  # voters of the winner mentioned on the lobby message


async def start_poll(interaction: discord.Interaction, games: dict[str, Any], hours: int, locale: str) -> None:
    """Post the poll in the channel and keep it (its end is read by the sweep)."""
    if not await check_permissions(interaction, locale):
        return
    if not interaction.app_permissions.send_polls:
        names = t("bot.polls.perm", locale)
        await replies.error(interaction, t("bot.discord.missing_permissions", locale, perms=names))
        return
    pub = server_locale_of(interaction)
    guild_id = interaction.guild_id
    assert guild_id is not None, "a poll is asked in a server with the bot"
    order = list(games)
    poll = discord.Poll(question=t("bot.polls.question", pub)[:QUESTION_MAX], duration=timedelta(hours=hours))
    for game_id in order:
        poll.add_answer(text=embeds.game_name(game_id, pub)[:ANSWER_MAX])
    svc = service(interaction)
    message = await messageable(interaction.client, channel_of(interaction)).send(poll=poll)
    ends = svc.tables.clock() + timedelta(hours=hours)
    await svc.live.poll_posted(
        GamePoll(
            message_id=message.id,
            guild_id=guild_id,
            channel_id=channel_of(interaction),
            creator_id=interaction.user.id,
            creator_name=name_of(interaction.user),
            games=tuple(order),
            locale=pub,
            ends_at=iso(ends),
        )
    )
    await replies.show(interaction, content=t("bot.polls.posted", locale, when=f"<t:{int(ends.timestamp())}:F>"))


async def post_results(client: discord.Client, now: datetime | None = None) -> int:
    """The sweep: read each ended poll once and open the winner's lobby. How many lobbies opened."""
    svc = service_of(client)
    opened = 0
    for poll in await svc.live.due_polls(now):
        try:
            opened += await _result(client, poll)
        except discord.HTTPException:
            log.warning("channel %s: the poll %s could not be read", poll.channel_id, poll.message_id, exc_info=True)
    return opened


async def _counts(client: discord.Client, poll: GamePoll) -> dict[int, int]:
    """The final votes per answer: ending the poll answers with them (an ended poll is read instead)."""
    data: dict[str, Any]
    try:
        data = dict(await client.http.end_poll(poll.channel_id, poll.message_id))
    except discord.HTTPException:
        data = dict(await client.http.get_message(poll.channel_id, poll.message_id))
    results = (data.get("poll") or {}).get("results") or {}
    return {int(c["id"]): int(c["count"]) for c in results.get("answer_counts") or []}


async def _voters(client: discord.Client, poll: GamePoll, answer_id: int) -> list[int]:
    try:
        data = await client.http.get_poll_answer_voters(poll.channel_id, poll.message_id, answer_id, limit=VOTERS_SHOWN)
    except discord.HTTPException:
        return []
    return [int(u["id"]) for u in data.get("users") or [] if not u.get("bot")]


async def _result(client: discord.Client, poll: GamePoll) -> int:
    channel = messageable(client, poll.channel_id)
    locale = poll.locale
    counts = await _counts(client, poll)
    won = winner(poll.games, counts)
    if won is None:
        await channel.send(content=t("bot.polls.nobody", locale), allowed_mentions=discord.AllowedMentions.none())
        return 0
    game, votes = won
    name = embeds.game_name(game, locale)
    voters = await _voters(client, poll, poll.games.index(game) + 1)
    svc = service_of(client)
    try:
        info = await svc.lobby.open(
            poll.guild_id,
            poll.channel_id,
            game,
            poll.creator_id,
            poll.creator_name,
            {},
            locale=locale,
            pace=clocks.LOBBY_DEFAULT,
        )
    except ServiceError as exc:  # a table is open in the channel already
        await channel.send(
            content=t("bot.polls.busy", locale, game=name, why=t(exc.msg, locale)),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        return 0
    await svc.live.poll_opened(poll.message_id, info.game_id)
    # the lobby cog draws lobby messages (its module imports this one: found by name, as the rematch does)
    lobby = client.get_cog("lobby")  # type: ignore[attr-defined]
    mentions = " ".join(f"<@{u}>" for u in voters)
    line = t("bot.polls.result", locale, game=name, votes=votes, total=sum(counts.values()))
    await channel.send(
        content="\n".join(x for x in (line, mentions) if x),
        allowed_mentions=discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in voters] if voters else False
        ),
        **lobby.message_parts(info, info.locale),
    )
    return 1
