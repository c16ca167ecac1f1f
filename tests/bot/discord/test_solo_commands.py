"""/solo, /challenge, /leaderboard (paging), /profile and /privacy forget-me through real dispatch."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest

from engine import registry
from tests.bot.records.test_records import fake_finish, finished_multiplayer

from .conftest import STUB, make_bot
from .harness import CHANNEL_ID, GUILD_ID, Harness, opt, sub
from .table import ANN, BOB, board_posts, callback, one, reply

pytest.importorskip("engine.emara.game")


@pytest.fixture
async def h(db_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(registry, "_GAMES", {**STUB, "emara": "engine.emara.game:GAME"})
    harness = Harness(make_bot(db_path), monkeypatch)
    await harness.login()
    yield harness
    await harness.close()


def synced(h: Harness) -> dict[str, dict]:
    put = [c for c in h.rec.calls if c.method == "PUT" and c.path.endswith("/commands")][-1]
    return {c["name"]: c for c in put.json}


async def test_commands_are_synced_with_their_options(h: Harness) -> None:
    cmds = synced(h)
    assert {"solo", "challenge", "leaderboard", "profile", "privacy"} <= set(cmds)
    solo = {o["name"]: o for o in cmds["solo"]["options"]}
    assert [c["value"] for c in solo["game"]["choices"]] == ["emara"]  # only games with a solo mode
    assert [c["value"] for c in solo["mode"]["choices"]] == ["high_score", "campaign"]
    assert (solo["start"]["min_value"], solo["start"]["max_value"]) == (15, 40)
    assert cmds["solo"]["description"].startswith("Play a game alone")
    lb = {o["name"]: o for o in cmds["leaderboard"]["options"]}
    assert [c["value"] for c in lb["kind"]["choices"]] == ["rating", "wins", "solo", "campaign", "challenge"]
    assert cmds["privacy"]["options"][0]["name"] == "forget-me"


async def test_solo_opens_a_thread_and_posts_the_board_there(h: Harness) -> None:
    calls = await h.command(ANN, "solo", [opt("game", "emara"), opt("mode", "high_score"), opt("start", 25, 4)])
    thread = one(calls, "POST", "/threads")
    assert thread.json["type"] == 11 and "Ann" in thread.json["name"]
    tid = h.rec.threads[-1]
    posts = board_posts(calls)
    assert len(posts) == 1 and h.rec.messages[posts[0].message_id]["channel_id"] == tid
    assert posts[0].files[0][0] == "board.png" and "building start 25" in posts[0].text
    assert [i.split(":")[-1] for i in posts[0].custom_ids] == ["@turn", "@hand"]
    answer = reply(calls)
    assert answer.ephemeral and f"<#{tid}>" in answer.text
    # the Take-turn button works inside the thread (the thread is the game's channel)
    turn = next(c for c in posts[0].custom_ids if c.endswith("@turn"))
    panel = await h.click(ANN, posts[0].message_id, turn, channel_id=int(tid))
    assert "It is your turn." in reply(panel).text
    # a second solo in the same channel gets its own thread
    calls = await h.command(BOB, "solo", [opt("game", "emara"), opt("mode", "campaign")])
    assert len(h.rec.threads) == 2 and "building start 40" in board_posts(calls)[0].text


async def test_solo_falls_back_to_the_channel_without_thread_permission(h: Harness) -> None:
    perms = discord.Permissions.all()
    perms.create_public_threads = False
    calls = await h.command(ANN, "solo", [opt("game", "emara")], app_permissions=str(perms.value))
    assert not [c for c in calls if "/threads" in c.path]
    posts = board_posts(calls)
    assert len(posts) == 1 and h.rec.messages[posts[0].message_id]["channel_id"] == str(CHANNEL_ID)
    again = await h.command(BOB, "solo", [opt("game", "emara")], app_permissions=str(perms.value))
    assert "already has a game" in reply(again).text and reply(again).ephemeral


async def test_challenge_plays_the_days_deal_and_shows_the_board(h: Harness) -> None:
    first = await h.command(ANN, "challenge", [opt("game", "emara")])
    assert "Daily challenge" in board_posts(first)[0].text and "recorded attempt" in board_posts(first)[0].text
    again = await h.command(ANN, "challenge", [opt("game", "emara")])
    assert "not recorded" in board_posts(again)[0].text
    rs = h.client.records
    games = [g for g in [await rs.records.entry(i) for i in range(1, 10)] if g is not None]
    assert [g.recorded for g in games] == [True, False]
    await fake_finish(rs, games[0].game_id, ANN[0], 47, 40)
    board = callback(await h.command(BOB, "challenge", [opt("game", "emara"), opt("board", True, 5)]))
    assert not board.ephemeral and "**1.** Ann — 47" in board.text and "yesterday" in board.text


async def test_leaderboard_pages_with_persistent_buttons(h: Harness) -> None:
    rs = h.client.records
    for i in range(0, 24, 2):
        await finished_multiplayer(rs, [300 + i, 301 + i], [1, 2])
    cb = callback(await h.command(ANN, "leaderboard", [opt("game", "emara"), opt("scope", "global")]))
    assert cb.callback_type == 4 and not cb.ephemeral
    assert "Page 1 of 3" in cb.text and "**1.**" in cb.text and "provisional" in cb.text
    ids = cb.custom_ids
    assert ids == ["@lb:emara:rating:global:0:0:p", "@lb:emara:rating:global:0:1:n"]
    assert [c.get("disabled", False) for c in cb.components] == [True, False]
    page2 = await h.click(BOB, cb.message_id, ids[1])
    edit = callback(page2)
    assert edit.callback_type == 7 and "Page 2 of 3" in edit.text and "**11.**" in edit.text
    assert h.custom_ids(cb.message_id) == ["@lb:emara:rating:global:0:0:p", "@lb:emara:rating:global:0:2:n"]
    empty = callback(await h.command(ANN, "leaderboard", [opt("game", "emara"), opt("kind", "campaign")]))
    assert "Nobody is on this leaderboard yet." in empty.text and empty.custom_ids == []


async def test_profile_shows_rating_and_solo_records(h: Harness) -> None:
    rs = h.client.records
    await finished_multiplayer(rs, [ANN[0], BOB[0]], [1, 2], guild=GUILD_ID)
    cb = callback(await h.command(BOB, "profile", [opt("user", str(ANN[0]), 6)]))
    assert cb.ephemeral and "1 games, 1 wins" in cb.text and "Rating" in cb.text
    await finished_multiplayer(rs, [ANN[0], BOB[0]], [2, 1], guild=GUILD_ID + 1)  # on another server
    again = callback(await h.command(BOB, "profile", [opt("user", str(ANN[0]), 6)]))
    assert "1 games, 1 wins" in again.text  # this server's profile: not the other's game
    mine = callback(await h.command(ANN, "profile"))
    assert "Crown of Emara" in mine.text


async def test_privacy_forget_me_asks_then_deletes(h: Harness) -> None:
    rs = h.client.records
    await finished_multiplayer(rs, [ANN[0], BOB[0]], [1, 2])
    ask = callback(await h.command(ANN, "privacy", [sub("forget-me")]))
    assert ask.ephemeral and "cannot be undone" in ask.text and ask.custom_ids == [f"@forget:{ANN[0]}"]
    other = await h.click(BOB, ask.message_id, ask.custom_ids[0])
    assert "Only the person who asked" in reply(other).text
    assert (await rs.records.played(ANN[0], "emara")) == (1, 1)
    done = callback(await h.click(ANN, ask.message_id, ask.custom_ids[0]))
    assert done.callback_type == 7 and "has been deleted" in done.text
    assert (await rs.records.played(ANN[0], "emara")) == (0, 0)
    assert (await rs.records.played(BOB[0], "emara")) == (1, 0)
