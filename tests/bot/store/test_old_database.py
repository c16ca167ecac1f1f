"""A database written by the version that first registered Lisboa (commit 0d3d9b0; fixtures/
make_old_database.py made it), opened by today's code: every running game goes on, or its table says in
one clear line why it cannot and the channel's next /play opens a new table (issue 21).

What that version stored and today's code reads differently: every Lisboa state (fields changed since;
today's code rebuilds it from the action log), Lisboa's Church scoring keys (``church.M`` was then a
set of Clergy tiles, a bit mask in one step; now one tile at a time and ``done``: read in the earlier
keys by ``engine.lisboa.legacy``), and rules changes no log can be bridged over (game 5: a tile to
give up for room that the earlier version never asked)."""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

from bot.i18n import t
from bot.store import open_store
from bot.table import GameService
from bot.table.errors import TableUnreadable

FIXTURE = Path(__file__).parent / "fixtures" / "lisboa-registered-0d3d9b0.sqlite3.gz"
HUMANS = [101, 102, 103, 104]
GOES_ON = {1: "emara", 2: "macao", 3: "lisboa", 4: "lisboa"}  # game id: its game (Lisboa: rebuilt from its log;
CANNOT = {5: "lisboa"}  # 3 with an old Church scoring)


async def test_every_running_game_of_the_old_database_goes_on_or_says_why_not(tmp_path):
    path = tmp_path / "old.sqlite3"
    with gzip.open(FIXTURE) as src, path.open("wb") as dst:
        shutil.copyfileobj(src, dst)
    store = await open_store(str(path))
    try:
        svc = GameService(store, renderer=None)
        active = {r.id: r for r in await store.active_games()}
        assert {i: r.game_type for i, r in active.items()} == GOES_ON | CANNOT
        for game_id, row in active.items():
            seats = await store.seats(game_id)
            if game_id in CANNOT:
                try:
                    await svc.play.panel(row.channel_id, seats[0].user_id)
                except TableUnreadable as e:
                    assert t(e.msg, "en").startswith(f"Game {game_id} cannot be read any more")
                else:
                    raise AssertionError(f"game {game_id} loaded")
                lobby = await svc.lobby.open(1, row.channel_id, "emara", 105, "Eve")  # /play is not blocked
                assert lobby.game_id not in active and (await store.game(game_id)).status == "abandoned"
                continue
            for s in seats:  # the awaited seat clicks its first option: the game goes on
                panel = await svc.play.panel(row.channel_id, s.user_id)
                if panel.your_turn:
                    out = await svc.play.act(row.channel_id, s.user_id, panel.version, panel.options[0].key)
                    assert out.panel.version == row.version + 1
                    stored = await store.game(game_id)
                    svc.tables.game(row.game_type).State.model_validate_json(stored.state)  # today's form
                    break
            else:
                raise AssertionError(f"nobody awaited at game {game_id}")
    finally:
        await store.close()


async def test_its_lisboa_games_read_as_rules_version_1_or_the_earlier_church_keys(tmp_path):
    """Stored before rules versions (no version): game 4's log replays as stored (version 1); game 3's only
    in the earlier Church scoring keys, Lisboa's migration from version 0 (``engine.lisboa.versions``).
    A log that replays as stored carries today's version from then on (version 1 replays as version 2)."""
    from engine.core import versions
    from engine.registry import get_game

    path = tmp_path / "old.sqlite3"
    with gzip.open(FIXTURE) as src, path.open("wb") as dst:
        shutil.copyfileobj(src, dst)
    store = await open_store(str(path))
    try:
        lisboa = get_game("lisboa")
        today = versions.rules_version(lisboa)
        for game_id, version in ((3, 0), (4, today)):
            row = await store.game(game_id)
            assert row.rules_version is None
            steps = [(a.seat, a.action_key) for a in await store.actions(game_id)]
            rebuilt = versions.rebuild(
                lisboa,
                None,
                len(await store.seats(game_id)),
                lisboa.Options.model_validate(row.options),
                row.seed,
                steps,
            )
            assert rebuilt.version == version and (rebuilt.steps == steps) == (version == today)
    finally:
        await store.close()


def _first_refused_decision(lisboa, players: int, options, seed: int, steps) -> tuple[str, str] | None:
    """Where the old log (in today's keys) stopped replaying: the kind of decision today's rules asked
    there and the old log's key; None when it replays to its end."""
    from engine.core import IllegalAction, replay
    from engine.lisboa.legacy import upgrade

    try:
        upgrade(lisboa, players, options, seed, steps)
        return None
    except IllegalAction:
        pass
    for k in range(1, len(steps) + 1):
        try:
            upgrade(lisboa, players, options, seed, steps[:k])
        except IllegalAction:
            done = upgrade(lisboa, players, options, seed, steps[: k - 1])
            state = replay(lisboa, players, options, seed, done)
            decision = lisboa.decision(state)
            return (decision.kind if decision is not None else "end", steps[k - 1][1])
    raise AssertionError("the log replayed after all")


async def test_the_old_lisboa_games_that_cannot_go_on_are_exactly_those_the_readme_names(tmp_path):
    """README ("Databases of earlier versions open"): an old Lisboa game goes on, Church scorings in the
    old keys included, unless making room in a portfolio (§8.6) was asked otherwise: that version asked
    its player to give up a card where today's rules ask none (or the reverse), and no rewrite can say
    what the player would have done instead."""
    from engine.registry import get_game

    path = tmp_path / "old.sqlite3"
    with gzip.open(FIXTURE) as src, path.open("wb") as dst:
        shutil.copyfileobj(src, dst)
    store = await open_store(str(path))
    try:
        lisboa = get_game("lisboa")
        refused = {}
        for row in await store.active_games():
            if row.game_type != "lisboa":
                continue
            steps = [(a.seat, a.action_key) for a in await store.actions(row.id)]
            players = len(await store.seats(row.id))
            options = lisboa.Options.model_validate(row.options)
            refused[row.id] = _first_refused_decision(lisboa, players, options, row.seed, steps)
        assert {i for i, at in refused.items() if at} == set(CANNOT)  # 3 answered a Church scoring
        for at in filter(None, refused.values()):  # each stops where giving up a card for room differs
            kind, old_key = at
            assert kind == "room" or old_key.startswith("drop."), at
        church = [a.action_key for a in await store.actions(3) if a.action_key.startswith("church.")]
        assert church, "game 3 has a Church scoring to carry over"
    finally:
        await store.close()
    assert "making room in a portfolio (§8.6) was asked otherwise" in _readme()


def _readme() -> str:
    return " ".join((Path(__file__).resolve().parents[3] / "README.md").read_text().split())
