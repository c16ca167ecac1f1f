"""Phase 2 (A5 2.1-2.2): each seat chooses two dice (C7), in wall order or all at once (lobby option),
and the Observatory may shift one die's cubes; the chosen dice's cubes go onto the rose.

When the dice are chosen all at once (the turn machine's ``Together``: it keeps each seat's choice, unseen,
and plays them all once the last seat has chosen), any seat that has not chosen may ask to see the others'
dice first (the key ``seefirst``, which ends the choosing at once): the rest of that round's choice is then
made in wall order (``see_first``). The moves are written as if the seats chose in turn.
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, Msg, player
from engine.core.together import Together, pending
from engine.core.turns import ACTIONS, Move

from .cards import active_kind, has
from .data import COLOURS
from .nouns import colour, die
from .rounds import DIE_SIDES, at_once, new_turn, next_seat, passed_on, rotate
from .state import State

DIE_PAIRS = [(i, j) for i in range(6) for j in range(i + 1, 6)]  # two different dice (C7)
SEE_FIRST = "seefirst"  # the action key "let me see the others' dice first" (see_first)


def see_first_offered(st: State, seat: int) -> bool:
    """While the dice are chosen at once, to every seat that has not chosen its dice (the rulebook's
    right of any player). It does not depend on what other seats chose: a seat's options stay the same
    while the others choose, so a panel opened before their choices still counts (bot stale clicks)."""
    return at_once(st) and seat not in st.picks and not pending(st, seat)


def dice_seats(st: State, f: None = None) -> tuple[int, ...]:
    """Who chooses: the head of the queue in wall order; else every seat still to choose (the machine
    leaves out those whose choice it keeps complete)."""
    if not at_once(st):
        return (st.queue[0],)
    return tuple(sorted(s for s in st.queue if not _dice_done(st, s)))


def chosen_dice(st: State, seat: int) -> list[int] | None:
    """The two dice ``seat`` chose this round: played, or kept by the turn machine while all choose at once
    (its own secret until then); None: not chosen yet."""
    pick = st.picks.get(seat)
    if pick is None:
        for key in pending(st, seat):
            a = ACTIONS[key]
            if a.kind == "dice":
                return [int(a.args[0]), int(a.args[1])]
    return pick


def _complete(st: State, seat: int, keys: tuple[str, ...]) -> bool:
    """A seat's choice at once is its two dice, and its Observatory shift when it has the Observatory."""
    return len(keys) == 2 or not has(st, seat, "die_shift")


AT_ONCE = Together(when=at_once, done=_complete, insist=(SEE_FIRST,))


def _dice_done(st: State, seat: int) -> bool:
    return seat in st.picks and (seat in st.shifts or not has(st, seat, "die_shift"))


def max_face(st: State) -> int:
    """The highest face a die may show this round (the late-game rule; DIE_SHIFT's upper limit)."""
    return min(DIE_SIDES, 13 - st.round)


def dice_legal(st: State, f: None, seat: int) -> list[str]:
    picked = chosen_dice(st, seat)
    if picked is None:
        return [f"dice.{i}.{j}" for i, j in DIE_PAIRS] + ([SEE_FIRST] if see_first_offered(st, seat) else [])
    out = []
    for d in picked:  # the Observatory: one die's cubes one face up or down
        for face in (st.dice[d] - 1, st.dice[d] + 1):
            if 1 <= face <= max_face(st):
                out.append(f"shift.{d}.{face}")
    return out + ["noshift"]


def choose_dice(st: State, f: None, seat: int, ev: list[Event], i: int, j: int) -> None:
    st.picks[seat] = [i, j]
    _chosen(st, seat, ev)


def shift(st: State, f: None, seat: int, ev: list[Event], d: int, face: int) -> None:
    """The Observatory: die ``d``'s cubes onto ``face`` instead of the face it shows."""
    st.shifts[seat] = [d, face]
    _chosen(st, seat, ev)


def no_shift(st: State, f: None, seat: int, ev: list[Event]) -> None:
    st.shifts[seat] = [-1, 0]
    _chosen(st, seat, ev)


def _chosen(st: State, seat: int, ev: list[Event]) -> None:
    if not _dice_done(st, seat):
        return
    if not at_once(st):
        place(st, seat, ev)
        if passed_on(st):
            return
    else:
        if any(not _dice_done(st, s) for s in st.queue):
            st.active = min(s for s in st.queue if not _dice_done(st, s))
            return
        for s in st.order:  # everyone chose: revealed and placed in turn order
            place(st, s, ev, reveal=True)
        st.queue = []
    rotate(st, ev)


def _dice_label(st: State, f: None, seat: int, i: int, j: int) -> Msg:
    return M("macao.btn.dice", a=die(i, st.dice[i]), b=die(j, st.dice[j]))


def see_first_move(st: State, f: None, seat: int, ev: list[Event]) -> None:
    see_first(st, seat, ev)


DICE = Move("dice", choose_dice, args=(int, int), label=_dice_label)
SHIFT = Move(
    "shift",
    shift,
    args=(int, int),
    label=lambda st, f, seat, d, face: M("macao.btn.shift", colour=colour(COLOURS[d]), face=face),
)
NO_SHIFT = Move("noshift", no_shift, label=lambda st, f, seat: M("macao.btn.noshift"))
SEE_FIRST_MOVE = Move(SEE_FIRST, see_first_move, label=lambda st, f, seat: M("macao.btn.seefirst"))


def see_first(st: State, seat: int, ev: list[Event]) -> None:
    """``seat`` wants to see the others' dice before choosing its own (seed 2.2: "pokud jeden nebo více
    hráčů chce vidět, co si vybírají ostatní ještě před provedením svého výběru, pak je tato fáze hrána
    podle normálního pořadí na zdi"): from now on this phase is played in wall order.

    A choice already made stands: it was committed, and the seed asks nobody to choose again. Wall order
    means each seat chooses seeing every choice before its own, so the choices made so far are revealed
    (and placed) now; the seats still to choose follow in wall order, the asker in its own place. A seat
    that chose its dice but not yet its Observatory shift finishes it in its place (its dice are shown)."""
    st.wall_order_by = seat
    ev.append(Event(M("macao.log.see_first", player=player(seat)), seat=seat, reveals=True))
    for s in st.order:
        if _dice_done(st, s):
            place(st, s, ev, reveal=True)
    st.queue = [s for s in st.order if not _dice_done(st, s)]
    new_turn(st)  # a new board: the choices made so far are public now
    next_seat(st)


def place(st: State, seat: int, ev: list[Event], reveal: bool = False) -> None:
    """2.2: the chosen dice's cubes onto the rose, with the phase-2 cards (C8: values after the late-game rule)."""
    s = st.seats[seat]
    shift = st.shifts.get(seat, [-1, 0])
    gold = 0
    for d in st.picks[seat]:
        value = st.dice[d]
        face = shift[1] if shift[0] == d else value
        n = value
        for trig in active_kind(st, seat, "die_trigger"):
            colour, values = trig.param("colour"), trig.param("values")
            if (colour is not None and COLOURS.index(colour) == d) or (isinstance(values, tuple) and value in values):
                n += trig.number("cube")
                gold += trig.number("gold")
        s.rose[face][d] += n
    s.gold += gold
    if not reveal:  # chosen in wall order: public as it is made
        record(st, seat, "dice.%d.%d" % tuple(st.picks[seat]))
    i, j = st.picks[seat]
    ev.append(
        Event(
            M("macao.log.chose", player=player(seat), a=die(i, st.dice[i]), b=die(j, st.dice[j]), gold=gold),
            seat=seat,
            reveals=reveal,
        )
    )
