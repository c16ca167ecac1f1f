"""Seasons in Discord: ``/setup`` (Manage Server only), ``/leaderboard season:`` with its autocomplete and
page buttons, and a season's champions announced once: in the chosen channel, else the server's system
channel, across a restart."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from bot.store import ActionRow, LobbyRow, ResultRow, SeatRow

from .conftest import make_bot, restart
from .harness import GUILD_ID, Harness, opt, sub
from .table import ANN, BOB, EVE, callback, channel_posts, reply

ANNOUNCE = 940000000000000001
SYSTEM = 940000000000000002
NO_PERMISSIONS = "0"
HALL = {  # the text channel an admin picks for the announcements (in the server's cache, as with the guilds intent)
    "id": str(ANNOUNCE),
    "type": 0,
    "name": "hall-of-fame",
    "guild_id": str(GUILD_ID),
    "position": 1,
    "permission_overwrites": [],
    "nsfw": False,
    "parent_id": None,
}


async def choose_channel(h: Harness) -> str:
    h.add_guild(GUILD_ID, "Euro", channels=[HALL])
    return reply(
        await h.command(
            ANN,
            "setup",
            [sub("announcements", opt("channel", str(ANNOUNCE), kind=7))],
            resolved={"channels": {str(ANNOUNCE): {**HALL, "permissions": "0"}}},
        )
    ).text


class Clock:
    def __init__(self, now: datetime):
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def at(*args: int) -> datetime:
    return datetime(*args, tzinfo=timezone.utc)


def use_clock(h: Harness, clock: Clock) -> None:
    h.client.service.tables.clock = clock


async def finished_game(h: Harness, players: list[tuple[int, str]], ranks: list[int], channel: int) -> None:
    """A finished stub game of ``players`` on the server, recorded as the game-ending click records it."""
    store, rs = h.client.store, h.client.records
    now = h.client.service.tables.now()
    row = await store.create_lobby(
        guild_id=GUILD_ID,
        channel_id=channel,
        game_type="stub",
        options={},
        creator_id=players[0][0],
        now=now,
        creator=LobbyRow(players[0][0], None, players[0][1]),
    )
    seats = [SeatRow(i, uid, None, name) for i, (uid, name) in enumerate(players)]
    await store.start_game(row.id, seed=1, seats=seats, state="{}", now=now)
    results = [ResultRow(s.seat, s.user_id, rank, 10 - rank, {}) for s, rank in zip(seats, ranks)]
    await store.commit_action(row.id, 0, "{}", ActionRow(0, 0, "end", 0, False), results=results, now=now)
    await rs.game_finished(await store.game(row.id), seats, results)


async def test_setup_needs_manage_server_and_says_when_a_length_applies(harness: Harness) -> None:
    use_clock(harness, Clock(at(2026, 5, 10, 9)))
    refused = reply(
        await harness.command(EVE, "setup", [sub("season", opt("length", 1, kind=4))], permissions=NO_PERMISSIONS)
    )
    assert refused.ephemeral and "Manage Server permission" in refused.text
    said = reply(await harness.command(ANN, "setup", [sub("season", opt("length", 6, kind=4))]))
    assert said.ephemeral and said.text == (
        "Seasons on this server last 6 months from the next season on. The current one, "
        "Season 1 (2026-05-10 – 2026-06-30, current), ends as planned after 2026-06-30."
    )
    forged = reply(await harness.command(ANN, "setup", [sub("season", opt("length", 5, kind=4))]))
    assert forged.ephemeral and "5" in forged.text  # not a choice Discord offers: refused, nothing set
    assert await choose_channel(harness) == f"Each season's champions will be announced in <#{ANNOUNCE}>."
    shown = reply(await harness.command(ANN, "setup", [sub("show")]))
    assert shown.ephemeral and shown.text.splitlines() == [
        "Season length: 6 months",
        "Now: Season 1 (2026-05-10 – 2026-06-30, current)",
        f"Champions are announced in <#{ANNOUNCE}>.",
        "Tables play in threads under the channel where they are opened.",  # no forum of tables (/setup tables)
    ]
    sync = [c for c in harness.rec.calls if c.method == "PUT" and c.path.endswith("/commands")][0]
    setup = next(c for c in sync.json if c["name"] == "setup")
    assert int(setup["default_member_permissions"]) == 1 << 5  # Manage Server
    assert setup["name_localizations"]["cs"] == "nastavení"
    assert [o["value"] for o in setup["options"][0]["options"][0]["choices"]] == [1, 2, 3, 4, 6, 12]


async def test_the_season_leaderboard_autocompletes_the_servers_seasons_and_pages_within_one(
    harness: Harness,
) -> None:
    clock = Clock(at(2026, 3, 20, 12))
    use_clock(harness, clock)
    await finished_game(harness, [ANN, BOB], [1, 2], 1)
    clock.now = at(2026, 4, 2)
    await finished_game(harness, [BOB, EVE], [1, 2], 2)
    calls = await harness.autocomplete(ANN, "leaderboard", [opt("game", "stub"), opt("season", "", focused=True)])
    choices = callback(calls).json["data"]["choices"]
    assert choices == [
        {"name": "Season 2 (2026-04-01 – 2026-06-30, current)", "value": "current"},
        {"name": "Season 1 (2026-03-20 – 2026-03-31)", "value": "1"},
    ]
    typed = await harness.autocomplete(ANN, "leaderboard", [opt("game", "stub"), opt("season", "03-2", focused=True)])
    assert [c["value"] for c in callback(typed).json["data"]["choices"]] == ["1"]
    past = reply(await harness.command(ANN, "leaderboard", [opt("game", "stub"), opt("season", "1")]))
    assert not past.ephemeral and "Season 1 (2026-03-20 – 2026-03-31)" in past.text
    assert "Ann" in past.text and "Eve" not in past.text
    now = reply(await harness.command(ANN, "leaderboard", [opt("game", "stub"), opt("season", "current")]))
    assert "Eve" in now.text and "Ann" not in now.text
    alltime = reply(await harness.command(ANN, "leaderboard", [opt("game", "stub")]))
    assert all(n in alltime.text for n in ("Ann", "Bob", "Eve")) and "Season" not in alltime.text
    forged = reply(await harness.command(ANN, "leaderboard", [opt("game", "stub"), opt("season", "12")]))
    assert forged.ephemeral and "There is no season “12” here" in forged.text


async def test_a_season_leaderboard_pages_stay_in_their_season(harness: Harness) -> None:
    clock = Clock(at(2026, 3, 20, 12))
    use_clock(harness, clock)
    players = [(500 + i, f"P{i}") for i in range(12)]
    for i in range(0, 12, 2):
        await finished_game(harness, players[i : i + 2], [1, 2], 10 + i)
    clock.now = at(2026, 4, 5)
    board = reply(await harness.command(ANN, "leaderboard", [opt("game", "stub"), opt("season", "1")]))
    nxt = [c for c in board.custom_ids if c.endswith(":n:s1")]
    assert nxt, board.custom_ids
    page2 = reply(await harness.click(ANN, board.message_id, nxt[0]))
    assert page2.callback_type == 7 and "Page 2 of 2" in page2.text and "Season 1" in page2.text


async def test_champions_are_announced_once_in_the_chosen_channel_across_a_restart(
    harness: Harness, db_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock(at(2026, 6, 28, 12))
    use_clock(harness, clock)
    await choose_channel(harness)
    for ranks in ([1, 2, 3], [1, 3, 2], [2, 1, 3]):
        await finished_game(harness, [ANN, BOB, EVE], ranks, 30 + ranks[1])
    assert await harness.client.post_season_announcements() == 0  # the season runs on
    clock.now = at(2026, 7, 1, 0, 0, 30)
    mark = len(harness.rec.calls)
    assert await harness.client.post_season_announcements() == 1
    [post] = channel_posts(harness.rec.since(mark))
    assert post.data["content"].splitlines() == [
        "🏆 Season 1 (2026-06-28 – 2026-06-30) is over. This server's champions, by their season rating:",
        post.data["content"].splitlines()[1],
        "Season 2 (2026-07-01 – 2026-09-30, current) has begun: its boards are /leaderboard season:",
    ]
    assert post.data["content"].splitlines()[1].startswith("**Counting Race**: 🥇 Ann (")
    assert harness.rec.messages[post.message_id]["channel_id"] == str(ANNOUNCE)
    assert post.data["allowed_mentions"] == {"parse": []}
    assert await harness.client.post_season_announcements() == 0
    again = await restart(harness, db_path, monkeypatch, keep=post.message_id)
    try:
        use_clock(again, Clock(at(2026, 7, 1, 0, 5)))
        assert await again.client.post_season_announcements() == 0
    finally:
        await again.close()


async def test_a_process_that_died_after_posting_the_champions_is_not_posted_twice(
    harness: Harness, db_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Posted, then the process stopped before marking the announcement done: the next process claims it
    again after the lease and posts it with the same nonce, which Discord answers with the message already
    made (the harness keeps nonces as Discord does, across processes): the channel holds one message."""
    clock = Clock(at(2026, 6, 28, 12))
    use_clock(harness, clock)
    await choose_channel(harness)
    await finished_game(harness, [ANN, BOB], [1, 2], 30)
    clock.now = at(2026, 7, 1, 0, 0, 30)
    seasons = harness.client.records.seasons

    async def died(_announcement: object) -> None:
        raise RuntimeError("the process stopped here")

    monkeypatch.setattr(seasons, "announced", died)
    mark = len(harness.rec.calls)
    with pytest.raises(RuntimeError):
        await harness.client.post_season_announcements()
    [first] = channel_posts(harness.rec.since(mark))
    assert first.data["enforce_nonce"] is True and len(first.data["nonce"]) <= 25
    again = await restart(harness, db_path, monkeypatch, keep=first.message_id)
    try:
        later = Clock(at(2026, 7, 1, 0, 1, 30))  # inside the lease: still the dead process's claim
        use_clock(again, later)
        assert await again.client.post_season_announcements() == 0
        later.now = at(2026, 7, 1, 0, 3)  # the lease ran out
        assert await again.client.post_season_announcements() == 1
        [second] = [c for c in again.rec.calls if c.method == "POST" and c.path == "/channels/{channel_id}/messages"]
        assert second.data["nonce"] == first.data["nonce"]
        made = [m for m in again.rec.messages.values() if m["channel_id"] == str(ANNOUNCE)]
        assert [m["id"] for m in made] == [first.message_id]  # no second message
        assert await again.client.post_season_announcements() == 0  # now marked done
    finally:
        await again.close()


