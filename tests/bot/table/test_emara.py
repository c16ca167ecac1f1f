"""Whole Crown of Emara games through the GameService (AI seats, human clicks, restart)."""

from __future__ import annotations

import io
import random

import pytest

pytest.importorskip("engine.emara.game")

from bot import terminal as local  # noqa: E402
from bot.store import open_store  # noqa: E402
from engine.core import replay  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import ANN, BOB, CHANNEL, fake_renderer, make_service, play_ai  # noqa: E402


async def test_an_all_ai_emara_game_plays_to_the_end_and_writes_results(store):
    svc = make_service(store, games=get_game, first_seed=11)
    await svc.lobby.open(1, CHANNEL, "emara", ANN, "Ann", seat_creator=False)
    for _ in range(3):
        await svc.lobby.add_ai(CHANNEL, ANN)
    update = await svc.play.start(CHANNEL, ANN)
    fin = (await play_ai(svc))[-1].public.finished
    assert fin is not None and fin.winners
    assert {st.rank for st in fin.standings} >= {1}
    assert all({"cp", "bp"} <= set(st.details) for st in fin.standings)
    rows = await store.results(update.game_id)
    assert len(rows) == 3 and all(r.user_id is None for r in rows)
    assert (await store.game(update.game_id)).status == "finished"


async def test_humans_and_an_ai_play_emara_by_clicking_random_options(tmp_path):
    path = str(tmp_path / "emara.sqlite3")
    store = await open_store(path)
    svc = make_service(store, games=get_game, first_seed=5)
    await svc.lobby.open(1, CHANNEL, "emara", ANN, "Ann")
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    await svc.lobby.add_ai(CHANNEL, ANN)
    update = await svc.play.start(CHANNEL, ANN)
    turns = await play_ai(svc)  # the AI seat may sit first
    rng = random.Random(3)
    user = (turns[-1].public if turns else update.public).awaited_user_id
    publics = 0
    finished = None
    try:
        for click in range(3000):
            if click == 150:  # restart half-way: a new service on the same file continues
                await store.close()
                store = await open_store(path)
                svc = make_service(store, games=get_game)
            panel = await svc.play.panel(CHANNEL, user)
            assert panel.your_turn and 0 < len(panel.options) <= 25
            assert len({o.key for o in panel.options}) == len(panel.options)
            out = await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)
            # then the AI seat's decisions (its turns, or its choice in a round phase), one update each
            turns = await play_ai(svc)
            if out.public:
                publics += 1
                assert out.public.png is None or out.public.png[:4] == b"\x89PNG"
            public = turns[-1].public if turns else out.public
            if public is not None and public.finished:
                finished = public.finished
                break
            if public is not None and public.awaited_user_id is not None:
                user = public.awaited_user_id  # the human to act
            else:
                assert (await svc.play.panel(CHANNEL, user)).your_turn  # nobody new: still this user
        assert finished is not None, "the game did not end"
        assert publics > 10
        row = await store.game(update.game_id)
        game = get_game("emara")
        keys = [a.action_key for a in await store.actions(update.game_id)]
        rebuilt = replay(game, 3, game.Options.model_validate(row.options), row.seed, keys)
        assert rebuilt.model_dump_json() == row.state
        assert len(await store.results(update.game_id)) == 3
    finally:
        await store.close()


def test_local_cli_plays_emara_unattended(tmp_path):
    out = io.StringIO()
    code = local.main(
        ["emara", "--players", "3", "--ai", "all", "--seed", "2", "--out", str(tmp_path)],
        renderer=fake_renderer,
        stdin=io.StringIO(""),
        stdout=out,
    )
    text = out.getvalue()
    assert code == 0 and "Winner:" in text and "CP" in text and "BP" in text
