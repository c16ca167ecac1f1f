"""Bad input never changes a game: a forged key, a seat acting out of turn, a stale key from an earlier
position and a malformed key all raise IllegalAction and leave the State JSON byte-identical; the game
then plays on exactly as recorded."""

from __future__ import annotations

import pytest

from engine.core.actions import MAX_KEY, Action
from engine.core.errors import IllegalAction
from engine.registry import get_game

from .expectations import expect
from .playouts import case_id, first_cases, load, recorded


def forged(game_id: str, legal: list[str]) -> list[Action]:
    """Actions no decision offers: an unknown kind, each offered kind with arguments it never takes (an
    unknown id, a huge number, one argument too many, one too few), and the game's own bad keys."""
    out = [Action("zz_forged"), Action("zz_forged", (0,))] + [Action.parse(k) for k in expect(game_id).bad_keys]
    for key in dict.fromkeys(k.split(".")[0] for k in legal):
        a = next(Action.parse(k) for k in legal if k.split(".")[0] == key)
        out += [
            Action(a.kind, ("ZZ99",)),
            Action(a.kind, (999_999,)),
            Action(a.kind, a.args + (0,)),
            Action(a.kind, a.args + ("ZZ99",)),
        ]
        if a.args:
            out += [Action(a.kind, a.args[:-1]), Action(a.kind, a.args[:-1] + ("ZZ99",))]
    return [a for a in out if a.key() not in legal]


def refused(game, st, seat: int, action: Action) -> str:
    """The reason id of the refusal; fails when the action is taken."""
    with pytest.raises(IllegalAction) as e:
        game.apply(st, seat, action)
    return e.value.reason.id


@pytest.mark.parametrize("case", first_cases(), ids=case_id)
def test_forged_out_of_turn_and_stale_moves_are_refused_and_change_nothing(case):
    rec = recorded(*case)
    game = get_game(rec.game_id)
    earlier: dict[int, set[str]] = {}
    stale_probes = 0
    for pos in rec.positions:
        st = load(game, pos.state_json)
        for seat, legal in pos.legal.items():
            for action in forged(rec.game_id, legal):
                refused(game, st, seat, action)
            stale = sorted(earlier.get(seat, set()) - set(legal))[:4]
            for key in stale:
                refused(game, st, seat, Action.parse(key))
            stale_probes += len(stale)
            earlier.setdefault(seat, set()).update(legal)
        mover_keys = pos.legal[pos.seats[0]]
        for seat in range(rec.players):
            if seat not in pos.seats:
                for action in [Action.parse(k) for k in mover_keys[:3]] + [Action("pass")]:
                    assert refused(game, st, seat, action) == "core.not_your_turn"
        assert st.model_dump_json() == pos.state_json
    assert stale_probes > 0


@pytest.mark.parametrize("case", first_cases(), ids=case_id)
def test_after_refusals_the_same_state_object_plays_on_as_recorded(case):
    rec = recorded(*case)
    game = get_game(rec.game_id)
    pos = rec.positions[len(rec.positions) // 2]
    st = load(game, pos.state_json)
    seat = pos.seats[0]
    for action in forged(rec.game_id, pos.legal[seat]):
        refused(game, st, seat, action)
    for seat, key in rec.log[pos.step :]:
        game.apply(st, seat, Action.parse(key))
    assert st.model_dump_json() == rec.final_json


@pytest.mark.parametrize(
    "text", ["", ".", "end.", ".end", "a..b", "move.-1", "move.1.x y", "zé", "a/b", "x" * (MAX_KEY + 1), "play.wood:1"]
)
def test_a_malformed_key_is_refused_before_any_game_sees_it(text):
    with pytest.raises(IllegalAction) as e:
        Action.parse(text)
    assert e.value.reason.id == "core.bad_action"