async def test_without_a_chosen_channel_the_system_channel_hears_it(harness: Harness) -> None:
    channel = {
        "id": str(SYSTEM),
        "type": 0,
        "name": "general",
        "position": 0,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": None,
    }
    harness.add_guild(GUILD_ID, "Euro", system_channel_id=str(SYSTEM), channels=[channel], preferred_locale="de")
    clock = Clock(at(2026, 9, 29, 12))
    use_clock(harness, clock)
    await finished_game(harness, [ANN, BOB], [2, 1], 40)
    clock.now = at(2026, 10, 1, 1)
    mark = len(harness.rec.calls)
    assert await harness.client.post_season_announcements() == 1
    [post] = channel_posts(harness.rec.since(mark))
    assert post.data["content"].startswith("🏆 Saison 1 (2026-09-29 – 2026-09-30) ist vorbei.")  # the server's language
    message = harness.rec.messages[post.message_id]
    assert message["channel_id"] == str(SYSTEM)


async def test_a_server_without_any_channel_gets_no_announcement_and_it_is_not_retried(
    db_path, monkeypatch: pytest.MonkeyPatch, stub_registry: None
) -> None:
    h = Harness(make_bot(db_path), monkeypatch)
    await h.login()
    try:
        clock = Clock(at(2026, 12, 30, 12))
        use_clock(h, clock)
        await finished_game(h, [ANN, BOB], [1, 2], 50)
        clock.now = at(2027, 1, 1, 0, 1)
        mark = len(h.rec.calls)
        assert await h.client.post_season_announcements() == 0
        assert channel_posts(h.rec.since(mark)) == []
        assert await h.client.post_season_announcements() == 0
        board = reply(await h.command(ANN, "leaderboard", [opt("game", "stub"), opt("season", "1")]))
        assert "Ann" in board.text  # readable all the same
    finally:
        await h.close()
