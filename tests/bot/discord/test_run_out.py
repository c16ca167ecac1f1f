"""A running-out clock reaches the players it asks (issue 29: the offer mentioned nobody and DMed nobody,
and the table waited for ever), through the real Discord client: the offer mentions or DMs each other
player as they chose (nothing for "none"), the player whose clock ran out is told too, and after the
grace the AI plays the seat with everyone told as they chose; at a "wait for a vote" table a vote."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engine import registry

from .conftest import STUB
from .harness import CHANNEL_ID, Harness, opt
from .table import ANN, BOB, EVE, board_posts, callback, lobby_id, open_lobby, reply, set_pace, start
from .test_threads_and_notify import dms, table_posts


def _later(h: Harness, monkeypatch, minutes: float) -> datetime:
    later = datetime.now(timezone.utc) + timedelta(minutes=minutes)
    monkeypatch.setattr(h.client.service.tables, "clock", lambda: later)
    return later


def mentioned(call) -> list[int]:
    return [int(u) for u in (call.data.get("allowed_mentions") or {}).get("users") or []]


async def _live_table(h: Harness, out_of_time: str = "ai") -> str:
    lobby = await open_lobby(h, BOB, EVE)
    await set_pace(h, lobby, "live")
    if out_of_time == "vote":  # the stub's lobby has no row left for the button (Macao's has: below)
        await h.client.service.lobby.set_out_of_time(CHANNEL_ID, ANN[0], "vote")
    return await start(h, lobby)


async def test_the_run_out_offer_reaches_each_player_as_they_chose_and_the_ai_plays_after_the_grace(
    harness: Harness, monkeypatch
) -> None:
    h = harness
    await h.command(BOB, "notify", [opt("how", "dm")])
    await h.command(EVE, "notify", [opt("how", "none")])
    board = await _live_table(h)
    thread = h.rec.messages[board]["channel_id"]
    now = _later(h, monkeypatch, 11)  # Ann's 10 minutes are out
    mark = len(h.rec.calls)
    assert await h.client.post_reminders(now) == 1
    calls = h.rec.since(mark)
    [offer] = table_posts(h, calls)
    assert offer.message_id and h.rec.messages[offer.message_id]["channel_id"] == thread
    content = offer.text
    assert "<@111>: Your clock has run out. Move now" in content  # the player it is about, told too
    assert "<@222>" not in content and "<@333>" not in content  # Bob asked by DM, Eve chose nothing
    assert mentioned(offer) == [ANN[0]]
    assert "If nobody answers within 10 min, a medium AI plays Ann's seat until Ann returns." in content
    assert [b["label"] for b in offer.components] == ["AI plays this move", "AI plays until Ann returns"]
    [dm] = dms(h, calls)
    assert h.rec.dm_channels[h.rec.messages[dm.message_id]["channel_id"]] == BOB[0]
    assert dm.text.startswith("**Counting Race #1** · Ann's clock has run out.")
    assert f"/{thread}" in dm.text
    # nobody answers: after the grace the AI plays Ann's seat, everyone told as they chose
    now = _later(h, monkeypatch, 21)
    mark = len(h.rec.calls)
    assert await h.client.post_table_notices(now) == 1
    await h.settle()  # the AI driver the notice kicked
    calls = h.rec.since(mark)
    said, ai_board = table_posts(h, calls)[:2]
    assert said.text.startswith("<@111>\nNobody answered within 10 min after Ann's clock ran out")
    assert mentioned(said) == [ANN[0]]
    assert ai_board.text.startswith("🤖 A medium AI played for Ann.")  # the AI moved by itself
    told, turn = dms(h, calls)  # Bob: the stand-in, then his turn after the AI's move
    assert {h.rec.dm_channels[h.rec.messages[d.message_id]["channel_id"]] for d in (told, turn)} == {BOB[0]}
    assert "Nobody answered within 10 min" in told.text and "Take a number" in turn.text
    seat = (await h.client.store.seats((await h.client.store.live_game(int(thread))).id))[0]
    assert seat.absent_user_id == ANN[0] and seat.user_id is None
    assert await h.client.post_table_notices(_later(h, monkeypatch, 40)) == 0  # once


async def test_a_player_who_chose_dms_is_told_of_their_own_run_out_clock_in_a_dm(harness: Harness, monkeypatch) -> None:
    h = harness
    await _live_table(h)
    await h.command(ANN, "notify", [opt("how", "dm")])
    mark = len(h.rec.calls)
    await h.client.post_reminders(_later(h, monkeypatch, 11))
    calls = h.rec.since(mark)
    [offer] = table_posts(h, calls)
    assert "<@111>" not in offer.text and mentioned(offer) == [BOB[0], EVE[0]]
    [dm] = dms(h, calls)
    assert h.rec.dm_channels[h.rec.messages[dm.message_id]["channel_id"]] == ANN[0]
    assert "Your clock has run out. Move now" in dm.text


async def test_a_table_that_waits_for_a_vote_posts_the_vote_instead_of_the_offer(harness: Harness, monkeypatch) -> None:
    h = harness
    board = await _live_table(h, out_of_time="vote")
    mark = len(h.rec.calls)
    await h.client.post_reminders(_later(h, monkeypatch, 11))
    [vote] = board_posts(h.rec.since(mark))
    assert vote.data["embeds"][0]["title"] == "🗳 Vote: replace Ann at Counting Race #1?"
    assert [b["label"] for b in vote.components] == ["Yes, replace Ann", "No, wait for Ann"]
    assert sorted(mentioned(vote)) == [ANN[0], BOB[0], EVE[0]]  # the voters, and Ann
    assert await h.client.post_table_notices(_later(h, monkeypatch, 30)) == 1  # the vote's deadline: no AI
    seat = (await h.client.store.seats((await h.client.store.live_game(int(h.rec.messages[board]["channel_id"]))).id))[
        0
    ]
    assert seat.user_id == ANN[0]


async def test_a_direct_message_about_a_run_out_clock_speaks_its_readers_language(
    harness: Harness, monkeypatch
) -> None:
    h = harness
    await _live_table(h)
    await h.command(BOB, "notify", [opt("how", "dm")], locale="cs")  # Bob reads Czech; the table is English
    mark = len(h.rec.calls)
    await h.client.post_reminders(_later(h, monkeypatch, 11))
    [offer] = table_posts(h, h.rec.since(mark))
    assert "Ann's clock has run out." in offer.text  # the thread reads the table's language
    [dm] = dms(h, h.rec.since(mark))
    assert dm.text.startswith("**Counting Race #1** · Hodiny hráče Ann vypršely.")
    assert "do 10 min nikdo neodpoví" in dm.text


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch) -> None:  # and Macao: a lobby with room for the button
    monkeypatch.setattr(registry, "_GAMES", {**STUB, "macao": "engine.macao.game:GAME"})


async def test_the_lobby_button_chooses_what_a_run_out_clock_leads_to(harness: Harness) -> None:
    h = harness
    lobby = callback(await h.command(ANN, "play", [opt("game", "macao")])).message_id
    button = lobby_id(h, lobby, "oot")
    assert button.endswith("@oot.vote")
    label = next(
        c["label"] for r in h.rec.messages[lobby]["components"] for c in r["components"] if c.get("custom_id") == button
    )
    assert label == "Out of time: AI after 1 d 0 h"  # the daily pace's grace
    description = h.rec.messages[lobby]["embeds"][0]["description"]
    assert "Out of time: if nobody answers within 1 d 0 h, an AI plays the seat until its player returns" in description
    refused = reply(await h.click(BOB, lobby, button))
    assert refused.ephemeral and "Only the player who opened the table" in refused.text
    chosen = callback(await h.click(ANN, lobby, button))
    assert "Out of time: the table waits for a vote to replace the player" in chosen.text
    assert lobby_id(h, lobby, "oot").endswith("@oot.ai")
    assert (await h.client.store.live_game(CHANNEL_ID)).out_of_time == "vote"
