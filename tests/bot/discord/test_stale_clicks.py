"""Simultaneous choices that never bounce, through the real Discord layer: players who opened their
panels on the same board all click, in any order, and nobody reads "outdated"; an old panel's select
and its page buttons keep working while the player's options are unchanged (toy game's bids)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import registry
from engine.core.turns import TurnMachine
from tests.bot import toygame
from tests.bot.toygame import ToyGame

from .harness import Harness, opt
from .table import ANN, BOB, EVE, board_posts, button, callback, lobby_id, one, open_panel

WIDE_BIDS = 30  # more than a select's 25 options: the bid is paged


def _wide_machine() -> TurnMachine:
    """The toy game's turn machine with a bid step offering 1..30."""
    m = toygame.MACHINE
    steps = [
        replace(s, legal=lambda st, f, seat: [f"bid.{b}" for b in range(1, WIDE_BIDS + 1)]) if s.name == "bid" else s
        for s in m.steps.values()
    ]
    return TurnMachine(steps, phase=m.phase, active=m.active, owner=m.owner, turn=m.turn, log=m.log)


class WideBids(ToyGame):
    """The toy game bidding 1..30 instead of 1..3."""

    info = replace(ToyGame.info, id="wide")
    machine = _wide_machine()


WIDE = WideBids()


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch) -> None:  # this module hosts the toy games
    monkeypatch.setattr(
        registry, "_GAMES", {"toy": "tests.bot.toygame:GAME", "wide": "tests.bot.discord.test_stale_clicks:WIDE"}
    )


async def _bids_board(h: Harness, game: str = "toy") -> str:
    """Three players, seated as joined, play a round (draw, end); the board of the bids that follow."""
    lobby = callback(await h.command(ANN, "play", [opt("game", game)])).message_id
    for user in (BOB, EVE):
        await h.click(user, lobby, lobby_id(h, lobby, "join"))
    await h.click(ANN, lobby, lobby_id(h, lobby, "toggle.bids"))
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    [board] = board_posts(await h.click(ANN, lobby, lobby_id(h, lobby, "start")))
    for user in (ANN, BOB, EVE):
        panel = await open_panel(h, board.message_id, user)
        await h.click(user, panel, button(h, panel, "draw"))
        [board] = board_posts(await h.click(user, panel, button(h, panel, "end")))
    return board.message_id


async def _bids(h: Harness) -> list[tuple[int, str]]:
    tb = await h.client.service.tables.active(h.here)
    return [(a.seat, a.action_key) for a in await h.client.service.store.actions(tb.row.id)][-3:]


async def test_players_who_opened_their_panels_on_one_board_all_click_and_none_reads_outdated(harness: Harness) -> None:
    board = await _bids_board(harness)
    panels = {user: await open_panel(harness, board, user) for user in (ANN, BOB, EVE)}  # all at once
    texts = []
    for user, key in ((BOB, "bid.2"), (ANN, "bid.1"), (EVE, "bid.3")):  # each on a panel now old
        calls = await harness.click(user, panels[user], button(harness, panels[user], key))
        texts.append(one(calls, "PATCH", "@original").text)
    assert not any("outdated" in text for text in texts), texts
    assert "Player 2 has bid" in texts[0] and "Player 1 has bid" in texts[1]
    assert await _bids(harness) == [(1, "bid.2"), (0, "bid.1"), (2, "bid.3")]  # all stored


async def test_an_old_panels_select_and_page_buttons_keep_working_when_only_others_chose(harness: Harness) -> None:
    board = await _bids_board(harness, "wide")
    ann = await open_panel(harness, board, ANN)
    eve = await open_panel(harness, board, EVE)
    bob = await open_panel(harness, board, BOB)
    pick = next(c for c in harness.custom_ids(bob) if c.endswith(":@pick"))
    await harness.click(BOB, bob, pick, values=["bid.7"])  # Bob bids first
    # Eve's panel was opened before: its next page is the same page of the same options
    next_page = [c for c in harness.custom_ids(eve) if ":@page." in c][-1]
    calls = await harness.click(EVE, eve, next_page)
    page2 = one(calls, "PATCH", "@original")
    assert "outdated" not in page2.text and "26-30 of 30" in page2.components[0]["placeholder"]
    # Ann picks on her old page one
    pick = next(c for c in harness.custom_ids(ann) if c.endswith(":@pick"))
    calls = await harness.click(ANN, ann, pick, values=["bid.12"])
    assert "outdated" not in one(calls, "PATCH", "@original").text
    calls = await harness.click(EVE, eve, page2.components[0]["custom_id"], values=["bid.29"])
    assert "outdated" not in one(calls, "PATCH", "@original").text
    assert await _bids(harness) == [(1, "bid.7"), (0, "bid.12"), (2, "bid.29")]
