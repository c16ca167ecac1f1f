"""Paces in Discord: the lobby's pace select (and its button), the bank-out offer's two buttons, /away."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engine import registry

from .conftest import STUB
from .harness import CHANNEL_ID, Harness, opt
from .table import ANN, BOB, board_posts, callback, lobby_id, one, open_lobby, reply, set_pace, start, take_turn

MACAO = {"macao": "engine.macao.game:GAME"}


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch) -> None:  # the stub, and Macao: a lobby with a row left
    monkeypatch.setattr(registry, "_GAMES", {**STUB, **MACAO})


def _later(harness: Harness, monkeypatch, minutes: float) -> datetime:
    later = datetime.now(timezone.utc) + timedelta(minutes=minutes)
    monkeypatch.setattr(harness.client.service.tables, "clock", lambda: later)
    return later


def _component(h: Harness, message: str, custom_id_end: str) -> dict:
    return next(
        c
        for row in h.rec.messages[message]["components"]
        for c in row["components"]
        if c.get("custom_id", "").endswith(custom_id_end)
    )


async def test_the_lobby_pace_select_sets_the_tables_clock_for_its_creator_only(harness: Harness) -> None:
    lobby = callback(await harness.command(ANN, "play", [opt("game", "macao")])).message_id
    select = _component(harness, lobby, ":lobby:@pace")
    assert [o["value"] for o in select["options"]] == ["live", "daily", "weekly", "none"]
    assert [o["value"] for o in select["options"] if o.get("default")] == ["daily"]  # /play's default
    description = harness.rec.messages[lobby]["embeds"][0]["description"]
    assert "Pace: Daily (clock 2 d 0 h, +1 d 0 h per move, up to 3 d 0 h)" in description
    cb = callback(await harness.click(ANN, lobby, select["custom_id"], values=["live"]))
    assert cb.callback_type == 7 and "Pace: Live (clock 10 min, +2 min per move, up to 15 min)" in cb.text
    assert [o["value"] for o in _component(harness, lobby, ":lobby:@pace")["options"] if o.get("default")] == ["live"]
    refused = reply(await harness.click(BOB, lobby, select["custom_id"], values=["weekly"]))
    assert refused.ephemeral and "Only the player who opened the table" in refused.text
    forged = reply(await harness.click(ANN, lobby, select["custom_id"], values=["hourly"]))
    assert forged.ephemeral and "hourly" in forged.text
    row = await harness.client.store.live_game(CHANNEL_ID)
    assert row.pace == "live"


async def test_without_a_row_left_the_pace_is_a_button_stepping_through_the_paces(harness: Harness) -> None:
    lobby = await open_lobby(harness)
    cb = callback(await harness.click(ANN, lobby, lobby_id(harness, lobby, "nextpace")))
    assert "Pace: Weekly" in cb.text and lobby_id(harness, lobby, "nextpace").endswith(".none")
    await set_pace(harness, lobby, "none")
    assert "Pace: no clock" in harness.rec.messages[lobby]["embeds"][0]["description"]
    assert (await harness.client.store.live_game(CHANNEL_ID)).pace == "none"


async def _bank_out_offer(harness: Harness, monkeypatch) -> tuple[datetime, object]:
    """Ann and Bob at a live table; Ann lets her 10 minutes run out: the offer is posted."""
    lobby = await open_lobby(harness, BOB)
    await set_pace(harness, lobby, "live")
    board = await start(harness, lobby)
    assert "⏱ Ann 10 min" in harness.text(board)
    now = _later(harness, monkeypatch, 6)
    mark = len(harness.rec.calls)
    assert await harness.client.post_reminders(now) == 1  # half of the bank used
    [rem] = board_posts(harness.rec.since(mark))
    assert rem.text.startswith("<@111>, the table is waiting for you (your clock: 4 min left): Take a number")
    now = _later(harness, monkeypatch, 11)
    mark = len(harness.rec.calls)
    assert await harness.client.post_reminders(now) == 1  # past 90 %: only the offer
    [offer] = board_posts(harness.rec.since(mark))
    assert "Ann's clock has run out" in offer.text
    assert [b["label"] for b in offer.components] == ["AI plays this move", "AI plays until Ann returns"]
    assert offer.custom_ids[0].endswith(":0:@standin") and offer.custom_ids[1].endswith(":0:@takeover")
    assert await harness.client.post_reminders(now) == 0
    return now, offer


async def test_ai_plays_this_move_and_the_seat_returns_by_itself(harness: Harness, monkeypatch) -> None:
    _, offer = await _bank_out_offer(harness, monkeypatch)
    own = reply(await harness.click(ANN, offer.message_id, offer.custom_ids[0]))
    assert own.ephemeral and "cannot hand your own seat" in own.text
    calls = await harness.click(BOB, offer.message_id, offer.custom_ids[0])
    said = reply(calls)
    assert not said.ephemeral and "Bob let a medium AI play Ann's move" in said.text
    [ai_board] = board_posts(calls)
    assert ai_board.text.startswith("🤖 A medium AI played for Ann.")
    assert "The AI played Ann's move: the seat is Ann's again." in ai_board.text
    seat = (await harness.client.store.seats((await harness.client.store.live_game(harness.here)).id))[0]
    assert seat.user_id == ANN[0] and seat.ai_level is None
    again = reply(await harness.click(BOB, offer.message_id, offer.custom_ids[0]))
    assert again.ephemeral and "Nobody is keeping this game waiting" in again.text


async def test_ai_plays_until_the_owner_returns_then_the_panel_offers_the_seat_back(
    harness: Harness, monkeypatch
) -> None:
    _, offer = await _bank_out_offer(harness, monkeypatch)
    calls = await harness.click(BOB, offer.message_id, offer.custom_ids[1])
    assert "Bob handed Ann's seat to a medium AI" in reply(calls).text
    [ai_board] = board_posts(calls)
    seat = (await harness.client.store.seats((await harness.client.store.live_game(harness.here)).id))[0]
    assert seat.user_id is None and seat.absent_user_id == ANN[0]  # still the AI's after the move
    panel = one(await take_turn(harness, ai_board.message_id, ANN), "PATCH", "@original")
    assert panel.custom_ids[0].endswith(":0:@takeback")


async def test_away_pauses_the_clock_and_the_monthly_limit_refuses(harness: Harness, monkeypatch) -> None:
    lobby = await open_lobby(harness, BOB)
    await set_pace(harness, lobby, "live")
    await start(harness, lobby)
    _later(harness, monkeypatch, 1)  # time stands still from here
    said = reply(await harness.command(ANN, "away", [opt("days", 10, kind=4)]))
    assert said.ephemeral and "You are away until" in said.text
    now = harness.client.service.tables.clock() + timedelta(days=9)
    monkeypatch.setattr(harness.client.service.tables, "clock", lambda: now)
    assert await harness.client.post_reminders(now) == 0  # paused: no reminder, no offer
    status = reply(await harness.command(BOB, "game", [{"type": 1, "name": "status", "options": []}]))
    assert "Ann is away until" in status.text and "(9 min)" in status.text
    back = reply(await harness.command(ANN, "away", [opt("days", 0, kind=4)]))
    assert "Welcome back" in back.text
    refused = reply(await harness.command(ANN, "away", [opt("days", 6, kind=4)]))  # 9 days taken + 6 > 14
    assert refused.ephemeral and "At most 14 days away in any 30 days: you have 5 left." in refused.text
    sync = one(harness.rec.calls, "PUT", "/commands")
    away = next(c for c in sync.json if c["name"] == "away")
    assert away["options"][0]["name"] == "days" and away["options"][0]["max_value"] == 14
    assert away["name_localizations"]["de"] == "abwesend"
