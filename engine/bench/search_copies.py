"""``python -m engine.bench.search_copies [GAME]``: state-copy strategies for search, timed on a mid-game
state of a registered game (the first one by default; a game that declares AI support). Moved from
``engine/ai/copybench.py`` into the engine's bench package."""

from __future__ import annotations

import copy
import time
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class _CopiesStates(Protocol):
    """The optional search members this benchmark times beside deepcopy (engine.core.game.SearchSupport)."""

    def copy_state(self, state: Any) -> Any: ...

    def determinise(self, state: Any, seat: int, rng: Any) -> Any: ...


def rows(game_id: str | None = None, n: int = 2000) -> list[tuple[str, float]]:
    from engine.ai.random_ai import choose
    from engine.core.game import mover
    from engine.core.rng import Rng
    from engine.core.capabilities import AI, supports
    from engine.registry import game_ids, get_game

    game = get_game(game_id or game_ids()[0])
    if not supports(game, AI) or not isinstance(game, _CopiesStates):
        raise SystemExit(f"{game.id} does not declare AI support: no copy_state and determinise to time")
    copy_state, determinise = game.copy_state, game.determinise
    st = game.setup(2, game.Options(), 3)
    rng = Rng.from_seed(1)
    for _ in range(120):
        d = game.decision(st)
        if d is None:
            break
        seat = mover(d)
        game.apply(st, seat, choose(game, st, rng, seat))
    cls = type(st)
    assert copy_state(st).model_dump_json() == st.model_dump_json()
    cases = [
        ("model_copy(deep=True)", lambda: st.model_copy(deep=True)),
        ("model_validate_json(model_dump_json())", lambda: cls.model_validate_json(st.model_dump_json())),
        ("copy.deepcopy", lambda: copy.deepcopy(st)),
        ("compiled copy_state (chosen)", lambda: copy_state(st)),
        ("determinise (copy_state + resampling)", lambda: determinise(st, 0, rng)),
    ]
    out = []
    for name, f in cases:
        t = time.perf_counter()
        for _ in range(n):
            f()
        out.append((name, (time.perf_counter() - t) / n * 1e6))
    return out


def main() -> None:
    import sys

    r = rows(sys.argv[1] if len(sys.argv) > 1 else None)
    base = r[0][1]
    print(f"{'strategy':42} {'us/copy':>9} {'vs model_copy':>14}")
    for name, us in r:
        print(f"{name:42} {us:9.1f} {base / us:13.1f}x")


if __name__ == "__main__":
    main()
