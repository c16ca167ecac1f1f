"""``python -m bot``: real help, unknown commands refused, a clear line when Discord cannot be reached."""

from __future__ import annotations

import asyncio
import logging
import os
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import aiohttp
import discord
import pytest

from bot.__main__ import EXIT_DATABASE, EXIT_NETWORK, EXIT_SETTINGS, EXIT_TOKEN, main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def bot_env(tmp_path, monkeypatch):
    """A token, a database in a temporary folder, no .env of the developer's."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "db.sqlite3"))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setenv("LOG_LEVEL", "INFO")
    discord_log = logging.getLogger("discord")
    level = discord_log.level
    yield
    discord_log.setLevel(level)


def _one_clear_line(err: str, *words: str) -> None:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err and all(w in lines[0] for w in words), lines[0]


def _dns_error() -> aiohttp.ClientConnectorError:
    key = SimpleNamespace(host="discord.com", port=443, ssl=True)
    return aiohttp.ClientConnectorError(key, OSError(-2, "Name or service not known"))


@pytest.mark.parametrize(
    "failure, words, code",
    [
        (discord.LoginFailure("Improper token has been passed."), ("DISCORD_TOKEN",), EXIT_TOKEN),
        (_dns_error(), ("Discord", "network"), EXIT_NETWORK),
        (OSError(101, "Network is unreachable"), ("Discord", "network"), EXIT_NETWORK),
    ],
)
def test_a_bad_token_or_no_network_is_one_clear_line_and_a_failure(bot_env, monkeypatch, capsys, failure, words, code):
    async def static_login(self, token):
        raise failure

    monkeypatch.setattr(discord.http.HTTPClient, "static_login", static_login)
    assert main([]) == code
    _one_clear_line(capsys.readouterr().err, *words)
    assert logging.getLogger("discord").level == logging.WARNING  # no "logging in using static token"


def test_help_lists_the_operators_commands_first_and_the_benchmarks_under_one(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    assert "usage: python -m bot" in out and "DISCORD_TOKEN" in out
    listed = re.findall(r"^    (\S+)", out.split("\ncommands:\n", 1)[1], re.M)
    operators = ["run", "backup", "restore", "migrate", "healthcheck", "ratings-rebuild", "version", "invite"]
    assert listed == [*operators, "local", "tournament-demo", "bench"], listed
    with pytest.raises(SystemExit) as info:
        main(["bench", "--help"])
    out = capsys.readouterr().out
    assert info.value.code == 0 and "usage: python -m bot bench" in out
    benches = re.findall(r"^    (\S+)", out.split("\nbenchmarks:\n", 1)[1], re.M)
    assert benches == [
        "latency",
        "clicks",
        "store",
        "replay",
        "stale-clicks",
        "records",
        "restart",
        "pairing",
        "hints",
        "memory",
        "since",
        "learn",
    ]


def test_version_and_the_console_scripts_own_name(capsys, monkeypatch):
    from bot import cli

    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0 and capsys.readouterr().out.startswith("euro-table ")
    monkeypatch.setattr(sys, "argv", ["/usr/local/bin/euro-table", "--help"])
    with pytest.raises(SystemExit):
        main(["--help"])
    assert capsys.readouterr().out.startswith("usage: euro-table ")
    with pytest.raises(SystemExit):
        main(["bench", "latency", "--help"])
    assert capsys.readouterr().out.startswith("usage: euro-table bench latency")
    assert cli.prog("backup") == "euro-table backup"


def test_run_is_the_bot(bot_env, monkeypatch, capsys):
    async def static_login(self, token):
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(discord.http.HTTPClient, "static_login", static_login)
    assert main(["run"]) == EXIT_TOKEN
    with pytest.raises(SystemExit) as info:
        main(["run", "--frobnicate"])
    assert info.value.code == 2


def test_an_unknown_command_is_an_error(capsys):
    with pytest.raises(SystemExit) as info:
        main(["frobnicate"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice" in err and "frobnicate" in err


def test_subcommands_keep_their_own_options(capsys):
    with pytest.raises(SystemExit) as info:
        main(["local", "--help"])
    assert info.value.code == 0 and "--players" in capsys.readouterr().out
    with pytest.raises(SystemExit) as info:
        main(["bench", "latency", "--help"])
    assert info.value.code == 0 and "--think-ms" in capsys.readouterr().out


def test_python_m_bot_help_runs_as_a_program(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, "-m", "bot", "--help"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0 and "local" in proc.stdout and not proc.stderr
    proc = subprocess.run(
        [sys.executable, "-m", "bot", "nope"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2 and "invalid choice" in proc.stderr


@pytest.mark.parametrize(
    "env, words",
    [
        ({"SHARD_IDS": "0,1"}, ("SHARD_IDS", "needs SHARD_COUNT")),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0,2"}, ("SHARD_IDS", "below SHARD_COUNT (2)")),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "zero"}, ("SHARD_IDS", "comma-separated")),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "1,1"}, ("SHARD_IDS", "twice")),
        ({"SHARD_COUNT": "0"}, ("SHARD_COUNT", "greater than or equal to 1")),
        ({"SHARD_COUNT": "two"}, ("SHARD_COUNT", "integer")),
        ({"AI_DELAY_SECONDS": "-1"}, ("AI_DELAY_SECONDS", "greater than or equal to 0")),
        ({"AI_WORKERS": "-1"}, ("AI_WORKERS", "greater than or equal to 0")),
        ({"LOG_LEVEL": "chatty"}, ("LOG_LEVEL", "DEBUG, INFO, WARNING")),
        ({"LOG_FORMAT": "xml"}, ("LOG_FORMAT", "text, json")),
        ({"HEARTBEAT_SECONDS": "0"}, ("HEARTBEAT_SECONDS", "greater than 0")),
        ({"CLOCK_SCALE": "600"}, ("CLOCK_SCALE=600", "only on a staging deployment", "STAGING=1")),
        ({"CLOCK_SCALE": "0.5", "STAGING": "1"}, ("CLOCK_SCALE", "greater than or equal to 1")),
    ],
)
def test_a_bad_setting_is_one_clear_line_naming_it_before_anything_starts(bot_env, monkeypatch, capsys, env, words):
    async def static_login(self, token):  # never reached: the settings are refused first
        raise AssertionError("the bot started with bad settings")

    monkeypatch.setattr(discord.http.HTTPClient, "static_login", static_login)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert main([]) == EXIT_SETTINGS
    _one_clear_line(capsys.readouterr().err, "Invalid setting", *words)


def test_shard_settings_read_from_the_environment(bot_env, monkeypatch):
    from bot.config import load_settings

    for name in ("SHARD_COUNT", "SHARD_IDS"):
        monkeypatch.delenv(name, raising=False)
    assert (load_settings().shard_count, load_settings().shard_ids) == (None, None)  # Discord's recommendation
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", " 1, 3 ")
    assert (load_settings().shard_count, load_settings().shard_ids) == (4, [1, 3])
    monkeypatch.setenv("SHARD_IDS", "")  # empty: every shard of the count
    assert (load_settings().shard_count, load_settings().shard_ids) == (4, None)


def test_ai_worker_settings(bot_env, monkeypatch):
    from bot import config
    from bot.config import load_settings
    from bot.discord.client import default_service
    from bot.store import open_store

    monkeypatch.delenv("AI_WORKERS", raising=False)
    for cores, workers in ((1, 1), (2, 2), (64, config.AI_WORKERS_DEFAULT_MAX), (None, 1)):
        monkeypatch.setattr(config.os, "cpu_count", lambda cores=cores: cores)
        assert load_settings().ai_workers == workers
    monkeypatch.setenv("AI_WORKERS", "0")  # think in threads of the bot process
    assert load_settings().ai_workers == 0

    async def pool_of(settings):
        store = await open_store(":memory:")
        try:
            return default_service(store, settings).ai.pool
        finally:
            await store.close()

    assert asyncio.run(pool_of(load_settings())) is None
    monkeypatch.setenv("AI_WORKERS", "3")
    monkeypatch.setenv("AI_WORKER_TIMEOUT_SECONDS", "7.5")
    pool = asyncio.run(pool_of(load_settings()))
    assert (pool.size, pool.timeout) == (3, 7.5)


@pytest.mark.parametrize(
    "env, words",
    [
        ({"DATABASE_PATH": "a-file/db.sqlite3"}, ("SQLite file /", "/a-file/db.sqlite3")),  # a folder that is a file
        ({"DATABASE_URL": "postgresql://ann:secret@127.0.0.1:1/games"}, ("PostgreSQL at 127.0.0.1:1/games",)),
    ],
)
def test_a_database_that_cannot_be_opened_is_one_clear_line_before_discord(bot_env, monkeypatch, capsys, env, words):
    async def static_login(self, token):  # never reached: the database is opened first
        raise AssertionError("the bot went to Discord without its database")

    monkeypatch.setattr(discord.http.HTTPClient, "static_login", static_login)
    Path("a-file").write_text("not a folder")  # the test runs in a temporary folder (bot_env)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert main([]) == EXIT_DATABASE
    err = capsys.readouterr().err
    _one_clear_line(err, "Cannot open the database", *words)
    assert "Discord" not in err.split(":")[0] and "secret" not in err


CHILD = """
import asyncio, sys
from bot.discord.client import EuroBot

