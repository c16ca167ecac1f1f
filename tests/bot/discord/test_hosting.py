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
    again = Harness(make_bot(db_path), monkeypatch)       # a restart with the same commands: no sync
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
    other = Harness(make_bot(db_path.with_name("other.sqlite3")), monkeypatch)   # another database: its own
    await other.login()
    assert len(_syncs(other)) == 1
    await other.close()


async def test_the_heartbeat_beats_only_while_connected_and_the_database_answers(harness: Harness, tmp_path) -> None:
    bot = harness.client
    path = tmp_path / "beat"
    bot.settings.heartbeat_path = str(path)
    await bot._heartbeat()                 # the harness never receives READY: not connected, no beat
    assert not path.exists()
    bot._ready.set()
    await bot._heartbeat()
    assert heartbeat.age(path) is not None and heartbeat.age(path) < 5
    path.unlink()

    async def down():
        raise ConnectionError("database gone")

    bot.store.schema_version = down       # the database does not answer: no beat, a warning
    await bot._heartbeat()
    assert not path.exists()


def test_healthcheck_reads_the_heartbeat_age(tmp_path, monkeypatch, capsys) -> None:
    path = tmp_path / "beat"
    monkeypatch.setenv("HEARTBEAT_PATH", str(path))
    monkeypatch.setenv("HEARTBEAT_SECONDS", "10")
    assert heartbeat.main([]) == 1 and "no heartbeat" in capsys.readouterr().err
    heartbeat.beat(path)
    assert heartbeat.main([]) == 0 and "healthy" in capsys.readouterr().out
    heartbeat.beat(path, now=heartbeat.time.time() - 31)       # three beats missed (3 x 10 s)
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
        logs.configure("INFO", fmt)            # configured twice: still one line per record
        logging.getLogger("bot.test").info("game %s started", 12)
    finally:
        root.handlers[:], root.level = before, level
    [line] = out.getvalue().splitlines()
    if fmt == "json":
        record = json.loads(line)
        assert record["message"] == "game 12 started" and record["level"] == "INFO" and record["logger"] == "bot.test"
    else:
        assert line.endswith("INFO bot.test: game 12 started")
