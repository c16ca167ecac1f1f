"""Live tables as server events and a poll for the next game (issue 33), through real discord.py objects:
``/play … when:`` creates the event with a link, the players who joined are reminded when it starts
(once, as each chose), the event starts and ends with the table; ``/play poll:`` posts a Discord poll
whose result opens the winner's lobby."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from bot.config import Settings
from bot.discord.client import EuroBot
from bot.table import GameService
from engine import registry

from .conftest import PNG, STUB, fake_animator
from .harness import ALL_PERMISSIONS, CHANNEL_ID, GUILD_ID, Harness, opt
from .table import ANN, BOB, EVE, board_posts, button, callback, channel_posts, lobby_id, open_panel, reply

T0 = datetime(2026, 3, 1, 18, 0, tzinfo=timezone.utc)  # Sunday 19:00 in Prague (CET, UTC+1)
START = datetime(2026, 3, 1, 19, 0, tzinfo=timezone.utc)  # "20:00 Europe/Prague"
NO_EVENTS = str(int(ALL_PERMISSIONS) & ~((1 << 44) | (1 << 33)))  # without Create Events and Manage Events


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
async def live(db_path, monkeypatch: pytest.MonkeyPatch):
    """The bot hosting the stub game and the toy game (two answers for a poll), on a clock of its own."""
    monkeypatch.setattr(registry, "_GAMES", {**STUB, "toy": "tests.bot.toygame:GAME"})
    clock = Clock(T0)
    settings = Settings(DISCORD_TOKEN="t", DATABASE_PATH=str(db_path), DEV_GUILD_ID=None, AI_DELAY_SECONDS=0)
    bot = EuroBot(
        settings,
        service_factory=lambda store, s: GameService(
            store,
            renderer=lambda game, view, names, locale: PNG,
            rng_seed_source=lambda: 7,
            animator=fake_animator,
            clock=clock,
        ),
    )
    h = Harness(bot, monkeypatch)
    await h.login()
    h.clock = clock
    yield h
    await h.close()


def _events(h: Harness, method: str) -> list:
    return [c for c in h.rec.calls if c.method == method and "/scheduled-events" in c.path]


async def _schedule(h: Harness, when: str = "20:00 Europe/Prague", **kw) -> tuple[str, list]:
    calls = await h.command(ANN, "play", [opt("game", "stub"), opt("when", when)], **kw)
    lobby = callback(calls).message_id
    return lobby, calls


async def test_a_scheduled_table_has_its_event_its_reminder_and_its_end(live: Harness) -> None:
    h = live
    lobby, calls = await _schedule(h)
    [created] = _events(h, "POST")
    event = created.json
    assert event["entity_type"] == 3 and event["privacy_level"] == 2  # held outside a channel, server only
    assert event["scheduled_start_time"] == START.isoformat() and event["name"] == "Counting Race #1"
    assert event["scheduled_end_time"] == (START + timedelta(hours=3)).isoformat()
    link = f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{lobby}"
    assert event["entity_metadata"]["location"] == link and link in event["description"]
    at = int(START.timestamp())
    assert f"Live table: starts <t:{at}:F> (<t:{at}:R>)" in h.text(lobby)
    assert "Pace: Live" in h.text(lobby)  # a scheduled table plays at the live pace
    told = [c for c in calls if c.ephemeral and "server event" in c.text]
    assert told and f"<t:{at}:F>" in told[0].text  # its creator reads when, and where the event is
    await h.click(BOB, lobby, lobby_id(h, lobby, "join"))
    h.clock.now = START - timedelta(minutes=1)
    assert await h.client.post_live_tables(h.clock.now) == 0  # not yet
    mark = len(h.rec.calls)
    h.clock.now = START
    assert await h.client.post_live_tables(h.clock.now) == 1
    [reminder] = channel_posts(h.rec.since(mark))
    assert "**Counting Race #1** starts now" in reminder.text
    assert f"<@{ANN[0]}>" in reminder.text and f"<@{BOB[0]}>" in reminder.text  # everyone who joined
    assert sorted(int(u) for u in reminder.data["allowed_mentions"]["users"]) == [ANN[0], BOB[0]]
    [started] = _events(h, "PATCH")
    assert started.json == {"status": 2}  # the event is live
    assert await h.client.post_live_tables(h.clock.now + timedelta(minutes=1)) == 0  # reminded once
    # the game, to its end: the event ends with the table
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    await h.click(ANN, lobby, lobby_id(h, lobby, "start"))
    assert len(_events(h, "PATCH")) == 1  # started already: Start does not start it again
    for _ in range(60):
        last = [c for c in board_posts(h.rec.calls) if c.pictures][-1]
        if not any(i.endswith(":@turn") for i in last.custom_ids):
            break
        user = ANN if (await h.client.service.play.panel(h.here, ANN[0])).your_turn else BOB
        panel = await open_panel(h, last.message_id, user)
        await h.click(user, panel, button(h, panel, "take.3"))
        await h.click(user, panel, button(h, panel, "end"))
    assert (await h.client.service.store.game(1)).status == "finished"
    assert [c.json for c in _events(h, "PATCH")] == [{"status": 2}, {"status": 3}]  # completed
    assert await h.client.post_live_tables(h.clock.now + timedelta(hours=1)) == 0  # nothing left to do
    assert len(_events(h, "PATCH")) == 2


async def test_a_table_started_early_starts_its_event_then_and_nobody_is_reminded(live: Harness) -> None:
    h = live
    lobby, _ = await _schedule(h)
    await h.click(BOB, lobby, lobby_id(h, lobby, "join"))
    await h.click(ANN, lobby, lobby_id(h, lobby, "start"))
    assert [c.json for c in _events(h, "PATCH")] == [{"status": 2}]
    mark = len(h.rec.calls)
    h.clock.now = START
    assert await h.client.post_live_tables(h.clock.now) == 0
    assert channel_posts(h.rec.since(mark)) == []  # the table runs: no reminder


async def test_an_abandoned_lobby_cancels_its_event_and_reminds_nobody(live: Harness) -> None:
    h = live
    lobby, _ = await _schedule(h)
    await h.click(BOB, lobby, lobby_id(h, lobby, "join"))
    from .harness import sub

    await h.command(ANN, "game", [sub("abandon", opt("confirm", True, 5))], channel_id=CHANNEL_ID)
    assert [c.json for c in _events(h, "PATCH")] == [{"status": 4}]  # cancelled: it never started
    mark = len(h.rec.calls)
    h.clock.now = START
    assert await h.client.post_live_tables(h.clock.now) == 0 and channel_posts(h.rec.since(mark)) == []
    assert len(_events(h, "PATCH")) == 1


async def test_without_the_create_events_permission_the_table_is_scheduled_and_reminded_all_the_same(
    live: Harness,
) -> None:
    h = live
    lobby, calls = await _schedule(h, app_permissions=NO_EVENTS)
    assert _events(h, "POST") == []
    assert any("Create Events" in c.text for c in calls if c.ephemeral)
    await h.click(EVE, lobby, lobby_id(h, lobby, "join"))
    h.clock.now = START
    assert await h.client.post_live_tables(h.clock.now) == 1 and _events(h, "PATCH") == []


@pytest.mark.parametrize(
    "when,why",
    [
        ("tonight", "cannot read"),
        ("2026-02-28 20:00 Europe/Prague", "has passed"),
        ("20:00 Mars/Olympus", "cannot read"),
    ],
)
async def test_a_start_time_that_cannot_be_kept_opens_nothing(live: Harness, when: str, why: str) -> None:
    calls = await live.command(ANN, "play", [opt("game", "stub"), opt("when", when)])
    answer = reply(calls)
    assert answer.ephemeral and why in answer.text
    assert await live.client.service.store.live_game(CHANNEL_ID) is None and _events(live, "POST") == []


async def test_a_time_alone_is_its_next_occurrence(live: Harness) -> None:
    live.clock.now = datetime(2026, 3, 1, 20, 30, tzinfo=timezone.utc)  # 21:30 in Prague: 20:00 is tomorrow
    await _schedule(live)
    [created] = _events(live, "POST")
    assert created.json["scheduled_start_time"] == (START + timedelta(days=1)).isoformat()


# --- a poll for the next game ---------------------------------------------------------------------


async def test_a_polls_result_opens_the_lobby_of_the_game_that_won(live: Harness) -> None:
    h = live
    calls = await h.command(ANN, "play", [opt("poll", 2, 4)])
    [posted] = channel_posts(calls)
    poll = posted.data["poll"]
    assert [a["poll_media"]["text"] for a in poll["answers"]] == ["Counting Race", "Toy Race"]
    assert poll["duration"] == 2 and "Which game shall we play next?" in poll["question"]["text"]
    assert "open until" in reply(calls).text and reply(calls).ephemeral
    h.rec.poll_votes[posted.message_id] = {1: [BOB[0]], 2: [EVE[0], 444]}  # the toy game wins, 2 to 1
    h.clock.now = T0 + timedelta(hours=1)
    assert await h.client.post_live_tables(h.clock.now) == 0  # still open
    mark = len(h.rec.calls)
    h.clock.now = T0 + timedelta(hours=2)
    assert await h.client.post_live_tables(h.clock.now) == 1
    [lobby] = channel_posts(h.rec.since(mark))
    assert "The poll chose Toy Race (2 of 3 votes)" in lobby.text
    assert f"<@{EVE[0]}>" in lobby.text and "<@444>" in lobby.text and f"<@{BOB[0]}>" not in lobby.text
    assert any(i.endswith("@join") for i in lobby.custom_ids)  # an open table, with its buttons
    game = await h.client.service.store.live_game(CHANNEL_ID)
    assert game.game_type == "toy" and game.creator_id == ANN[0] and game.status == "lobby"
    assert await h.client.post_live_tables(h.clock.now + timedelta(minutes=5)) == 0  # read once
    await h.click(EVE, lobby.message_id, lobby_id(h, lobby.message_id, "join"))  # the voters join it
    assert len((await h.client.service.lobby.info(CHANNEL_ID)).members) == 2


async def test_a_poll_nobody_voted_in_opens_nothing_and_says_so(live: Harness) -> None:
    h = live
    [posted] = channel_posts(await h.command(ANN, "play", [opt("poll", 1, 4)]))
    mark = len(h.rec.calls)
    h.clock.now = T0 + timedelta(hours=1)
    assert await h.client.post_live_tables(h.clock.now) == 0
    [said] = channel_posts(h.rec.since(mark))
    assert "Nobody voted" in said.text and await h.client.service.store.live_game(CHANNEL_ID) is None
    assert posted.message_id in h.rec.messages


async def test_a_poll_whose_channel_has_an_open_table_says_why_it_opens_none(live: Harness) -> None:
    h = live
    [posted] = channel_posts(await h.command(ANN, "play", [opt("poll", 1, 4)]))
    await h.command(BOB, "play", [opt("game", "stub")])  # someone opened a table meanwhile
    h.rec.poll_votes[posted.message_id] = {2: [EVE[0]]}
    mark = len(h.rec.calls)
    h.clock.now = T0 + timedelta(hours=1)
    assert await h.client.post_live_tables(h.clock.now) == 0
    [said] = channel_posts(h.rec.since(mark))
    assert "The poll chose Toy Race, but its table cannot open here" in said.text


async def test_play_with_neither_a_game_nor_a_poll_or_both_says_what_it_takes(live: Harness) -> None:
    for options in ([], [opt("game", "stub"), opt("poll", 1, 4)]):
        answer = reply(await live.command(ANN, "play", options))
        assert answer.ephemeral and "not both" in answer.text
    assert channel_posts(live.rec.calls) == []
