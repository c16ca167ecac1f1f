"""The replay benchmark (``python -m bot bench-replay``) on the toy game: one game, one cold and one warm frame."""
from __future__ import annotations

import pytest

from bot import bench_replay
from tests.bot.conftest import fake_renderer
from tests.bot.toygame import games

FAKE_GIF = b"GIF89a fake"


def fake_animator(frames: list[bytes]) -> bytes:
    assert frames and all(f.startswith(b"\x89PNG") for f in frames)
    return FAKE_GIF


async def test_one_game_one_cold_and_one_warm_frame(tmp_path):
    lines = []
    (times,) = await bench_replay.run(["toy"], 1, 3, str(tmp_path / "r.sqlite3"), cold=1, frames=1, lookup=games,
                                      renderer=fake_renderer, animator=fake_animator, out=lines.append)
    assert times.game == "toy" and len(times.boards) == 1 and times.boards[0] > 1
    assert times.actions[0] >= times.boards[0] - 1          # every board after the start follows an action
    assert len(times.cold) == 1 and len(times.warm) == 1
    assert len(times.render) >= 2                           # each frame drew its picture (the GIF drew more)
    assert times.gif_bytes == len(FAKE_GIF) and times.gif_width is None and times.gif_seconds >= 0
    assert lines and lines[0].startswith("# toy: 1 game(s) of 3 random AI seats")
    table = bench_replay.table([times])
    assert table.splitlines()[1].split()[0] == "toy" and "p95" in table


def test_the_command_prints_the_table(capsys):
    assert bench_replay.main(["--game", "toy", "--games", "1", "--cold", "1", "--frames", "1", "--no-gif"],
                             lookup=games, renderer=fake_renderer, animator=fake_animator) == 0
    out = capsys.readouterr().out.splitlines()
    row = next(line for line in out if line.startswith("toy "))
    assert row.split()[-3:] == ["-", "-", "-"]                # no animated summary asked for
    assert out[-1].startswith("all frames: median ")


def test_an_unknown_game_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as e:
        bench_replay.main(["--game", "nope"])
    assert e.value.code == 2
    assert "emara" in capsys.readouterr().err


def test_python_m_bot_bench_replay_runs_it(monkeypatch):
    from bot.__main__ import COMMANDS, main
    seen = []
    monkeypatch.setattr(bench_replay, "main", lambda argv: seen.append(argv) or 0)
    assert main(["bench-replay", "--games", "2"]) == 0 and seen == [["--games", "2"]]
    assert "bench-replay" in COMMANDS
