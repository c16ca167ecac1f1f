"""``/game log``, the public table's log lines and undo read what they need, not the whole game
(issue 8): the log reads the newest actions (more only when they show too few lines to this seat),
undo replays the current turn from the state stored at its start, with the same result as
replaying the whole log."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("engine.emara.game")

from bot.store import ActionRow  # noqa: E402
from bot.table.codec import encode_event  # noqa: E402
from bot.table.summaries import event_lines  # noqa: E402
from engine.core import Event, replay  # noqa: E402
from engine.core.text import M  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, make_service, started  # noqa: E402

EMARA = get_game("emara")
USERS = (ANN, BOB, CAT)


def _no_full_read(store, monkeypatch):
    """Make reading the whole action log an error (what log, status and undo must not need)."""

    async def whole_log(*args, **kwargs):
        raise AssertionError("read the whole action log")

    monkeypatch.setattr(store, "actions", whole_log)


async def _emara(store, seed: int):
    svc = make_service(store, games=get_game, first_seed=seed)
    await svc.lobby.open(1, CHANNEL, "emara", ANN, "Ann")
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    await svc.lobby.join(CHANNEL, CAT, "Cat")
    update = await svc.play.start(CHANNEL, ANN)
    return svc, update.game_id


async def _mover(svc):
    for u in USERS:
        panel = await svc.play.panel(CHANNEL, u)
        if panel.your_turn:
            return u, panel
    return None, None


async def _full_replay_json(store, game_id: int) -> str:
    row = await store.game(game_id)
    steps = [(a.seat, a.action_key) for a in await store.actions(game_id)]
    return replay(EMARA, 3, EMARA.Options.model_validate(row.options), row.seed, steps).model_dump_json()


async def test_log_and_status_show_the_newest_lines_without_reading_the_whole_log(store, monkeypatch):
    svc, game_id = await _emara(store, seed=3)
    rng = random.Random(3)
    for _ in range(60):
        user, panel = await _mover(svc)
        await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)
    everything = await store.actions(game_id)
    seats = await store.seats(game_id)
    names = [s.name for s in seats]
    expected = {
        (s.user_id, n): event_lines(everything, s.seat, "en", names)[-n:] for s in seats for n in (1, 7, 20, 500)
    }
    expected_public = event_lines(everything, None, "en", names)[-10:]
    _no_full_read(store, monkeypatch)
    for (u, n), lines in expected.items():
        assert await svc.play.log(CHANNEL, n, user_id=u) == lines, (u, n)
    assert (await svc.play.status(CHANNEL)).log_lines == expected_public
    assert await svc.play.log(CHANNEL, 0, user_id=ANN) == []


async def test_the_log_reads_further_back_when_the_newest_actions_show_this_seat_nothing(service, monkeypatch):
    """Ann's three newest visible lines lie behind 40 actions whose lines only Bob sees."""
    update = await started(service)
    store = service.store
    version, state = 0, (await store.game(update.game_id)).state  # the log is all that changes

    async def commit(text: str, private_to: int | None) -> None:
        nonlocal version
        event = Event(M("core.seat", seat=text), seat=1, private_to=private_to)
        version = await store.commit_action(
            update.game_id,
            version,
            state,
            ActionRow(0, 1, "x", 0, False, [encode_event(event)]),
            now="2024-01-01T00:00:00+00:00",
        )

    for i in range(5):
        await commit(f"public {i}", None)
    for i in range(40):
        await commit(f"Bob's {i}", 1)
    _no_full_read(store, monkeypatch)
    lines = await service.play.log(CHANNEL, 3, user_id=ANN)
    assert len(lines) == 3 and all("public" in x for x in lines)
    assert [x.split()[-1] for x in lines] == ["2", "3", "4"]
    bob = await service.play.log(CHANNEL, 3, user_id=BOB)
    assert [x.split()[-1] for x in bob] == ["37", "38", "39"]


async def test_undo_replays_only_the_turn_and_matches_the_full_replay(store, monkeypatch):
    """Random Crown of Emara positions: undo (from the turn's stored start) leaves exactly the state a
    replay of the remaining log from the seed gives, and never reads the whole log."""
    undos = 0
    for seed in (5, 8):
        svc, game_id = await _emara(store, seed)
        rng = random.Random(seed)
        for _ in range(110):
            user, panel = await _mover(svc)
            if user is None:
                break
            if panel.can_undo and rng.random() < 0.5:
                assert await store.turn_start(game_id) is not None
                before = (await store.game(game_id)).state
                with monkeypatch.context() as m:
                    _no_full_read(store, m)
                    undone = await svc.play.undo(CHANNEL, user)
                row = await store.game(game_id)
                assert row.state == await _full_replay_json(store, game_id)
                assert row.state != before
                undos += 1
                panel = undone.panel
            await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)
        await svc.play.abandon(CHANNEL, ANN, confirm=True)
    assert undos >= 10


async def test_a_game_stored_before_the_turn_start_was_kept_still_undoes(store):
    """Migration 005 leaves games stored before it without a turn start: undo replays their whole log."""
    svc, game_id = await _emara(store, seed=5)
    rng = random.Random(1)
    for _ in range(200):
        user, panel = await _mover(svc)
        if panel.can_undo:
            break
        await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)
    assert panel.can_undo
    await store._write("UPDATE games SET turn_state = NULL, turn_seq = NULL WHERE id = ?", (game_id,))
    assert await store.turn_start(game_id) is None
    undone = await svc.play.undo(CHANNEL, user)
    assert (await store.game(game_id)).state == await _full_replay_json(store, game_id)
    assert undone.panel.your_turn
