"""A forum of tables (issue 33), through real discord.py objects: ``/setup tables channel:`` makes a
forum's posts the server's tables (its tags made sure of), each table's post is tagged with its game and
its state and the tags follow it (waiting for players, running, finished), the post's opening message
is its lobby, then its live line; without a forum, threads under the channel as before."""

from __future__ import annotations

from .harness import CHANNEL_ID, Harness, opt, sub
from .table import ANN, BOB, board_posts, button, callback, lobby_id, open_panel, reply

FORUM = 925000000000000001
CHANNEL_OPTION = 7


def _resolved(forum_id: int = FORUM, kind: int = 15) -> dict:
    return {
        "channels": {
            str(forum_id): {"id": str(forum_id), "type": kind, "name": "tables", "permissions": "0", "parent_id": None}
        }
    }


async def _setup(h: Harness, forum_id: int | None = FORUM, **kw) -> str:
    options = [opt("channel", str(forum_id), CHANNEL_OPTION)] if forum_id else []
    resolved = _resolved(forum_id) if forum_id else None
    return reply(await h.command(ANN, "setup", [sub("tables", *options)], resolved=resolved, **kw)).text


def _tags(h: Harness) -> dict[str, str]:
    return {t["name"]: t["id"] for t in h.rec.channels[str(FORUM)]["available_tags"]}


def _applied(h: Harness, post: str) -> set[str]:
    tags = {v: k for k, v in _tags(h).items()}
    return {tags[t] for t in h.rec.channels[post]["applied_tags"]}


async def test_a_forums_posts_are_the_tables_tagged_by_game_and_state_all_the_way(harness: Harness) -> None:
    h = harness
    h.rec.add_forum(FORUM, tags=[{"name": "Rules questions", "moderated": False}])  # a forum in use already
    said = await _setup(h)
    assert "is a post of <#925000000000000001>" in said and "Waiting for players, Running, Finished" in said
    # the forum's own tag stays; one per game and one per state are added
    assert set(_tags(h)) == {"Rules questions", "Counting Race", "Waiting for players", "Running", "Finished"}
    calls = await h.command(ANN, "play", [opt("game", "stub")])
    [post] = [c for c in calls if c.path == "/channels/{channel_id}/threads"]
    post_id = post.message_id
    assert h.rec.thread_parents[post_id] == str(FORUM) and post.json["name"] == "Counting Race · Ann"
    assert _applied(h, post_id) == {"Counting Race", "Waiting for players"}
    here = callback(calls)  # the channel where /play was used points to the table
    assert not here.ephemeral and f"<#{post_id}>" in here.text and here.components == []
    assert any(i.endswith("@join") for i in h.custom_ids(post_id))  # the post's opening message: the lobby
    game = await h.client.service.store.live_game(int(post_id))
    assert game is not None and game.status == "lobby"  # the table is keyed by its post
    await h.click(BOB, post_id, lobby_id(h, post_id, "join"))
    await h.click(ANN, post_id, lobby_id(h, post_id, "seats"), values=["joined"])
    calls = await h.click(ANN, post_id, lobby_id(h, post_id, "start"))
    assert h.rec.threads == [post_id]  # no thread of its own: the post is the table's thread
    assert h.rec.channels[post_id]["name"] == "Counting Race #1 · Ann, Bob"
    assert _applied(h, post_id) == {"Counting Race", "Running"}
    [first] = board_posts(calls)
    assert h.rec.messages[first.message_id]["channel_id"] == post_id
    assert "To move: Ann" in h.text(post_id)  # the opening message is the table's live line now
    for _ in range(60):
        last = [c for c in board_posts(h.rec.calls) if c.pictures][-1]
        if not any(i.endswith(":@turn") for i in last.custom_ids):
            break
        user = ANN if (await h.client.service.play.panel(int(post_id), ANN[0])).your_turn else BOB
        panel = await open_panel(h, last.message_id, user)
        await h.click(user, panel, button(h, panel, "take.3"))
        await h.click(user, panel, button(h, panel, "end"))
    assert _applied(h, post_id) == {"Counting Race", "Finished"}  # a player filters finished games
    assert "Finished. Winner:" in h.text(post_id)


async def test_an_abandoned_forum_table_is_tagged_finished(harness: Harness) -> None:
    h = harness
    h.rec.add_forum(FORUM)
    await _setup(h)
    calls = await h.command(ANN, "play", [opt("game", "stub")])
    [post] = [c.message_id for c in calls if c.path == "/channels/{channel_id}/threads"]
    await h.command(ANN, "game", [sub("abandon", opt("confirm", True, 5))], channel_id=int(post))
    assert _applied(h, post) == {"Counting Race", "Finished"}


async def test_without_a_forum_tables_play_in_threads_under_the_channel(harness: Harness) -> None:
    h = harness
    h.rec.add_forum(FORUM)
    await _setup(h)
    assert "back" not in await _setup(h, None) and await h.client.service.forum.setting(910000000000000001) is None
    calls = await h.command(ANN, "play", [opt("game", "stub")])
    assert not [c for c in calls if c.path == "/channels/{channel_id}/threads"]
    assert any(i.endswith("@join") for i in callback(calls).custom_ids)  # the lobby in the channel itself
    assert (await h.client.service.store.live_game(CHANNEL_ID)) is not None
    show = reply(await h.command(ANN, "setup", [sub("show")])).text
    assert "Tables play in threads" in show


async def test_only_a_server_manager_chooses_the_forum_and_a_channel_that_is_no_forum_is_refused(
    harness: Harness,
) -> None:
    h = harness
    h.rec.add_forum(FORUM)
    said = await _setup(h, permissions="0")
    assert "Manage Server" in said and await h.client.service.forum.setting(910000000000000001) is None
    assert not [c for c in h.rec.calls if c.method == "PATCH" and c.path == "/channels/{channel_id}"]
    h.rec.channels["925000000000000002"] = {"id": "925000000000000002", "type": 0, "name": "general"}
    said = await _setup(h, 925000000000000002)
    assert "choose a forum channel" in said and await h.client.service.forum.setting(910000000000000001) is None


async def test_a_full_forum_keeps_its_tags_and_says_which_it_could_not_add(harness: Harness) -> None:
    h = harness
    h.rec.add_forum(FORUM, tags=[{"name": f"Topic {n}", "moderated": False} for n in range(18)])
    said = await _setup(h)
    assert "could not add these tags" in said and "Finished" in said  # two fit of the four
    assert len(_tags(h)) == 20
    calls = await h.command(ANN, "play", [opt("game", "stub")])
    [post] = [c.message_id for c in calls if c.path == "/channels/{channel_id}/threads"]
    assert _applied(h, post) == {"Counting Race", "Waiting for players"}
