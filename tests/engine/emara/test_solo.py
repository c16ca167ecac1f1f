"""Solo against Victoria (reference A.2.2, A.3 step 3.6, A.12.1-A.12.4, C-13, C-14, C-15)."""

from __future__ import annotations

import json
import subprocess
import sys

from engine.ai.random_ai import choose
from engine.core import Rng
from engine.emara import round as round_, solo, town
from engine.emara.data import (
    EVENTS,
    MARKER_PRINTED,
    MARKER_SEQ_4P,
    NOBLE_CARDS,
    ROUNDS,
    SOLO_REMOVED_EVENT,
    marker_start,
)
from engine.emara.game import GAME

from .helpers import new


def _finish_round(st, ev=None) -> list:
    """Run the end of the current round directly (A.3.3 steps 2-6)."""
    ev = [] if ev is None else ev
    round_.finish_round(st, ev)
    return ev


def play_out(seed: int, **opts):
    st = GAME.setup(1, GAME.Options(**opts), seed)
    rng = Rng.from_seed(seed)
    for _ in range(5000):
        if GAME.decision(st) is None:
            return st
        GAME.apply(st, st.active, choose(GAME, st, rng))
    raise AssertionError("solo game did not end")


# --- A.2.2 setup -------------------------------------------------------------------------------


def test_solo_setup_markers_are_two_player_castle_cathedral_and_four_player_site():
    st = new(1)
    assert st.victoria_cp == 0 and st.victoria_cards == [] and st.victoria_last == []
    for r in ("wood", "grain", "stone", "cloth"):
        assert st.gift[r] == marker_start("gift", r, 2)
        assert st.donation[r] == marker_start("donation", r, 2)
    # the 2-player "turn to 2" exceptions (A.2.1)
    assert town.marker_value(st, "gift", "stone") == 2 and town.marker_value(st, "gift", "cloth") == 2
    assert town.marker_value(st, "gift", "wood") == 1
    assert town.marker_value(st, "donation", "wood") == 2 and town.marker_value(st, "donation", "grain") == 2
    assert town.marker_value(st, "donation", "stone") == 1
    # Construction Site as with 4 players, no 2-player offset
    assert st.stone_marker == 0 and st.bread_marker == 0
    assert town.marker_value(st, "stone") == MARKER_SEQ_4P["stone"][0] == 5
    assert town.marker_value(st, "bread") == MARKER_SEQ_4P["bread"][0] == 4


def test_solo_removes_an_early_winter_from_the_event_deck():
    for seed in range(40):
        st = GAME.setup(1, GAME.Options(), seed)
        deck = [st.setup_event] + st.event_deck + st.events_boxed + ([st.event] if st.event != st.setup_event else [])
        assert SOLO_REMOVED_EVENT not in deck
        assert len(set(deck) | {SOLO_REMOVED_EVENT}) == len(EVENTS)
    two_player = (GAME.setup(2, GAME.Options(), s) for s in range(5))
    assert any(SOLO_REMOVED_EVENT in [st.setup_event] + st.event_deck for st in two_player)


def test_solo_building_start_is_the_chosen_value_or_the_setup_card():
    assert GAME.setup(1, GAME.Options(building_start=15), 3).seats[0].bp == 15
    st = GAME.setup(1, GAME.Options(), 3)
    from engine.emara.data import EVENT_SETUP

    assert st.seats[0].bp == EVENT_SETUP[st.setup_event][2]


def test_solo_player_takes_three_turns_per_round():
    st = GAME.setup(1, GAME.Options(), 4)
    assert st.round == 1 and st.active == 0 and st.statue == 0
    turns = set()
    rng = Rng.from_seed(4)
    while st.round == 1:
        d = GAME.decision(st)
        turns.add(d.turn)
        GAME.apply(st, st.active, choose(GAME, st, rng))
    assert st.round == 2
    assert len({t for t in turns}) >= 3


# --- A.12.4 Victoria's steps ---------------------------------------------------------------------


def test_no_victoria_step_after_round_one():
    st = new(1)
    st.round = 1
    ev = []
    solo.victoria_steps(st, ev)
    assert ev == [] and st.victoria_cp == 0 and st.stone_marker == 0


