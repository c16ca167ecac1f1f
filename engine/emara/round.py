"""Round structure (A.3): event phase, turns, end of round, Statue, reshuffle and draw."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, player

from . import events, scoring, solo
from .data import CARDS, END_OF_ROUND_EVENTS, EOR_OPTIONS, HAND_SIZE, RESHUFFLE_AFTER_ROUND, ROUNDS
from .effects import effect
from .points import gain_bp
from .state import State
from .turn import start_turn


def start_round(st: State, ev: list[Event]) -> None:
    """Event phase (A.3.1): box the top card, reveal and apply the next; then the Statue holder plays."""
    st.round += 1
    if st.event is not None:
        st.events_boxed.append(st.event)
    st.event = st.event_deck.pop(0) if st.event_deck else None
    ev.append(Event(M("emara.log.round", round=st.round, event=M("emara.event." + (st.event or "none"))), reveals=True))
    events.apply_immediate(st, ev)
    st.phase = "play"
    st.turn_in_round = 1
    st.active = st.statue
    start_turn(st)


def next_turn(st: State, ev: list[Event]) -> None:
    """After ``end``: the next player clockwise; after 3 passes the round ends."""
    st.active = (st.active + 1) % st.players
    if st.active == st.statue:
        st.turn_in_round += 1
        if st.turn_in_round > 3:
            st.turn_in_round = 3
            end_of_round(st, ev)
            return
    start_turn(st)


def end_of_round(st: State, ev: list[Event]) -> None:
    """A.3.3 step 1: end-of-round event choices in turn order from the Statue holder (C-16)."""
    if st.event in END_OF_ROUND_EVENTS:
        st.phase = "end_of_round"
        st.turn_no += 1  # one turn (one board) for the whole phase; each seat is still asked
        st.queue = [(st.statue + i) % st.players for i in range(st.players)]
        next_eor(st, ev)
    else:
        finish_round(st, ev)


def next_eor(st: State, ev: list[Event]) -> None:
    while st.queue:
        seat = st.queue.pop(0)
        if events.eor_options(st, seat):
            st.active = seat
            return
    finish_round(st, ev)


def eor_legal(st: State) -> list[str]:
    return events.eor_options(st, st.active) + ["skip"]


def eor_apply(st: State, opt: str, ev: list[Event]) -> None:
    events.eor_apply(st, opt, ev)  # the payment's effect continues with next_eor


@effect("eor")
def _eor(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    """An end-of-round exchange paid (events.eor_apply): its points, then the next seat's choice. Here,
    not in events.py, because it continues the round (events.py would import this module back)."""
    assert st.event is not None  # paid only under an event with exchanges (events.eor_apply)
    _, _, cp, bp = EOR_OPTIONS[st.event][args[0]]
    st.seats[seat].cp += cp
    if bp:
        gain_bp(st, seat, bp)
    next_eor(st, ev)


def finish_round(st: State, ev: list[Event]) -> None:
    """A.3.3 steps 2-6: Statue, empty slots, reshuffle after round 3, draw 3, Victoria."""
    n = st.players
    st.statue = (st.statue + 1) % n
    full = st.options.full_selection
    for i, s in enumerate(st.seats):
        s.played.extend(c for c in s.slots if c is not None)
        s.slots = [None, None, None]
        if st.round == RESHUFFLE_AFTER_ROUND:
            if full:
                s.hand = [c for c in CARDS]
                s.played = []
            else:
                s.deck = s.deck + s.played + s.hand
                s.played = []
                s.hand = []
                st.rng.shuffle(s.deck)
        if st.round < ROUNDS and not full:
            draw(st, i, ev)
    solo.victoria_steps(st, ev)
    if st.round >= ROUNDS:
        scoring.start_final(st, ev)
    else:
        start_round(st, ev)


def draw(st: State, seat: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    got = []
    for _ in range(HAND_SIZE):
        if s.deck:
            got.append(s.deck.pop())
    s.hand.extend(got)
    if got:
        ev.append(
            Event(
                M("emara.log.drew", player=player(seat), cards=[M("emara.card." + c) for c in got]),
                seat=seat,
                private_to=seat,
                reveals=True,
            )
        )
