"""Seed 2.2: while the dice are chosen all at once (lobby option), any player who has not chosen may ask
to see the others' dice first (key ``seefirst``); the rest of that round's choice is then made in wall
order. Choices already made stand and are revealed; the next round is all at once again."""

from __future__ import annotations

import json

import pytest

from engine.ai import choose
from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.rng import Rng
from engine.macao.game import GAME
from engine.macao.state import State

from .helpers import act, keys, new
from .test_properties import play

SEE = "seefirst"


def dice_phase(players: int, seed: int, simultaneous: bool = True) -> State:
    st = new(players, seed=seed, simultaneous_dice=simultaneous)
    while st.phase != "dice":
        act(st, keys(st)[0])
    return st


def offered_to(st: State) -> list[int]:
    return [s for s in GAME.decision(st).seats if SEE in keys(st, s)]


def public_dice(st: State, viewer: int | None = None) -> dict[int, tuple[int, ...] | None]:
    return {s.seat: s.dice for s in GAME.view(st, viewer).seats}


# --- where it is offered -----------------------------------------------------------------------------


def test_never_offered_when_the_lobby_plays_the_dice_in_wall_order():
    st = dice_phase(3, seed=2, simultaneous=False)
    while st.phase == "dice":
        assert SEE not in keys(st)
        act(st, "dice.0.1")


def test_offered_to_every_seat_still_to_choose_whatever_the_others_chose():
    st = dice_phase(3, seed=2)
    first, second, third = st.order
    assert offered_to(st) == sorted([first, second, third])
    assert all(GAME.seat_prompt(st, s).id == "macao.prompt.dice_at_once" for s in st.order)
    options = {s: GAME.legal_actions(st, s) for s in (first, second)}
    act(st, "dice.0.1", seat=third)
    assert third not in GAME.decision(st).seats
    assert offered_to(st) == sorted([first, second])
    # another seat's choice changes nothing of mine: an open panel still counts (no bounce in the bot)
    assert {s: GAME.legal_actions(st, s) for s in (first, second)} == options


def test_two_players_both_at_first_then_whoever_has_not_chosen():
    st = dice_phase(2, seed=10)
    first, second = st.order
    assert offered_to(st) == sorted([first, second])
    act(st, "dice.0.1", seat=second)
    assert offered_to(st) == [first]  # one seat left, a hidden choice to see: a real choice


def test_the_last_seat_left_may_still_ask_to_see_the_hidden_choices():
    st = dice_phase(4, seed=3)
    first, *rest = st.order
    for s in rest:
        act(st, "dice.1.2", seat=s)
    assert GAME.decision(st).seats == (first,)
    assert SEE in keys(st, first)
    assert all(public_dice(st, first)[s] is None for s in rest)  # hidden until it asks
    act(st, SEE, seat=first)
    assert {s: d for s, d in public_dice(st, first).items() if s in rest} == {s: (1, 2) for s in rest}
    assert GAME.decision(st).seats == (first,) and SEE not in keys(st, first)


def test_not_offered_to_a_seat_that_chose_its_dice_even_with_its_observatory_step_left():
    st = dice_phase(3, seed=2)
    first, second, third = st.order
    st.seats[third].active = ["B41"]  # the Observatory: a shift step after the dice
    act(st, "dice.0.1", seat=third)
    assert third in GAME.decision(st).seats  # still to act (the shift), but its dice are chosen
    assert SEE not in keys(st, third) and "noshift" in keys(st, third)
    act(st, SEE, seat=second)
    # its dice are shown now; it finishes its shift in its place on the wall, after the two others
    assert public_dice(st, None)[third] == (0, 1)
    assert GAME.decision(st).seats == (first,)
    act(st, "dice.2.3")
    act(st, "dice.4.5")
    assert GAME.decision(st).seats == (third,) and GAME.seat_prompt(st, third).id == "macao.prompt.shift"
    act(st, "noshift")
    assert st.phase == "actions"


# --- the switch ------------------------------------------------------------------------------------


def test_a_switch_keeps_the_choice_made_reveals_it_and_asks_the_rest_one_at_a_time_in_wall_order():
    st = dice_phase(4, seed=3)
    order = list(st.order)
    made, asker = order[2], order[3]
    act(st, "dice.1.4", seat=made)
    rose_before = [list(map(list, s.rose)) for s in st.seats]
    turn = GAME.decision(st).turn
    assert public_dice(st, asker)[made] is None  # hidden before the switch
    events = act(st, SEE, seat=asker)

    assert st.picks == {made: [1, 4]} and st.wall_order_by == asker
    assert [e.msg.id for e in events] == ["macao.log.see_first", "macao.log.chose"]
    assert all(e.private_to is None for e in events) and events[0].reveals and events[1].reveals
    for viewer in (None, *range(4)):  # public to everyone now
        v = GAME.view(st, viewer)
        assert v.wall_order_by == asker and v.seats[made].dice == (1, 4)
    assert st.seats[made].rose != rose_before[made]  # placed once, at the switch

    asked = []
    while st.phase == "dice":
        d = GAME.decision(st)
        assert len(d.seats) == 1 and d.owner == d.seats[0] and d.turn == turn + 1  # one board for the rest
        assert d.prompt.id == "macao.prompt.dice_wall_order" and SEE not in keys(st)
        asked.append(d.seats[0])
        with pytest.raises(IllegalAction):
            act(st, "dice.0.1", seat=made)  # never asked again
        act(st, "dice.0.2")
        if st.phase == "dice":  # each choice seen at once by all
            assert GAME.view(st, None).seats[asked[-1]].dice == (0, 2)
    assert asked == [s for s in order if s != made]  # the asker in its own place
    assert st.picks[made] == [1, 4]


