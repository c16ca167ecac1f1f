"""The choices before the first turn (reference §6.1): with the goal-card module each player says whether
they are new to Lisboa (SEED §19.1: the goal cards are for newcomers; a newcomer keeps the deck-A card dealt
to them, the others return it to the box; in any order, each answer public as given), keep 1 of 2 Clergy
tiles (all players at once), the optional starting-hand draft (keep 2 / 1 / 1 / 1, passing left; all at
once) and the optional starting decree (reverse turn order, §19.2). Each is a phase whose decision has no
frame. The turn machine keeps the choices made at once (``Together``: each unseen, its log line private)
until every player has chosen, then plays them in the order made: the moves below are written as if the
players chose in turn.
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.together import Together, pending
from engine.core.turns import ACTIONS, Move, Step

from . import data, nouns
from .decree import decree_label
from .frames import ask
from .periods import begin_turn, refill
from .state import State

PHASES = ("newcomer", "clergy", "draft", "start_decree", "play")
SIMULTANEOUS = ("newcomer", "clergy", "draft")


def seats(st: State, f: None = None) -> tuple[int, ...]:
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
        if len(st.seats[seat].decrees) < data.STARTING_DECREES_PER_PLAYER:
            return seat
    return None


def _keep(st: State, seat: int) -> int:
    return data.DRAFT_STEPS[draft_step(st, seat)][0]


def draft_step(st: State, seat: int) -> int:
    """0..3 by the cards kept so far (2, 3, 4 after the steps)."""
    return {0: 0, 2: 1, 3: 2, 4: 3}[len(st.seats[seat].hand)]


def _newcomer(st: State, f: None, seat: int, ev: list[Event], answer: str) -> None:
    st.answered.append(seat)
    if answer == "no":
        st.seats[seat].goal = None  # the card goes back to the box
    if len(st.answered) == st.players:
        advance(st, ev)


def _newcomer_label(st: State, f, seat: int, answer: str):
    goal = st.seats[seat].goal
    return M("lisboa.opt.newcomer_yes", goal=goal) if answer == "yes" and goal else M("lisboa.opt.newcomer_no")


def _clergy(st: State, f: None, seat: int, ev: list[Event], tile: str) -> None:
    offer = st.offer.pop(seat)
    st.seats[seat].clergy.append(tile)
    for t in offer:
        if t != tile:
            st.bag.insert(st.rng.below(len(st.bag) + 1), t)  # back into the bag (hidden)
    if not st.offer:
        ev.append(Event(M("lisboa.log.clergy_kept"), reveals=True))
        advance(st, ev)


def _draft(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    st.drafted.setdefault(seat, []).append(cid)
    if not seats(st):
        n = st.players
        passed = {}
        for i in range(n):
            st.seats[i].hand += st.drafted[i]
            rest = [c for c in st.draft[i] if c not in st.drafted[i]]
            passed[(i + 1) % n] = rest  # passed to the left (clockwise)
        st.drafted = {}
        st.draft = {i: passed[i] for i in range(n) if passed[i]}
        st.turn_no += 1
        if not st.draft:
            advance(st, ev)


def _start_decree(st: State, f: None, seat: int, ev: list[Event], d: str) -> None:
    st.decree_display.remove(d)
    st.seats[seat].decrees.append(d)
    st.turn_no += 1
    if _next_decree_seat(st) is None:
        refill(st, ev)
        advance(st, ev)


def _phase(name: str, legal, move: Move, together: Together | None = None) -> Step:
    """A pre-game phase's own decision (no frame); several seats may answer it at once."""
    return Step(name, legal=legal, moves=(move,), prompt=ask(name), seats=seats, together=together)


def kept(st: State, seat: int) -> list[str]:
    """What ``seat`` chose in the choice all make at once, kept by the turn machine until all have chosen:
    its Clergy tile, or its draft cards of this step (the arguments of its keys)."""
    return [str(ACTIONS[k].args[0]) for k in pending(st, seat)]


def _draft_legal(st: State, f: None, seat: int) -> list[str]:
    taken = set(st.drafted.get(seat, [])) | set(kept(st, seat))
    return ["draft." + c for c in st.draft[seat] if c not in taken]


STEPS = [
    _phase(
        "newcomer",
        lambda st, f, seat: ["newcomer.yes", "newcomer.no"],
        Move("newcomer", _newcomer, args=(str,), label=_newcomer_label),
    ),
    _phase(
        "clergy",
        lambda st, f, seat: ["clergy." + t for t in st.offer[seat]],
        Move("clergy", _clergy, args=(str,), label=lambda st, f, seat, t: M("lisboa.opt.clergy", tile=nouns.clergy(t))),
        Together(),
    ),
    _phase(
        "draft",
        _draft_legal,
        Move("draft", _draft, args=(str,), label=lambda st, f, seat, c: M("lisboa.opt.draft", card=nouns.card(c))),
        Together(done=lambda st, seat, keys: len(keys) >= _keep(st, seat)),
    ),
    _phase(
        "start_decree",
        lambda st, f, seat: ["decree." + d for d in st.decree_display],
        Move("decree", _start_decree, args=(str,), label=decree_label),
    ),
]


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
