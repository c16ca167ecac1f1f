"""Playing hours through the real client: ``/play hours:`` sets a table's daily window (suggested as
it is typed), the lobby and every board show it and that the clock is paused outside it, and a window
that cannot be read opens nothing and says why, privately."""

from __future__ import annotations

from datetime import datetime, timezone

from .harness import CHANNEL_ID, Harness, opt
from .table import ANN, BOB, board_posts, callback, lobby_id, reply


def _choices(calls) -> list[str]:
    cb = callback(calls)
    assert cb.callback_type == 8
    return [c["value"] for c in cb.json["data"]["choices"]]


async def test_play_with_playing_hours_shows_the_window_and_the_paused_clock(harness: Harness, monkeypatch) -> None:
    h = harness
    evening = datetime(2026, 3, 2, 23, 30, tzinfo=timezone.utc)  # 00:30 in Prague: outside 08:00-22:00
    monkeypatch.setattr(h.client.service.tables, "clock", lambda: evening)
    calls = await h.command(ANN, "play", [opt("game", "stub"), opt("hours", "8-22 Europe/Prague")])
    lobby = callback(calls).message_id
    text = h.rec.messages[lobby]["embeds"][0]["description"]
    assert "Playing hours: 08:00–22:00 Europe/Prague: the clocks run only then." in text
    await h.click(BOB, lobby, lobby_id(h, lobby, "join"))
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    [board] = board_posts(await h.click(ANN, lobby, lobby_id(h, lobby, "start")))
    assert (
        "⏸ Ann 2 d 0 h · clocks paused until 08:00 Europe/Prague (playing hours 08:00–22:00 Europe/Prague)"
        in board.text
    )


async def test_a_window_that_cannot_be_read_opens_nothing(harness: Harness) -> None:
    answer = reply(await harness.command(ANN, "play", [opt("game", "stub"), opt("hours", "evenings")]))
    assert answer.ephemeral and "“evenings” is not a playing window" in answer.text
    assert "09:00-23:00 Europe/Prague" in answer.text
    assert await harness.client.store.live_game(CHANNEL_ID) is None


async def test_the_hours_option_suggests_windows_and_zones(harness: Harness) -> None:
    h = harness
    typed = await h.autocomplete(ANN, "play", [opt("game", "stub"), opt("hours", "", focused=True)], locale="cs")
    assert _choices(typed)[0] == "09:00-23:00 Europe/Prague"
    typed = await h.autocomplete(ANN, "play", [opt("game", "stub"), opt("hours", "18-23 york", focused=True)])
    assert _choices(typed) == ["18-23 America/New_York"]
    typed = await h.autocomplete(ANN, "play", [opt("game", "stub"), opt("hours", "18-23 UTC", focused=True)])
    assert _choices(typed) == ["18:00-23:00 UTC"]
