"""What a host sees: commands synced with Discord only when they changed, a heartbeat while connected,
log lines a collector can read."""

from __future__ import annotations

import io
import json
import logging
from pathlib import Path

import pytest

from bot import heartbeat, logs
from bot.discord.translator import CatalogTranslator

from .conftest import make_bot
from .harness import Harness


def _syncs(h: Harness) -> list:
    return [c for c in h.rec.calls if c.method == "PUT" and c.path.endswith("/commands")]


async def test_commands_are_synced_only_when_they_changed(db_path: Path, monkeypatch, stub_registry) -> None:
    first = Harness(make_bot(db_path), monkeypatch)
    await first.login()
    assert len(_syncs(first)) == 1
    await first.close()
    again = Harness(make_bot(db_path), monkeypatch)  # a restart with the same commands: no sync
    await again.login()
    assert _syncs(again) == []
    await again.close()
    # a changed translation is a changed command set: synced once more
    translate = CatalogTranslator.translate

    async def changed(self, string, locale, context):
        text = await translate(self, string, locale, context)
        return text + "!" if text and string.extras.get("key") == "bot.cmd.play.description" else text

    monkeypatch.setattr(CatalogTranslator, "translate", changed)
    third = Harness(make_bot(db_path), monkeypatch)
    await third.login()
    assert len(_syncs(third)) == 1
    await third.close()
    other = Harness(make_bot(db_path.with_name("other.sqlite3")), monkeypatch)  # another database: its own
    await other.login()
    assert len(_syncs(other)) == 1
    await other.close()


async def test_the_heartbeat_beats_only_while_connected_and_the_database_answers(harness: Harness, tmp_path) -> None:
    bot = harness.client
    path = tmp_path / "beat"
    bot.settings.heartbeat_path = str(path)
    await bot._heartbeat()  # the harness never receives READY: not connected, no beat
    assert not path.exists()
    bot._ready.set()
    await bot._heartbeat()
    assert heartbeat.age(path) is not None and heartbeat.age(path) < 5
    path.unlink()

    async def down():
        raise ConnectionError("database gone")

    bot.store.schema_version = down  # the database does not answer: no beat, a warning
    await bot._heartbeat()
    assert not path.exists()


def test_healthcheck_reads_the_heartbeat_age(tmp_path, monkeypatch, capsys) -> None:
    path = tmp_path / "beat"
    monkeypatch.setenv("HEARTBEAT_PATH", str(path))
    monkeypatch.setenv("HEARTBEAT_SECONDS", "10")
    assert heartbeat.main([]) == 1 and "no heartbeat" in capsys.readouterr().err
    heartbeat.beat(path)
    assert heartbeat.main([]) == 0 and "healthy" in capsys.readouterr().out
    heartbeat.beat(path, now=heartbeat.time.time() - 31)  # three beats missed (3 x 10 s)
    assert heartbeat.main([]) == 1 and "31 s ago" in capsys.readouterr().err
    monkeypatch.delenv("HEARTBEAT_PATH")
    assert heartbeat.main([]) == 1 and "HEARTBEAT_PATH" in capsys.readouterr().err


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_log_lines_go_to_standard_output_as_text_or_json(monkeypatch, fmt) -> None:
    out = io.StringIO()
    monkeypatch.setattr(logs.sys, "stdout", out)
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    try:
        logs.configure("INFO", fmt)
        logs.configure("INFO", fmt)  # configured twice: still one line per record
        logging.getLogger("bot.test").info("game %s started", 12)
    finally:
        root.handlers[:], root.level = before, level
    [line] = out.getvalue().splitlines()
    if fmt == "json":
        record = json.loads(line)
        assert record["message"] == "game 12 started" and record["level"] == "INFO" and record["logger"] == "bot.test"
    else:
        assert line.endswith("INFO bot.test: game 12 started")


# -- database outages ------------------------------------------------------------------------------


