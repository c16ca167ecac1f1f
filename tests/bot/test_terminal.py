"""The terminal front end and ``python -m bot`` without a token."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from bot import terminal as local
from tests.bot.conftest import fake_renderer
from tests.bot.toygame import games

ROOT = Path(__file__).resolve().parents[2]  # the repository


def _run(argv, stdin=""):
    out = io.StringIO()
    code = local.main(argv, games=games, renderer=fake_renderer, stdin=io.StringIO(stdin), stdout=out)
    return code, out.getvalue()


def test_all_ai_game_runs_unattended_and_prints_the_winner(tmp_path):
    code, text = _run(["toy", "--players", "3", "--ai", "all", "--seed", "5", "--out", str(tmp_path)])
    assert code == 0
    assert "Winner:" in text and "1. " in text
    assert (tmp_path / "board.png").read_bytes().startswith(b"\x89PNG")


def test_a_game_kept_in_a_file_ends_with_the_command_that_replays_it(tmp_path):
    db = tmp_path / "kept.sqlite3"
    code, text = _run(["toy", "--players", "2", "--ai", "all", "--seed", "5", "--out", str(tmp_path), "--db", str(db)])
    assert code == 0 and "Winner:" in text
    assert f"This was game 1; step through it again with: python -m bot local --replay 1 --db {db}" in text
    code, temporary = _run(["toy", "--players", "2", "--ai", "all", "--seed", "5", "--out", str(tmp_path)])
    assert code == 0 and "--replay" not in temporary  # a temporary database is gone at the end


def test_humans_pick_from_a_numbered_menu_and_eof_leaves_cleanly(tmp_path):
    db = tmp_path / "g.sqlite3"
    code, text = _run(
        ["toy", "--players", "2", "--ai", "2", "--seed", "3", "--out", str(tmp_path / "b.png"), "--db", str(db)],
        stdin="1\n9\nx\nl\n",
    )
    assert code == 0
    assert " 1. " in text and "Hand:" in text
    assert "Please type a number" in text
    assert "End of input" in text
    assert db.exists()


def test_a_human_can_play_a_whole_game_by_typing_numbers(tmp_path):
    code, text = _run(
        ["toy", "--players", "2", "--ai", "2", "--seed", "3", "--out", str(tmp_path), "--option", "target=6"],
        stdin="1\n" * 400,
    )
    assert code == 0 and "Winner:" in text


def test_bad_ai_seats_are_refused():
    import pytest

    with pytest.raises(SystemExit):
        local.ai_seats("5", 3)
    assert local.ai_seats("all", 3) == {1, 2, 3} and local.ai_seats("2,3", 3) == {2, 3}


def test_python_m_bot_without_token_points_to_the_terminal_and_exits_2(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert "python -m bot local" in proc.stderr


def test_latency_bench_runs_on_the_toy_game(tmp_path, capsys):
    from bot.bench.latency import main

    assert (
        main(
            ["--game", "toy", "--games", "3", "--clicks", "5", "--players", "2", "--db", str(tmp_path / "b.sqlite3")],
            lookup=games,
            renderer=fake_renderer,
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "all clicks" in out and "p95" in out


def test_latency_bench_compares_ai_in_processes_and_threads(tmp_path, capsys):
    from bot.bench.latency import main

    assert (
        main(
            [
                "--game",
                "emara",
                "--games",
                "2",
                "--clicks",
                "3",
                "--players",
                "2",
                "--ai-games",
                "0,1",
                "--ai-workers",
                "1",
                "--ai-iterations",
                "10",
                "--db",
                str(tmp_path / "b.sqlite3"),
            ],
            renderer=fake_renderer,
        )
        == 0
    )
    out = capsys.readouterr().out.splitlines()
    table = out[out.index(next(line for line in out if line.startswith("AI tables"))) + 1 :]
    assert [line.split()[:3] for line in table] == [["0", "-", "6"], ["1", "1", "processes"], ["1", "threads", "6"]]


def test_ai_levels_after_a_colon():
    import pytest

    assert local.ai_levels("2,3:hard", 3) == {2: "hard", 3: "hard"}
    assert local.ai_levels("all:medium", 2) == {1: "medium", 2: "medium"}
    assert local.ai_levels("2", 3) == {2: "random"} and local.ai_levels("", 3) == {}
    with pytest.raises(SystemExit):
        local.ai_levels("2:godlike", 3)
    with pytest.raises(SystemExit):
        local.ai_levels("x:hard", 3)


def test_ai_seats_with_a_level_write_a_board_after_each_ai_turn(tmp_path, monkeypatch):
    written = []
    real_write = local.Path.write_bytes

    def spy(self, data):
        written.append(self.name)
        return real_write(self, data)

    monkeypatch.setattr(local.Path, "write_bytes", spy)
    code, text = _run(
        [
            "toy",
            "--players",
            "3",
            "--ai",
            "2,3:medium",
            "--seed",
            "3",
            "--out",
            str(tmp_path),
            "--ai-iterations",
            "20",
            "--option",
            "target=6",
        ],
        stdin="1\n" * 400,
    )
    assert code == 0 and "Winner:" in text
    assert "--- AI 2 (medium) ---" in text and "--- AI 3 (medium) ---" in text  # named by their seat
    ai_turns = text.count("--- AI ")
    assert len(written) >= ai_turns + 1  # the start board, then every AI turn


def test_the_terminal_asks_every_seat_of_a_simultaneous_bid_and_each_out_of_turn_response(tmp_path):
    code, text = _run(
        [
            "toy",
            "--players",
            "3",
            "--seed",
            "4",
            "--out",
            str(tmp_path),
            "--option",
            "target=15",
            "--option",
            "bids=true",
            "--option",
            "sprints=true",
        ],
        stdin="1\n" * 800,
    )
    assert code == 0 and "Winner:" in text
    bids = [line for line in text.splitlines() if line.startswith("--- ") and "Bid 1-3" in line]
    assert {line.split(" --- ")[0] for line in bids} >= {"--- Player 1", "--- Player 2", "--- Player 3"}
    assert "Follow the sprint" in text  # an out-of-turn response was asked for


def test_typed_numbers_are_ascii_digits_only(tmp_path):
    code, text = _run(["toy", "--players", "2", "--ai", "2", "--seed", "3", "--out", str(tmp_path)], stdin="²\n１\n")
    assert code == 0 and text.count("Please type a number") == 2
    import pytest

    with pytest.raises(SystemExit):
        local.ai_levels("２", 3)


# --- the first ten minutes at the terminal table --------------------------------------------------

import signal as _signal  # noqa: E402
import sqlite3  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
from dataclasses import replace  # noqa: E402

import pytest  # noqa: E402

from bot.table.summaries import final_result  # noqa: E402
from bot.store import SeatRow  # noqa: E402
from engine.core import M, Result, add_messages  # noqa: E402
from engine.core.modes import SoloMode  # noqa: E402
from tests.bot.toygame import ToyGame  # noqa: E402

add_messages("en", {"toy.ghost": "the Ghost"})
GHOST = 5  # the solo opponent's score


class SoloToy(ToyGame):
    """The toy race alone against a ghost who always reaches GHOST (a stand-in for any solo mode)."""

    info = replace(ToyGame.info, min_players=1)

    def result(self, state):
        base = super().result(state)
        if base is None or state.players != 1:
            return base
        won = state.pos[0] > GHOST
        return Result(
            ranks=[1 if won else 2], scores=base.scores, details=[{**base.details[0], "ghost": GHOST, "won": won}]
        )

    def solo_mode(self):
        return SoloMode(
            game_type="toy",
            start_min=1,
            start_max=2,
            default_start=1,
            campaign_first=1,
            campaign_next=lambda start, won: start,
            options=lambda start: {},
            opponent=M("toy.ghost"),
            opponent_score_key="ghost",
        )


SOLO = SoloToy()


def solo_games(game_id):
    return SOLO if game_id == "toy" else games(game_id)


def test_a_solo_result_says_who_won_against_the_solo_opponent(tmp_path):
    out = io.StringIO()
    code = local.main(
        ["toy", "--players", "1", "--ai", "all", "--seed", "4", "--out", str(tmp_path)],
        games=solo_games,
        renderer=fake_renderer,
        stdin=io.StringIO(""),
        stdout=out,
    )
    text = out.getvalue()
    assert code == 0
    result = text[text.index("=== The game is over. ===") :]
    assert "Winner:" not in result and "True" not in result and "False" not in result
    assert ("AI 1 (random) beats the Ghost:" in result) or ("the Ghost wins: 5 to AI 1 (random)'s" in result)


@pytest.mark.parametrize(
    "pos, line",
    [(6, "Ann beats the Ghost: 6 to 5."), (5, "the Ghost wins: 5 to Ann's 5."), (3, "the Ghost wins: 5 to Ann's 3.")],
)
def test_the_solo_line_names_the_opponent_and_both_scores(pos, line):
    won = pos > GHOST
    result = Result(ranks=[1 if won else 2], scores=[pos], details=[{"pos": pos, "ghost": GHOST, "won": won}])
    fin = final_result(SOLO, result, [SeatRow(0, 1, None, "Ann")], "en")
    assert fin.lines[-1] == line and fin.winners == (["Ann"] if won else [])
    assert "Ghost" not in fin.lines[0] and "won" not in fin.lines[0]  # said once, in the last line


def test_q_asks_before_leaving_and_says_the_game_is_lost_without_db(tmp_path):
    code, text = _run(
        ["toy", "--players", "2", "--ai", "2", "--seed", "3", "--out", str(tmp_path)], stdin="q\nn\nq\ny\n"
    )
    assert code == 0 and text.count("Leave the game?") == 2
    assert "It is not saved and will be lost." in text and "was not saved" in text


def test_end_of_input_without_db_says_the_game_is_not_saved(tmp_path):
    code, text = _run(["toy", "--players", "2", "--seed", "3", "--out", str(tmp_path)], stdin="1\n")
    assert code == 0 and "End of input" in text and "was not saved" in text and "resume" not in text


def test_a_db_game_is_resumed_by_the_same_command_and_new_starts_another(tmp_path):
    db = tmp_path / "g.sqlite3"
    argv = ["toy", "--players", "2", "--seed", "3", "--out", str(tmp_path), "--db", str(db)]
    code, first = _run(argv, stdin="1\n")
    assert code == 0 and f"saved in {db}: run the same command again to resume it" in first
    code, again = _run(argv, stdin="")
    assert code == 0 and "Resuming the unfinished game of Toy Race" in again and "has started" not in again
    with sqlite3.connect(db) as con:  # the same game, its move kept
        assert con.execute("SELECT COUNT(*), MAX(version) FROM games").fetchone() == (1, 1)
    code, other = _run(["emara", "--players", "2", "--db", str(db), "--out", str(tmp_path)], stdin="")
    assert code == 2 and "holds an unfinished game of toy" in other
    code, fresh = _run(argv + ["--new"], stdin="")
    assert code == 0 and "has started" in fresh and "Resuming" not in fresh
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT status FROM games ORDER BY id").fetchall() == [("abandoned",), ("active",)]


def test_resuming_needs_no_players_and_a_new_game_does(tmp_path):
    db = tmp_path / "g.sqlite3"
    code, text = _run(["toy", "--db", str(db), "--out", str(tmp_path)], stdin="")
    assert code == 2 and "--players is required" in text
    _run(["toy", "--players", "2", "--db", str(db), "--out", str(tmp_path)], stdin="")
    code, text = _run(["toy", "--db", str(db), "--out", str(tmp_path)], stdin="")
    assert code == 0 and "Resuming" in text


class _CtrlC(io.StringIO):
    def readline(self, *args):
        raise KeyboardInterrupt


def test_ctrl_c_at_the_prompt_leaves_cleanly(tmp_path):
    out = io.StringIO()
    code = local.main(
        ["toy", "--players", "2", "--seed", "3", "--out", str(tmp_path), "--db", str(tmp_path / "g.db")],
        games=games,
        renderer=fake_renderer,
        stdin=_CtrlC(),
        stdout=out,
    )
    assert code == local.INTERRUPTED
    assert "Interrupted: leaving the game." in out.getvalue() and "saved in" in out.getvalue()


RUN_TOY = """
import sys
from bot import terminal as local
from tests.bot.conftest import fake_renderer
from tests.bot.toygame import games
sys.exit(local.main(sys.argv[1:], games=games, renderer=fake_renderer))
"""


def test_the_first_ctrl_c_of_a_real_terminal_session_leaves_without_a_traceback(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-c", RUN_TOY, "toy", "--players", "2", "--seed", "3", "--out", str(tmp_path)],
        cwd=tmp_path,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    killer = threading.Timer(60, proc.kill)
    killer.start()
    try:
        seen = b""
        while b"> " not in seen:  # the first prompt: the program waits for a line
            chunk = os.read(proc.stdout.fileno(), 4096)
            assert chunk, seen
            seen += chunk
        time.sleep(0.2)
        proc.send_signal(_signal.SIGINT)  # once
        rest, err = proc.communicate(timeout=30)
    finally:
        killer.cancel()
    assert proc.returncode == local.INTERRUPTED, err
    assert b"Traceback" not in err and b"Interrupted: leaving the game." in seen + rest


def test_unknown_options_and_values_are_refused_and_listed(capsys):
    for item, words in [
        ("bogus=1", ("unknown option", "target, hand")),
        ("target=99", ("target", "not one of 10 | 6 | 15")),
        ("hand=x", ("hand", "not one of 2 | 3")),
        ("target", ("unknown option",)),
    ]:
        with pytest.raises(SystemExit) as info:
            local.main(["toy", "--players", "2", "--option", item], games=games)
        assert info.value.code == 2
        err = capsys.readouterr().err
        assert all(w in err for w in words), err


def test_help_lists_the_games_options(capsys):
    with pytest.raises(SystemExit) as info:
        local.main(["toy", "--help"], games=games)
    assert info.value.code == 0
    out = capsys.readouterr().out
    assert "options of toy" in out and "target = 10 | 6 | 15" in out and "hand = 2 | 3" in out
    with pytest.raises(SystemExit):
        local.main(["--help"])
    out = capsys.readouterr().out
    assert "options of emara" in out and "building_start = none | 0-104" in out


def test_an_unknown_game_lists_the_games(capsys):
    with pytest.raises(SystemExit) as info:
        local.main(["chess", "--players", "2"])
    assert info.value.code == 2
    assert "unknown game 'chess': choose from emara" in capsys.readouterr().err


@pytest.mark.parametrize("content", [b"\x8b" * 5000, b"SQLite format 3\x00"])  # garbage, truncated
def test_a_database_file_that_is_no_database_is_one_line_and_exit_3(tmp_path, capsys, content):
    db = tmp_path / "broken.sqlite3"
    db.write_bytes(content)
    for argv in (["toy", "--players", "2", "--db", str(db)], ["--replay", "1", "--db", str(db)]):
        code = local.main(argv, games=games, renderer=fake_renderer, stdin=io.StringIO(""), stdout=io.StringIO())
        err = capsys.readouterr().err
        assert code == 3 and len(err.strip().splitlines()) == 1, err
        assert err.startswith(f"Cannot open the database, SQLite file {db}") and "Traceback" not in err
    assert db.read_bytes() == content  # left as it was


def test_the_breakdown_lines_name_each_category_and_make_the_score() -> None:
    """bot/terminal.py prints, under the final ranking, each player's score by category."""
    import random

    from bot.terminal import breakdown_lines
    from engine.registry import get_game

    game = get_game("macao")
    st = game.setup(2, game.Options(), 4)
    rng = random.Random(4)
    while (d := game.decision(st)) is not None:
        game.apply(st, d.seats[0], rng.choice(game.legal_actions(st, d.seats[0])))
    lines = breakdown_lines(game, st, ["Ann", "Bob"], "de")
    scores = game.result(st).scores
    assert [line.split(": ")[0] for line in lines] == ["Ann", "Bob"]
    assert all(line.endswith(f"= {n}") for line, n in zip(lines, scores))
    assert "Strafmarker" in lines[0]


def test_a_players_panel_opens_with_what_happened_since_their_last_move(tmp_path):
    """Issue 32: after the AI seat moved, the human's panel starts with the "since" lines, once per
    stretch of other moves (typing a bad number shows the same panel again, without them)."""
    code, text = _run(
        ["toy", "--players", "2", "--ai", "2", "--seed", "3", "--out", str(tmp_path), "--option", "target=6"],
        stdin="1\n" * 40 + "x\n" + "1\n" * 400,
    )
    assert code == 0 and "Winner:" in text
    since = [line for line in text.splitlines() if line.startswith("  > ")]
    assert since and any(line.startswith("  > Now: ") for line in since)
    for block in text.split("\n--- ")[1:]:
        assert sum(line.startswith("  > Now: ") for line in block.splitlines()) <= 1
