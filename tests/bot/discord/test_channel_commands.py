"""``/game`` typed in the channel a table started from (the table itself moved into a thread): a private
answer with no public trace, and ``/game replay`` there replays the channel's last finished game."""

from __future__ import annotations

from .harness import CHANNEL_ID, GUILD_ID, Harness, sub
from .table import BOB, callback, open_lobby, reply, start
from .test_replay import play_out


def _public_traces(calls) -> list:
    """Anything the channel saw: a public acknowledgement ("thinking…"), a public message, a deletion."""
    return [
        c
        for c in calls
        if (c.callback_type is not None and not c.ephemeral)
        or (c.method == "DELETE")
        or (c.method == "POST" and c.path == "/channels/{channel_id}/messages")
    ]


async def test_game_status_in_the_channel_a_table_left_answers_privately_with_no_public_thinking(
    harness: Harness,
) -> None:
    h = harness
    board = await start(h, await open_lobby(h, BOB))
    thread = h.rec.messages[board]["channel_id"]
    assert thread != str(CHANNEL_ID)
    calls = await h.command(BOB, "game", [sub("status")], channel_id=CHANNEL_ID)
    assert _public_traces(calls) == [], [(c.method, c.path, c.callback_type) for c in calls]
    answer = callback(calls)
    assert answer.callback_type == 4 and answer.ephemeral  # answered at once, privately
    assert "no game" in answer.text.lower() and f"<#{thread}>" in answer.text  # and where the table is
    # in the thread it is the public board, as before
    calls = await h.command(BOB, "game", [sub("status")], channel_id=int(thread))
    assert callback(calls).callback_type == 5 and not callback(calls).ephemeral


async def test_game_replay_in_the_channel_after_a_finished_game_replays_it(harness: Harness) -> None:
    h = harness
    board = await start(h, await open_lobby(h, BOB))
    await play_out(h, board)
    game_id = (await h.client.service.replays.finished(h.here, guild_id=GUILD_ID)).id
    calls = await h.command(BOB, "game", [sub("replay")], channel_id=CHANNEL_ID)
    cb = callback(calls)
    assert cb.callback_type == 5 and not cb.ephemeral  # a public replay message
    assert f"#{game_id}" in reply(calls).text
    # the service finds it from the channel the lobby was in
    row = await h.client.service.replays.finished(CHANNEL_ID, guild_id=GUILD_ID)
    assert row.id == game_id
