"""The panel's "?" through real discord.py objects and the intercepted HTTP layer: it edits the same
private panel with the decision's rule and a line per option, keeps the options to click, changes
nothing in the game, answers a panel the game moved on from as outdated, and a forged one from someone
without a seat with the reason."""

from __future__ import annotations

from .harness import Harness
from .table import ANN, BOB, EVE, board_posts, button, open_lobby, open_panel, reply, start


def _why_id(h: Harness, panel: str) -> str:
    return next(c for c in h.custom_ids(panel) if c.endswith(":@why"))


async def test_why_shows_the_rule_and_each_options_numbers_on_the_same_private_panel(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    panel = await open_panel(harness, board, ANN)
    before = await harness.client.service.store.last_game(harness.here)
    options = [c for c in harness.custom_ids(panel) if not c.endswith(":@why")]
    calls = await harness.click(ANN, panel, _why_id(harness, panel))
    assert not board_posts(calls)  # nothing public
    shown = reply(calls)
    assert shown.ephemeral and shown.message_id == panel  # the same private panel, edited
    text = shown.text
    assert "**Counting Race** (stub rules): take one number" in text  # the Step's rule
    assert "What each option changes for you now:" in text
    for n in (1, 2, 3):  # a line per option, with its numbers, named as its button
        assert f"Take {n}: +{n} total" in text, text
    assert [c for c in shown.custom_ids if not c.endswith(":@why")] == options  # still there to click
    after = await harness.client.service.store.last_game(harness.here)
    assert (after.version, after.state, after.rated) == (before.version, before.state, before.rated)


async def test_why_on_an_outdated_panel_opens_the_current_one_and_someone_else_is_refused(harness: Harness) -> None:
    board = await start(harness, await open_lobby(harness, BOB))
    panel = await open_panel(harness, board, ANN)
    other = await open_panel(harness, board, ANN)  # a second panel of the same decision, left open
    why = _why_id(harness, other)
    await harness.click(ANN, panel, button(harness, panel, "take.2"))  # the decision moved on
    shown = reply(await harness.click(ANN, other, why))
    assert "outdated" in shown.text and "What each option changes" not in shown.text
    assert why not in shown.custom_ids and _why_id(harness, other).split(":")[1] == "1"  # the current panel
    stranger = reply(await harness.click(EVE, other, _why_id(harness, other)))
    assert stranger.ephemeral and "not playing in this game" in stranger.text
