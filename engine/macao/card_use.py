"""3.6 Use active cards: the exchange cards of phase 3 (pay, then gain) and the Physician, once per
round each unless the card says otherwise; the cubes a card gains in a colour of the player's choice
(also the rose aid after an empty arrow)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, Msg
from engine.core.turns import Move

from .cubes import can_pay, covers, take, vec
from .data import CARDS, COLOURS, Pay
from .nouns import card, colour, cubes
from .state import Frame, State


def _payable(st: State, seat: int, pay: Pay) -> bool:
    rule, n = pay
    s = st.seats[seat]
    if rule == "none":
        return True
    if rule == "gold":
        return s.gold >= n
    if rule == "cubes":
        return covers(s.rose[0], vec(n))
    return can_pay(s.rose[0], rule, n)


def usable(st: State, seat: int) -> list[str]:
    """Active phase-3 cards with a use left this round that can be paid now (one per identical copy)."""
    s = st.seats[seat]
    out, seen = [], set()
    for cid in s.active:
        c = CARDS[cid]
        sig = (c.name, c.colour, c.good)
        if sig in seen:
            continue
        if c.kind == "exchange":
            if s.used.get(cid, 0) >= c.number("uses", 1) or not _payable(st, seat, c.pay()):
                continue
        elif c.kind == "penalty" and c.number("remove_marker_gold"):
            if s.used.get(cid) or not s.markers or s.gold < c.number("remove_marker_gold"):
                continue
        else:
            continue
        seen.add(sig)
        out.append(cid)
    return out


def use(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    s = st.seats[seat]
    c = CARDS[cid]
    s.used[cid] = s.used.get(cid, 0) + 1
    record(st, seat, "use." + cid)
    if c.kind == "penalty":  # the Physician
        s.gold -= c.number("remove_marker_gold")
        s.markers -= 1
        return
    rule, n = c.pay()
    if rule == "gold":
        s.gold -= n
    elif rule == "cubes":
        take(s.rose[0], vec(n))
    elif rule != "none":
        st.stack.append(Frame("payment", seat, a=["use", cid], n=n, rule=rule))
        return
    gains(st, seat, cid, None)


def gains(st: State, seat: int, cid: str, paid: list[int] | None) -> None:
    c = CARDS[cid]
    s = st.seats[seat]
    s.gold += c.number("gold")
    s.pp += c.number("pp")
    if c.param("swap") and paid is not None:
        st.stack.append(Frame("swap", seat, a=[str(paid.index(1))], n=1))
    elif c.param("cube"):
        st.stack.append(Frame("gain", seat, n=c.number("cube")))


def _pay_rule(pay: Pay) -> Msg:
    rule, n = pay
    if rule == "cubes":
        return cubes(vec(n))
    if rule == "none":
        return M("macao.nothing")
    return M("macao.pay." + rule, n=n)


def _gain(c) -> Msg:
    parts = []
    if c.param("gold"):
        parts.append(M("macao.gold", n=c.param("gold")))
    if c.param("pp"):
        parts.append(M("macao.pp", n=c.param("pp")))
    if c.param("cube"):
        parts.append(M("macao.any_cubes", n=c.param("cube")))
    if c.param("swap"):
        parts.append(M("macao.other_cube"))
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = M("macao.plus", a=p, b=out)
    return out


def _use_label(st: State, f: Frame | None, seat: int, cid: str) -> Msg:
    c = CARDS[cid]
    if c.kind == "penalty":
        return M("macao.btn.physician", card=card(cid), gold=c.param("remove_marker_gold"))
    return M("macao.btn.use", card=card(cid), pay=_pay_rule(c.pay()), gain=_gain(c))


USE = Move("use", use, args=(str,), label=_use_label)


def cards_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["use." + c for c in usable(st, seat)] + ["back"]


# --- gains of a cube of the player's colour choice ---------------------------------------------------


def gain_legal(st: State, f: Frame, seat: int) -> list[str]:
    if f.k == "swap":
        return ["gain." + c for i, c in enumerate(COLOURS) if str(i) != f.a[0]]
    return ["gain." + c for c in COLOURS]


def gain(st: State, f: Frame, seat: int, ev: list[Event], c: str) -> None:
    st.seats[f.seat].rose[0][COLOURS.index(c)] += 1
    f.n -= 1
    if f.n <= 0:
        st.stack.pop()


GAIN = Move("gain", gain, args=(str,), label=lambda st, f, seat, c: M("macao.btn.cube", colour=colour(c)))
