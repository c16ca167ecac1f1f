"""Votes through the real Discord client: ``/game vote cancel|replace`` posts one message with Yes / No
buttons (mentioning the voters), each click edits it, a voter changes their vote, the result is stated;
non-voters, forged ids, misplaced buttons and stale clicks are refused privately; a deadline and a
restart in the middle of a vote; a stalled table's vote and its closing."""

from __future__ import annotations

import copy
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from .conftest import restart
from .harness import Harness
from .table import ANN, BOB, EVE, board_posts, open_lobby, reply, set_pace, start
from .test_invites import resolved, user_opt

ZED = (444, "Zed")  # someone without a seat


def group(name: str, sub: str, *options: dict[str, Any]) -> dict[str, Any]:
    """A sub-command of a sub-command group (``/game vote cancel``), as Discord sends it."""
    return {"name": name, "type": 2, "options": [{"name": sub, "type": 1, "options": list(options)}]}


def _later(h: Harness, monkeypatch, minutes: float) -> datetime:
    later = datetime.now(timezone.utc) + timedelta(minutes=minutes)
    monkeypatch.setattr(h.client.service.tables, "clock", lambda: later)
    return later


def mentioned(call) -> list[int]:
    return sorted(int(u) for u in (call.data.get("allowed_mentions") or {}).get("users") or [])


def vote_buttons(h: Harness, message: str) -> tuple[str, str]:
    yes, no = h.custom_ids(message)
    assert yes.endswith(":y") and no.endswith(":n")
    return yes, no


async def _three(h: Harness, pace: str = "live") -> str:
    lobby = await open_lobby(h, BOB, EVE)
    await set_pace(h, lobby, pace)
    return await start(h, lobby)


async def test_cancel_by_consent_with_buttons_a_changed_vote_and_refusals(harness: Harness) -> None:
    h = harness
    board = await _three(h)
    thread = h.rec.messages[board]["channel_id"]
    calls = await h.command(BOB, "game", [group("vote", "cancel")])
    assert reply(calls).ephemeral and "Your vote is open" in reply(calls).text
    [post] = board_posts(calls)
    assert h.rec.messages[post.message_id]["channel_id"] == thread
    assert mentioned(post) == [ANN[0], EVE[0]]  # the voters who have not voted yet
    embed = post.data["embeds"][0]
    assert embed["title"] == "🗳 Vote: cancel Counting Race #1?"
    assert "Yes: Bob · No: – · Not voted yet: Ann, Eve" in embed["description"]
    assert [b["label"] for b in post.components] == ["Yes, cancel the game", "No, play on"]
    yes, no = vote_buttons(h, post.message_id)
    outsider = reply(await h.click(ZED, post.message_id, yes))
    assert outsider.ephemeral and "Only the players who hold a seat" in outsider.text
    shown = copy.deepcopy(h.rec.messages[post.message_id])  # what a client that missed the edit still shows
    clicked = await h.click(ANN, post.message_id, no)  # a first no decides a cancel: it fails
    edit = [c for c in clicked if c.callback_type == 7][0]
    assert "Result: Ann said no. The game goes on." in edit.text and edit.components == []
    assert reply(clicked).ephemeral and "You voted no" in reply(clicked).text
    h.rec.messages[post.message_id] = shown
    stale = reply(await h.click(EVE, post.message_id, yes))
    assert stale.ephemeral and "This vote is over. Result: Ann said no." in stale.text
    # a second vote: changed ballots, then everyone agrees
    post = board_posts(await h.command(EVE, "game", [group("vote", "cancel")]))[0]
    yes, no = vote_buttons(h, post.message_id)
    await h.click(ANN, post.message_id, yes)
    again = await h.click(ANN, post.message_id, yes)  # voting the same again changes nothing
    assert "Yes: Ann, Eve · No: – · Not voted yet: Bob" in [c for c in again if c.callback_type == 7][0].text
    done = await h.click(BOB, post.message_id, yes)
    assert "Result: everyone agreed. The game is cancelled" in [c for c in done if c.callback_type == 7][0].text
    [line] = [c for c in board_posts(done) if "Everyone agreed" in c.text]
    assert mentioned(line) == [ANN[0], BOB[0], EVE[0]]  # everyone told the table ended
    assert (await h.client.store.last_game(int(thread))).status == "abandoned"


async def test_a_forged_or_misplaced_vote_button_is_refused_and_changes_nothing(harness: Harness) -> None:
    h = harness
    board = await _three(h)
    post = board_posts(await h.command(BOB, "game", [group("vote", "cancel")]))[0]
    yes, _ = vote_buttons(h, post.message_id)
    vote_id = int(yes.split(":")[1])
    h.forge(post.message_id, yes, f"@vote:{vote_id + 40}:y")  # a vote nobody opened
    forged = reply(await h.click(ANN, post.message_id, f"@vote:{vote_id + 40}:y"))
    assert forged.ephemeral and "⚠️" in forged.text
    h.forge(board, next(i for i in h.custom_ids(board) if i.endswith("@turn")), yes)  # onto the board
    misplaced = reply(await h.click(ANN, board, yes))
    assert misplaced.ephemeral and "does not belong" in misplaced.text
    game = await h.client.store.live_game(int(h.rec.messages[board]["channel_id"]))
    [vote] = await h.client.service.votes.open_votes(game.id)
    assert [b.user_id for b in await h.client.service.votes.store.ballots(vote.id)] == [BOB[0]]


