"""The choices before the first turn (reference §6.1): with the goal-card module each player says whether
they are new to Lisboa (SEED §19.1: the goal cards are for newcomers; a newcomer keeps the deck-A card dealt
to them, the others return it to the box), keep 1 of 2 Clergy tiles (all players at once),
the optional starting-hand draft (keep 2 / 1 / 1 / 1, passing left; all at once) and the optional
starting decree (reverse turn order, §19.2). Each is a phase whose decision has no frame.
"""
from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M

from . import data as D
from .periods import begin_turn, refill
from .state import State

PHASES = ("newcomer", "clergy", "draft", "start_decree", "play")
SIMULTANEOUS = ("newcomer", "clergy", "draft")


def seats(st: State) -> tuple[int, ...]:
    if st.phase == "newcomer":
        return tuple(i for i in range(st.players) if i not in st.answered)
    if st.phase == "clergy":
        return tuple(sorted(st.offer))
    if st.phase == "draft":
        return tuple(i for i in range(st.players) if len(st.drafted.get(i, [])) < _keep(st, i))
    if st.phase == "start_decree":
        nxt = _next_decree_seat(st)
        return () if nxt is None else (nxt,)
    return ()


def _next_decree_seat(st: State) -> int | None:
    for seat in reversed(range(st.players)):
        if len(st.seats[seat].decrees) < D.STARTING_DECREES_PER_PLAYER:
            return seat
    return None


def _keep(st: State, seat: int) -> int:
    return D.DRAFT_STEPS[draft_step(st, seat)][0]


def draft_step(st: State, seat: int) -> int:
    """0..3 by the cards kept so far (2, 3, 4 after the steps)."""
    return {0: 0, 2: 1, 3: 2, 4: 3}[len(st.seats[seat].hand)]


def legal(st: State, seat: int) -> list[str]:
    if seat not in seats(st):
        return []
    if st.phase == "newcomer":
        return ["newcomer.yes", "newcomer.no"]
    if st.phase == "clergy":
        return ["clergy." + t for t in st.offer[seat]]
    if st.phase == "draft":         # the cards to keep, one at a time
        return ["draft." + c for c in st.draft[seat] if c not in st.drafted.get(seat, [])]
    return ["decree." + d for d in st.decree_display]


def apply(st: State, seat: int, key: str, ev: list[Event]) -> None:
    kind, *args = key.split(".")
    if kind == "newcomer":
        st.answered.append(seat)
        if args[0] == "no":
            st.seats[seat].goal = None                   # the card goes back to the box
        if len(st.answered) == st.players:
            advance(st, ev)
    elif kind == "clergy":
        offer = st.offer.pop(seat)
        st.seats[seat].clergy.append(args[0])
        for t in offer:
            if t != args[0]:
                st.bag.insert(st.rng.below(len(st.bag) + 1), t)   # back into the bag (hidden)
        if not st.offer:
            ev.append(Event(M("lisboa.log.clergy_kept"), reveals=True))
            advance(st, ev)
    elif kind == "draft":
        st.drafted.setdefault(seat, []).append(args[0])
        if not seats(st):
            n = st.players
            passed = {}
            for i in range(n):
                st.seats[i].hand += st.drafted[i]
                rest = [c for c in st.draft[i] if c not in st.drafted[i]]
                passed[(i + 1) % n] = rest                    # passed to the left (clockwise)
            st.drafted = {}
            st.draft = {i: passed[i] for i in range(n) if passed[i]}
            st.turn_no += 1
            if not st.draft:
                advance(st, ev)
    else:
        st.decree_display.remove(args[0])
        st.seats[seat].decrees.append(args[0])
        st.turn_no += 1
        if _next_decree_seat(st) is None:
            refill(st, ev)
            advance(st, ev)


def advance(st: State, ev: list[Event]) -> None:
    """The next pre-game phase the options ask for, else the first turn."""
    i = PHASES.index(st.phase) + 1
    while PHASES[i] != "play":
        if PHASES[i] == "clergy" and st.offer:
            break
        if PHASES[i] == "draft" and st.draft:
            break
        if PHASES[i] == "start_decree" and st.options.starting_decree:
            break
        i += 1
    st.phase = PHASES[i]
    st.turn_no += 1
    if st.phase == "play":
        st.turn_no -= 1
        begin_turn(st, st.start, ev)
