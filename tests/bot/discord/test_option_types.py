"""Slash-command option values are checked against their declared types before a command runs
(bot/discord/options.py): a wrong one is a private line saying what the option takes, nothing changes."""

from __future__ import annotations

import pytest

from .harness import Harness, opt, sub
from .table import ANN, BOB, callback, open_lobby, reply, start


async def _spans(h: Harness) -> list:
    return await h.client.store.away_spans([ANN[0]], ending_after="2000-01-01T00:00:00+00:00")


@pytest.mark.parametrize(
    "value, words",
    [
        (1.5, "`days` takes a whole number from 0 to 14, and 1.5 is not one"),
        ("three", "`days` takes a whole number from 0 to 14, and three is not one"),
        (True, "`days` takes a whole number from 0 to 14, and True is not one"),
        (99, "`days` takes a whole number from 0 to 14, and 99 is not one"),
    ],
)
async def test_away_refuses_a_value_that_is_no_whole_number_of_days(harness: Harness, value, words) -> None:
    calls = await harness.command(ANN, "away", [opt("days", value, kind=4)])
    said = reply(calls)
    assert said.ephemeral and words in said.text and "Nothing was changed" in said.text
    assert "Something went wrong" not in said.text
    assert await _spans(harness) == []


async def test_a_whole_number_sent_as_a_float_is_taken(harness: Harness) -> None:
    said = reply(await harness.command(ANN, "away", [opt("days", 2.0, kind=4)]))
    assert "You are away until" in said.text
    [span] = await _spans(harness)
    assert span.user_id == ANN[0]


async def test_a_string_where_a_number_belongs_in_a_sub_command_is_a_line_not_a_failure(harness: Harness) -> None:
    await start(harness, await open_lobby(harness, BOB))
    calls = await harness.command(BOB, "game", [sub("log", opt("limit", "lots", kind=4))], channel_id=harness.here)
    answer = callback(calls)
    assert answer.callback_type == 4 and answer.ephemeral
    assert "`limit` takes a whole number from 1 to 50, and lots is not one" in answer.text
    calls = await harness.command(BOB, "game", [sub("log", opt("limit", 3, kind=4))], channel_id=harness.here)
    assert "takes a whole number" not in reply(calls).text  # a good value runs the command


async def test_a_choice_the_command_does_not_offer_is_refused(harness: Harness) -> None:
    calls = await harness.command(ANN, "game", [sub("language", opt("language", "xx"))])
    said = reply(calls)
    assert said.ephemeral and "`language` takes one of the values it offers, and xx is not one" in said.text