async def test_a_vote_ends_at_its_deadline_and_survives_a_restart(harness: Harness, db_path: Path, monkeypatch) -> None:
    h = harness
    await _three(h)
    post = board_posts(await h.command(BOB, "game", [group("vote", "cancel")]))[0]
    h = await restart(h, db_path, monkeypatch, post.message_id)  # a new process in the middle of the vote
    try:
        yes, _ = vote_buttons(h, post.message_id)
        clicked = await h.click(ANN, post.message_id, yes)
        assert "Yes: Ann, Bob" in [c for c in clicked if c.callback_type == 7][0].text
        mark = len(h.rec.calls)
        assert await h.client.post_table_notices(_later(h, monkeypatch, 16)) == 1  # a live vote: 15 minutes
        [edit] = [c for c in h.rec.since(mark) if c.method == "PATCH" and c.message_id == post.message_id]
        assert "Result: not everyone agreed by" in edit.text and "(not voted: Eve)" in edit.text
        assert edit.components == []
    finally:
        await h.close()


async def test_replace_an_absent_player_by_a_majority_and_a_substitute_claims_the_seat(
    harness: Harness, monkeypatch
) -> None:
    h = harness
    board = await _three(h)
    thread = h.rec.messages[board]["channel_id"]
    _later(h, monkeypatch, 11)  # Ann's clock is out
    calls = await h.command(BOB, "game", [group("vote", "replace", user_opt("player", ANN))], resolved=resolved(ANN))
    [post] = board_posts(calls)
    assert post.data["embeds"][0]["title"] == "🗳 Vote: replace Ann at Counting Race #1?"
    assert mentioned(post) == [ANN[0], EVE[0]]  # Eve votes; Ann is told it is about her
    yes, _ = vote_buttons(h, post.message_id)
    about = reply(await h.click(ANN, post.message_id, yes))
    assert about.ephemeral and "This vote is about you" in about.text
    done = await h.click(EVE, post.message_id, yes)
    assert "Result: passed, 2 of 2 said yes." in [c for c in done if c.callback_type == 7][0].text
    lobby_line = [c for c in done if c.method == "PATCH" and "🪑 Open seat: Ann" in c.text]
    assert (
        lobby_line
        and lobby_line[-1].custom_ids[0].endswith(":0")
        and lobby_line[-1].custom_ids[0].startswith("@claim:")
    )
    line_message = lobby_line[-1].message_id
    claim = lobby_line[-1].custom_ids[0]
    shown = copy.deepcopy(h.rec.messages[line_message])
    zed = await h.click(ZED, line_message, claim)  # a substitute, in the channel, on the table's line
    panel = [c for c in zed if c.method == "PATCH" and "@original" in c.path][0]
    assert panel.ephemeral and "Zed takes Ann's seat and plays it from here" in panel.text
    [said] = [c for c in board_posts(zed) if "Zed takes Ann's seat" in c.text]
    assert h.rec.messages[said.message_id]["channel_id"] == thread
    seat = (await h.client.store.seats((await h.client.store.live_game(int(thread))).id))[0]
    assert (seat.user_id, seat.replaced_user_id) == (ZED[0], ANN[0])
    h.rec.messages[line_message] = shown  # a stale client still shows the button
    again = reply(await h.click(ANN, line_message, claim))
    assert again.ephemeral and "⚠️" in again.text


async def test_a_stalled_table_gets_its_vote_and_is_closed_a_week_later(harness: Harness, monkeypatch) -> None:
    h = harness
    board = await _three(h, pace="weekly")
    thread = int(h.rec.messages[board]["channel_id"])
    h.client.service.absent.takeover_minutes = 0  # nothing else moves the table on
    svc = h.client.service
    game = await h.client.store.live_game(thread)
    await svc.store._write("UPDATE games SET out_of_time = 'vote' WHERE id = ?", (game.id,))
    mark = len(h.rec.calls)
    assert await h.client.post_table_notices(_later(h, monkeypatch, 30 * 24 * 60 + 1)) == 1
    [post] = board_posts(h.rec.since(mark))
    assert post.data["embeds"][0]["title"] == "🗳 Counting Race #1 has had no move for 30 days"
    assert mentioned(post) == [ANN[0], BOB[0], EVE[0]]
    mark = len(h.rec.calls)
    assert await h.client.post_table_notices(_later(h, monkeypatch, 37 * 24 * 60 + 2)) == 1
    calls = h.rec.since(mark)
    [closed] = board_posts(calls)
    assert "had no move for 37 days: the table is closed" in closed.text
    assert any(
        c.method == "PATCH" and "had no move for 37 days" in c.text and "Counting Race #1" in c.text for c in calls
    )
    assert (await h.client.store.last_game(thread)).status == "abandoned"
