"""Rules versions in the engine (``engine.core.versions``): a game file carries the version it was written
under; when a developer changes a data row and bumps the game's ``rules_version``, an older file and an
older log given to ``python -m engine replay`` are refused in one line (exit 2) or migrated as the game's
versions module declares, never replayed silently under the new data."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from engine.__main__ import GameFileError, load_game_file, main
from engine.core import versions
from engine.core.gamefile import FileSeat, GameFile, public_file, read_game_file
from engine.core.history import boards
from engine.core.replay import replay
from engine.lisboa import legacy
from engine.lisboa import versions as lisboa_versions
from engine.macao import data as macao_data
from engine.macao import versions as macao_versions
from engine.registry import get_game

MACAO, LISBOA = get_game("macao"), get_game("lisboa")
SEED, MOVES = 3, 6
NOW, NEXT = MACAO.info.rules_version, MACAO.info.rules_version + 1  # Macao's rules version, and a bump of it


def _opening() -> list[tuple[int, str]]:
    """Macao's first MOVES actions for SEED (each seat's first option)."""
    state, log = MACAO.setup(2, MACAO.Options(), SEED), []
    for _ in range(MOVES):
        seat = MACAO.decision(state).seats[0]
        action = MACAO.legal_actions(state, seat)[0]
        MACAO.apply(state, seat, action)
        log.append((seat, action.key()))
    return log


def _files(tmp_path: Path) -> tuple[Path, Path]:
    """The opening as a version 2 file (what /game export writes) and a version 1 file (seed and keys)."""
    log, seats = _opening(), [FileSeat(name="Ann"), FileSeat(name="Bob")]
    v2 = public_file(MACAO, MACAO.Options(), seats, boards(MACAO, 2, MACAO.Options(), SEED, log), "en")
    v1 = GameFile(game="macao", rules_version=NOW, seed=SEED, seats=seats, actions=log)
    (tmp_path / "v2.json").write_text(v2.model_dump_json())
    (tmp_path / "v1.json").write_text(v1.model_dump_json())
    return tmp_path / "v2.json", tmp_path / "v1.json"


def _change_a_data_row(monkeypatch, migration=None) -> None:
    """A PROPOSED row replaced (which quarters are dark, reference B3) and Macao's version bumped."""
    q03, q04 = macao_data.QUARTERS["Q03"], macao_data.QUARTERS["Q04"]
    monkeypatch.setitem(macao_data.QUARTERS, "Q03", replace(q03, dark=False))
    monkeypatch.setitem(macao_data.QUARTERS, "Q04", replace(q04, dark=True))
    monkeypatch.setattr(MACAO, "info", replace(MACAO.info, rules_version=NEXT))
    if migration is not None:
        monkeypatch.setitem(macao_versions.MIGRATIONS, NOW, migration)


def _one_line(capsys, argv: list[str]) -> str:
    assert main(argv) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert captured.out == "" and len(err.splitlines()) == 1 and "Traceback" not in err
    return err


def test_a_game_file_carries_its_rules_version_and_reads_back(tmp_path):
    v2, v1 = _files(tmp_path)
    assert json.loads(v2.read_text())["rules_version"] == NOW
    doc = read_game_file(v2.read_bytes())
    assert doc.rules_version == NOW and len(doc.public_boards(MACAO)) > 1
    older = json.loads(v2.read_text())  # a file exported before versions: written under version 1
    del older["rules_version"]  # (replayed under today's rules: Macao's version 1 migrates by REPLAY)
    assert read_game_file(json.dumps(older)).public_boards(MACAO) == doc.public_boards(MACAO)
    assert load_game_file(v1)[2] == doc.public_boards(MACAO)


def test_a_changed_data_row_refuses_older_game_files_in_one_line(tmp_path, capsys, monkeypatch):
    v2, v1 = _files(tmp_path)
    _change_a_data_row(monkeypatch)
    for path in (v2, v1):
        err = _one_line(capsys, ["replay", str(path), "--out", str(tmp_path / "out")])
        assert err == (
            f"cannot replay {path}: this macao game was played under rules version {NOW}; this engine plays "
            f"version {NEXT} and cannot replay it under other rules"
        )
    assert not (tmp_path / "out").exists()
    older = json.loads(v2.read_text())
    older["rules_version"] = 1  # Macao's version 1 (before its dice were kept by the machine): refused too
    with pytest.raises(ValueError, match=f"rules version 1; this engine plays version {NEXT}"):
        read_game_file(json.dumps(older)).public_boards(MACAO)


