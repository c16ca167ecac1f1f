"""The course of a round (A5) after the pre-game steps (pregame.py): phase 1 opens it (display, tribute,
removal) and ends with the income cards, phase 2 rolls the dice and ends with the rotation of the roses
(empty-arrow penalty), phase 3 hands the turn from seat to seat; after round 12 the game ends. The
choices in between: draft.py (phase 1), dice.py (phase 2), turn.py (phase 3)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, player

from . import scoring
from .cards import active_kind, has
from .data import BP_PER_ROUND, CARDS, COLOURS, REMOVED_BY_PLAYERS, ROUNDS, die_face
from .nouns import card, die
from .setup import draw
from .state import Frame, State
from .wall import turn_order

DIE_SIDES = 6


def next_seat(st: State) -> None:
    st.active = st.queue[0]


def passed_on(st: State) -> bool:
    """The seat at the head of the queue has chosen: the next seat's turn (True), or the phase's choice
    is complete (False)."""
    st.queue.pop(0)
    if st.queue:
        next_seat(st)
        return True
    return False


def clear_display(st: State) -> None:
    """Cards left on display go to the discard pile (after the pre-game pick and each draft)."""
    st.discard += st.display
    st.display = []


def new_turn(st: State) -> None:
    """A new board is due: each phase-3 turn, and each whole draft, dice or pre-game phase (one board
    for the phase; the seats still to choose are asked in turn, as Decision.turn says)."""
    st.turn_no += 1


# --- phase 1 -------------------------------------------------------------------------------------


def start_round(st: State, r: int, ev: list[Event]) -> None:
    st.round = r
    st.dice = []
    st.picks = {}
    st.shifts = {}
    st.wall_order_by = None
    for s in st.seats:
        s.used = {}
    bp = draw(st, BP_PER_ROUND)
    st.tribute = [sum(CARDS[c].gold for c in st.offices[r - 1] + bp), sum(CARDS[c].pp for c in st.offices[r - 1] + bp)]
    removed = REMOVED_BY_PLAYERS[st.players]
    kept, gone = (bp[: len(bp) - removed], bp[len(bp) - removed :]) if removed else (bp, [])
    st.discard += gone
    st.display = list(st.offices[r - 1]) + kept
    ev.append(
        Event(
            M("macao.log.round", round=r, gold=st.tribute[0], pp=st.tribute[1], cards=[card(c) for c in bp]),
            reveals=True,
        )
    )
    if gone:
        ev.append(Event(M("macao.log.removed", cards=[card(c) for c in gone])))
    st.phase = "draft"
    st.order = turn_order(st)
    st.queue = list(st.order)
    new_turn(st)
    next_seat(st)


def draft_next(st: State, ev: list[Event]) -> None:
    """The next seat drafts; after the last, 1.5 the income cards, then phase 2."""
    if passed_on(st):
        return
    clear_display(st)
    for seat in st.order:  # 1.5 (C30): income cards after the draft, in turn order
        s = st.seats[seat]
        for inc in active_kind(st, seat, "income"):
            g, p = inc.number("gold"), inc.number("pp")
            s.gold += g
            s.pp += p
            ev.append(Event(M("macao.log.income", player=player(seat), card=card(inc.id), gold=g, pp=p), seat=seat))
    roll(st, ev)


# --- phase 2 -------------------------------------------------------------------------------------


def roll(st: State, ev: list[Event]) -> None:
    st.dice = [die_face(st.rng.below(DIE_SIDES) + 1, st.round) for _ in COLOURS]
    st.picks = {}
    st.shifts = {}
    st.wall_order_by = None  # the lobby option decides again each round
    st.phase = "dice"
    st.queue = list(st.order)
    new_turn(st)
    next_seat(st)
    if at_once(st):
        st.active = min(st.queue)
    ev.append(Event(M("macao.log.dice", faces=[die(i, v) for i, v in enumerate(st.dice)]), reveals=True))


def at_once(st: State) -> bool:
    """Whether this round's dice are chosen all at once: the lobby option, until a seat asks to see the
    others' dice first."""
    return st.options.simultaneous_dice and st.wall_order_by is None


def rotate(st: State, ev: list[Event]) -> None:
    """2.3: every rose one step; an empty arrow costs a punish marker (no card cancels it, C9)."""
    for seat in st.order:
        s = st.seats[seat]
        r = s.rose
        s.rose = [r[1], r[2], r[3], r[4], r[5], r[6], r[0]]
        if not any(s.rose[0]):
            s.markers += 1
            ev.append(Event(M("macao.log.empty_arrow", player=player(seat)), seat=seat))
            if has(st, seat, "rose_aid"):
                s.used["aid_due"] = 1
    st.phase = "actions"
    st.order = turn_order(st)  # fixed for the whole phase (C5)
    st.queue = list(st.order)
    start_turn(st)


# --- phase 3 hand-over ------------------------------------------------------------------------------


def start_turn(st: State) -> None:
    new_turn(st)
    next_seat(st)
    seat = st.active
    if st.seats[seat].used.pop("aid_due", 0):
        st.stack.append(Frame("rose_aid", seat, n=1))


def end_turn(st: State, f: None, seat: int, ev: list[Event]) -> None:
    """3.7 Pass (turn.PASS): unused cubes go back to the supply."""
    seat = st.queue.pop(0)
    st.seats[seat].rose[0] = [0] * 6
    if st.queue:
        start_turn(st)
    elif st.round < ROUNDS:
        start_round(st, st.round + 1, ev)
    else:
        scoring.final(st, ev)
