"""A throwaway PostgreSQL server for the tests: started once per session, a schema per test.

The server runs from the local PostgreSQL binaries (``/usr/lib/postgresql/*/bin``, ``$PG_BINDIR``
or ``initdb`` on PATH) in a temporary directory, listening only on a Unix socket there, with
fsync off. As root the binaries run as the ``postgres`` user (``initdb`` refuses root).

Without binaries (or asyncpg) the PostgreSQL tests are skipped — unless ``EURO_TABLE_REQUIRE_PG=1``
(CI), where that is a failure.
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

import pytest

REQUIRE_ENV = "EURO_TABLE_REQUIRE_PG"
_EMPTY_SCHEMA = """
SET session_replication_role = replica;
DO $$
DECLARE t text;
BEGIN
    FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_version'
    LOOP EXECUTE format('DELETE FROM %I', t); END LOOP;
    FOR t IN SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema()
    LOOP EXECUTE format('ALTER SEQUENCE %I RESTART', t); END LOOP;
END $$;
"""
_PORT = 5432  # only names the socket file: the server listens on no TCP address
_USER = "euro"


@dataclass
class PgServer:
    socket_dir: str
    port: int
    _names = itertools.count(1)
    _migrated: str | None = None
    down: Callable[[], None] | None = None  # stop the server under its clients (start() sets it)
    up: Callable[[], None] | None = None  # start it again

    def url(self, database: str = "postgres", **params: str) -> str:
        query = "&".join([f"host={self.socket_dir}", f"port={self.port}", *(f"{k}={v}" for k, v in params.items())])
        return f"postgresql://{_USER}@/{database}?{query}"

    async def _admin(self, sql: str, url: str | None = None) -> None:
        import asyncpg

        conn = await asyncpg.connect(url or self.url())
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    async def fresh_url(self) -> str:
        """A URL whose connections work in a new, empty schema (nothing migrated yet)."""
        schema = f"s{next(self._names)}"
        await self._admin(f"CREATE SCHEMA {schema}")
        return self.url(search_path=schema)

    async def clean_url(self) -> str:
        """A URL to the session's migrated schema, emptied: every row deleted (triggers off, as
        superuser) and the id sequences restarted. ~15 ms, against ~150 ms to migrate a new schema."""
        if self._migrated is None:
            from bot.store import open_store

            url = await self.fresh_url()
            await (await open_store(url)).close()
            self._migrated = url
        else:
            await self._admin(_EMPTY_SCHEMA, self._migrated)
        return self._migrated


def required() -> bool:
    return os.environ.get(REQUIRE_ENV, "") == "1"


def unavailable(reason: str):
    """Skip, or fail when CI requires PostgreSQL."""
    if required():
        pytest.fail(f"{REQUIRE_ENV}=1 but {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL tests skipped: {reason}")


def find_bindir() -> Path | None:
    candidates = [os.environ.get("PG_BINDIR", "")]
    candidates += sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]), reverse=True)
    if shutil.which("initdb"):
        candidates.append(str(Path(shutil.which("initdb")).parent))
    for c in candidates:
        if c and (Path(c) / "initdb").is_file() and (Path(c) / "pg_ctl").is_file():
            return Path(c)
    return None


def _runner() -> tuple[list[str], int | None, int | None]:
    """(command prefix, uid, gid): as root the server runs as ``postgres``."""
    if os.geteuid() != 0:
        return [], None, None
    try:
        pw = pwd.getpwnam("postgres")
    except KeyError:
        raise RuntimeError("running as root and there is no 'postgres' user to run the server as") from None
    return ["runuser", "-u", "postgres", "--"], pw.pw_uid, pw.pw_gid


def start() -> tuple[PgServer, Callable[[], None]]:
    """Start a server; returns it and a function that stops it and removes its directory."""
    bindir = find_bindir()
    if bindir is None:
        raise FileNotFoundError(
            "no PostgreSQL server binaries (initdb, pg_ctl) found in /usr/lib/postgresql/*/bin, $PG_BINDIR or PATH"
        )
    prefix, uid, gid = _runner()
    root = tempfile.mkdtemp(prefix="euro-pg-")
    if uid is not None:
        os.chown(root, uid, gid)
    data = os.path.join(root, "data")

    def run(*args: str) -> None:
        subprocess.run([*prefix, *args], check=True, capture_output=True, text=True, timeout=120)

    try:
        run(
            str(bindir / "initdb"),
            "-D",
            data,
            "-U",
            _USER,
            "--auth=trust",
            "--no-locale",
            "-E",
            "UTF8",
            "--no-sync",
            "--no-instructions",
        )
        opts = (
            f"-k {root} -p {_PORT} -c listen_addresses='' -c fsync=off -c synchronous_commit=off"
            " -c full_page_writes=off -c max_connections=200"
        )
        run(str(bindir / "pg_ctl"), "-D", data, "-l", os.path.join(root, "server.log"), "-o", opts, "-w", "start")
    except subprocess.CalledProcessError as e:
        log = Path(root, "server.log")
        detail = (e.stderr or "") + (log.read_text() if log.exists() else "")
        shutil.rmtree(root, ignore_errors=True)
        raise RuntimeError(f"could not start PostgreSQL: {' '.join(e.cmd)}\n{detail}") from e

    def stop() -> None:
        try:
            run(str(bindir / "pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(root, ignore_errors=True)

    server = PgServer(root, _PORT)
    # an outage for the tests that need one: the server restarted under its clients (a fast shutdown
    # drops every connection; it also writes what was committed, which this throwaway server's
    # synchronous_commit=off would lose in a crash, unlike a real deployment's)
    server.down = lambda: run(str(bindir / "pg_ctl"), "-D", data, "-m", "fast", "-w", "stop")
    server.up = lambda: run(
        str(bindir / "pg_ctl"), "-D", data, "-l", os.path.join(root, "server.log"), "-o", opts, "-w", "start"
    )
    return server, stop


def postgres_module():
    """``bot.store.postgres`` (it imports asyncpg): a skip without asyncpg (a failure when CI requires
    PostgreSQL). Test modules import it through this, so the README's test command, which installs
    no asyncpg, collects every test and skips the PostgreSQL ones."""
    try:
        from bot.store import postgres
    except ImportError as e:
        if e.name != "asyncpg":
            raise
        unavailable("asyncpg is not installed (pip install -e '.[test,postgres]')")
    return postgres


def session_server() -> Iterator[PgServer]:
    """Start the server, yield it, stop it; skip (or fail, in CI) when PostgreSQL is not available."""
    postgres_module()
    try:
        server, stop = start()
    except (FileNotFoundError, RuntimeError) as e:
        unavailable(str(e))
    try:
        yield server
    finally:
        stop()