def test_a_file_of_a_newer_engine_is_refused(tmp_path):
    v2, _ = _files(tmp_path)
    newer = json.loads(v2.read_text())
    newer["rules_version"] = NEXT
    v2.write_text(json.dumps(newer))
    with pytest.raises(GameFileError, match=f"played under rules version {NEXT}; this engine plays version {NOW}"):
        load_game_file(v2)


def test_a_replay_migration_reads_older_files(tmp_path, monkeypatch):
    v2, v1 = _files(tmp_path)
    monkeypatch.setattr(MACAO, "info", replace(MACAO.info, rules_version=NEXT))
    monkeypatch.setitem(macao_versions.MIGRATIONS, NOW, versions.REPLAY)
    _, _, from_v1 = load_game_file(v1)  # replayed under today's code, same keys
    _, _, from_v2 = load_game_file(v2)  # drawn as the table saw it
    assert from_v1 == from_v2 and len(from_v1) > 1


def _renamed(game, players, options, seed, steps):
    """An older spelling of Macao's card choice: ``pick.<card>`` for ``take.<card>``."""
    return [(s, "take." + k[5:] if k.startswith("pick.") else k) for s, k in steps]


def test_the_game_id_form_refuses_or_migrates_an_older_log(capsys, monkeypatch):
    log = _opening()
    older = [f"{s}:{'pick.' + k[5:] if k.startswith('take.') else k}" for s, k in log]
    actions = [f"{s}:{k}" for s, k in log]
    assert main(["replay", "macao", "--players", "2", "--seed", str(SEED), "--actions", *actions]) == 0
    today = capsys.readouterr().out
    _change_a_data_row(monkeypatch)
    err = _one_line(
        capsys,
        ["replay", "macao", "--players", "2", "--seed", str(SEED), "--rules-version", str(NOW), "--actions", *older],
    )
    assert err == (
        f"cannot replay: this macao game was played under rules version {NOW}; this engine plays version {NEXT} "
        "and cannot replay it under other rules"
    )
    monkeypatch.undo()
    monkeypatch.setattr(MACAO, "info", replace(MACAO.info, rules_version=NEXT))
    monkeypatch.setitem(macao_versions.MIGRATIONS, NOW, _renamed)
    argv = ["replay", "macao", "--players", "2", "--seed", str(SEED), "--rules-version", str(NOW), "--actions"]
    assert main([*argv, *older]) == 0
    assert capsys.readouterr().out == today


def test_lisboa_reads_its_records_from_before_versions_as_version_1_or_its_earlier_church_keys(monkeypatch):
    assert lisboa_versions.MIGRATIONS[0] is legacy.upgrade and versions.candidates(LISBOA, None) == (1, 0)
    assert lisboa_versions.MIGRATIONS[1] == versions.REPLAY  # version 2: the choices at once kept by the machine
    assert versions.chain(LISBOA, 0) == [legacy.upgrade, versions.REPLAY]
    assert not versions.trusts_state(LISBOA, None)  # stored under version 1 or 0: rebuilt from its log
    assert versions.trusts_state(LISBOA, 2) and not versions.trusts_state(LISBOA, 1)
    versions.check(LISBOA, None)
    versions.check(LISBOA, 0)
    with pytest.raises(versions.RulesVersionError):
        versions.check(LISBOA, 3)  # a newer engine's game
    # a change with no migration from version 2
    monkeypatch.setattr(LISBOA, "info", replace(LISBOA.info, rules_version=3))
    with pytest.raises(versions.RulesVersionError, match="played under rules version 2; this engine plays version 3"):
        versions.check(LISBOA, 2)
    with pytest.raises(versions.RulesVersionError, match="played under rules version 1; this engine plays version 3"):
        versions.check(LISBOA, None)  # from before versions (1 or 0) no way leads to 3 either


def test_a_log_in_todays_keys_is_recorded_as_todays_version():
    log = _opening()
    rebuilt = versions.rebuild(MACAO, None, 2, MACAO.Options(), SEED, log)
    assert (rebuilt.version, rebuilt.steps) == (NOW, log)
    assert rebuilt.state.model_dump_json() == replay(MACAO, 2, MACAO.Options(), SEED, log).model_dump_json()


def test_every_game_declares_its_rules_version_and_its_migrations():
    """Adding a game: ``rules_version`` on its game object and an ``engine/<game>/versions.py`` whose
    migrations name older versions only."""
    import importlib

    from engine.registry import game_ids, game_package

    for game_id in game_ids():
        game = get_game(game_id)
        assert isinstance(game.info.rules_version, int) and game.info.rules_version >= versions.FIRST
        module = importlib.import_module(game_package(game_id) + ".versions")
        assert all(v < game.info.rules_version for v in module.MIGRATIONS)
        assert versions.declaration(game).migrations == module.MIGRATIONS
        versions.check(game, None)  # what it stored before versions still reads
