"""The portfolio (reference §8.6, §9): a card tucked into it (its reward first, for a Noble card), room
made by discarding a card, then Sell Goods or Trade with the Nobles (``sell_or_trade``). A card is
offered for the portfolio only if one of the two can follow (SEED author's tip).
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from . import data, economy, nouns
from .frames import auto_step, bare, choice, leave, pop, push
from .sell import can_sell
from .state import Frame, State
from .trade import trade_options


def sell_or_trade_ok(st: State, seat: int, delta: dict[str, int] | None = None) -> bool:
    """Sell Goods or Trade with the Nobles can follow (SEED author's tip), with goods changed by
    ``delta`` first (the card's reward)."""
    s = st.seats[seat]
    saved = dict(s.goods)
    for g, n in (delta or {}).items():
        s.goods[g] = max(0, min(economy.storage(s), s.goods[g] + n))
    try:
        return can_sell(st, seat) or bool(trade_options(st, seat))
    finally:
        s.goods = saved


def folio_ok(st: State, seat: int, cid: str) -> bool:
    c = data.POLITICAL_CARD[cid]
    if not c.noble or c.bottom is None:
        return sell_or_trade_ok(st, seat)
    base, arg = data.effect(c.bottom)
    if base in ("+GOLD", "+GOOD"):
        return sell_or_trade_ok(st, seat, {arg if isinstance(arg, str) else "GOLD": 1})
    if base == "-GOOD":
        held = [g for g in data.GOODS if st.seats[seat].goods[g] > 0]
        return any(sell_or_trade_ok(st, seat, {g: -1}) for g in held) if held else sell_or_trade_ok(st, seat)
    return sell_or_trade_ok(st, seat)


# --- tucking a card: making room (§8.6) ---------------------------------------------------------------
def _tuck_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    s = st.seats[f.seat]
    row = f.d["row"]
    if economy.needs_room(s, row):
        push(st, "room", f.seat, row=row)
        return True
    pop(st, f)
    economy.place_card(s, row, f.d["card"], f.d.get("slot"))
    return True


ROW_LETTER = {"top": "t", "bottom": "b"}  # the row of a ``drop.<row>.<slot>`` key
LETTER_ROW = {v: k for k, v in ROW_LETTER.items()}


def _room_legal(st: State, f: Frame, seat: int) -> list[str]:
    """A card to discard: from the target row if it is full, else any (SEED; T10: even one tucked this turn)."""
    s = st.seats[f.seat]
    slots = s.top if f.d["row"] == "top" else s.bottom
    rows = [f.d["row"]] if None not in slots else ["top", "bottom"]
    drops = [(r, i) for r in rows for i, c in enumerate(s.top if r == "top" else s.bottom) if c is not None]
    if len(st.stack) >= 3 and st.stack[-3].k == "sell_or_trade":
        # A portfolio card is followed by Sell or Trade (SEED p.8: only a play that can be completed):
        # offer the discards after which one of them is still possible, when there are such.
        drops = [d for d in drops if _sell_or_trade_after_drop(st, f.seat, *d)] or drops
    return [f"drop.{ROW_LETTER[r]}.{i}" for r, i in drops]


def _sell_or_trade_after_drop(st: State, seat: int, row: str, i: int) -> bool:
    s = st.seats[seat]
    slots = s.top if row == "top" else s.bottom
    card_, goods = slots[i], dict(s.goods)
    slots[i] = None
    economy.trim_goods(s)
    try:
        return sell_or_trade_ok(st, seat)
    finally:
        slots[i] = card_
        s.goods = goods


def _drop(st: State, f: Frame, seat: int, ev: list[Event], letter: str, i: int) -> None:
    pop(st, f)
    row = LETTER_ROW[letter]
    gone = economy.discard_slot(st.seats[seat], row, i)
    if gone in data.POLITICAL_CARD:  # a discarded Ship is not a political card
        st.gone.append(gone)
    tuck = st.stack[-1]
    if tuck.k == "tuck" and tuck.d["row"] == row:
        tuck.d["slot"] = i  # the new card takes the freed slot


def _drop_label(st: State, f, seat: int, letter: str, i: int):
    s = st.seats[seat]
    cid = (s.top if letter == "t" else s.bottom)[i]
    assert cid is not None  # only a filled slot is offered
    return M("lisboa.opt.drop", card=nouns.card(cid))


PORTFOLIO = [
    auto_step("tuck", _tuck_auto),
    choice("room", _room_legal, Move("drop", _drop, args=(str, int), label=_drop_label)),
]


# --- Action 1 or 2 after a portfolio card ---------------------------------------------------------------
def _sell_or_trade_legal(st: State, f: Frame, seat: int) -> list[str]:
    out = []
    if can_sell(st, f.seat):
        out.append("sell")
    if trade_options(st, f.seat):
        out.append("trade")
    return out or ["none"]  # only if a discard made both impossible (documented interface fallback)


def _to_sell(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)
    push(st, "sell", seat, n=0)


def _to_trade(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)
    push(st, "trade", seat, n=0)


SELL_OR_TRADE = choice(
    "sell_or_trade", _sell_or_trade_legal, bare("sell", _to_sell), bare("trade", _to_trade), bare("none", leave)
)

STEPS = [*PORTFOLIO, SELL_OR_TRADE]
