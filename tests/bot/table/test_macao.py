"""Whole Macao games through the GameService: AI seats, human clicks with a restart, the simultaneous
dice choice kept hidden until everyone chose, undo bounded by reveals, and bad clicks."""
from __future__ import annotations

import random

import pytest

pytest.importorskip("engine.macao.game")

from bot.i18n import t  # noqa: E402
from bot.store import open_store  # noqa: E402
from bot.table import errors  # noqa: E402
from engine.core import replay  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, make_service, play_ai  # noqa: E402

GAME = get_game("macao")
NAMES = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}
MAX_CLICKS = 3000          # a 3-4 player game is a few hundred decisions


async def _open(svc, humans, ais=(), options=None):
    """Open a Macao table (seats in joining order: humans first, then the AI seats) and start it."""
    await svc.lobby.open(GUILD, CHANNEL, "macao", humans[0], NAMES[humans[0]])
    for uid in humans[1:]:
        await svc.lobby.join(CHANNEL, uid, NAMES[uid])
    for level in ais:
        await svc.lobby.add_ai(CHANNEL, humans[0], level)
    for field, value in (options or {}).items():           # through the lobby, as the buttons do
        await svc.lobby.set_option(CHANNEL, humans[0], field, value)
    await svc.lobby.set_seat_order(CHANNEL, humans[0], "joined")
    return await svc.play.start(CHANNEL, humans[0])


async def _awaited_human(svc, humans) -> int | None:
    for uid in humans:
        if (await svc.play.panel(CHANNEL, uid)).your_turn:
            return uid
    return None


async def _assert_replays(store, game_id: int, players: int) -> None:
    row = await store.game(game_id)
    keys = [(a.seat, a.action_key) for a in await store.actions(game_id)]
    rebuilt = replay(GAME, players, GAME.Options.model_validate(row.options), row.seed, keys)
    assert rebuilt.model_dump_json() == row.state


async def test_an_all_ai_macao_game_plays_to_the_end_and_writes_results(store):
    svc = make_service(store, games=get_game, first_seed=11)
    await svc.lobby.open(GUILD, CHANNEL, "macao", ANN, "Ann", seat_creator=False)
    for level in ("random", "easy", "random", "easy"):
        await svc.lobby.add_ai(CHANNEL, ANN, level)
    update = await svc.play.start(CHANNEL, ANN)
    turns = await play_ai(svc)
    fin = turns[-1].public.finished
    assert fin is not None and len(fin.winners) == 1 and not turns[-1].more
    assert sorted(st.rank for st in fin.standings) == [1, 2, 3, 4]          # the wall breaks every tie
    assert all({"city", "cards", "penalty", "wall"} <= set(st.details) for st in fin.standings)
    assert {t.seat for t in turns} == {0, 1, 2, 3}
    assert sum(t.actions for t in turns) == len(await store.actions(update.game_id))
    rows = await store.results(update.game_id)
    assert len(rows) == 4 and all(r.user_id is None for r in rows)
    assert sorted(r.rank for r in rows) == [1, 2, 3, 4]
    assert (await store.game(update.game_id)).status == "finished"
    await _assert_replays(store, update.game_id, 4)


async def test_humans_and_an_ai_play_macao_by_clicking_random_options_across_a_restart(tmp_path):
    path = str(tmp_path / "macao.sqlite3")
    store = await open_store(path)
    svc = make_service(store, games=get_game, first_seed=5)
    humans = (ANN, BOB)
    update = await _open(svc, humans, ais=("easy",))
    rng = random.Random(3)
    boards = clicks = 0
    finished = None
    try:
        await play_ai(svc)                                   # the AI seat may move first
        while clicks < MAX_CLICKS:
            if clicks == 120:        # restart in the middle: a new service on the same file continues
                await store.close()
                store = await open_store(path)
                svc = make_service(store, games=get_game)
            user = await _awaited_human(svc, humans)
            assert user is not None, "nobody awaited but the game is not over"
            panel = await svc.play.panel(CHANNEL, user)
            assert panel.prompt and 0 < len(panel.options) <= 25
            assert len({o.key for o in panel.options}) == len(panel.options)
            assert all(o.label and not o.label.startswith("macao.") for o in panel.options)
            out = await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)
            clicks += 1
            turns = await play_ai(svc)
            for public in [out.public] + [tr.public for tr in turns]:
                if public is not None and public.board:
                    boards += 1
                    assert public.png[:4] == b"\x89PNG" and public.summary
            last = turns[-1].public if turns else out.public
            if last is not None and last.finished is not None:
                finished = last.finished
                break
        assert finished is not None, "the game did not end"
        assert boards > 30                                      # a board per turn and round phase
        assert {st.name for st in finished.standings} == {"Ann", "Bob", "AI 1 (easy)"}
        assert len(await store.results(update.game_id)) == 3
        await _assert_replays(store, update.game_id, 3)
    finally:
        await store.close()
