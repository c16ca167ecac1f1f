"""Crown of Emara with AI seats of every level (small search budgets), through the service and the terminal."""

from __future__ import annotations

import io

import pytest

pytest.importorskip("engine.emara.game")

from bot import terminal as local  # noqa: E402
from bot.table import Budget  # noqa: E402
from engine.core import replay  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import ANN, CHANNEL, fake_renderer, make_service  # noqa: E402


@pytest.mark.parametrize("levels", [("random", "easy"), ("medium", "hard")])
async def test_emara_ai_seats_play_one_board_per_turn_to_the_end(store, levels):
    svc = make_service(store, games=get_game, first_seed=21, ai_budget=Budget(iterations=20))
    await svc.lobby.open(1, CHANNEL, "emara", ANN, "Ann", seat_creator=False)
    for level in levels:
        await svc.lobby.add_ai(CHANNEL, ANN, level)
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    update = await svc.play.start(CHANNEL, ANN)
    turns = []
    while (turn := await svc.ai.ai_turn(CHANNEL)) is not None:
        turns.append(turn)
        assert turn.public.log_lines and turn.level == levels[turn.seat]
    assert turns[-1].public.finished is not None and not turns[-1].more
    assert {t.seat for t in turns} == {0, 1}
    row = await store.game(update.game_id)
    actions = await store.actions(update.game_id)
    assert sum(t.actions for t in turns) == len(actions) == row.version
    game = get_game("emara")
    rebuilt = replay(game, 2, game.Options.model_validate(row.options), row.seed, [a.action_key for a in actions])
    assert rebuilt.model_dump_json() == row.state  # AI moves are ordinary log entries
    assert len(await store.results(update.game_id)) == 2


def test_local_cli_plays_emara_with_levelled_ai_seats(tmp_path):
    out = io.StringIO()
    code = local.main(
        ["emara", "--players", "3", "--ai", "all:medium", "--seed", "2", "--out", str(tmp_path)],
        renderer=fake_renderer,
        stdin=io.StringIO(""),
        stdout=out,
    )
    text = out.getvalue()
    assert code == 0 and "Winner:" in text and "--- AI 3 (medium) ---" in text
    assert (tmp_path / "board.png").exists()
