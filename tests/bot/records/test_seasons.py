"""Seasons (migration 021): the calendar, a rollover with its champions announced once, fresh ratings
each season equal to a rebuild, the past seasons readable, the settings refused without permission."""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone

import pytest

from bot.i18n import t
from bot.records import Leaderboards, RecordsService
from bot.records.ratings import compute
from bot.store import open_store
from bot.store.seasons import next_boundary
from bot.table import BadOption, NotAllowed
from engine.registry import get_game
from tests.bot.conftest import GUILD, Clock, make_service
from tests.bot.records.test_ratings_upkeep import GAME, USERS, Table, stored

UTC = timezone.utc


def at(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


@pytest.mark.parametrize(
    ("after", "months", "boundary"),
    [
        (at(2026, 3, 1, 12), 3, at(2026, 4, 1)),  # the calendar quarters
        (at(2026, 4, 1), 3, at(2026, 7, 1)),  # a boundary itself starts the next quarter
        (at(2026, 12, 31, 23, 59), 3, at(2027, 1, 1)),
        (at(2026, 2, 10), 1, at(2026, 3, 1)),
        (at(2026, 2, 10), 2, at(2026, 3, 1)),  # Jan-Feb, Mar-Apr, ...
        (at(2026, 5, 10), 4, at(2026, 9, 1)),  # Jan-Apr, May-Aug, Sep-Dec
        (at(2026, 5, 10), 6, at(2026, 7, 1)),
        (at(2026, 5, 10), 12, at(2027, 1, 1)),
    ],
)
def test_seasons_follow_the_calendar(after, months, boundary):
    assert next_boundary(after, months) == boundary


async def _rs(store, clock: Clock) -> RecordsService:
    return RecordsService(make_service(store, games=get_game, clock=clock), secret_source=lambda: "s")


async def _play(table: Table, players: list[int], ranks: list[int]) -> None:
    gid = await table.start(players, GUILD)
    await table.finish(gid, ranks)


async def test_a_season_rollover_announces_its_champions_once_and_the_new_season_starts_empty(store):
    clock = Clock(start=at(2026, 3, 30, 12), tick=1)
    rs = await _rs(store, clock)
    other = await _rs(store, clock)  # a second bot process on the same database
    table, lb = Table(rs), Leaderboards(rs)
    for ranks in ([1, 2, 3], [1, 3, 2], [2, 1, 3]):
        await _play(table, USERS[:3], ranks)
    season1 = await lb.page(GAME, "rating", "server", guild_id=GUILD, season="current")
    alltime = await lb.page(GAME, "rating", "server", guild_id=GUILD)
    assert season1.season == 1 and [r.user_id for r in season1.rows] == [r.user_id for r in alltime.rows]
    assert "Season 1 (2026-03-30 – 2026-03-31, current)" in season1.title
    assert await rs.seasons.due_announcements(lambda g: True, lambda g: "en") == []  # not over yet

    clock.now = at(2026, 4, 1, 0, 0, 30)
    both = await asyncio.gather(
        rs.seasons.due_announcements(lambda g: True, lambda g: "en"),
        other.seasons.due_announcements(lambda g: True, lambda g: "en"),
    )
    [announcement] = [a for found in both for a in found]  # claimed by exactly one process
    assert announcement.guild_id == GUILD and announcement.channel_id is None
    winner = season1.rows[0].name
    assert announcement.text.startswith("🏆 Season 1 (2026-03-30 – 2026-03-31) is over.")
    assert f"🥇 {winner}" in announcement.text and "Season 2 (2026-04-01 – 2026-06-30, current) has begun" in (
        announcement.text
    )
    await rs.seasons.announced(announcement)
    clock.advance(60 * 24)  # a day later, after restarts: never again
    assert await rs.seasons.due_announcements(lambda g: True, lambda g: "en") == []
    assert await (await _rs(store, clock)).seasons.due_announcements(lambda g: True, lambda g: "en") == []

    now = await lb.page(GAME, "rating", "server", guild_id=GUILD, season="current")
    assert now.season == 2 and now.rows == [] and now.lines == [t("bot.lb.empty")]
    past = await lb.page(GAME, "rating", "server", guild_id=GUILD, season="1")
    assert [(r.user_id, r.value) for r in past.rows] == [(r.user_id, r.value) for r in season1.rows]
    assert "current" not in past.title

    # ratings start afresh: the first game of season 2 rates its players as newcomers
    await _play(table, USERS[:2], [1, 2])
    fresh = compute([g for g in await rs.records.rated_games(GAME) if f"guild:{GUILD}@2" in g.seasons])
    rows = await stored(rs)
    assert {u: rows[(f"guild:{GUILD}@2", u)][:2] for u in USERS[:2]} == {
        u: (fresh[(f"guild:{GUILD}@2", u)].mu, fresh[(f"guild:{GUILD}@2", u)].sigma) for u in USERS[:2]
    }
    assert rows[(f"guild:{GUILD}@2", USERS[0])][2] == 1  # one game this season
    assert rows[(f"guild:{GUILD}", USERS[0])][2] == 4  # four all-time
    # a rebuild from the results log gives every season's ratings again
    before = await stored(rs)
    await rs.ratings.rebuild(GAME)
    assert await stored(rs) == before


async def test_two_processes_on_one_database_announce_a_season_once(db_url):
    """Two stores (two bot processes) sweeping at the same time, on SQLite and PostgreSQL."""
    clock = Clock(start=at(2026, 6, 29, 9), tick=1)
    one, two = await open_store(db_url), await open_store(db_url)
    try:
        first, second = await _rs(one, clock), await _rs(two, clock)
        table = Table(first)
        await _play(table, USERS[:2], [1, 2])
        clock.now = at(2026, 7, 1, 0, 1)
        found = await asyncio.gather(
            *(rs.seasons.due_announcements(lambda g: True, lambda g: "en") for rs in (first, second, first, second))
        )
        assert sum(len(f) for f in found) == 1
    finally:
        await one.close()
        await two.close()


async def test_an_unposted_announcement_is_claimed_again_after_its_lease(store):
    clock = Clock(start=at(2026, 3, 31, 20), tick=1)
    rs = await _rs(store, clock)
    await _play(Table(rs), USERS[:2], [2, 1])
    clock.now = at(2026, 4, 1, 0, 0, 5)
    [a] = await rs.seasons.due_announcements(lambda g: True, lambda g: "en")
    assert await rs.seasons.due_announcements(lambda g: True, lambda g: "en") == []  # claimed
    clock.advance(11)  # that process stopped before posting: the lease ran out
    [again] = await rs.seasons.due_announcements(lambda g: True, lambda g: "en")
    assert again.season == a.season
    await rs.seasons.not_posted(again, retry=True)  # Discord refused for now: the next sweep tries again
    [third] = await rs.seasons.due_announcements(lambda g: True, lambda g: "en")
    await rs.seasons.announced(third)
    assert await rs.seasons.due_announcements(lambda g: True, lambda g: "en") == []


async def test_a_process_announces_only_for_the_servers_it_owns(store):
    clock = Clock(start=at(2026, 3, 31, 20), tick=1)
    rs = await _rs(store, clock)
    await _play(Table(rs), USERS[:2], [1, 2])
    clock.now = at(2026, 4, 1, 1)
    assert await rs.seasons.due_announcements(lambda g: g != GUILD, lambda g: "en") == []
    [a] = await rs.seasons.due_announcements(lambda g: g == GUILD, lambda g: "cs")
    assert a.text.startswith("🏆 Sezóna 1") and a.locale == "cs"


async def test_the_season_length_applies_from_the_next_season_and_needs_manage_server(store):
    clock = Clock(start=at(2026, 2, 10, 8), tick=1)
    rs = await _rs(store, clock)
    with pytest.raises(NotAllowed) as refused:
        await rs.seasons.set_length(GUILD, USERS[0], 1, can_manage=False, locale="en")
    assert "Manage Server" in t(refused.value.msg)
    with pytest.raises(BadOption):
        await rs.seasons.set_length(GUILD, USERS[0], 5, can_manage=True, locale="en")
    line = await rs.seasons.set_length(GUILD, USERS[0], 1, can_manage=True, locale="en")
    assert line == (
        "Seasons on this server last 1 month from the next season on. The current one, "
        "Season 1 (2026-02-10 – 2026-03-31, current), ends as planned after 2026-03-31."
    )
    clock.now = at(2026, 4, 2)
    second = await rs.seasons.current(GUILD)
    assert (second.number, second.first_day, second.last_day, second.months) == (2, "2026-04-01", "2026-04-30", 1)
    assert await rs.seasons.settings_lines(GUILD, "en") == [
        "Season length: 1 month",
        "Now: Season 2 (2026-04-01 – 2026-04-30, current)",
        "Champions are announced in the server's system messages channel (none chosen with /setup announcements).",
    ]
    assert await rs.seasons.set_channel(GUILD, USERS[0], 555, can_manage=True, locale="en") == (
        "Each season's champions will be announced in <#555>."
    )
    # a server silent for months: the seasons in between are made (empty) and numbered in order
    clock.now = at(2026, 7, 15)
    assert (await rs.seasons.current(GUILD)).number == 5


async def test_a_season_option_that_names_no_season_is_refused_privately(store):
    clock = Clock(start=at(2026, 3, 1, 12), tick=1)
    rs = await _rs(store, clock)
    lb = Leaderboards(rs)
    for bad in ("7", "abc", "²", "-1", "0", "1" * 40):
        with pytest.raises(BadOption):
            await lb.page(GAME, "rating", "server", guild_id=GUILD, season=bad)
    labels = await rs.seasons.choices(GUILD, "", "en")
    assert labels == [("Season 1 (2026-03-01 – 2026-03-31, current)", "current")]


async def test_the_global_seasons_are_the_calendar_quarters(store):
    clock = Clock(start=at(2026, 5, 20, 12), tick=1)
    rs = await _rs(store, clock)
    await _play(Table(rs), USERS[:2], [1, 2])
    clock.now = at(2026, 8, 3)
    season = await rs.seasons.current(None)
    assert (season.number, season.first_day, season.last_day) == (2, "2026-07-01", "2026-09-30")
    past = await Leaderboards(rs).page(GAME, "rating", "global", guild_id=None, season="1")
    assert len(past.rows) == 2 and "Season 1 (2026-05-20 – 2026-06-30)" in past.title
    # the global season ended: nobody announces it (no channel belongs to every server)
    assert [a.guild_id for a in await rs.seasons.due_announcements(lambda g: True, lambda g: "en")] == [GUILD]
