"""A player's turn (A.4): play a card, then card action, movement and bonus actions in any order."""

from __future__ import annotations

from engine.core.actions import Event

from . import advisors, bonus, last_turn, movement, payment, town
from .data import CARDS, GOLD_TRADE, SLOT_STEPS, TOWN
from .effects import effect
from .state import Frame, State

ANY = payment.ANY
PLAY_LIMIT = 25
SIMPLE_CARDS = ("wood", "stone", "cloth", "grain", "ring")


def start_turn(st: State) -> None:
    t = st.turn
    t.card = None
    t.slot = 0
    t.card_done = t.moved = t.noble = t.hire = t.recruit = False
    if t.used:
        t.used = []
    st.turn_no += 1


def play_options(st: State) -> list[str]:
    """``play.<card>.<slot>``; with more than 25 (full selection) first ``pick.<card>``."""
    s = st.seats[st.active]
    empty = [i + 1 for i, c in enumerate(s.slots) if c is None]
    hand = [c for c in CARDS if c in s.hand]
    if len(hand) * len(empty) <= PLAY_LIMIT:
        return ["play.%s.%d" % (c, n) for c in hand for n in empty]
    return ["pick." + c for c in hand]


def pick_legal(st: State, f: Frame) -> list[str]:
    s = st.seats[st.active]
    return ["play.%s.%d" % (f.a[0], i + 1) for i, c in enumerate(s.slots) if c is None]


def play(st: State, card: str, slot: int, ev: list[Event]) -> None:
    s = st.seats[st.active]
    s.hand.remove(card)
    s.slots[slot - 1] = card
    st.turn.card = card
    st.turn.slot = SLOT_STEPS[slot - 1]
    last_turn.card(st, card, slot)


def card_options(st: State) -> list[str]:
    t = st.turn
    if t.card_done:
        return []
    c = t.card
    if c in SIMPLE_CARDS:
        return ["card"]
    stock = st.seats[st.active].stock
    if c == "gold_trade":
        return ["gold.%d" % n for n in GOLD_TRADE if payment.can_pay_n(stock, ANY, n)]
    if c == "step":
        return ["step.0", "step.1"]
    if c == "town":
        return ["town." + loc for loc in TOWN]
    # hire_recruit
    return ["card"] if bonus.card8_options(st, st.active, True) else []


def menu(st: State) -> list[str]:
    """The turn menu once the card is played (stable order; ``end`` only after the movement, C-1)."""
    t = st.turn
    seat = st.active
    out = [] if t.card_done else card_options(st)
    if not t.moved:
        out.append("move.0")
        out.append("move.1")
    if not t.noble and bonus.can_rank_up(st, seat):
        out.append("noble")
    if not (t.hire and t.recruit):
        out += bonus.hire_recruit_menu(st, seat)
    out += advisors.menu(st)
    if t.moved:
        out.append("end")
    return out


def pick(st: State, card: str) -> None:
    """Full selection with more than 25 ways: the card first, then its slot (a ``pick`` frame)."""
    st.stack.append(Frame(seat=st.active, k="pick_card", a=[card]))


def play_picked(st: State, card: str, slot: int, ev: list[Event]) -> None:
    st.stack.pop()
    play(st, card, slot, ev)


def move(st: State, c: int, ev: list[Event]) -> None:
    """Movement (A.6): councillor ``c`` goes as many steps as the played card's slot shows."""
    t = st.turn
    t.moved = True
    movement.move(st, c, t.slot, ev)


# --- card actions (A.5) -------------------------------------------------------------------------
def card_action(st: State) -> None:
    """A resource card gives its resource; card 8 (hire or recruit, one cheaper) opens a ``card8`` frame."""
    t = st.turn
    t.card_done = True
    if t.card in SIMPLE_CARDS:
        st.seats[st.active].stock[t.card] += 1
    else:
        st.stack.append(Frame(seat=st.active, k="hire_recruit_card"))


def gold_trade(st: State, n: int) -> None:
    """Card 6: pay ``n`` resources of any kind for coins (``GOLD_TRADE``)."""
    st.turn.card_done = True
    payment.start(st, [ANY] * n, 0, "gold_trade", str(n))


def step(st: State, c: int, ev: list[Event]) -> None:
    """Card 7: councillor ``c`` one step."""
    st.turn.card_done = True
    movement.move(st, c, 1, ev)


def town_card(st: State, loc: str, ev: list[Event]) -> None:
    """Town-action card: activate a town location without going there."""
    st.turn.card_done = True
    town.activate(st, loc, ev)


# --- bonus actions (A.9) ------------------------------------------------------------------------
def noble(st: State, ev: list[Event]) -> None:
    st.turn.noble = True
    bonus.rank_up(st, st.active, ev)


def hire(st: State) -> None:
    st.turn.hire = True
    st.stack.append(Frame(seat=st.active, k="hire"))


def recruit(st: State) -> None:
    st.turn.recruit = True
    st.stack.append(Frame(seat=st.active, k="recruit"))


@effect("gold_trade")
def _gold_trade(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    st.seats[seat].stock["gold"] += GOLD_TRADE[int(args[0])]
