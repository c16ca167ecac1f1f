"""Reading only what is needed (issue 8): the newest actions for the log, and the state at the start
of the current turn with that turn's actions for undo (migration 005), on both backends."""

from __future__ import annotations

import shutil
import sqlite3

from bot.store import ActionRow, SeatRow, open_store
from bot.store.sqlite import MIGRATIONS_DIR, migration_files

NOW = "2024-01-01T00:00:00+00:00"


async def _game(store, channel: int = 9):
    lobby = await store.create_lobby(guild_id=1, channel_id=channel, game_type="toy", options={}, creator_id=5, now=NOW)
    return await store.start_game(
        lobby.id, seed=42, seats=[SeatRow(0, 5, None, "Ann"), SeatRow(1, 6, None, "Bob")], state="s0", now=NOW
    )


async def _commit(store, g, version: int, turn: int, key: str) -> int:
    return await store.commit_action(
        g.id, version, f"s{version + 1}", ActionRow(0, turn % 2, key, turn, False), now=NOW
    )


async def test_recent_actions_are_the_newest_first_and_page_backwards(store):
    g = await _game(store)
    assert await store.recent_actions(g.id, 5) == []
    for v in range(7):
        await _commit(store, g, v, v // 2, f"k{v + 1}")
    assert [a.seq for a in await store.recent_actions(g.id, 3)] == [7, 6, 5]
    assert [a.action_key for a in await store.recent_actions(g.id, 3, before_seq=5)] == ["k4", "k3", "k2"]
    assert [a.seq for a in await store.recent_actions(g.id, 10, before_seq=3)] == [2, 1]
    newest = (await store.recent_actions(g.id, 1))[0]
    assert newest == await store.last_action(g.id)


async def test_turn_start_is_the_state_before_the_turns_first_action(store):
    """State ``s<n>`` is the state after n actions; turns 0, 0, 1, 1, 1, 2."""
    g = await _game(store)
    turns = [0, 0, 1, 1, 1, 2]
    first_of_turn = {0: 0, 1: 2, 2: 5}  # actions done before each turn's first action
    for v, turn in enumerate(turns):
        await _commit(store, g, v, turn, f"k{v + 1}")
        start = await store.turn_start(g.id)
        before = first_of_turn[turn]
        assert start.state == f"s{before}"
        assert [a.seq for a in start.actions] == list(range(before + 1, v + 2))
        assert all(a.turn == turn for a in start.actions)


async def test_undo_keeps_the_turn_start_and_forgets_it_when_undone_past(store):
    g = await _game(store)
    for v, turn in enumerate([0, 1, 1, 1]):
        await _commit(store, g, v, turn, f"k{v + 1}")
    v = await store.undo_to(g.id, 4, "s3", 3, now=NOW)  # back within turn 1
    start = await store.turn_start(g.id)
    assert start.state == "s1" and [a.seq for a in start.actions] == [2, 3]
    v = await store.undo_to(g.id, v, "s1", 1, now=NOW)  # back to the turn's very start
    start = await store.turn_start(g.id)
    assert start.state == "s1" and start.actions == []
    v = await store.undo_to(g.id, v, "s0", 0, now=NOW)  # before it: no longer known
    assert await store.turn_start(g.id) is None
    await store.commit_action(g.id, v, "t1", ActionRow(0, 0, "again", 0, False), now=NOW)
    start = await store.turn_start(g.id)  # the next action starts a turn again
    assert start.state == "s0" and [a.action_key for a in start.actions] == ["again"]


async def test_a_game_stored_before_migration_005_has_no_turn_start_until_its_next_turn(tmp_path):
    old = tmp_path / "old_migrations"
    old.mkdir()
    for number, path in migration_files(MIGRATIONS_DIR):
        if number != 5:  # every migration but 005 (later ones add columns the code reads)
            shutil.copy(path, old / path.name)
    path = str(tmp_path / "db.sqlite3")
    store = await open_store(path, migrations_dir=old)
    try:
        g = await _game(store)
    finally:
        await store.close()
    with sqlite3.connect(path) as db:  # two actions of turn 0 as the code before 005 wrote them
        for seq in (1, 2):
            db.execute(
                "INSERT INTO actions (game_id, seq, seat, action_key, turn, reveals, events, created_at)"
                " VALUES (?, ?, 0, ?, 0, 0, '[]', ?)",
                (g.id, seq, f"k{seq}", NOW),
            )
        db.execute("UPDATE games SET version = 2, state = 's2' WHERE id = ?", (g.id,))
    store = await open_store(path)
    try:
        assert await store.schema_version() >= 5
        assert await store.turn_start(g.id) is None
        await _commit(store, g, 2, 0, "k3")  # still turn 0: not known
        assert await store.turn_start(g.id) is None
        await _commit(store, g, 3, 1, "k4")  # turn 1 starts from state s3
        start = await store.turn_start(g.id)
        assert start.state == "s3" and [a.action_key for a in start.actions] == ["k4"]
    finally:
        await store.close()


async def test_the_log_reads_newest_actions_through_the_primary_key(tmp_path):
    store = await open_store(str(tmp_path / "plan.sqlite3"))
    await store.close()
    with sqlite3.connect(str(tmp_path / "plan.sqlite3")) as db:
        from bot.store.sql import RECENT_ACTIONS

        plan = " ".join(r[3] for r in db.execute("EXPLAIN QUERY PLAN " + RECENT_ACTIONS, (1, 1 << 62, 20)))
    assert "USING INDEX" in plan or "USING PRIMARY KEY" in plan, plan
    assert "TEMP B-TREE" not in plan, plan


async def test_the_actions_of_the_last_turns_are_found_by_turn(tmp_path):
    """The board's log lines (``actions(since_turn=...)``) read only those turns' rows."""
    path = str(tmp_path / "plan.sqlite3")
    store = await open_store(path)
    try:
        g = await _game(store)
        for v in range(6):
            await _commit(store, g, v, v // 2, f"k{v + 1}")
        assert [a.action_key for a in await store.actions(g.id, since_turn=2)] == ["k5", "k6"]
    finally:
        await store.close()
    with sqlite3.connect(path) as db:
        from bot.store.sql import ACTIONS_SINCE_TURN

        plan = " ".join(r[3] for r in db.execute("EXPLAIN QUERY PLAN " + ACTIONS_SINCE_TURN, (1, 2)))
    assert "actions_by_turn (game_id=? AND turn>?)" in plan, plan