def test_each_step_is_its_own_log_event_and_the_view_shows_her_last_steps():
    st = new(1)
    st.round = 2
    ev = []
    solo.victoria_steps(st, ev)
    ids = [e.msg.id for e in ev]
    assert ids == ["emara.log.victoria_site", "emara.log.victoria_noble", "emara.log.victoria"]
    assert ev[0].msg.params == {"stone": 5, "bread": 4, "cp": 9}
    assert ev[1].msg.params["cp"] == 5 and ev[1].msg.params["rank"].id == "emara.rank.baron"
    assert all(e.private_to is None for e in ev)
    view = GAME.view(st, None)
    assert view.victoria.model_dump() == {
        "cp": 14,
        "noble_cards": (5,),
        "last": {"round": 2, "stone_cp": 5, "bread_cp": 4, "rank": "baron", "noble_cp": 5, "gained": 14},
    }
    from engine.core.text import translate

    assert translate(ev[0].msg) == "Victoria delivers at the Construction Site: 5 (Stone) + 4 (Bread) = 9 CP."
    assert translate(ev[1].msg) == "Victoria takes the top Baron card: 5 CP."


def test_full_schedule_of_cp_and_markers_rounds_two_to_six():
    st = new(1)
    got = []
    for r in range(2, 7):
        st.round = r
        before = st.victoria_cp
        solo.victoria_steps(st, [])
        got.append(st.victoria_cp - before)
    stone, bread = MARKER_SEQ_4P["stone"], MARKER_SEQ_4P["bread"]
    nobles = [NOBLE_CARDS["baron"][0], NOBLE_CARDS["count"][0], NOBLE_CARDS["prince"][0], NOBLE_CARDS["marquess"][0], 0]
    assert got == [stone[i] + bread[i] + nobles[i] for i in range(5)]
    assert st.victoria_cards == nobles[:4]  # C-13: no card after round 6
    assert st.victoria_last[3] == "" and st.victoria_last[4] == 0
    assert st.stone_marker == 5 and st.bread_marker == 5


def test_markers_used_by_the_player_lower_victorias_site_gain():
    st = new(1)
    town.rotate(st, "stone")  # the player delivered a stone (5) and bread (4) earlier
    town.rotate(st, "bread")
    st.round = 2
    ev = []
    solo.victoria_steps(st, ev)
    assert ev[0].msg.params == {"stone": 4, "bread": 3, "cp": 7}
    assert town.marker_value(st, "stone") == 4 and town.marker_value(st, "bread") == 3  # 4p side: 5,4,4,...


def test_exhausted_markers_give_victoria_the_printed_value():
    st = new(1)
    st.stone_marker = len(MARKER_SEQ_4P["stone"])
    st.bread_marker = len(MARKER_SEQ_4P["bread"])
    st.round = 6
    solo.victoria_steps(st, [])
    assert st.victoria_cp == MARKER_PRINTED["stone"] + MARKER_PRINTED["bread"]


def test_victoria_takes_the_next_card_when_the_player_took_the_top_one():
    st = new(1)
    st.nobility["count"].pop(0)  # the player became Count first
    st.round = 3
    solo.victoria_steps(st, [])
    assert st.victoria_cards == [NOBLE_CARDS["count"][1]]


def test_respected_at_court_gives_victoria_nothing_unless_the_option_is_set():
    for option, extra in ((False, 0), (True, 2)):
        st = new(1, victoria_event_effects=option)
        st.event = "respected_at_court"
        st.round = 2
        solo.victoria_steps(st, [])
        assert st.victoria_cp == 5 + 4 + 5 + extra


def test_victoria_steps_run_at_the_end_of_rounds_through_the_round_flow():
    st = new(1)
    st.round = 2
    ev = _finish_round(st)
    assert "emara.log.victoria_site" in [e.msg.id for e in ev]
    assert st.round == 3 and st.victoria_cp == 14


def test_two_player_game_has_no_victoria():
    st = new(2)
    st.round = 2
    ev = []
    solo.victoria_steps(st, ev)
    assert ev == [] and st.victoria_cp is None and GAME.view(st, None).victoria is None


# --- A.12.1-A.12.3 result ------------------------------------------------------------------------


def test_a_solo_game_plays_to_the_end_with_victoria_in_the_result():
    for seed in (1, 2, 3):
        st = play_out(seed)
        res = GAME.result(st)
        d = res.details[0]
        assert st.round == ROUNDS and d["victoria_cp"] == st.victoria_cp > 0
        assert d["won"] == (res.scores[0] > st.victoria_cp) and res.ranks == [1 if d["won"] else 2]
        assert len(st.victoria_cards) == 4


def test_a_tie_with_victoria_is_a_loss():
    st = play_out(1)
    st.victoria_cp = st.seats[0].final_score
    res = GAME.result(st)
    assert res.details[0]["won"] is False and res.ranks == [2]


def test_solo_selfplay_cli_keeps_its_json_keys():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "engine",
            "selfplay",
            "emara",
            "--players",
            "1",
            "--games",
            "5",
            "--seed",
            "1",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    r = json.loads(out.stdout)
    assert set(r) >= {"game", "players", "games", "completed", "errors", "decisions", "seconds"}
    assert r["players"] == 1 and r["completed"] == 5 and r["errors"] == []
