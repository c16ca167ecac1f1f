"""Races found by racing the landed bot: two clicks on one version, two processes on one lobby."""
from __future__ import annotations

import asyncio

import pytest

from bot import errors
from tests.bot.conftest import ANN, BOB, CHANNEL, make_service, started


async def test_the_loser_of_two_clicks_on_one_version_is_told_the_board_moved_on(service):
    await started(service)
    await service.act(CHANNEL, ANN, 0, "draw")
    # Ann double-clicks "End turn": the first click passes the turn to Bob ...
    first, second = await asyncio.gather(service.act(CHANNEL, ANN, 1, "end"), service.act(CHANNEL, ANN, 1, "end"),
                                         return_exceptions=True)
    assert not isinstance(first, Exception) and not first.panel.your_turn
    # ... the second is outdated (not "not your turn": it was her turn on the board she clicked)
    assert isinstance(second, errors.OutdatedBoard) and second.current_version == 2


async def test_a_stale_click_of_a_player_not_to_move_is_outdated_too(service):
    await started(service)
    await service.act(CHANNEL, ANN, 0, "draw")
    with pytest.raises(errors.OutdatedBoard):
        await service.act(CHANNEL, BOB, 0, "draw")
    with pytest.raises(errors.NotYourTurn):                         # on the current version: not his turn
        await service.act(CHANNEL, BOB, 1, "end")
