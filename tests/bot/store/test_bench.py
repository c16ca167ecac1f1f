"""``python -m bot bench store`` runs and prints its two tables (its numbers are not checked here)."""

from __future__ import annotations

import pytest

pytest.importorskip("engine.emara.game")

from bot.__main__ import main  # noqa: E402


def test_bench_store_prints_the_commit_and_the_log_and_undo_tables(tmp_path, capsys):
    argv = ["--commits", "5", "--rounds", "1", "--actions", "8", "--reps", "2", "--dir", str(tmp_path)]
    assert main(["bench", "store", *argv]) == 0
    out = capsys.readouterr().out
    assert "store / raw" in out and "raw sqlite3" in out
    assert "log 20 median" in out and out.rstrip().splitlines()[-1].split()[0] == "8"
    assert list(tmp_path.iterdir()) == []  # its temporary files are gone
