"""States stored while the frame kinds had their old short names (``loc``, ``card8``, ``reloc`` ...) still load
and play on: running games are stored with their state (issue 23 named the kinds in words)."""

from __future__ import annotations

from engine.ai.random_ai import step
from engine.core.quiet import quiet
from engine.core.rng import Rng
from engine.emara.game import GAME
from engine.emara.state import RENAMED_FRAME_KINDS, Options, State


def _with_old_names(js: str) -> str:
    for old, new in RENAMED_FRAME_KINDS.items():
        js = js.replace(f'"k":"{new}"', f'"k":"{old}"')
    return js


def _play_out(st: State, seed: int) -> str:
    rng = Rng.from_seed(seed)
    with quiet():
        while step(GAME, st, rng) is not None:
            pass
    return st.model_dump_json()


def test_every_renamed_kind_is_a_kind_the_game_pushes():
    assert set(RENAMED_FRAME_KINDS.values()) <= set(GAME.machine.steps)
    assert not set(RENAMED_FRAME_KINDS) & set(GAME.machine.steps)


def test_a_state_stored_with_the_old_kind_names_loads_under_the_new_ones_and_plays_on():
    seen: set[str] = set()
    checked_play_on = 0
    for players, options in ((1, {}), (2, {"random_layout": True}), (3, {"full_selection": True}), (4, {})):
        for seed in range(4):
            st = GAME.setup(players, Options(**options), seed)
            rng = Rng.from_seed(seed)
            n = 0
            while True:
                kinds = {f.k for f in st.stack} & set(RENAMED_FRAME_KINDS.values())
                if kinds - seen:
                    stored = _with_old_names(st.model_dump_json())
                    assert any(f'"k":"{old}"' in stored for old in RENAMED_FRAME_KINDS)
                    loaded = State.model_validate_json(stored)
                    assert loaded.model_dump_json() == st.model_dump_json()
                    assert GAME.decision(loaded) == GAME.decision(st)
                    seen |= kinds
                    if checked_play_on < 3:  # the loaded game goes on exactly as the live one
                        twin = State.model_validate_json(st.model_dump_json())
                        assert _play_out(loaded, n) == _play_out(twin, n)
                        checked_play_on += 1
                with quiet():
                    if step(GAME, st, rng) is None:
                        break
                n += 1
    # the kinds random games reach (a page of splits needs more than 22 leftover points)
    assert {"payment", "location", "keep_favor", "hire_recruit_card", "pick_card", "relocate"} <= seen
