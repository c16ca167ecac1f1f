"""What an operator meets: where the files are, the invite URL, the migrations a start applied, a database
that opens but cannot be written, a benchmark whose driver is missing — each one line, never a traceback."""

from __future__ import annotations

import base64
import builtins
import logging
import subprocess
from pathlib import Path

import discord
import pytest

from bot import about, paths
from bot.__main__ import EXIT_DATABASE, main
from bot.config import load_settings
from bot.discord import invite
from bot.store import describe_migrations

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _logging_as_it_was():
    """``main([])`` puts its log handler on the root logger, on a test's captured output: none of an
    earlier test's is left to write to a closed stream, and this test's is removed."""
    from bot import logs

    root = logging.getLogger()
    handlers, level = [h for h in root.handlers if h.get_name() != logs.HANDLER_NAME], root.level
    root.handlers[:] = handlers
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


def test_the_data_directory_and_env_file_do_not_depend_on_the_working_directory(tmp_path, monkeypatch):
    monkeypatch.delenv("DATA_DIR", raising=False)
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    monkeypatch.delenv("ENV_FILE", raising=False)
    monkeypatch.chdir(tmp_path)
    assert paths.checkout() == ROOT  # the tests run from the source checkout
    assert paths.env_file() == str(ROOT / ".env")
    settings = load_settings(_env_file=None)
    assert settings.data_dir == str(ROOT / "data")
    assert settings.database_path == str(ROOT / "data" / "euro-table.sqlite3")
    monkeypatch.setenv("DATA_DIR", str(tmp_path / "elsewhere"))
    assert load_settings(_env_file=None).database_path == str(tmp_path / "elsewhere" / "euro-table.sqlite3")
    monkeypatch.setenv("DATABASE_PATH", "x.sqlite3")  # a path given is taken as it is
    assert load_settings(_env_file=None).database_path == "x.sqlite3"


