"""A player's turn (reference §7, SEED): the main step.

The main step is chosen on the ``main`` menu (one key per card and use: ``gold.<card>``, ``folio.<card>``,
``visit.<card>``, ``event.<card>``); an option is offered only if it can be carried out in full (SEED p.8).
Its steps (portfolio.py, visit.py, event.py) are then scheduled on the stack above the turn's ``draw``
(draw.py) and ``upkeep`` (periods.py).
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move, Step

from . import data, economy, nouns
from .deeds import did, note
from .event import event_ok, sponsor_fee
from .frames import F, ask, bare, seq
from .portfolio import folio_ok
from .state import State
from .visit import visit_actions, visit_options


def card(cid: str):
    return data.POLITICAL_CARD[cid]


# --- the main step ------------------------------------------------------------------------------------
def main_legal(st: State, f: None, seat: int) -> list[str]:
    s = st.seats[seat]
    if not s.hand:
        return ["pass"]
    out = []
    # Cards alike in what a check reads give the same answer: each check runs once per kind of card.
    folio: dict = {}
    court: dict = {}
    for cid in s.hand:
        c = card(cid)
        out.append("gold." + cid)
        k = (c.noble, c.bottom)
        ok = folio.get(k)
        if ok is None:
            ok = folio[k] = folio_ok(st, seat, cid)
        if ok:
            out.append("folio." + cid)
        k = c.pile if c.noble else c.event
        ok = court.get(k)
        if ok is None:
            ok = court[k] = (
                bool(visit_options(st, seat, c.pile, visit_actions(c.pile))) if c.noble else event_ok(st, seat, cid)
            )
        if ok:
            out.append(("visit." if c.noble else "event.") + cid)
    return out


def _play_card(st: State, seat: int, how: str, cid: str) -> None:
    """The main step's card leaves the hand (``how``: gold folio visit event)."""
    seq(st, F("draw", seat), F("upkeep", seat))  # under every main step (§7 steps 3-4)
    st.seats[seat].hand.remove(cid)
    note(st, seat, f"{how}.{cid}")


def _pass(st: State, f: None, seat: int, ev: list[Event]) -> None:
    seq(st, F("draw", seat), F("upkeep", seat))  # an empty hand: only the draw and the upkeep


def _gold(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    _play_card(st, seat, "gold", cid)
    economy.gain_good(st.seats[seat], "GOLD")  # the card leaves the game (SEED)
    st.gone.append(cid)


def _folio(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    _play_card(st, seat, "folio", cid)
    c = card(cid)
    if c.noble:
        seq(st, F("effect", seat, code=c.bottom), F("tuck", seat, card=cid, row="top"), F("sell_or_trade", seat))
    else:
        st.seats[seat].reis += economy.treasury_reis(st)
        economy.move_treasury(st, -1)
        seq(st, F("tuck", seat, card=cid, row="bottom"), F("sell_or_trade", seat))


def _visit(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    _play_card(st, seat, "visit", cid)
    noble = card(cid).pile
    st.court = cid
    did(st, seat, "VISIT:" + noble)
    seq(
        st,
        F("visit_payment", seat, noble=noble),
        F("visit_state_action", seat, noble=noble),
        F("visit_noble_action", seat, noble=noble),
        F("visit_joiners", seat, noble=noble, at=1),
        F("court_end", seat),
    )


def _event(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    _play_card(st, seat, "event", cid)
    st.court = cid
    seq(
        st,
        F("pay", seat, cost=sponsor_fee(st, seat), why="sponsor"),
        F("event_action", seat, event=card(cid).event),
        F("court_end", seat),
    )


def _visit_label(st: State, f, seat: int, cid: str):
    c = card(cid)
    return M(
        "lisboa.opt.visit", noble=nouns.noble(c.pile), card=nouns.card(cid), cost=economy.visit_cost(st, seat, c.pile)
    )


def _event_label(st: State, f, seat: int, cid: str):
    return M("lisboa.opt.event", event=nouns.named("event", card(cid).event), fee=sponsor_fee(st, seat))


MAIN = Step(
    "main",
    legal=main_legal,
    prompt=ask("main"),
    single=lambda st, f, key: key == "pass",
    moves=(
        Move("gold", _gold, args=(str,), label=lambda st, f, seat, cid: M("lisboa.opt.gold", card=nouns.card(cid))),
        Move("folio", _folio, args=(str,), label=lambda st, f, seat, cid: M("lisboa.opt.folio", card=nouns.card(cid))),
        Move("visit", _visit, args=(str,), label=_visit_label),
        Move("event", _event, args=(str,), label=_event_label),
        bare("pass", _pass),
    ),
)

STEPS = [MAIN]
