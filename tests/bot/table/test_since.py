"""The service side of "since my last move" (bot/table/since.py): the lines a panel opens with,
from the stored log, for the toy game through the real service."""

from __future__ import annotations

from bot.table.since import lines_since_last_move

from ..conftest import ANN, BOB, CHANNEL, end_turn, started


async def test_after_the_others_moved_the_lines_tell_their_moves_and_the_question(service):
    await started(service)
    assert (
        await lines_since_last_move(service.tables, await service.tables.active(CHANNEL), 0, "en") == []
    )  # Ann never acted
    await end_turn(service, ANN)
    tb = await service.tables.active(CHANNEL)
    assert await lines_since_last_move(service.tables, tb, 0, "en") == []  # nobody else moved yet
    await end_turn(service, BOB)
    tb = await service.tables.active(CHANNEL)
    lines = await lines_since_last_move(service.tables, tb, 0, "en")
    assert 2 <= len(lines) <= 5
    assert "Bob" in lines[0] or "Player 2" in lines[0]
    assert lines[-1].startswith("Now: Play a card, draw, or end your turn.")
    de = await lines_since_last_move(service.tables, tb, 0, "de")
    assert de[-1].startswith("Jetzt:")
