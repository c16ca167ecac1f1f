"""3.5 Buy prestige (once per round, with gold): this round's rate after the Embassy and the Envoy, and
a second purchase (the Diplomat)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, Msg, player
from engine.core.turns import Move

from .cards import total
from .state import State


def buy_price(st: State, seat: int) -> tuple[int, int]:
    """(gold, PP) of one purchase at this round's rate, after the Embassy and the Envoy."""
    gold = max(0, st.tribute[0] - total(st, seat, "tribute", "discount"))
    return gold, st.tribute[1] + total(st, seat, "tribute", "bonus_pp")


def can_buy(st: State, seat: int) -> bool:
    s = st.seats[seat]
    if st.tribute[1] <= 0 or s.used.get("buy", 0) >= 1 + total(st, seat, "tribute", "second_purchase"):
        return False  # C10: a 0-0 rate buys nothing
    return s.gold >= buy_price(st, seat)[0]


def buy(st: State, f: None, seat: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    gold, pp = buy_price(st, seat)
    s.gold -= gold
    s.pp += pp
    s.used["buy"] = s.used.get("buy", 0) + 1
    record(st, seat, "buy")
    ev.append(Event(M("macao.log.buy", player=player(seat), gold=gold, pp=pp), seat=seat))


def _buy_label(st: State, f: None, seat: int) -> Msg:
    gold, pp = buy_price(st, seat)
    return M("macao.btn.buy", gold=gold, pp=pp)


BUY = Move("buy", buy, label=_buy_label)
