"""AI seats in Discord: the lobby's AI select, AI turns posting their own boards, reminders, takeover, takeback."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from .harness import Harness, opt
from .table import (
    ANN,
    BOB,
    EVE,
    board_posts,
    button,
    callback,
    one,
    open_lobby,
    open_panel,
    reply,
    set_pace,
    start,
    take_turn,
)


def _ai_select(h: Harness, lobby: str) -> dict:
    return next(
        c
        for row in h.rec.messages[lobby]["components"]
        for c in row["components"]
        if c.get("custom_id", "").endswith("@ai")
    )


async def _add_ai(h: Harness, lobby: str, level: str, user=ANN):
    return await h.click(user, lobby, _ai_select(h, lobby)["custom_id"], values=[f"add.{level}"])


async def test_the_lobby_adds_and_removes_ai_seats_of_a_chosen_strength(harness: Harness) -> None:
    lobby = await open_lobby(harness)
    select = _ai_select(harness, lobby)
    assert [o["value"] for o in select["options"]] == ["add.easy", "add.medium", "add.hard", "add.expert"]
    # each strength is described in words (the lead's wording: bot/locales/<lang>/ai_levels.ftl)
    assert all(o.get("description") for o in select["options"])
    cb = callback(await _add_ai(harness, lobby, "hard"))
    assert cb.callback_type == 7 and "AI 1 (hard)" in cb.text
    values = [o["value"] for o in _ai_select(harness, lobby)["options"]]
    assert values[4].startswith("remove.") and "Remove AI 1 (hard)" in str(_ai_select(harness, lobby)["options"])
    refused = reply(await _add_ai(harness, lobby, "easy", user=BOB))
    assert refused.ephemeral and "Only the player who opened the table" in refused.text
    cb = callback(await harness.click(ANN, lobby, _ai_select(harness, lobby)["custom_id"], values=[values[4]]))
    assert "AI 1" not in cb.text
    assert len(_ai_select(harness, lobby)["options"]) == 4


async def test_play_with_ai_and_level_seats_them(harness: Harness) -> None:
    cb = callback(await harness.command(ANN, "play", [opt("game", "stub"), opt("ai", 2, kind=4), opt("level", "hard")]))
    assert "AI 1 (hard)" in cb.text and "AI 2 (hard)" in cb.text
    sync = one(harness.rec.calls, "PUT", "/commands")
    play = next(c for c in sync.json if c["name"] == "play")
    level = next(o for o in play["options"] if o["name"] == "level")
    assert [c["value"] for c in level["choices"]] == ["easy", "medium", "hard", "expert"]


async def test_play_without_level_seats_medium_ais(harness: Harness) -> None:
    cb = callback(await harness.command(ANN, "play", [opt("game", "stub"), opt("ai", 1, kind=4)]))
    assert "AI 1 (medium)" in cb.text


async def test_an_ai_turn_posts_its_own_board_after_the_humans(harness: Harness) -> None:
    lobby = await open_lobby(harness)
    await _add_ai(harness, lobby, "easy")
    board = await start(harness, lobby)  # Ann first (joining order), then the AI
    panel = await open_panel(harness, board, ANN)
    await harness.click(ANN, panel, button(harness, panel, "take.1"))
    calls = await harness.click(ANN, panel, button(harness, panel, "end"))
    human, ai = board_posts(calls)  # Ann's turn, then the AI's own turn
    assert "AI 1 (easy)" in human.text and "<@" not in human.text
    # Ann is the table's only human: never pinged while it runs (her panel carries on)
    assert ai.text.startswith("🤖 AI 1 (easy) played.") and "<@" not in ai.text
    assert "Player 2 took" in ai.text and ai.files and ai.custom_ids  # its moves in the log, a Take-turn button
    assert (await harness.client.service.play.panel(harness.here, ANN[0])).your_turn
    log = await harness.client.service.play.log(harness.here, 50)
    assert any(line.startswith("Player 2 took") for line in log)


async def test_the_driver_resumes_ai_turns_after_a_restart(harness: Harness, monkeypatch) -> None:
    lobby = await open_lobby(harness)
    await _add_ai(harness, lobby, "easy")
    board = await start(harness, lobby)
    panel = await open_panel(harness, board, ANN)
    svc = harness.client.service
    # Ann's turn ends without the driver (as if the bot stopped right after her click)
    await harness.click(ANN, panel, button(harness, panel, "take.1"))
    v = (await svc.play.panel(harness.here, ANN[0])).version
    await svc.play.act(harness.here, ANN[0], v, "end")
    assert await svc.ai.channels_awaiting_ai() == [harness.here]
    mark = len(harness.rec.calls)
    await harness.client._resume_ai()
    await harness.settle()
    [ai] = board_posts(harness.rec.since(mark))
    assert ai.text.startswith("🤖 AI 1 (easy) played.")


async def _absent(harness: Harness, monkeypatch, minutes: float) -> datetime:
    later = datetime.now(timezone.utc) + timedelta(minutes=minutes)
    monkeypatch.setattr(harness.client.service.tables, "clock", lambda: later)
    return later


async def _unpaced_lobby(h: Harness) -> str:
    """Ann and Bob at a table with no clock: reminders and offers after the settings' fixed delays
    (/play's lobbies are daily by default)."""
    lobby = await open_lobby(h, BOB)
    await set_pace(h, lobby, "none")
    return lobby


async def test_a_reminder_mentions_the_player_to_move_once(harness: Harness, monkeypatch) -> None:
    await start(harness, await _unpaced_lobby(harness))
    now = await _absent(harness, monkeypatch, 61)
    mark = len(harness.rec.calls)
    assert await harness.client.post_reminders(now) == 1
    [msg] = board_posts(harness.rec.since(mark))
    assert msg.text.startswith("<@111>, the table has been waiting 1 h 1 min for you: Take a number")
    assert [str(u) for u in msg.data["allowed_mentions"]["users"]] == ["111"]
    assert await harness.client.post_reminders(now) == 0


async def test_takeover_button_hands_the_seat_to_an_ai_and_the_owner_takes_it_back(
    harness: Harness, monkeypatch
) -> None:
    await start(harness, await _unpaced_lobby(harness))
    now = await _absent(harness, monkeypatch, 13 * 60)
    mark = len(harness.rec.calls)
    await harness.client.post_reminders(now)
    [offer] = board_posts(harness.rec.since(mark))
    assert "Ann has been away" in offer.text and offer.custom_ids[0].endswith(":0:@takeover")
    assert "Ann" in offer.components[0]["label"]
    own = reply(await harness.click(ANN, offer.message_id, offer.custom_ids[0]))
    assert "cannot hand your own seat" in own.text
    stranger = reply(await harness.click(EVE, offer.message_id, offer.custom_ids[0]))
    assert "not playing in this game" in stranger.text
    calls = await harness.click(BOB, offer.message_id, offer.custom_ids[0])
    said = reply(calls)
    assert not said.ephemeral and "Bob handed Ann's seat to a medium AI" in said.text
    [ai_board] = board_posts(calls)  # the AI played Ann's turn at once
    content = ai_board.text
    assert content.startswith("🤖 A medium AI played for Ann.") and "<@222>" in content
    panel = await harness.client.service.play.panel(harness.here, BOB[0])
    assert not await harness.client.store.is_rated(panel.game_id)
    again = reply(await harness.click(BOB, offer.message_id, offer.custom_ids[0]))
    assert "Nobody is keeping this game waiting" in again.text
    # Ann comes back: her panel offers the seat back
    calls = await take_turn(harness, ai_board.message_id, ANN)
    panel = one(calls, "PATCH", "@original")
    assert "AI plays your seat" in panel.text and panel.custom_ids[0].endswith(":0:@takeback")
    calls = await harness.click(ANN, panel.message_id, panel.custom_ids[0])
    back = one(calls, "PATCH", "@original")
    assert "Ann is back" in back.text and back.custom_ids == []  # Bob's turn now: nothing to choose
    [board] = board_posts(calls)
    assert "Ann is back" in board.text
    seat = (
        await harness.client.store.seats(
            back_game := (await harness.client.service.play.panel(harness.here, ANN[0])).game_id
        )
    )[0]
    assert seat.user_id == ANN[0] and seat.ai_level is None and back_game


async def test_takeover_before_the_delay_says_how_long_is_left(harness: Harness, monkeypatch) -> None:
    from .harness import sub

    await start(harness, await _unpaced_lobby(harness))
    await _absent(harness, monkeypatch, 60)
    answer = reply(await harness.command(BOB, "game", [sub("takeover")]))
    assert answer.ephemeral and "can be handed to an AI in 11 h" in answer.text
    nothing = reply(await harness.command(BOB, "game", [sub("takeback")]))
    assert nothing.ephemeral and "No AI is standing in for you" in nothing.text
