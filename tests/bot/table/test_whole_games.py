"""A whole game of every registered game played by four AI seats through the GameService: it ends with
a ranking, every seat moved, every move is logged and answered out of turn where the game asks, the
results are written, and the stored log replays to the stored state. ``WHOLE`` holds what each game's
end is expected to show."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from engine.registry import game_ids, get_game
from tests.bot.conftest import (
    ANN,
    CHANNEL,
    GUILD,
    assert_replays,
    make_service,
    play_ai,
)


@dataclass(frozen=True)
class Whole:
    strict_ranks: bool = False  # the game breaks every tie (one winner, ranks 1..n)
    details: frozenset[str] = frozenset()  # result details every seat's standing carries


WHOLE = {
    "macao": Whole(strict_ranks=True, details=frozenset({"city", "cards", "penalty", "wall"})),  # the wall breaks ties
}

FOUR = [g for g in game_ids() if get_game(g).info.max_players >= 4]


@pytest.mark.parametrize("game_id", FOUR)
async def test_an_all_ai_game_plays_to_the_end_and_writes_results(store, game_id):
    row, game = WHOLE.get(game_id, Whole()), get_game(game_id)
    svc = make_service(store, games=get_game, first_seed=11)
    await svc.lobby.open(GUILD, CHANNEL, game_id, ANN, "Ann", seat_creator=False)
    for level in ("random", "easy", "random", "easy"):
        await svc.lobby.add_ai(CHANNEL, ANN, level)
    update = await svc.play.start(CHANNEL, ANN)
    turns = await play_ai(svc)
    fin = turns[-1].public.finished
    assert fin is not None and len(fin.winners) >= 1 and not turns[-1].more
    ranks = sorted(st.rank for st in fin.standings)
    assert ranks[0] == 1 and len(ranks) == 4
    if row.strict_ranks:
        assert ranks == [1, 2, 3, 4] and len(fin.winners) == 1
    assert all(row.details <= set(st.details) for st in fin.standings)
    assert {t.seat for t in turns} == {0, 1, 2, 3}
    actions = await store.actions(update.game_id)
    assert sum(t.actions for t in turns) == len(actions)
    responses = set(game.info.response_kinds)
    if responses:  # AI seats asked out of turn answered
        answers = responses | {game.info.decline_key}
        assert answers & {a.action_key.split(".")[0] for a in actions}
    rows = await store.results(update.game_id)
    assert len(rows) == 4 and all(r.user_id is None for r in rows)
    assert sorted(r.score for r in rows) == sorted(st.score for st in fin.standings)
    assert sorted(r.rank for r in rows) == ranks
    assert (await store.game(update.game_id)).status == "finished"
    await assert_replays(store, update.game_id)