def test_the_next_round_is_all_at_once_again():
    st = dice_phase(3, seed=2)
    asker = st.order[1]
    act(st, SEE, seat=asker)
    while st.phase == "dice":
        act(st, "dice.0.1")
    assert st.wall_order_by == asker and GAME.view(st, None).wall_order_by == asker  # for the rest of the round
    while not (st.phase == "dice" and st.round == 2):
        ks = keys(st)
        act(st, "pass" if "pass" in ks else ks[0])
    d = GAME.decision(st)
    assert st.wall_order_by is None and GAME.view(st, None).wall_order_by is None
    assert d.owner is None and len(d.seats) == 3
    assert offered_to(st) == sorted(st.order)


# --- bad input, stored states, determinism ---------------------------------------------------------------


def test_asking_where_it_is_not_offered_is_refused_and_changes_nothing():
    st = dice_phase(3, seed=2)
    first, second, third = st.order
    act(st, "dice.0.1", seat=second)
    before = st.model_dump_json()
    with pytest.raises(IllegalAction):
        act(st, SEE, seat=second)  # already chose
    assert st.model_dump_json() == before
    act(st, SEE, seat=third)
    before = st.model_dump_json()
    for seat in range(3):  # after the switch: nobody, not twice
        with pytest.raises(IllegalAction):
            act(st, SEE, seat=seat)
    assert st.model_dump_json() == before


def test_a_state_stored_before_the_option_existed_loads_and_plays_on():
    st = dice_phase(3, seed=2)
    act(st, "dice.0.1", seat=st.order[2])
    raw = st.model_dump(mode="json")
    del raw["wall_order_by"]
    old = State.model_validate(raw)
    assert old.wall_order_by is None
    assert old.model_dump_json() == st.model_dump_json()
    assert offered_to(old) == sorted(st.order[:2])  # the third chose
    act(old, SEE, seat=st.order[0])
    assert GAME.check_invariants(old) == []


def test_same_seed_and_actions_with_switches_give_the_same_state_byte_for_byte():
    st, log, _ = play(3, 5, True)
    assert sum(1 for _, k in log if k == SEE) >= 2
    again = GAME.setup(3, GAME.Options(simultaneous_dice=True), 5)
    for seat, key in log:
        GAME.apply(again, seat, Action.parse(key))
    assert again.model_dump_json() == st.model_dump_json()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_playouts_with_the_dice_at_once_finish_with_every_invariant(players):
    switches = 0
    for seed in range(20, 26):

        def check(s):
            if s.phase == "dice" and s.wall_order_by is not None:  # one seat at a time, on its turn
                d = GAME.decision(s)
                assert len(d.seats) == 1 and d.owner == d.seats[0]

        st, log, _ = play(players, seed, True, check)
        assert st.phase == "over" and GAME.result(st) is not None
        switches += sum(1 for _, k in log if k == SEE)
    assert switches > 0


# --- AI ------------------------------------------------------------------------------------------


def test_the_searching_ai_never_asks_and_determinises_revealed_choices_as_they_are():
    st = dice_phase(3, seed=6)
    first, second, third = st.order
    act(st, "dice.3.5", seat=third)
    assert SEE not in [a.key() for a in GAME.prune(st, GAME.legal_actions(st, second))]
    for level in ("random", "easy", "medium", "hard"):  # no AI seat binds the humans to wall order
        assert all(choose(GAME, st, level, seed=s, seat=second, iterations=30).key() != SEE for s in range(40))
    act(st, SEE, seat=second)
    seen = GAME.determinise(st, first, Rng.from_seed(4))
    assert seen.picks == {third: [3, 5]} and seen.wall_order_by == second
    assert GAME.check_invariants(seen) == []


def test_the_selfplay_command_takes_the_lobby_option(capsys):
    from engine.__main__ import main

    runs = {}
    for opts in ([], ["--option", "simultaneous_dice=true"]):
        assert main(["selfplay", "macao", "--players", "3", "--games", "2", "--seed", "1", "--json", *opts]) == 0
        runs[bool(opts)] = json.loads(capsys.readouterr().out)
    assert all(r["completed"] == 2 and not r["errors"] for r in runs.values())
    assert runs[True]["decisions"] != runs[False]["decisions"]  # the option changed the games
    with pytest.raises(SystemExit):
        main(["selfplay", "macao", "--games", "1", "--option", "simultaneous=true"])  # a misspelt name
    assert "unknown simultaneous" in capsys.readouterr().err
