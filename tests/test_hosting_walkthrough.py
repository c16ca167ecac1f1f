"""The README's hosting path in a fresh clone, run from another working directory as an operator would:
where the files are, the invite URL, a backup taken while a game is being played, the restore, and the
game going on with every move committed before the backup (README: "Data directory", "Backup and
restore", "Upgrading")."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _log(db: Path) -> list[tuple[int, str]]:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT seq, action_key FROM actions WHERE game_id = 1 ORDER BY seq").fetchall()
    finally:
        conn.close()


def _moves(db: Path) -> int:
    """Moves stored so far; 0 while the file is still being created and migrated."""
    try:
        return len(_log(db)) if db.exists() else 0
    except sqlite3.OperationalError:
        return 0


@pytest.fixture
def clone(tmp_path) -> Path:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs git and a git checkout")
    target = tmp_path / "euro-table"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(target)], check=True, timeout=120)
    return target


@pytest.mark.slow  # a long whole-run check: in the slow set, which CI runs
def test_the_hosting_path_in_a_fresh_clone(clone, tmp_path):
    elsewhere = tmp_path / "somewhere-else"  # the operator's shell is not in the checkout
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("DATA_DIR", "DATABASE_PATH", "DATABASE_URL", "ENV_FILE")}
    env.update(PYTHONPATH=str(clone), AI_WORKERS="0")
    (clone / ".env").write_text("LOG_LEVEL=WARNING\n")  # the checkout's .env, read from anywhere

    def bot(*args: str, check: bool = True) -> subprocess.CompletedProcess:
        done = subprocess.run(
            [sys.executable, "-m", "bot", *args], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=300
        )
        assert not check or done.returncode == 0, (args, done.stdout, done.stderr)
        return done

    data = clone / "data"
    db = data / "euro-table.sqlite3"
    version = bot("version").stdout
    assert f"code: source checkout {clone}" in version and f".env: {clone / '.env'} (read)" in version
    assert f"data directory: {data}" in version and f"database: SQLite file {db}" in version
    assert "client_id=123456789&" in bot("invite", "--app-id", "123456789").stdout
    missing = bot("backup", check=False)  # nothing there yet: refused, nothing created
    assert missing.returncode == 3 and "No database at" in missing.stderr and not db.exists()

    # a game being played, its moves committed one by one into the data directory's database
    game = [sys.executable, "-m", "bot", "local", "emara", "--players", "2", "--ai", "all:medium", "--db", str(db)]
    game += ["--out", str(tmp_path / "out")]
    playing = subprocess.Popen(
        game, cwd=elsewhere, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and _moves(db) < 15:
            time.sleep(0.05)
        backed = bot("backup")  # while it plays
        assert playing.poll() is None, "the game ended before the backup: nothing was shown"
        after_backup = len(_log(db))
        playing.send_signal(signal.SIGINT)  # the host stops the table (it says the game is kept)
        out, err = playing.communicate(timeout=60)
    finally:
        if playing.poll() is None:
            playing.kill()
    [backup] = (data / "backups").iterdir()
    assert f"Backed up to {backup}" in backed.stdout and "integrity check ok" in backed.stdout
    kept = _log(backup)
    assert 15 <= len(kept) <= after_backup
    assert _log(db)[: len(kept)] == kept  # the backup is the log as it stood at one instant

    restored = bot("restore", str(backup))
    assert f"Restored {backup}" in restored.stdout and "kept as" in restored.stdout
    assert _log(db) == kept
    resumed = subprocess.run(
        game, cwd=elsewhere, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300
    )
    assert resumed.returncode == 0 and "Winner" in resumed.stdout, resumed.stderr
    final = _log(db)
    assert final[: len(kept)] == kept and len(final) > len(kept)  # it went on from the backup to its end
