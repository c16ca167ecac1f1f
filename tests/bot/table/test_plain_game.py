"""A game that declares nothing optional (``GameInfo.supports`` empty: the toy game's ``ToyRules``, no AI,
no solo mode, no daily challenge, no hints) through the GameService, on SQLite and PostgreSQL: people
play it to the end; its lobby (and the Discord lobby and panel built from it) offers no AI seat, no hint
option and no AI after a run-out clock; Suggest is neither shown nor answered; the terminal table and
the AI's commands refuse it in one line."""

from __future__ import annotations

import argparse

import discord
import pytest

from bot.discord.lobby import lobby_view
from bot.discord.table import panel_rows
from bot.i18n import t
from bot.table import clocks, errors
from bot.terminal import offered
from engine.refusals import refusal
from engine.core.replay import replay
from engine.registry import FEATURES
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, make_service
from tests.bot.toygame import GAME as TOY, PLAIN

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def svc(store):
    return make_service(store, games=lambda gid: PLAIN if gid == "toy" else TOY)


async def _lobby(svc):
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    return await svc.lobby.join(CHANNEL, BOB, "Bob")


def _custom_ids(view: discord.ui.View) -> list[str]:
    return [str(getattr(item, "custom_id", "")) for item in view.children]


def _row_ids(rows: list) -> list[str]:
    return [str(getattr(item, "custom_id", "")) for row in rows for item in row]


async def test_people_play_a_plain_game_to_the_end_and_are_never_offered_a_hint(svc):
    info = await _lobby(svc)
    assert not info.offers_ai and not info.offers_hints and not info.hints
    assert not any("Hints" in line for line in info.lines)
    assert info.out_of_time == clocks.WAIT_FOR_VOTE  # no AI to play a run-out seat
    ids = _custom_ids(lobby_view(info, "en"))
    assert not any(i.endswith("@ai") or "@hints" in i or "@oot" in i for i in ids), ids
    assert any("@join" in i for i in ids) and any("@start" in i for i in ids)
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    start = await svc.play.start(CHANNEL, ANN)
    moves = 0
    while True:
        panels = [await svc.play.panel(CHANNEL, uid) for uid in (ANN, BOB)]
        if panels[0].finished:
            break
        assert not any(p.can_hint for p in panels)
        panel, uid = next((p, uid) for p, uid in zip(panels, (ANN, BOB)) if p.your_turn)
        assert not any("hint" in i for i in _row_ids(panel_rows(panel, "en"))), "no Suggest button"
        keys = [o.key for o in panel.options]
        key = next((k for k in keys if k.startswith("play")), "end" if "end" in keys else keys[0])
        await svc.play.act(CHANNEL, uid, panel.version, key)
        moves += 1
        assert moves < 500
    row = await svc.store.game(start.game_id)
    assert row.status == "finished"
    steps = [(a.seat, a.action_key) for a in await svc.store.actions(row.id)]
    rebuilt = replay(PLAIN, 2, PLAIN.Options.model_validate(row.options), row.seed, steps)
    assert PLAIN.result(rebuilt) is not None and len(steps) == moves


async def test_a_plain_game_refuses_ai_seats_hints_and_an_ai_after_the_grace_by_name(svc):
    await _lobby(svc)
    for call in (
        lambda: svc.lobby.add_ai(CHANNEL, ANN, "medium"),
        lambda: svc.lobby.set_out_of_time(CHANNEL, ANN, clocks.AI_AFTER_GRACE),
    ):
        with pytest.raises(errors.NotOffered) as refused:
            await call()
        assert t(refused.value.msg) == "Toy Race has no AI players: seat people only."
    with pytest.raises(errors.NotOffered) as refused:
        await svc.lobby.set_hints(CHANNEL, ANN, "on")
    assert t(refused.value.msg) == "Toy Race gives no hints."
    assert len((await svc.lobby.info(CHANNEL)).members) == 2  # nothing was seated
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    await svc.play.start(CHANNEL, ANN)
    panel = await svc.play.panel(CHANNEL, ANN)
    with pytest.raises(errors.NotOffered):
        await svc.hints.suggest(CHANNEL, ANN, panel.version)


async def test_the_same_game_with_ai_and_hints_declared_offers_them(store):
    """The control: only the declaration differs between TOY and PLAIN."""
    svc = make_service(store)
    info = await _lobby(svc)
    assert info.offers_ai and info.offers_hints
    info = await svc.lobby.add_ai(CHANNEL, ANN, "medium")
    assert any(m.ai_level == "medium" for m in info.members)
    ids = _custom_ids(lobby_view(info, "en"))
    assert any(i.endswith("@ai") for i in ids) and any("@hints" in i for i in ids)


def test_no_solo_mode_or_challenge_is_offered_for_it() -> None:
    assert FEATURES["solo_mode"](PLAIN) is None and FEATURES["daily_challenge"](PLAIN) is None


def test_the_terminal_table_and_the_ai_commands_refuse_it_in_one_line() -> None:
    args = argparse.Namespace(players=2, ai="2:hard", hints=None, lang="en")
    with pytest.raises(SystemExit, match=r"^--ai: Toy Race has no AI players: seat people only\.$"):
        offered(PLAIN, args)
    with pytest.raises(SystemExit, match=r"^--hints: Toy Race gives no hints\.$"):
        offered(PLAIN, argparse.Namespace(players=2, ai="", hints="on", lang="en"))
    offered(PLAIN, argparse.Namespace(players=2, ai="", hints=None, lang="en"))  # people only: played
    offered(TOY, args)
    for cmd in ("arena", "ladder", "budget-ladder", "tune"):
        assert refusal(PLAIN, cmd) == f"{cmd}: toy does not declare ai support (GameInfo.supports)"
        assert refusal(TOY, cmd) is None
    assert refusal(PLAIN, "campaign") == "campaign: toy does not declare ai or solo support (GameInfo.supports)"
    assert refusal(PLAIN, "selfplay") is None  # random play needs nothing optional