async def start(self, token, *, reconnect=True):      # logged in and running until closed, offline
    print("running", flush=True)
    while not self.is_closed():
        await asyncio.sleep(0.05)

EuroBot.start = start
from bot.__main__ import EXIT_DATABASE, EXIT_NETWORK, EXIT_SETTINGS, EXIT_TOKEN, main
code = main([])
print("exit", code, flush=True)
sys.exit(code)
"""


def test_sigterm_stops_the_bot_cleanly(bot_env, tmp_path):
    """``docker stop`` sends SIGTERM: the bot closes (its database too) and exits 0 at once."""
    import signal
    import time

    env = {**os.environ, "PYTHONPATH": str(ROOT), "AI_WORKERS": "0"}
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD], cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        log = []  # the log (standard output) says the bot is starting and which database opened
        while (line := proc.stdout.readline()) and line.strip() != "running":
            log.append(line)
        assert line.strip() == "running" and any("database open: SQLite file" in x for x in log), log
        start = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "exit 0" in out and time.monotonic() - start < 10
    assert "SIGTERM: closing" in out and not err.strip()


def test_the_euro_table_command_is_python_m_bot():
    from importlib.metadata import entry_points

    [script] = entry_points(group="console_scripts", name="euro-table")
    assert script.load() is main


def test_every_setting_is_in_env_example_and_the_readme():
    from bot.config import Settings

    names = {f.validation_alias for f in Settings.model_fields.values()}
    example = (ROOT / ".env.example").read_text()
    readme = (ROOT / "README.md").read_text()
    for name in names:
        assert f"{name}=" in example, f"{name} is missing from .env.example"
        assert f"`{name}`" in readme, f"{name} is missing from the README's settings"


def test_every_listed_command_runs_and_every_runner_is_listed():
    import importlib

    from bot.__main__ import COMMANDS, RUNNERS
    from bot.bench import BENCHES

    assert set(RUNNERS) | {"run"} == set(COMMANDS)
    for module in RUNNERS.values():
        assert callable(importlib.import_module(module, "bot").main)
    for module, _ in BENCHES.values():  # relative to the benchmarks' own package
        assert callable(importlib.import_module(module, "bot.bench").main)
