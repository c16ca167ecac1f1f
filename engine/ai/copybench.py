"""``python -m engine.ai.copybench``: state-copy strategies for search, timed on a mid-game Emara state."""
from __future__ import annotations

import copy
import time


def rows(n: int = 2000) -> list[tuple[str, float]]:
    from engine.ai.random_ai import choose
    from engine.core.rng import Rng
    from engine.emara.ai_support import copy_state, determinise
    from engine.emara.game import GAME

    st = GAME.setup(2, GAME.Options(), 3)
    rng = Rng.from_seed(1)
    for _ in range(120):
        GAME.apply(st, choose(GAME, st, rng))
    cls = type(st)
    assert copy_state(st).model_dump_json() == st.model_dump_json()
    cases = [
        ("model_copy(deep=True)", lambda: st.model_copy(deep=True)),
        ("model_validate_json(model_dump_json())", lambda: cls.model_validate_json(st.model_dump_json())),
        ("copy.deepcopy", lambda: copy.deepcopy(st)),
        ("hand-written copy_state (chosen)", lambda: copy_state(st)),
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
    r = rows()
    base = r[0][1]
    print(f"{'strategy':42} {'us/copy':>9} {'vs model_copy':>14}")
    for name, us in r:
        print(f"{name:42} {us:9.1f} {base / us:13.1f}x")


if __name__ == "__main__":
    main()
