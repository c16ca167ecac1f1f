"""Tournaments in Discord: ``/tournament create`` posts the sign-up message; Join, Leave and the
organiser's Start; each table opens in its own thread with its first board; each round's post (the
standings picture after round 1), ``/tournament status`` privately, the final standings with the
champion, and nothing posted twice after a restart. Bad input is refused privately."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.table.ai_levels import choose_action

from .conftest import restart
from .harness import CHANNEL_ID, Harness, opt, sub
from .table import ANN, BOB, EVE, callback, channel_posts, reply

DAN = (444, "Dan")


def button(h: Harness, message: str, verb: str) -> str:
    return next(c for c in h.custom_ids(message) if c.endswith(f":{verb}"))


async def play_out(h: Harness, channel: int) -> None:
    """A table's game played to its end through the service (a random AI choosing each human's moves)."""
    svc = h.client.service
    while True:
        tb = await svc.tables.active(channel)
        decision = tb.game.decision(tb.state)
        if decision is None:
            return
        seat = decision.seats[0]
        action = choose_action(tb.game, tb.state, "random", tb.row.seed or 0, tb.row.version, seat=seat)
        out = await svc.play.act(channel, tb.seats[seat].user_id, tb.row.version, action.key())
        if out.finished is not None:
            return


async def threads_of_round(h: Harness, tid: int, round_no: int) -> list[int]:
    tables = await h.client.service.tournaments.store.tables(tid)
    return [tg.table.thread_id for tg in tables if tg.table.round == round_no and not tg.table.bye]


async def test_a_tournament_from_sign_up_to_champion_in_threads(harness: Harness, db_path, monkeypatch) -> None:
    calls = await harness.command(
        ANN,
        "tournament",
        [
            sub(
                "create",
                opt("game", "stub"),
                opt("format", "swiss"),
                opt("rounds", 2, kind=4),
                opt("seats_per_table", 2, kind=4),
                opt("sign_up_until", "1h"),
            )
        ],
    )
    signup = callback(calls)
    assert not signup.ephemeral and signup.data["embeds"][0]["title"] == "🏆 Counting Race tournament #1 · Swiss"
    assert [c["label"] for c in signup.components] == ["Join", "Leave", "Start now"]
    text = signup.text
    assert "Swiss system at tables of 2" in text and "Points per place: 6 / 0" in text and "Players (0/64): -" in text
    message = signup.message_id
    for user in (ANN, BOB, EVE, DAN):
        edit = callback(await harness.click(user, message, button(harness, message, "join")))
        assert edit.callback_type == 7
    assert "Players (4/64): Ann, Bob, Eve, Dan" in harness.rec.messages[message]["embeds"][0]["description"]
    twice = reply(await harness.click(BOB, message, button(harness, message, "join")))
    assert twice.ephemeral and "already" in twice.text.lower()
    await harness.click(DAN, message, button(harness, message, "leave"))
    await harness.click(DAN, message, button(harness, message, "join"))
    not_yours = reply(await harness.click(BOB, message, button(harness, message, "start"), permissions="0"))
    assert not_yours.ephemeral and "Only the tournament's organiser" in not_yours.text

    mark = len(harness.rec.calls)
    await harness.click(ANN, message, button(harness, message, "start"))
    started = harness.rec.since(mark)
    opened = [c for c in started if c.method == "POST" and c.path == "/channels/{channel_id}/threads"]
    assert len(opened) == 2 and all("Counting Race T1 · round 1 · table" in c.json["name"] for c in opened)
    threads = await threads_of_round(harness, 1, 1)
    assert sorted(str(x) for x in threads) == sorted(harness.rec.threads[-2:])
    posts = channel_posts(started)
    boards = [p for p in posts if harness.rec.messages[p.message_id]["channel_id"] in map(str, threads)]
    assert len(boards) == 2 and all(
        p.text.startswith("Counting Race tournament #1 (Swiss) · round 1 of 2 · table") for p in boards
    )
    [round_post] = [p for p in posts if harness.rec.messages[p.message_id]["channel_id"] == str(CHANNEL_ID)]
    assert "**Round 1 of 2** begins" in round_post.text and round_post.files == []
    assert sorted(map(int, round_post.data["allowed_mentions"]["users"])) == sorted(u[0] for u in (ANN, BOB, EVE, DAN))
    assert all(f"<#{th}>" in round_post.text for th in threads)
    sign_up_now = harness.rec.messages[message]
    assert sign_up_now["components"] == [] and "Round 1 of 2 is being played" in sign_up_now["embeds"][0]["description"]

    for th in threads:
        await play_out(harness, th)
    mark = len(harness.rec.calls)
    assert await harness.client.run_tournaments() >= 1
    second = channel_posts(harness.rec.since(mark))
    [post2] = [p for p in second if harness.rec.messages[p.message_id]["channel_id"] == str(CHANNEL_ID)]
    assert "**Round 2 of 2** begins" in post2.text and [name for name, _ in post2.files] == ["standings.png"]
    picture = Image.open(io.BytesIO(post2.files[0][1]))
    assert picture.width == 1080 and picture.height <= round(1080 * 1.35)

    status = reply(await harness.command(BOB, "tournament", [sub("status")]))
    assert status.ephemeral and "Round 2 of 2 is being played (4 players)." in status.text
    assert "You: place" in status.text and [name for name, _ in status.files] == ["standings.png"]

    for th in await threads_of_round(harness, 1, 2):
        await play_out(harness, th)
    mark = len(harness.rec.calls)
    await harness.client.run_tournaments()
    [final] = [p for p in channel_posts(harness.rec.since(mark)) if "Champion" in p.text]
    champion = (await harness.client.service.tournaments.status(1, None, ANN[0])).lines[0]
    assert champion.startswith("Finished. Champion: ") and "🏆 Champion:" in final.text
    assert [name for name, _ in final.files] == ["standings.png"]
    assert "Finished. Champion:" in harness.rec.messages[message]["embeds"][0]["description"]
    # each post once: its own nonce, so a process that died after posting it is not posted twice
    nonces = [p.data["nonce"] for p in (round_post, post2, final)]
    assert len(set(nonces)) == 3 and all(p.data["enforce_nonce"] is True for p in (round_post, post2, final))

    again = await restart(harness, db_path, monkeypatch, keep=message)
    try:
        mark = len(again.rec.calls)
        await again.client.run_tournaments()
        assert channel_posts(again.rec.since(mark)) == []  # every post was made once
    finally:
        await again.close()


async def test_tournament_commands_refuse_bad_input_privately(harness: Harness) -> None:
    bad = reply(
        await harness.command(
            ANN,
            "tournament",
            [sub("create", opt("game", "stub"), opt("format", "swiss"), opt("sign_up_until", "soon"))],
        )
    )
    assert bad.ephemeral and "is not a sign-up deadline" in bad.text
    no_threads = reply(
        await harness.command(
            ANN, "tournament", [sub("create", opt("game", "stub"), opt("format", "knockout"))], app_permissions="3072"
        )
    )
    assert no_threads.ephemeral and "Create Public Threads" in no_threads.text
    missing = reply(await harness.command(ANN, "tournament", [sub("status", opt("tournament", "77"))]))
    assert missing.ephemeral and "There is no such tournament" in missing.text
    forged = reply(await harness.command(ANN, "tournament", [sub("status", opt("tournament", "１"))]))
    assert forged.ephemeral and "There is no such tournament" in forged.text
    calls = await harness.command(ANN, "tournament", [sub("create", opt("game", "stub"), opt("format", "round_robin"))])
    message = callback(calls).message_id
    refused = reply(await harness.command(BOB, "tournament", [sub("cancel", opt("tournament", "1"))], permissions="0"))
    assert refused.ephemeral and "Only the tournament's organiser" in refused.text
    choices = callback(
        await harness.autocomplete(ANN, "tournament", [sub("cancel", opt("tournament", "", focused=True))])
    ).json["data"]["choices"]
    assert choices == [{"name": "Counting Race tournament #1 · round robin · signing up", "value": "1"}]
    mark = len(harness.rec.calls)
    said = reply(await harness.command(ANN, "tournament", [sub("cancel", opt("tournament", "1"))]))
    assert said.ephemeral and "You cancelled" in said.text
    [post] = channel_posts(harness.rec.since(mark))
    assert "The organiser cancelled this tournament" in post.text
    assert harness.rec.messages[message]["components"] == []  # the sign-up message has no buttons left


@pytest.mark.parametrize("verb", ["join", "start"])
async def test_a_tournament_button_forged_onto_another_message_edits_nothing(harness: Harness, verb: str) -> None:
    calls = await harness.command(ANN, "tournament", [sub("create", opt("game", "stub"), opt("format", "swiss"))])
    signup = callback(calls).message_id
    lb = callback(await harness.command(ANN, "leaderboard", [opt("game", "stub")])).message_id
    harness.rec.messages[lb]["components"] = [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": f"@tn:1:{verb}"}]}
    ]
    out = reply(await harness.click(BOB, lb, f"@tn:1:{verb}"))
    assert out.ephemeral
    assert "Players (0/64)" in harness.rec.messages[signup]["embeds"][0]["description"]
    assert await harness.client.service.tournaments.store.players(1) == []


async def test_at_the_sign_up_deadline_the_sweep_starts_the_tournament_by_itself(harness: Harness, monkeypatch) -> None:
    from datetime import datetime, timedelta, timezone

    calls = await harness.command(
        ANN,
        "tournament",
        [
            sub(
                "create",
                opt("game", "stub"),
                opt("format", "knockout"),
                opt("seats_per_table", 2, kind=4),
                opt("sign_up_until", "1h"),
            )
        ],
    )
    message = callback(calls).message_id
    for user in (BOB, EVE, DAN):
        await harness.click(user, message, button(harness, message, "join"))
    assert await harness.client.run_tournaments() == 0  # not due before its deadline
    later = datetime.now(timezone.utc) + timedelta(minutes=61)
    monkeypatch.setattr(harness.client.service.tables, "clock", lambda: later)
    mark = len(harness.rec.calls)
    assert await harness.client.run_tournaments() == 1
    done = harness.rec.since(mark)
    threads = [c for c in done if c.method == "POST" and c.path == "/channels/{channel_id}/threads"]
    assert len(threads) == 1  # three players at two seats: one table, a bye for the best seed
    [post] = [p for p in channel_posts(done) if "begins" in p.text]
    assert "Bye:" in post.text and "Knockout" not in post.text and "knockout" in post.data["embeds"][0]["title"]
    assert harness.rec.messages[message]["components"] == []
