"""The round (A5) after the pre-game steps (pregame.py): phase 1 cards (display, tribute, removal, draft, income), phase 2 dice (roll, choice,
rotation, empty-arrow penalty), the hand-over between turns and the end of the game.

The dice choice is made in wall order, or all at once when the lobby chose so; then any seat that has
not chosen may ask to see the others' dice first (the key ``seefirst``), and the rest of that round's
choice is made in wall order (``see_first``).
"""
from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, Msg, player
from engine.core.turns import Move

from . import scoring
from .cards import active_kind, has
from .cubes import vec
from .data import BP_PER_ROUND, CARDS, COLOURS, REMOVED_BY_PLAYERS, ROUNDS, TABLEAU_MAX, die_face
from .nouns import card, colour, cubes, die
from .setup import distinct, draw
from .state import Frame, State
from .wall import turn_order

DIE_SIDES = 6
DIE_PAIRS = [(i, j) for i in range(6) for j in range(i + 1, 6)]   # two different dice (C7)
SEE_FIRST = "seefirst"     # the action key "let me see the others' dice first" (see_first)


def take_label(st: State, f: Frame | None, seat: int, cid: str) -> Msg:
    """A card taken from the display (the pre-game pick, the draft)."""
    return M("macao.btn.take", card=card(cid), cost=cubes(vec(CARDS[cid].cost)))


def next_seat(st: State) -> None:
    st.active = st.queue[0]


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
    kept, gone = (bp[:len(bp) - removed], bp[len(bp) - removed:]) if removed else (bp, [])
    st.discard += gone
    st.display = list(st.offices[r - 1]) + kept
    ev.append(Event(M("macao.log.round", round=r, gold=st.tribute[0], pp=st.tribute[1],
                      cards=[card(c) for c in bp]), reveals=True))
    if gone:
        ev.append(Event(M("macao.log.removed", cards=[card(c) for c in gone])))
    st.phase = "draft"
    st.order = turn_order(st)
    st.queue = list(st.order)
    new_turn(st)
    next_seat(st)


def draft_legal(st: State, seat: int) -> list[str]:
    keys = ["take." + c for c in distinct(st.display)]
    if has(st, seat, "draft_decline"):
        keys.append("decline")
    return keys


def draft(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    s = st.seats[seat]
    st.display.remove(cid)
    s.tableau.append(cid)
    record(st, seat, "take." + cid)
    if len(s.tableau) > TABLEAU_MAX:
        st.stack.append(Frame("overflow", seat))
        return
    draft_next(st, ev)


def decline(st: State, f: None, seat: int, ev: list[Event]) -> None:
    """The card that pays gold for taking no card this round."""
    st.seats[seat].gold += active_kind(st, seat, "draft_decline")[0].param("gold")
    draft_next(st, ev)


DRAFT = Move("take", draft, args=(str,), label=take_label)
DECLINE = Move("decline", decline, label=lambda st, f, seat: M(
    "macao.btn.decline", gold=active_kind(st, seat, "draft_decline")[0].param("gold")))


def overflow_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["discard." + c for c in distinct(st.seats[f.seat].tableau)]


def discard(st: State, f: Frame, seat: int, ev: list[Event], cid: str) -> None:
    """A sixth card: discard one of the six and take a punish marker (1.4, C15)."""
    st.stack.pop()
    s = st.seats[f.seat]
    s.tableau.remove(cid)
    st.discard.append(cid)
    s.markers += 1
    record(st, f.seat, "discard." + cid)
    ev.append(Event(M("macao.log.overflow", player=player(f.seat)), seat=f.seat))
    if st.phase == "draft":
        draft_next(st, ev)


DISCARD = Move("discard", discard, args=(str,), label=lambda st, f, seat, cid: M("macao.btn.discard", card=card(cid)))


def draft_next(st: State, ev: list[Event]) -> None:
    st.queue.pop(0)
    if st.queue:
        next_seat(st)
        return
    st.discard += st.display
    st.display = []
    for seat in st.order:                     # 1.5 (C30): income cards after the draft, in turn order
        s = st.seats[seat]
        for inc in active_kind(st, seat, "income"):
            g, p = inc.param("gold", 0), inc.param("pp", 0)
            s.gold += g
            s.pp += p
            ev.append(Event(M("macao.log.income", player=player(seat), card=card(inc.id),
                              gold=g, pp=p), seat=seat))
    roll(st, ev)


# --- phase 2 -------------------------------------------------------------------------------------

def roll(st: State, ev: list[Event]) -> None:
    st.dice = [die_face(st.rng.below(DIE_SIDES) + 1, st.round) for _ in COLOURS]
    st.picks = {}
    st.shifts = {}
    st.wall_order_by = None                   # the lobby option decides again each round
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


def see_first_offered(st: State, seat: int) -> bool:
    """While the dice are chosen at once, to every seat that has not chosen its dice (the rulebook's
    right of any player). It does not depend on what other seats chose: a seat's options stay the same
    while the others choose, so a panel opened before their choices still counts (bot stale clicks)."""
    return at_once(st) and seat not in st.picks


def dice_seats(st: State) -> tuple[int, ...]:
    if not at_once(st):
        return (st.queue[0],)
    return tuple(sorted(s for s in st.queue if not _dice_done(st, s)))


def _dice_done(st: State, seat: int) -> bool:
    return seat in st.picks and (seat in st.shifts or not has(st, seat, "die_shift"))


def max_face(st: State) -> int:
    """The highest face a die may show this round (the late-game rule; DIE_SHIFT's upper limit)."""
    return min(DIE_SIDES, 13 - st.round)


def dice_legal(st: State, seat: int) -> list[str]:
    if seat not in st.picks:
        return [f"dice.{i}.{j}" for i, j in DIE_PAIRS] + ([SEE_FIRST] if see_first_offered(st, seat) else [])
    out = []
    for d in st.picks[seat]:                  # the Observatory: one die's cubes one face up or down
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
        st.queue.pop(0)
        if st.queue:
            next_seat(st)
            return
    else:
        if any(not _dice_done(st, s) for s in st.queue):
            st.active = min(s for s in st.queue if not _dice_done(st, s))
            return
        for s in st.order:                    # everyone chose: revealed and placed in turn order
            place(st, s, ev, reveal=True)
        st.queue = []
    rotate(st, ev)


def _dice_label(st: State, f: None, seat: int, i: int, j: int):
    return M("macao.btn.dice", a=die(i, st.dice[i]), b=die(j, st.dice[j]))


def see_first_move(st: State, f: None, seat: int, ev: list[Event]) -> None:
    see_first(st, seat, ev)


DICE = Move("dice", choose_dice, args=(int, int), label=_dice_label)
SHIFT = Move("shift", shift, args=(int, int),
             label=lambda st, f, seat, d, face: M("macao.btn.shift", colour=colour(COLOURS[d]), face=face))
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
    new_turn(st)                             # a new board: the choices made so far are public now
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
            if (colour is not None and COLOURS.index(colour) == d) or (values is not None and value in values):
                n += trig.param("cube", 0)
                gold += trig.param("gold", 0)
        s.rose[face][d] += n
    s.gold += gold
    if not reveal:                            # chosen in wall order: public as it is made
        record(st, seat, "dice.%d.%d" % tuple(st.picks[seat]))
    i, j = st.picks[seat]
    ev.append(Event(M("macao.log.chose", player=player(seat),
                      a=die(i, st.dice[i]), b=die(j, st.dice[j]), gold=gold),
                    seat=seat, reveals=reveal))


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
    st.order = turn_order(st)                 # fixed for the whole phase (C5)
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

