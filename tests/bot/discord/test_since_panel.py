"""Since my last move on the Discord panel (issue 32): the "Take turn" panel opened for the first time
after the others moved starts with the lines (a quote, before the notice), once; inside the limits."""

from __future__ import annotations

from bot.discord import limits
from bot.discord.panels import panel_message
from bot.table import Panel

from .harness import Harness
from .table import ANN, BOB, button, one, open_lobby, open_panel, start, take_turn


async def _turn(h: Harness, board: str, user) -> str:
    """The user's whole turn of the stub game (take 1, end): the next board's message id."""
    panel = await open_panel(h, board, user)
    await h.click(user, panel, button(h, panel, "take.1"))
    calls = await h.click(user, panel, button(h, panel, "end"))
    return next(c.message_id for c in calls if c.method == "POST" and c.path == "/channels/{channel_id}/messages")


async def test_the_panel_starts_with_the_since_lines_once(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    board = await _turn(harness, board, ANN)
    board = await _turn(harness, board, BOB)
    first = one(await take_turn(harness, board, ANN), "PATCH", "@original")
    text = first.text
    assert text.startswith("> "), text  # the lines open the panel, before anything else
    quoted = [line for line in text.split("\n") if line.startswith("> ")]
    assert 2 <= len(quoted) <= 5
    assert quoted[0].startswith("> Bob: ") and "took 1" in quoted[0], quoted
    assert quoted[-1].startswith("> Now: Take a number"), quoted
    assert text.count("took 1") == 1  # Bob's line names him once
    again = one(await take_turn(harness, board, ANN), "PATCH", "@original")
    assert not again.text.startswith("> ") and "Now:" not in again.text  # the second open: none
    bob = one(await take_turn(harness, board, BOB), "PATCH", "@original")
    assert "Now:" not in bob.text  # Bob's own move was last


def test_long_since_lines_are_cut_inside_the_text_limit() -> None:
    panel = Panel(
        game_id=1, game_type="stub", version=3, seat=0, your_turn=True, status="It is your turn.",
        prompt="Take a number", options=[], private_lines=["x" * 1500] * 3, active_seat=0,
        active_user_id=1, active_name="Ann", turn=1, can_undo=False, finished=False,
        since=tuple("y" * 900 for _ in range(5)),
    )  # fmt: skip
    post = panel_message(panel, "en", "notice " * 100, [])
    payload = {"components": post.view.to_components(), "flags": limits.COMPONENTS_V2 | limits.EPHEMERAL}
    assert limits.problems(payload, files=[]) == []
    first = post.view.to_components()[0]["components"][0]["content"]
    assert first.startswith("> yyy")  # the own lines and the notice are cut before the since lines
