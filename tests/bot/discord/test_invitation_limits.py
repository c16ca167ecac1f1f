"""Invitations cannot flood a player's DMs (issue 29), through the real client: the fourth invitation DM
in a day from one player to another is refused to the inviter with a line saying why, also after a
restart; nothing opens, and the invited player gets no fourth message."""

from __future__ import annotations

from pathlib import Path

from .conftest import restart
from .harness import Harness, opt
from .table import ANN, BOB, callback, lobby_id, reply
from .test_threads_and_notify import dms

BOB_USER = {"id": str(BOB[0]), "username": "Bob", "global_name": "Bob", "discriminator": "0", "avatar": None}


async def _invite_bob(h: Harness) -> list:
    return await h.command(
        ANN,
        "play",
        [opt("game", "stub"), opt("invite", str(BOB[0]), kind=6)],
        resolved={"users": {str(BOB[0]): BOB_USER}},
    )


async def test_the_fourth_invitation_dm_in_a_day_is_refused_with_its_line_also_after_a_restart(
    harness: Harness, db_path: Path, monkeypatch
) -> None:
    h = harness
    await h.command(BOB, "notify", [opt("how", "dm")])
    sent = []
    for _ in range(3):  # Ann opens a private table for Bob and closes it again, three times
        calls = await _invite_bob(h)
        sent += dms(h, calls)
        lobby = callback(calls).message_id
        await h.click(ANN, lobby, lobby_id(h, lobby, "leave"))
    assert len(sent) == 3
    h = await restart(h, db_path, monkeypatch, lobby)
    try:
        calls = await _invite_bob(h)
        answer = reply(calls)
        assert answer.ephemeral and answer.text.startswith(
            "⚠️ No table was opened: No invitation for Bob: in the last 24 hours you already sent them 3"
            " invitations they did not take up (at most 3)."
        )
        assert dms(h, calls) == []
        assert await h.client.store.live_game(int(h.rec.messages[lobby]["channel_id"])) is None
    finally:
        await h.close()
