"""``python -m engine replay FILE --out DIR``: a game file exported by the service turns back into the
pictures of every board, byte for byte on every run; a version 1 file (seed and action keys, written
before issue 21) still loads and gives the same pictures, and is refused with one line when edited; a
file that is no game file is refused with one line; the old form (a game id with its seed and action
keys) still prints the final public view."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

import render
from bot.store import open_store
from bot.table import GameService
from engine.__main__ import main
from engine.core.gamefile import FileResult, FileSeat, GameFile, read_game_file
from engine.core.replay import replay
from engine.registry import get_game

CHANNEL = 1


async def _export(game_id: str, players: int, seed: int) -> tuple[bytes, bytes]:
    """A whole game of random AI seats played through the service, then its ``/game export`` file and
    the version 1 file of the same game (seed and action keys, as exports were before issue 21)."""
    store = await open_store(":memory:")
    try:
        svc = GameService(store, renderer=None, rng_seed_source=lambda: seed)
        await svc.lobby.open(0, CHANNEL, game_id, 1, "Ann", None, seat_creator=False)
        for seat in range(players):
            await svc.lobby.add_ai(CHANNEL, 1, "random", name=["Ann", "Bob", "Cy", "Di"][seat])
        await svc.lobby.set_seat_order(CHANNEL, 1, "joined")
        started = await svc.play.start(CHANNEL, 1)
        while await svc.ai.ai_turn(CHANNEL) is not None:
            pass
        _, data = await svc.replays.export(CHANNEL, started.game_id, any_server=True)
        row = await store.game(started.game_id)
        results = sorted(await store.results(row.id), key=lambda r: r.seat)
        old = GameFile(
            game=game_id,
            options=row.options,
            seed=row.seed,
            seats=[FileSeat(name=s.name, ai=s.ai_level) for s in await store.seats(row.id)],
            actions=[(a.seat, a.action_key) for a in await store.actions(row.id)],
            result=FileResult(ranks=[r.rank for r in results], scores=[r.score for r in results]),
        )
        return data, old.model_dump_json().encode()
    finally:
        await store.close()


@pytest.fixture(scope="module")
def solo_file(tmp_path_factory) -> Path:
    """Crown of Emara alone against Victoria: a whole game in about 20 boards."""
    folder = tmp_path_factory.mktemp("files")
    new, old = asyncio.run(_export("emara", 1, 5))
    (folder / "emara-solo-v1.json").write_bytes(old)
    path = folder / "emara-solo.json"
    path.write_bytes(new)
    return path


@pytest.fixture(scope="module")
def duo_file(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("files")
    new, old = asyncio.run(_export("macao", 2, 3))
    (folder / "macao-2-v1.json").write_bytes(old)
    path = folder / "macao-2.json"
    path.write_bytes(new)
    return path


def _v1(path: Path) -> Path:
    """The version 1 file of the same game beside ``path``."""
    return path.with_name(path.stem + "-v1.json")


@pytest.fixture(scope="module")
def solo_run(solo_file, tmp_path_factory) -> tuple[Path, str]:
    """The solo file replayed once: its folder and what was printed."""
    import contextlib
    import io

    out = tmp_path_factory.mktemp("run1")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert main(["replay", str(solo_file), "--out", str(out)]) == 0
    return out, printed.getvalue()


def _opening(path: Path, tmp_path: Path, actions: int) -> Path:
    """The file's first ``actions`` actions (version 1) or boards (version 2), without a result: a short
    game file for cheap runs."""
    doc = json.loads(path.read_text())
    part = "actions" if doc["version"] == 1 else "boards"
    doc[part], doc["result"] = doc[part][:actions], None
    short = tmp_path / "opening.json"
    short.write_text(json.dumps(doc))
    return short


def test_every_board_is_written_as_the_table_drew_it(solo_file, solo_run, tmp_path, capsys):
    out, printed = solo_run
    doc = read_game_file(solo_file.read_bytes())
    assert doc.version == 2 and "seed" not in json.loads(solo_file.read_text())
    game = get_game(doc.game)
    old = GameFile.model_validate_json(_v1(solo_file).read_bytes())
    history = old.history(game)
    files = sorted(p.name for p in out.iterdir())
    assert files == [f"board-{i:03d}.png" for i in range(len(history))] and len(history) > 10
    for board in history:
        view = game.view(game.State.model_validate_json(board.state), None)
        assert (out / f"board-{board.index:03d}.png").read_bytes() == render.board(game.id, view, doc.names, doc.locale)
    lines = printed.splitlines()
    assert [line.split()[0] for line in lines[: len(history)]] == files
    assert lines[0] == "board-000.png  Start · Round 1/6"
    assert lines[1].startswith("board-001.png  Move 1 of ") and lines[1].endswith(" · Ann")
    final = game.result(game.State.model_validate_json(history[-1].state))
    assert lines[len(history) : len(history) + 2] == ["Final ranking:", f"{final.ranks[0]}. Ann: {final.scores[0]}"]
    assert lines[len(history) + 2].startswith("Victoria: ")  # alone: the solo opponent's score
    # the version 1 file of the same game: the same pictures and the same lines
    assert main(["replay", str(_v1(solo_file)), "--out", str(tmp_path)]) == 0
    assert capsys.readouterr().out == printed
    assert all((tmp_path / n).read_bytes() == (out / n).read_bytes() for n in files)


def test_the_same_file_gives_the_same_bytes_on_every_run(solo_file, solo_run, tmp_path, capsys):
    first, _ = solo_run
    assert main(["replay", str(solo_file), "--out", str(tmp_path)]) == 0
    names = sorted(p.name for p in first.iterdir())
    assert names == sorted(p.name for p in tmp_path.iterdir())
    assert all((first / n).read_bytes() == (tmp_path / n).read_bytes() for n in names)


def test_the_files_language_unless_lang_says_otherwise(duo_file, tmp_path, capsys):
    doc = json.loads(_opening(duo_file, tmp_path, 12).read_text())
    doc["locale"] = "cs"
    short = tmp_path / "cs.json"
    short.write_text(json.dumps(doc))
    assert main(["replay", str(short), "--out", str(tmp_path / "cs")]) == 0
    czech = capsys.readouterr().out
    assert "Začátek" in czech and "Tah 1 z " in czech and "Hra v tomto souboru neskončila." in czech
    assert main(["replay", str(short), "--out", str(tmp_path / "de"), "--lang", "de"]) == 0
    german = capsys.readouterr().out
    assert "Spielbeginn" in german and "Zug 1 von " in german
    assert (tmp_path / "cs" / "board-001.png").read_bytes() != (tmp_path / "de" / "board-001.png").read_bytes()


def test_gif_writes_the_animated_summary_too(duo_file, tmp_path, capsys):
    short = _opening(duo_file, tmp_path, 8)
    assert main(["replay", str(short), "--out", str(tmp_path / "out"), "--gif"]) == 0
    gif = tmp_path / "out" / "game.gif"
    assert gif.read_bytes().startswith(b"GIF89a")
    assert f"Animated summary: {gif}" in capsys.readouterr().out


def _refused(capsys, path: Path, out: Path) -> str:
    assert main(["replay", str(path), "--out", str(out)]) == 2
    captured = capsys.readouterr()
    assert not out.exists() and captured.out == ""
    err = captured.err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err and err.startswith(f"cannot replay {path}: ")
    return err


def test_a_version_1_file_with_another_result_is_refused(duo_file, tmp_path, capsys):
    doc = json.loads(_v1(duo_file).read_text())
    doc["result"]["scores"][1] += 1
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(doc))
    assert _refused(capsys, forged, tmp_path / "out").endswith("the file's actions do not lead to its result")


def test_a_version_2_file_whose_boards_do_not_fit_together_is_refused(duo_file, tmp_path, capsys):
    doc = json.loads(duo_file.read_text())
    doc["boards"][3]["view"] = {"$items": {"999": 1}}  # a change to a list the view does not hold
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(doc))
    assert _refused(capsys, forged, tmp_path / "out").endswith("board 3 does not fit the board before it")
    doc = json.loads(duo_file.read_text())
    doc["boards"] = []
    forged.write_text(json.dumps(doc))
    assert "not a game file (boards" in _refused(capsys, forged, tmp_path / "out")


def test_a_version_1_file_with_one_action_changed_is_refused(duo_file, tmp_path, capsys):
    """Another legal choice at one step: the game goes differently (a later action is no longer legal,
    or the game ends with another result)."""
    doc = json.loads(_v1(duo_file).read_text())
    game = get_game(doc["game"])
    k = len(doc["actions"]) // 2
    state = replay(
        game,
        len(doc["seats"]),
        game.Options.model_validate(doc["options"]),
        doc["seed"],
        [tuple(a) for a in doc["actions"][:k]],
    )
    seat, key = doc["actions"][k]
    other = next(a.key() for a in game.legal_actions(state, seat) if a.key() != key)
    doc["actions"][k][1] = other
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(doc))
    err = _refused(capsys, forged, tmp_path / "out")
    assert "not legal" in err or "do not lead to its result" in err
    doc["actions"][k][1] = "no.such.action"
    forged.write_text(json.dumps(doc))
    assert "an action of the file is not legal" in _refused(capsys, forged, tmp_path / "out")


@pytest.mark.parametrize(
    "content, reason",
    [
        ('{"format": "euro', "not a game file (Invalid JSON"),
        ('{"format": "something-else"}', "not a game file (format"),
        (None, "unknown game 'chess'"),
        ('{"format": "euro-table-game", "version": 3}', "a game file of version 3: this engine reads versions 1 and 2"),
    ],
)
def test_a_file_that_is_no_game_file_is_refused(duo_file, tmp_path, capsys, content, reason):
    path = tmp_path / "bad.json"
    if content is None:
        doc = json.loads(duo_file.read_text())
        doc["game"] = "chess"
        content = json.dumps(doc)
    path.write_text(content)
    assert reason in _refused(capsys, path, tmp_path / "out")
    assert "No such file" in _refused(capsys, tmp_path / "missing.json", tmp_path / "out")


def test_the_old_form_still_prints_the_final_public_view(capsys):
    game = get_game("emara")
    state = game.setup(2, game.Options(), 1)
    first = game.legal_actions(state, game.decision(state).seats[0])[0]
    assert main(["replay", "emara", "--players", "2", "--seed", "1", "--actions", first.key()]) == 0
    view = json.loads(capsys.readouterr().out)
    assert isinstance(view, dict) and view
    assert main(["replay", "emara", "--players", "2", "--seed", "1", "--actions", "no.such.action"]) == 2
    assert capsys.readouterr().err.startswith("cannot replay: ")


def test_each_form_refuses_the_others_arguments(solo_file, capsys):
    for argv in (
        ["replay", str(solo_file)],
        ["replay", str(solo_file), "--out", "x", "--seed", "1"],
        ["replay", "emara", "--players", "2"],
        ["replay", "emara", "--players", "2", "--seed", "1", "--out", "x"],
    ):
        with pytest.raises(SystemExit) as e:
            main(argv)
        assert e.value.code == 2
    assert "--out" in capsys.readouterr().err
