"""Decisions for any seat through the real Discord layer, on the toy game: a simultaneous bid clicked
by every player in any order (with a restart in between), and an out-of-turn response.

One message per change: a board when the turn changes (mentioning every seat that may act), a short
notice with a Take-turn button when seats become able to act within a turn, nothing otherwise."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine import registry

from .conftest import make_bot
from .harness import Harness, opt
from .table import ANN, BOB, EVE, board_posts, button, callback, lobby_id, moves, one, panel_message, take_turn

TOY = {"toy": "tests.bot.toygame:GAME"}
USERS = {ANN[0]: ANN, BOB[0]: BOB, EVE[0]: EVE}


@pytest.fixture
def stub_registry(monkeypatch: pytest.MonkeyPatch) -> None:  # this module hosts the toy game
    monkeypatch.setattr(registry, "_GAMES", dict(TOY))


async def _start_toy(h: Harness, option: str) -> str:
    lobby = callback(await h.command(ANN, "play", [opt("game", "toy")])).message_id
    for user in (BOB, EVE):
        await h.click(user, lobby, lobby_id(h, lobby, "join"))
    await h.click(ANN, lobby, lobby_id(h, lobby, f"toggle.{option}"))
    await h.click(ANN, lobby, lobby_id(h, lobby, "seats"), values=["joined"])
    [board] = board_posts(await h.click(ANN, lobby, lobby_id(h, lobby, "start")))
    return board.message_id


async def _panel(h: Harness, board: str, user) -> str:
    return panel_message(h, await take_turn(h, board, user))


async def _play_turn(h: Harness, board: str, user, card: int | None = None) -> list:
    """Play a card (the lowest, or ``card``) and end the turn; returns the calls of the last click."""
    panel = await _panel(h, board, user)
    keys = [c.split(":")[-1] for c in moves(h.custom_ids(panel))]
    play = f"play.{card}" if card is not None else next(k for k in keys if k.startswith("play."))
    calls = await h.click(user, panel, button(h, panel, play))
    if "end" in [c.split(":")[-1] for c in moves(h.custom_ids(panel))]:
        calls = await h.click(user, panel, button(h, panel, "end"))
    return calls


async def test_everyone_bids_at_once_in_any_order_across_a_restart(
    harness: Harness, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    board = await _start_toy(harness, "bids")
    for user in (ANN, BOB):
        [board_post] = board_posts(await _play_turn(harness, board, user))
        board = board_post.message_id
    calls = await _play_turn(harness, board, EVE)  # the round ends: everyone bids
    [bids_board] = board_posts(calls)
    content = bids_board.text
    # one message pings Ann and Bob; Eve, who ended the round, bids on the panel she is looking at
    assert all(f"<@{u}>" in content for u in (ANN[0], BOB[0])) and f"<@{EVE[0]}>" not in content
    assert {int(u) for u in bids_board.data["allowed_mentions"]["users"]} == {ANN[0], BOB[0]}  # and may ping them
    order = [EVE, ANN, BOB]
    random.Random(4).shuffle(order)
    h = harness
    for i, user in enumerate(order):
        if i == 1:  # a restart between two bids
            old = h.rec.messages[bids_board.message_id]
            await h.close()
            h = Harness(make_bot(db_path), monkeypatch)
            await h.login()
            h.carry_over(harness)
            h.rec.messages[bids_board.message_id] = old
        panel = await _panel(h, bids_board.message_id, user)
        assert [c.split(":")[-1] for c in moves(h.custom_ids(panel))] == ["bid.1", "bid.2", "bid.3"]
        calls = await h.click(user, panel, button(h, panel, f"bid.{i + 1}"))
        posts = board_posts(calls)
        if i < 2:
            assert posts == []  # nobody new to tell: no message
            done = one(calls, "PATCH", "@original").text
            left = [u[1] for u in order[i + 1 :]]
            assert (
                f"Waiting for {left[0]}, {left[1]}" in done or f"Waiting for {left[1]}, {left[0]}" in done
                if len(left) == 2
                else f"Waiting for {left[0]}: " in done
            )  # who still bids
        else:
            [after] = posts  # the last bid: a new board
            assert f"<@{ANN[0]}>" in after.text  # the next turn is Ann's
    try:
        service = h.client.service
        assert (await service.play.panel(h.here, ANN[0])).your_turn
    finally:
        await h.close()


async def test_a_sprint_asks_the_next_seat_out_of_turn_in_the_turns_own_message(harness: Harness) -> None:
    board = await _start_toy(harness, "sprints")
    service = harness.client.service
    table = await service.tables.active(harness.here)
    table.state.hands[0] = [3, 1]  # Ann holds a sprint card
    table.state.hands[1] = [2]
    await service.store.repair_state(table.row.id, table.row.version, table.state.model_dump_json())
    panel = await _panel(harness, board, ANN)
    calls = await harness.click(ANN, panel, button(harness, panel, "play.3"))
    # Bob is asked within Ann's turn: the turn's message comes again at the bottom, with the board as
    # it stands and the ping, and its earlier copy goes (Ann, whom it pinged, has played)
    [again] = board_posts(calls)
    assert again.layout and again.pictures == ["board.png"] and f"<@{BOB[0]}>" in again.text
    assert f"<@{ANN[0]}>" not in again.text and board in harness.rec.deleted
    assert any(c.endswith(":@turn") for c in harness.custom_ids(again.message_id))
    bob = await _panel(harness, again.message_id, BOB)
    assert [c.split(":")[-1] for c in moves(harness.custom_ids(bob))] == ["follow.2", "pass"]
    calls = await harness.click(BOB, bob, button(harness, bob, "follow.2"))
    [nxt] = board_posts(calls)  # Eve is asked next, clockwise
    assert f"<@{EVE[0]}>" in nxt.text and nxt.pictures == ["board.png"]
    # the turn's message says what was done this turn and what is asked; one message a turn
    assert "Follow the sprint (discard a card, advance 1) or pass." in nxt.text
    assert again.message_id in harness.rec.deleted and nxt.message_id not in harness.rec.deleted
    eve = await _panel(harness, nxt.message_id, EVE)
    calls = await harness.click(EVE, eve, button(harness, eve, "pass"))
    [back] = board_posts(calls)  # Ann's turn goes on: she is asked anew, the copy asking Eve goes
    assert f"<@{ANN[0]}>" in back.text and nxt.message_id in harness.rec.deleted
    assert [m for m in (board, again.message_id, nxt.message_id, back.message_id) if m not in harness.rec.deleted] == [
        back.message_id
    ]  # one message for the whole turn
