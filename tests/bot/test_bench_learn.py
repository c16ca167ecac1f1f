"""The guided-first-game benchmark (``python -m bot bench learn``) runs for a game and prints its row (this
proves the command works; its numbers are in the README)."""

from __future__ import annotations

from bot.bench import learn as bench_learn
from engine import registry


def test_the_command_prints_the_guided_steps_of_a_game(capsys):
    assert bench_learn.main(["--game", "macao", "--lang", "de"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| Macao |")]
    assert len(rows) == 1
    cells = [c.strip() for c in rows[0].strip("|").split("|")]
    assert cells[1] == str(registry.learn_game("macao").guided)
    assert set(registry.learn_game("macao").round_kinds) <= set(cells[2].split(", "))
