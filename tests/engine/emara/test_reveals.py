"""Crown of Emara's reveals: recruiting from the display turns up the next advisor, and quiet play
(no log lines) reaches the same state. That every move showing something hidden is marked as
revealing is checked for every game in tests/conformance/test_views.py."""

from __future__ import annotations

from engine.ai.random_ai import choose
from engine.core.rng import Rng
from engine.emara.game import GAME


def test_recruiting_from_the_display_reveals_the_next_advisor_of_the_pile():
    from engine.emara.effects import EFFECTS
    from .helpers import new

    st = new(3)
    adv = next(a for spaces in st.advisors.values() for a in spaces if a)
    nxt = st.advisor_b_pile[1]
    ev: list = []
    EFFECTS["recruit"](st, st.active, [adv], ev)
    assert any(e.reveals for e in ev) and st.advisor_b_pile[0] == nxt


def test_quiet_play_reaches_the_same_state_without_log_lines():
    from engine.core.quiet import is_quiet, quiet

    loud, still = (GAME.setup(3, GAME.Options(), 11) for _ in range(2))
    rng_a, rng_b = Rng.from_seed(11), Rng.from_seed(11)
    loud_lines = quiet_lines = 0
    while (d := GAME.decision(loud)) is not None:
        seat = d.seats[0]
        loud_lines += len(GAME.apply(loud, seat, choose(GAME, loud, rng_a, seat)))
        with quiet():
            assert is_quiet()
            quiet_lines += len(GAME.apply(still, seat, choose(GAME, still, rng_b, seat)))
    assert not is_quiet()
    assert still.model_dump_json() == loud.model_dump_json()
    assert quiet_lines < loud_lines / 2
