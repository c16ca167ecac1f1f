"""Decisions for any seat through the service: simultaneous bids, out-of-turn responses, AI seats,
undo, and races (each click one versioned transaction; a click on an older panel counts only while
the clicker's options are unchanged and nothing but other seats' choices came since)."""

from __future__ import annotations

import asyncio

import pytest

from bot.table import errors
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, make_service, play_ai, started

PLAYERS = (ANN, BOB, CAT)


async def _round(service, users=PLAYERS):
    """Every seat plays its first card and ends its turn (sprints are off in these games)."""
    out = None
    for user in users:
        p = await service.play.panel(CHANNEL, user)
        key = next(o.key for o in p.options if o.key.startswith("play."))
        out = await service.play.act(CHANNEL, user, p.version, key)
        p = await service.play.panel(CHANNEL, user)
        out = await service.play.act(CHANNEL, user, p.version, "end")
    return out


async def test_a_simultaneous_decision_tells_everyone_once_and_takes_clicks_in_any_order(service):
    await started(service, humans=PLAYERS, options={"bids": True, "target": 30})
    out = await _round(service)
    # one board tells the others; Cat, who ended the round, bids on the panel she is looking at
    assert out.public.board and sorted(out.public.mention_user_ids) == sorted(PLAYERS[:2])
    assert out.public.awaited_names == ["Ann", "Bob", "Cat"]
    turn = out.public.turn
    panels = {u: await service.play.panel(CHANNEL, u) for u in PLAYERS}
    assert all(p.your_turn and [o.key for o in p.options] == ["bid.1", "bid.2", "bid.3"] for p in panels.values())
    assert panels[ANN].status == "It is your turn."
    version = panels[CAT].version
    out = await service.play.act(CHANNEL, CAT, version, "bid.3")  # Cat first: any order
    assert out.public is None  # nobody new to tell
    assert not out.panel.your_turn
    assert out.panel.status == "Waiting for Ann, Bob: Bid 1-3 (hidden until everyone has bid)."
    with pytest.raises(errors.NotYourTurn):
        await service.play.act(CHANNEL, CAT, version + 1, "bid.1")  # one bid each
    with pytest.raises(errors.NotYourTurn):
        await service.play.undo(CHANNEL, CAT)  # no longer awaited: no undo
    out = await service.play.act(CHANNEL, ANN, version, "bid.1")  # Ann's panel predates Cat's bid:
    assert out.public is None and out.panel.version == version + 2  # her options are the same, it counts
    out = await service.play.act(CHANNEL, BOB, version + 2, "bid.2")  # the last bid
    assert out.public.board and out.public.turn == turn + 1
    assert out.public.mention_user_ids == [ANN]  # Ann's turn again
    assert any("Bids: 1:1, 2:2, 3:3" in line for line in out.public.log_lines)


async def test_two_bidders_clicking_the_same_version_both_count_a_double_click_is_told_to_look_again(service):
    await started(service, humans=PLAYERS, options={"bids": True, "target": 30})
    await _round(service)
    v = (await service.play.panel(CHANNEL, ANN)).version
    results = await asyncio.gather(
        service.play.act(CHANNEL, ANN, v, "bid.1"),
        service.play.act(CHANNEL, BOB, v, "bid.2"),
        service.play.act(CHANNEL, ANN, v, "bid.3"),
        return_exceptions=True,
    )
    assert [type(r) for r in results].count(errors.OutdatedBoard) == 1  # Ann's second click of the two
    assert not any(isinstance(r, Exception) and not isinstance(r, errors.OutdatedBoard) for r in results)
    game_id = (await service.play.panel(CHANNEL, CAT)).game_id
    assert sorted(a.seat for a in (await service.store.actions(game_id))[-2:]) == [0, 1]  # one bid each
    fresh = await service.play.panel(CHANNEL, CAT)
    assert fresh.your_turn and fresh.version == v + 2
    await service.play.act(CHANNEL, CAT, v, fresh.options[0].key)  # Cat's first panel: still hers


async def test_out_of_turn_responses_go_clockwise_each_told_once(service):
    await started(service, humans=PLAYERS, options={"sprints": True, "target": 30})
    tb = await service.tables.active(CHANNEL)
    tb.state.hands = [[3, 1], [2], [1]]
    await service.store.repair_state(tb.row.id, tb.row.version, tb.state.model_dump_json())
    p = await service.play.panel(CHANNEL, ANN)
    out = await service.play.act(CHANNEL, ANN, p.version, "play.3")
    # no new board, but the turn's message shows the table as it stands: its picture is drawn
    assert not out.public.board and out.public.refresh and out.public.png is not None
    assert out.public.mention_user_ids == [BOB]
    assert out.panel.status == "Waiting for Bob: Follow the sprint (discard a card, advance 1) or pass."
    bob = await service.play.panel(CHANNEL, BOB)
    assert [o.key for o in bob.options] == ["follow.2", "pass"]
    out = await service.play.act(CHANNEL, BOB, bob.version, "pass")
    assert out.public.mention_user_ids == [CAT] and not out.public.board
    out = await service.play.act(CHANNEL, CAT, bob.version + 1, "follow.1")
    assert out.public.mention_user_ids == [ANN] and not out.public.board  # back to the turn's owner
    p = await service.play.panel(CHANNEL, ANN)
    assert p.your_turn and "end" in [o.key for o in p.options]


async def test_ai_seats_bid_beside_humans_without_a_message(store):
    service = make_service(store)
    await started(service, humans=(ANN, BOB), ais=1, options={"bids": True, "target": 30})
    await _round(service, users=(ANN, BOB))
    turns = await play_ai(service)  # the AI seat's turn ends the round, then it bids at once
    assert [(t.public.board, sorted(t.public.mention_user_ids)) for t in turns] == [
        (True, sorted([ANN, BOB])),  # the bidding board tells both humans
        (False, []),
    ]  # the AI's own bid: nothing to post (the humans were told)
    assert (await service.play.panel(CHANNEL, ANN)).status == "It is your turn."
    assert (await service.play.panel(CHANNEL, BOB)).your_turn
