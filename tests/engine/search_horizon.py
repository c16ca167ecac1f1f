"""The check that a game's hard AI, searching with ``GameInfo(search_horizon="turn")``, never looks past the
end of its own turn (Macao, Lisboa): every position it evaluates is at most one turn later."""
from __future__ import annotations

from engine.ai.mcts import search
from engine.core.rng import Rng


def assert_search_stays_within_the_turn(game, state, seat: int, iterations: int, monkeypatch) -> None:
    root_turn = game.decision(state).turn
    seen = []
    real = game.evaluate

    def spy(s, evaluated_seat):
        d = game.decision(s)
        seen.append(None if d is None else d.turn)
        return real(s, evaluated_seat)

    monkeypatch.setattr(game, "evaluate", spy)
    game.forget()
    search(game, state, seat, game.legal_actions(state, seat), Rng.from_seed(1), iterations=iterations)
    assert seen and all(t is None or t <= root_turn + 1 for t in seen)
