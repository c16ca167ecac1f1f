"""``python -m bot local --replay ID``: a finished game of a database, stepped through board by board at
the terminal with typed commands, through ``service.replays`` only."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot import terminal as local
from tests.bot.conftest import fake_renderer
from tests.bot.toygame import games

POSITION = re.compile(r"^=== (Start|Move (\d+) of (\d+)) ===$", re.M)


def _run(argv, stdin=""):
    out = io.StringIO()
    code = local.main(argv, games=games, renderer=fake_renderer, stdin=io.StringIO(stdin), stdout=out)
    return code, out.getvalue()


@pytest.fixture
def finished_db(tmp_path) -> Path:
    """A database holding one finished toy game (id 1), played by three AI seats."""
    db = tmp_path / "games.sqlite3"
    code, text = _run(
        ["toy", "--players", "3", "--ai", "all", "--seed", "5", "--db", str(db), "--out", str(tmp_path / "play")]
    )
    assert code == 0 and "Winner:" in text
    return db


def _positions(text: str) -> list[int]:
    """The boards shown, in order (0 for the start)."""
    return [int(m.group(2) or 0) for m in POSITION.finditer(text)]


def test_stepping_through_a_finished_game(finished_db, tmp_path):
    out = tmp_path / "replay.png"
    code, text = _run(["--replay", "1", "--db", str(finished_db), "--out", str(out)], stdin="n\np\nl\n3\nc\nq\n")
    assert code == 0
    last = int(re.search(r"=== Move \d+ of (\d+) ===", text).group(1))
    assert _positions(text) == [0, 1, 0, last, 3]
    assert text.splitlines()[0] == f"Toy Race, game 1: {last} moves after the start."
    assert text.count(f"(board written to {out})") == 5 and out.read_bytes() == fake_renderer("toy", {}, [""] * 3, "en")
    final = text.split(f"=== Move {last} of {last} ===")[1]
    assert "Winner:" in final.split("=== Move 3 of")[0]  # the last board shows the ranking
    assert "Winner:" not in text.split(f"=== Move {last} of")[0]  # and no other board does
    chapters = text.split("Chapters (the number of their first board):\n")[1].splitlines()
    assert chapters[0].split() == ["0", "Moves", "0–9"]
    assert text.rstrip().endswith("Replay closed.")


def test_each_board_says_what_led_to_it(finished_db, tmp_path):
    code, text = _run(["--replay", "1", "--db", str(finished_db), "--out", str(tmp_path)], stdin="n\n")
    assert code == 0
    first_move = text.split("=== Move 1 of")[1]
    assert any(line.startswith("  ") for line in first_move.splitlines()[1:])  # its log lines, indented
    assert (tmp_path / "board.png").exists()


def test_the_ends_and_unknown_commands_are_said(finished_db, tmp_path):
    code, text = _run(
        ["--replay", "1", "--db", str(finished_db), "--out", str(tmp_path)], stdin="p\nx\n99999\n²\nl\n\n"
    )
    assert code == 0
    assert "This is the first board" in text and "This is the last board" in text
    assert text.count("Type n, p, f, l, c, q or a board number from 0 to") == 3
    assert _positions(text)[-1] != 0 and text.rstrip().endswith("Replay closed.")  # end of input closes


def test_an_unknown_or_running_game_is_the_services_error(finished_db, tmp_path):
    code, text = _run(["--replay", "99", "--db", str(finished_db), "--out", str(tmp_path)])
    assert code == 2 and text.strip() == "There is no finished game 99."
    running = tmp_path / "running.sqlite3"
    _run(["toy", "--players", "2", "--ai", "2", "--seed", "3", "--db", str(running), "--out", str(tmp_path)], stdin="")
    code, text = _run(["--replay", "1", "--db", str(running), "--out", str(tmp_path)])
    assert code == 2 and text.strip() == "Game 1 has not finished: its replay opens when the game is over."


def test_a_missing_database_is_not_created(tmp_path):
    missing = tmp_path / "none.sqlite3"
    code, text = _run(["--replay", "1", "--db", str(missing), "--out", str(tmp_path)])
    assert code == 2 and str(missing) in text and not missing.exists()


def test_without_db_the_bots_own_database(finished_db, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    monkeypatch.setenv("DATABASE_PATH", str(finished_db))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    code, text = _run(["--replay", "1", "--out", str(tmp_path)], stdin="l\nq\n")
    assert code == 0 and "Winner:" in text
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "elsewhere.sqlite3"))
    code, text = _run(["--replay", "1", "--out", str(tmp_path)])
    assert code == 2 and "elsewhere.sqlite3" in text


def test_the_replay_speaks_the_chosen_language(finished_db, tmp_path):
    code, text = _run(
        ["--replay", "1", "--db", str(finished_db), "--out", str(tmp_path), "--lang", "cs"], stdin="n\nx\nq\n"
    )
    assert code == 0
    assert "=== Začátek ===" in text and "=== Tah 1 z " in text and "Zadejte n, p, f, l, c, q" in text
    assert text.rstrip().endswith("Záznam zavřen.")


def test_a_replay_takes_no_game_arguments(capsys):
    for argv in (["toy", "--replay", "1"], ["--replay", "1", "--players", "2"], []):
        with pytest.raises(SystemExit) as e:
            local.parse_args(argv, games)
        assert e.value.code == 2
    assert "--replay" in capsys.readouterr().err
