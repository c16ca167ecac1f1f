"""A whole game by clicks through the real Discord client, counting what the table costs its players:
messages posted and left in the table's thread, turn messages (one layout message a turn: a board, or
the turn's message posted again to ping someone new within the turn), deletions, edits in place,
mentions per player, and how often each player newly became awaited (the ping budget). Shared by the
budget tests and the measurement script (``python -m tests.bot.discord.quiet_table``, the README's
numbers)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from .harness import Harness, leaves, opt
from .table import callback, is_animation, lobby_id, panel_message, panel_options, take_turn

MAX_CLICKS = 4000
USERS = [(111, "Ann"), (222, "Bob"), (333, "Eve"), (444, "Kim")]


@dataclass
class TableCost:
    game: str
    players: int
    posted: int = 0  # messages the bot posted in the table's thread
    deleted: int = 0  # of those, deleted again (a turn's earlier copy, an obsolete notice)
    boards: int = 0  # messages posted with the board's picture (turn messages)
    edited: int = 0  # turn messages edited in place (a change within the turn that pings nobody)
    clicks: int = 0
    mentions: Counter = field(default_factory=Counter)  # user -> times pinged
    pings_without_board: int = 0  # mentions in a message without the board's picture (a notice)
    newly_awaited: Counter = field(default_factory=Counter)  # user -> times they newly had to act
    live_line_edits: int = 0
    turn_messages_left: int = 0  # layout messages with the board left in the thread
    turns_left: int = 0  # the distinct turns those show (the final board is a turn of its own)
    summaries_left: int = 0  # the animated summary after the final board

    @property
    def left(self) -> int:
        """Messages that stay in the thread: what a player scrolls through."""
        return self.posted - self.deleted


async def _awaited(h: Harness, users: list[tuple[int, str]]) -> list[tuple[int, str]]:
    out = []
    for user in users:
        panel = await h.client.service.play.panel(h.here, user[0])
        if panel.finished:
            return []
        if panel.your_turn:
            out.append(user)
    return out


def _turn_post(h: Harness, thread: str) -> str:
    """The newest message in the thread that carries a Take-turn button (a board or the live notice)."""
    for mid in reversed(list(h.rec.messages)):
        msg = h.rec.messages[mid]
        if (
            msg["channel_id"] == thread
            and mid not in h.rec.deleted
            and any(c.get("custom_id", "").endswith(":@turn") for c in leaves(msg))
        ):
            return mid
    raise AssertionError("no board with a Take-turn button in the thread")


async def play_whole_game(h: Harness, game: str, players: int, seed: int, toggles: tuple[str, ...] = ()) -> TableCost:
    """Open ``game`` with ``players`` humans (the lobby's ``toggles`` switched), start it (into its
    thread) and click random options until the end; every click is a real interaction on the newest
    board or notice, by a random awaited player."""
    rng = random.Random(seed)
    users = USERS[:players]
    lobby = callback(await h.command(users[0], "play", [opt("game", game)])).message_id
    for user in users[1:]:
        await h.click(user, lobby, lobby_id(h, lobby, "join"))
    for name in toggles:  # two-way lobby options, e.g. Macao's dice chosen at once
        await h.click(users[0], lobby, lobby_id(h, lobby, f"toggle.{name}"))
    mark = len(h.rec.calls)
    await h.click(users[0], lobby, lobby_id(h, lobby, "start"))
    thread = h.rec.threads[-1]
    cost = TableCost(game, players)
    before = {u[0] for u in await _awaited(h, users)}
    for u in before:
        cost.newly_awaited[u] += 1
    actor = None
    while cost.clicks < MAX_CLICKS:
        awaited = await _awaited(h, users)
        if not awaited:
            break
        user = rng.choice(awaited)
        calls = await take_turn(h, _turn_post(h, thread), user)
        panel = panel_message(h, calls)
        custom_id, values = rng.choice(panel_options(h, panel))
        await h.click(user, panel, custom_id, values=values)
        cost.clicks += 1
        actor = user[0]
        now = {u[0] for u in await _awaited(h, users)}
        for u in now - before - {actor}:
            cost.newly_awaited[u] += 1
        before = now
    else:
        raise AssertionError(f"{game} did not end in {MAX_CLICKS} clicks")
    turns: set[str] = set()
    for call in h.rec.calls[mark:]:
        where = h.rec.messages[call.message_id]["channel_id"] if call.message_id in h.rec.messages else None
        if call.method == "POST" and call.path == "/channels/{channel_id}/messages" and where == thread:
            cost.posted += 1
            gone = call.message_id in h.rec.deleted
            cost.deleted += gone
            cost.boards += "board.png" in call.pictures
            if not gone and "board.png" in call.pictures:
                cost.turn_messages_left += 1
                turns.add(next((i for i in call.custom_ids if i.endswith(":@turn")), call.message_id))
            cost.summaries_left += not gone and is_animation(call)
            for u in (call.data.get("allowed_mentions") or {}).get("users") or []:
                if f"<@{u}>" in call.text:
                    cost.mentions[int(u)] += 1
                    cost.pings_without_board += "board.png" not in call.pictures
        if call.method == "PATCH" and call.path == "/channels/{channel_id}/messages/{message_id}":
            if where == thread:
                cost.edited += 1
            else:
                cost.live_line_edits += 1
    cost.turns_left = len(turns)
    return cost


def over_budget(cost: TableCost) -> list[str]:
    """The issue's budget: the messages left per game are the turn messages plus the animated summary,
    one message per turn; mentions per player <= the times that player newly had to act, each on a
    message with the board."""
    out = []
    if cost.left != cost.turn_messages_left + cost.summaries_left:
        out.append(f"{cost.left} left: {cost.turn_messages_left} turn messages, {cost.summaries_left} summaries")
    if cost.turn_messages_left != cost.turns_left:
        out.append(f"{cost.turn_messages_left} turn messages left for {cost.turns_left} turns")
    if cost.summaries_left != 1:
        out.append(f"{cost.summaries_left} animated summaries")
    for user, n in cost.mentions.items():
        if n > cost.newly_awaited[user]:
            out.append(f"user {user}: {n} mentions for {cost.newly_awaited[user]} times newly awaited")
    if cost.pings_without_board:
        out.append(f"{cost.pings_without_board} mentions on a message without the board")
    return out


async def _measure(games: list[tuple[str, int, tuple[str, ...]]], seeds: int) -> None:
    import tempfile
    from pathlib import Path

    import pytest

    from engine.registry import get_game
    from .conftest import make_bot

    print(
        "| game | players | turn messages posted | left in the thread (turns) | deleted (earlier copies)"
        " | edited in place | + animated summary | mentions (without the board) | mentions per player (max)"
        " | times newly awaited (max) |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for game, players, toggles in games:
        for seed in range(seeds):
            with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
                h = Harness(make_bot(Path(tmp) / "t.sqlite3"), mp)
                await h.login()
                try:
                    c = await play_whole_game(h, game, players, seed, toggles)
                finally:
                    await h.close()
            name = get_game(game).id + (" (dice at once)" if toggles else "")
            print(
                f"| {name} | {players} | {c.boards} | {c.turn_messages_left} ({c.turns_left}) | {c.deleted} "
                f"| {c.edited} | {c.summaries_left} | {sum(c.mentions.values())} ({c.pings_without_board}) "
                f"| {max(c.mentions.values(), default=0)} "
                f"| {max(c.newly_awaited.values(), default=0)} |"
            )


if __name__ == "__main__":  # python -m tests.bot.discord.quiet_table [seeds]: the README's table
    import asyncio
    import sys

    from engine.registry import game_ids, get_game

    runs = []
    for gid in game_ids():
        g = get_game(gid)
        for n in range(max(2, g.min_players), g.max_players + 1):
            runs.append((gid, n, ()))
            if gid == "macao":
                runs.append((gid, n, ("simultaneous_dice",)))
    asyncio.run(_measure(runs, int(sys.argv[1]) if len(sys.argv) > 1 else 1))