def test_an_outage_is_told_from_a_bug() -> None:
    import sqlite3

    from bot.store import StoreError, is_outage

    assert is_outage(ConnectionRefusedError(111, "Connect call failed"))
    assert is_outage(sqlite3.OperationalError("database is locked"))
    try:
        try:
            raise ConnectionResetError("reset by peer")
        except ConnectionResetError as e:
            raise StoreError("commit failed") from e
    except StoreError as e:
        assert is_outage(e)  # what caused it counts
    assert not is_outage(ValueError("bad key")) and not is_outage(KeyError("seat"))
    assert not is_outage(sqlite3.OperationalError("no such table: games"))  # a bug, not an outage
    asyncpg = pytest.importorskip("asyncpg")
    assert is_outage(asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed"))
    assert is_outage(asyncpg.exceptions.CannotConnectNowError("the database system is starting up"))
    assert not is_outage(asyncpg.exceptions.UniqueViolationError("duplicate key"))


async def test_a_click_during_an_outage_says_try_again_and_changes_nothing(harness: Harness, monkeypatch) -> None:
    from .table import ANN, BOB, button, open_lobby, open_panel, reply, start

    board = await start(harness, await open_lobby(harness, BOB))
    panel = await open_panel(harness, board, ANN)
    store = harness.client.store
    version = (await harness.client.service.play.panel(harness.here, ANN[0])).version

    async def down(*args, **kwargs):
        raise ConnectionRefusedError(111, "Connect call failed ('127.0.0.1', 5432)")

    real = store.commit_action
    store.commit_action = down
    answer = reply(await harness.click(ANN, panel, button(harness, panel, "take.1")))
    assert answer.ephemeral and "does not answer" in answer.text and "Nothing was changed" in answer.text
    store.commit_action = real
    assert (await harness.client.service.play.panel(harness.here, ANN[0])).version == version


async def test_ai_play_stopped_by_an_outage_goes_on_at_the_next_check(harness: Harness, monkeypatch) -> None:
    from .table import ANN, board_posts, button, open_lobby, open_panel, start

    lobby = await open_lobby(harness)
    ai_select = next(
        c
        for row in harness.rec.messages[lobby]["components"]
        for c in row["components"]
        if c.get("custom_id", "").endswith("@ai")
    )
    await harness.click(ANN, lobby, ai_select["custom_id"], values=["add.easy"])
    board = await start(harness, lobby)
    panel = await open_panel(harness, board, ANN)
    bot, svc = harness.client, harness.client.service
    await harness.click(ANN, panel, button(harness, panel, "take.1"))
    real = svc.ai.ai_turn
    outage = True

    async def ai_turn(*args, **kwargs):
        if outage:
            raise ConnectionResetError("server closed the connection unexpectedly")
        return await real(*args, **kwargs)

    monkeypatch.setattr(svc.ai, "ai_turn", ai_turn)
    mark = len(harness.rec.calls)
    await harness.click(ANN, panel, button(harness, panel, "end"))  # the AI's turn falls in the outage
    await harness.settle()
    assert bot._ai_stalled == {harness.here} and len(board_posts(harness.rec.since(mark))) == 1
    outage = False  # the database is back
    mark = len(harness.rec.calls)
    await bot._absent_tick()
    await harness.settle()
    [ai] = board_posts(harness.rec.since(mark))
    assert ai.text.startswith("🤖 AI 1 (easy) played.") and not bot._ai_stalled


async def test_a_resume_that_met_an_outage_is_tried_again(harness: Harness, monkeypatch) -> None:
    bot = harness.client
    calls = []

    async def listing():
        calls.append(1)
        if len(calls) == 1:
            raise ConnectionRefusedError(111, "refused")
        return []

    monkeypatch.setattr(bot.service.ai, "channels_awaiting_ai", listing)
    await bot._resume_ai()
    assert bot._resume_due
    await bot._absent_tick()
    await harness.settle()
    assert len(calls) == 2 and not bot._resume_due


async def test_ai_turns_in_flight_are_bounded_across_tables(harness: Harness) -> None:
    from bot.discord.client import AI_TURNS_AT_ONCE_MIN

    assert harness.client._ai_turns._value >= AI_TURNS_AT_ONCE_MIN
