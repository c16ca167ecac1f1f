"""The replay benchmark (``python -m bot bench replay``) on the toy game: one game, one cold and one warm frame."""

from __future__ import annotations

import pytest

from bot.bench import replay as bench_replay
from tests.bot.conftest import fake_renderer
from tests.bot.toygame import games

FAKE_GIF = b"GIF89a fake"


def fake_animator(frames: list[bytes]) -> bytes:
    assert frames and all(f.startswith(b"\x89PNG") for f in frames)
    return FAKE_GIF


async def test_one_game_one_cold_and_one_warm_frame(tmp_path):
    lines = []
    (times,) = await bench_replay.run(
        ["toy"],
        1,
        3,
        str(tmp_path / "r.sqlite3"),
        cold=1,
        frames=1,
        lookup=games,
        renderer=fake_renderer,
        animator=fake_animator,
        out=lines.append,
    )
    assert times.game == "toy" and len(times.boards) == 1 and times.boards[0] > 1
    assert times.actions[0] >= times.boards[0] - 1  # every board after the start follows an action
    assert len(times.cold) == 1 and len(times.warm) == 1
    assert len(times.render) >= 2  # each frame drew its picture (the GIF drew more)
    assert times.gif_bytes == len(FAKE_GIF) and times.gif_width is None and times.gif_seconds >= 0
    assert lines and lines[0].startswith("# toy: 1 game(s) of 3 random AI seats")
    table = bench_replay.report([times])
    assert table.splitlines()[1].split()[0] == "toy" and "p95" in table


def test_the_command_prints_the_table(capsys):
    assert (
        bench_replay.main(
            ["--game", "toy", "--games", "1", "--cold", "1", "--frames", "1", "--no-gif"],
            lookup=games,
            renderer=fake_renderer,
            animator=fake_animator,
        )
        == 0
    )
    out = capsys.readouterr().out.splitlines()
    row = next(line for line in out if line.startswith("toy "))
    assert row.split()[-3:] == ["-", "-", "-"]  # no animated summary asked for
    assert out[-1].startswith("all frames: median ")


def test_an_unknown_game_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as e:
        bench_replay.main(["--game", "nope"])
    assert e.value.code == 2
    assert "emara" in capsys.readouterr().err


def test_python_m_bot_bench_replay_runs_it(monkeypatch):
    from bot.__main__ import main
    from bot.bench import BENCHES

    seen = []
    monkeypatch.setattr(bench_replay, "main", lambda argv: seen.append(argv) or 0)
    assert main(["bench", "replay", "--games", "2"]) == 0 and seen == [["--games", "2"]]
    assert BENCHES["replay"][0] == ".replay"


def _short_game_file() -> bytes:
    """The first moves of a random 3-player Crown of Emara game as a game file (no result: unfinished)."""
    from engine.ai.random_ai import step
    from engine.core.gamefile import FileSeat, GameFile
    from engine.core.rng import Rng
    from engine.registry import get_game

    game = get_game("emara")
    state, rng, log = game.setup(3, game.Options(), 5), Rng.from_seed(5), []
    while len(log) < 8 and (move := step(game, state, rng)) is not None:
        log.append((move[0], move[1].key()))
    return (
        GameFile(game="emara", seed=5, seats=[FileSeat(name=n) for n in ("Ann", "Bob", "Cy")], actions=log)
        .model_dump_json()
        .encode()
    )


def test_the_animation_worker_reports_its_peak_memory_and_draws_the_summary():
    from engine.core.gamefile import read_game_file
    from render.replay import summary_gif

    game_file = _short_game_file()
    run = bench_replay.run_worker(game_file)
    assert run.gif == summary_gif(read_game_file(game_file))  # the bot's worker, same bytes
    assert run.source == bench_replay.HERE and run.peak_mb > 0 and run.seconds > 0
    times = bench_replay.GameTimes(game="emara", boards=[3], workers=[run, run])
    row = bench_replay.worker_report([times]).splitlines()[2].split()
    assert row[0] == "emara" and row[6] == "yes" and row[-1] == bench_replay.HERE


def test_a_worker_that_fails_says_why():
    with pytest.raises(RuntimeError, match="exit 2.*cannot draw"):
        bench_replay.run_worker(b"{}")
