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
        return ["town." + l for l in TOWN]
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


def apply(st: State, key: str, ev: list[Event]) -> bool:
    """Apply a turn-menu key; return True when the turn ended."""
    seat = st.active
    t = st.turn
    kind, _, arg = key.partition(".")
    if kind == "play":
        c, n = arg.split(".")
        play(st, c, int(n), ev)
    elif kind == "pick":
        st.stack.append(Frame(seat=st.active, k="pick", a=[arg]))
    elif kind == "end":
        return True
    elif kind == "move":
        t.moved = True
        movement.move(st, int(arg), t.slot, ev)
    elif kind == "card":
        t.card_done = True
        if t.card in SIMPLE_CARDS:
            st.seats[seat].stock[t.card] += 1
        else:
            st.stack.append(Frame(seat=st.active, k="card8"))
    elif kind == "gold":
        t.card_done = True
        payment.start(st, [ANY] * int(arg), 0, "gold_trade", arg)
    elif kind == "step":
        t.card_done = True
        movement.move(st, int(arg), 1, ev)
    elif kind == "town":
        t.card_done = True
        town.activate(st, arg, ev)
    elif kind == "noble":
        t.noble = True
        bonus.rank_up(st, seat, ev)
    elif kind == "hire":
        t.hire = True
        st.stack.append(Frame(seat=st.active, k="hire"))
    elif kind == "recruit":
        t.recruit = True
        st.stack.append(Frame(seat=st.active, k="recruit"))
    else:
        advisors.apply(st, key, ev)
    return False


@effect("gold_trade")
def _gold_trade(st: State, seat: int, args: list[str], ev: list[Event]) -> None:
    st.seats[seat].stock["gold"] += GOLD_TRADE[int(args[0])]