def test_env_file_names_the_env_read_and_version_says_where_everything_is(tmp_path, monkeypatch, capsys):
    env = tmp_path / "bot.env"
    env.write_text(f"DATA_DIR={tmp_path / 'kept'}\n")
    monkeypatch.setenv("ENV_FILE", str(env))
    monkeypatch.delenv("DATA_DIR", raising=False)
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    monkeypatch.delenv("DATABASE_URL", raising=False)
    assert load_settings().data_dir == str(tmp_path / "kept")
    assert main(["version"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("euro-table ") and out[1] == f"code: source checkout {ROOT}"
    assert out[2:] == [
        f".env: {env} (read)",
        f"data directory: {tmp_path / 'kept'}",
        f"database: SQLite file {tmp_path / 'kept' / 'euro-table.sqlite3'}",
    ]
    assert about.lines() == out


def _token(app_id: int) -> str:
    return base64.b64encode(str(app_id).encode()).decode().rstrip("=") + ".GhIjKl.not-a-real-secret"


def test_the_invite_url_has_the_application_id_the_permissions_the_bot_checks_and_both_scopes(monkeypatch, capsys):
    url = invite.invite_url(1234567890123456789)
    assert url == (
        "https://discord.com/oauth2/authorize?client_id=1234567890123456789"
        "&scope=bot+applications.commands&permissions=17901423741952"
    )
    perms = discord.Permissions(17901423741952)
    for name in ("view_channel", "send_messages", "embed_links", "attach_files", "create_public_threads"):
        assert getattr(perms, name), name
    assert perms.create_events  # a live table's server event
    assert perms.send_messages_in_threads and not perms.administrator and not perms.manage_messages
    monkeypatch.setenv("DISCORD_TOKEN", _token(1234567890123456789))
    assert main(["invite"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == url and "create_public_threads" in out
    assert "integration_type=1&scope=applications.commands" in out  # the user install, beside it
    assert main(["invite", "--app-id", "42"]) == 0 and "client_id=42&" in capsys.readouterr().out
    monkeypatch.delenv("DISCORD_TOKEN")
    assert main(["invite"]) == 2 and "--app-id" in capsys.readouterr().err


def test_the_readme_gives_the_permissions_integer_the_bot_needs():
    readme = (ROOT / "README.md").read_text()
    assert f"**{invite.needed_permissions().value}**" in readme
    assert "for solo games in threads" not in readme  # every table moves into a thread


async def test_the_invite_url_is_logged_once_the_bot_is_ready(tmp_path, caplog):
    from bot.discord.client import EuroBot

    settings = load_settings(DISCORD_TOKEN="t", DATABASE_PATH=str(tmp_path / "db.sqlite3"), AI_WORKERS=0)
    bot = EuroBot(settings)
    bot._connection.application_id = 987654321  # as the READY payload sets it
    caplog.set_level(logging.INFO, logger="bot.discord.client")
    try:
        await bot.on_ready()
        await bot.on_ready()  # a reconnect: said once
    finally:
        bot.absent_check.cancel()  # never logged in: nothing else to close
    said = [r.getMessage() for r in caplog.records if "invite URL" in r.getMessage()]
    assert said == [f"invite URL (add the bot to a server): {invite.invite_url(987654321)}"]


def test_the_start_up_line_lists_the_migrations_as_they_are():
    known = [*range(1, 13), 14, 15, 19, 20]
    assert describe_migrations(known, known) == (
        "migrations applied now: 1-12, 14-15, 19-20 (no migration is numbered 13, 16-18: numbers may have gaps)"
    )
    assert describe_migrations([19, 20], known) == (
        "migrations applied now: 19-20 (no migration is numbered 13, 16-18: numbers may have gaps)"
    )
    assert describe_migrations([], known) == "no migration to apply"
    assert describe_migrations([1, 2, 3], [1, 2, 3]) == "migrations applied now: 1-3"


def _immutable(path: Path) -> None:
    done = subprocess.run(["chattr", "+i", str(path)], capture_output=True)
    if done.returncode != 0:  # not root, or a file system without the attribute
        pytest.skip(f"chattr +i is not available here: {done.stderr.decode().strip()}")


@pytest.fixture
def unwritable_db(tmp_path):
    """A bot database that opens but cannot be written (an immutable file)."""
    import asyncio

    from bot.store import open_store

    path = tmp_path / "frozen.sqlite3"

    async def make() -> None:
        await (await open_store(str(path))).close()

    asyncio.run(make())
    _immutable(path)
    yield path
    subprocess.run(["chattr", "-i", str(path)], check=False)


def _one_line(err: str, *words: str) -> None:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in err, err
    assert all(w in lines[0] for w in words), lines[0]


def test_an_unwritable_database_is_one_line_for_the_bot(unwritable_db, monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("DATABASE_PATH", str(unwritable_db))
    monkeypatch.delenv("DATABASE_URL", raising=False)

    async def static_login(self, token):  # never reached: the database is opened first
        raise AssertionError("the bot went to Discord with a database it cannot write")

    monkeypatch.setattr(discord.http.HTTPClient, "static_login", static_login)
    assert main([]) == EXIT_DATABASE
    _one_line(capsys.readouterr().err, "Cannot open the database", str(unwritable_db), "can be read but not written")


def test_an_unwritable_database_is_one_line_at_the_terminal_table(unwritable_db, monkeypatch, capsys):
    monkeypatch.setattr(builtins, "input", lambda prompt="": pytest.fail("the table started"))
    assert main(["local", "emara", "--players", "2", "--ai", "all", "--db", str(unwritable_db)]) == EXIT_DATABASE
    _one_line(capsys.readouterr().err, "Cannot open the database", "can be read but not written")


def test_a_postgres_benchmark_without_asyncpg_is_one_line(monkeypatch, capsys):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "asyncpg" else real(name, *a))
    assert main(["bench", "records", "--backend", "postgres"]) == 2
    _one_line(capsys.readouterr().err, "asyncpg", 'pip install -e ".[postgres]" -c constraints.txt')
    assert main(["bench", "restart", "--pg", "postgresql://x@/y"]) == 2
    _one_line(capsys.readouterr().err, "asyncpg")
    assert main(["bench", "latency", "--db", "postgresql://x@/y"]) == 2
    _one_line(capsys.readouterr().err, "asyncpg")


def test_a_database_that_stops_taking_writes_mid_game_is_one_line_at_the_terminal_table(tmp_path, monkeypatch):
    """(An immutable flag set under a running table does not stop its open file; a locked or remounted
    database does: its driver's error, raised by the first write after the table asked.)"""
    import io
    import sqlite3

    from bot import terminal
    from bot.store.sqlite import SqliteStore

    frozen = []

    async def refuse(self, body):
        raise sqlite3.OperationalError("attempt to write a readonly database")

    class Keyboard(io.StringIO):
        def readline(self, *args) -> str:
            if not frozen:  # the table is set up and asks its first question: writes fail from now on
                monkeypatch.setattr(SqliteStore, "_transact", refuse)
                frozen.append(True)
            return "1\n"

    path = tmp_path / "game.sqlite3"
    err = io.StringIO()
    monkeypatch.setattr("sys.stderr", err)
    argv = ["emara", "--players", "2", "--ai", "2", "--db", str(path), "--out", str(tmp_path)]
    code = terminal.main(argv, stdin=Keyboard(), stdout=io.StringIO())
    assert code == EXIT_DATABASE and frozen
    _one_line(err.getvalue(), "Cannot open the database", "readonly database", "The moves shown before were stored.")


def _old_database(tmp_path: Path) -> Path:
    """A copy of the database the version that first registered Lisboa wrote (tests/bot/store/fixtures)."""
    import gzip

    fixture = ROOT / "tests" / "bot" / "store" / "fixtures" / "lisboa-registered-0d3d9b0.sqlite3.gz"
    path = tmp_path / "old.sqlite3"
    path.write_bytes(gzip.decompress(fixture.read_bytes()))
    return path


def test_migrate_applies_the_new_migrations_and_names_them(tmp_path, capsys):
    path = _old_database(tmp_path)
    assert main(["migrate", "--db", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Database: SQLite file {path}"
    assert out[1].startswith("Schema version ") and "migrations applied now: " in out[1] and "gaps" in out[1]
    assert main(["migrate", "--db", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[1].endswith("; no migration to apply")


def test_a_migration_that_fails_is_rolled_back_named_and_stops_the_start(tmp_path, monkeypatch, capsys):
    import shutil
    import sqlite3

    from bot.store.sqlite import MIGRATIONS_DIR, SqliteStore

    path = _old_database(tmp_path)
    before = sqlite3.connect(path).execute("SELECT MAX(version) FROM schema_version").fetchone()[0]
    migrations = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, migrations)
    (migrations / "099_broken.sql").write_text("CREATE TABLE broken_one (x INTEGER);\nSELECT no_such_function();\n")
    monkeypatch.setattr(SqliteStore, "MIGRATIONS_DIR", migrations)
    assert main(["migrate", "--db", str(path)]) == EXIT_DATABASE
    err = capsys.readouterr().err
    _one_line(err, f"SQLite file {path}", "migration 099_broken.sql failed and was rolled back", "no_such_function")
    assert "applied before it now: " in err
    conn = sqlite3.connect(path)
    newest = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()[0]
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert before < newest < 99 and "broken_one" not in tables  # the ones before it stay, it is rolled back
