"""Every kind of Macao decision, one handler each: who chooses, what may be chosen, what a choice does.

The phase names the base decision (pick, cubes, draft, dice, actions); a frame on ``state.stack`` is a
sub-decision of its seat inside a turn (a city quarter, a payment ...). After every choice ``settle``
takes what needs no choice by itself (a lone payment, a forced draft card, a turn with nothing left
but passing), so a player is only asked when there is a real choice. The dice choice may be
simultaneous (lobby option): then every seat still to choose may act, and a choice stays hidden
until all have chosen, or until a seat asks to see the others' dice first (rounds.see_first): the rest
of that round's choice is then made in wall order.
"""
from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, Msg, player

from . import rounds, setup as setup_, turn
from .describe import describe_key
from .cubes import unkey
from .state import Frame, State

SETTLE_LIMIT = 10_000
_PROMPTS = {k: M("macao.prompt." + k) for k in (
    "pick", "cubes_one", "cubes_two", "draft", "dice", "shift", "actions", "overflow", "city", "qpay", "pay",
    "gain", "swap", "joker", "sail", "cards", "aid", "wall", "dice_at_once")}


def top(st: State) -> tuple[str | None, Frame | None]:
    if st.stack:
        f = st.stack[-1]
        return f.k, f
    return (None if st.phase == "over" else st.phase), None


def seats(st: State) -> tuple[int, ...]:
    k, f = top(st)
    if k is None:
        return ()
    if f is not None:
        return (f.seat,)
    if k == "dice":
        return rounds.dice_seats(st)
    return (st.active,)


def prompt(st: State, seat: int | None = None) -> Msg:
    k, f = top(st)
    if k == "cubes":
        return _PROMPTS["cubes_one" if st.sub == 0 else "cubes_two"]
    if k == "dice" and seat is not None and seat in st.picks:
        return _PROMPTS["shift"]
    if k == "dice" and st.wall_order_by is not None:
        return M("macao.prompt.dice_wall_order", player=player(st.wall_order_by))
    if k == "dice" and seat is not None and rounds.see_first_offered(st, seat):
        return _PROMPTS["dice_at_once"]
    return _PROMPTS.get(k or "", M("macao.prompt.actions"))


def legal(st: State, seat: int) -> list[str]:
    k, f = top(st)
    if k is None or seat not in seats(st):
        return []
    if f is not None:
        return _FRAME_LEGAL[k](st, f)
    if k == "pick":
        return setup_.pick_legal(st)
    if k == "cubes":
        return setup_.cubes_legal(st)
    if k == "draft":
        return rounds.draft_legal(st, seat)
    if k == "dice":
        return rounds.dice_legal(st, seat)
    return turn.menu(st, seat)


_FRAME_LEGAL = {
    "overflow": rounds.overflow_legal,
    "city": lambda st, f: turn.city_legal(st, f.seat),
    "qpay": turn.qpay_legal,
    "pay": turn.pay_legal,
    "gain": turn.gain_legal,
    "swap": turn.gain_legal,
    "aid": turn.gain_legal,
    "joker": turn.joker_legal,
    "sail": lambda st, f: turn.sail_legal(st, f.seat),
    "cards": lambda st, f: turn.cards_legal(st, f.seat),
    "wall": lambda st, f: ["wall." + str(k) for k in turn.wall_options(st, f.seat)] + ["back"],
}


def apply(st: State, seat: int, key: str, ev: list[Event], quiet: bool = False) -> None:
    """Perform a legal ``key`` of ``seat`` (validated by the caller), with its log line."""
    k, f = top(st)
    if not quiet and key != rounds.SEE_FIRST:     # that one has its own public line (rounds.see_first)
        ev.append(log(st, seat, key))
    if f is not None:
        _apply_frame(st, f, key, ev)
    elif k == "pick":
        rounds.pick_apply(st, seat, key[5:], ev)
    elif k == "cubes":
        rounds.cubes_apply(st, seat, key, ev)
    elif k == "draft":
        rounds.draft_apply(st, seat, key, ev)
    elif k == "dice":
        rounds.dice_apply(st, seat, key, ev)
    else:
        _apply_menu(st, seat, key, ev)


def _apply_menu(st: State, seat: int, key: str, ev: list[Event]) -> None:
    kind, _, arg = key.partition(".")
    if kind == "act":
        turn.activate(st, seat, arg, ev)
    elif kind == "wall":
        if arg:
            turn.start_wall(st, seat, int(arg), ev)
        else:
            st.stack.append(Frame("wall", seat))
    elif kind in ("city", "sail", "cards"):
        st.stack.append(Frame(kind, seat))
    elif kind == "q":
        turn.choose_quarter(st, seat, arg, ev)
    elif kind == "to":
        turn.start_sail(st, seat, arg, ev)
    elif kind == "deliver":
        turn.deliver(st, seat, arg, ev)
    elif kind == "buy":
        turn.buy(st, seat, ev)
    elif kind == "use":
        turn.use(st, seat, arg, ev)
    elif kind == "joker":
        turn.open_joker(st, seat)
    elif kind == "pass":
        rounds.end_turn(st, ev)
    else:
        raise ValueError(key)


def _apply_frame(st: State, f: Frame, key: str, ev: list[Event]) -> None:
    k = f.k
    if key == "back" and k != "joker":
        st.stack.pop()
    elif k == "overflow":
        rounds.overflow_apply(st, f, key, ev)
    elif k == "city":
        st.stack.pop()
        turn.choose_quarter(st, f.seat, key[2:], ev)
    elif k == "qpay":
        _, q, pay, gold = key.split(".")
        st.stack.pop()
        turn.take_quarter(st, f.seat, q, unkey(pay), int(gold), ev)
    elif k == "pay":
        turn.pay_apply(st, f, key, ev)
    elif k in ("gain", "swap", "aid"):
        turn.gain_apply(st, f, key, ev)
    elif k == "joker":
        turn.joker_apply(st, f, key, ev)
    elif k == "sail":
        st.stack.pop()
        turn.start_sail(st, f.seat, key[3:], ev)
    elif k == "cards":
        st.stack.pop()
        turn.use(st, f.seat, key[4:], ev)
    elif k == "wall":
        st.stack.pop()
        turn.start_wall(st, f.seat, int(key[5:]), ev)


def _forced(st: State, k: str, f: Frame | None, keys: list[str]) -> bool:
    """A lone option taken by itself: anything but a choice that opens a list or reveals (none here)."""
    if len(keys) != 1:
        return False
    key = keys[0]
    if k == "actions" and f is None:
        return key == "pass"
    return key != "back"


def settle(st: State, ev: list[Event], quiet: bool = False) -> tuple[int, list[str]] | None:
    """Take the forced steps; returns the (seat, keys) of the choice it stopped at when it listed them,
    so ``legal_actions`` does not list them a second time (engine.core.keyed)."""
    for _ in range(SETTLE_LIMIT):
        k, f = top(st)
        if k is None:
            return None
        who = seats(st)
        if len(who) != 1:
            return None
        keys = legal(st, who[0])
        if not _forced(st, k, f, keys):
            return who[0], keys
        apply(st, who[0], keys[0], ev, quiet)
    raise RuntimeError("Macao did not settle")


def log(st: State, seat: int, key: str) -> Event:
    secret = st.phase == "dice" and rounds.at_once(st) and not st.stack
    return Event(M("macao.log.act", player=player(seat), action=describe_key(st, seat, key)), seat=seat,
                 private_to=seat if secret else None)
