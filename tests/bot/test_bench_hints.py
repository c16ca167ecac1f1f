"""The hint benchmark (``python -m bot bench hints``) runs for every game, alone and beside an AI table
(a small search budget: this proves the command works; its numbers are in the README)."""

from __future__ import annotations

import pytest

from bot.bench import hints as bench_hints

GAMES = ("emara", "macao", "lisboa")


@pytest.mark.slow  # a long whole-run check: in the slow set, which CI runs
def test_the_command_times_hints_of_every_game(capsys):
    argv = ["--hints", "2", "--ai-workers", "1", "--ai-tables", "0,1", "--expert-iterations", "10"]
    assert bench_hints.main(argv) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines() if line.split()[:1] in ([g] for g in GAMES)]
    assert {(r[0], r[1]) for r in rows} == {(g, n) for g in GAMES for n in ("0", "1")}
    assert all(r[2] == "2" and float(r[3]) > 0 for r in rows)
