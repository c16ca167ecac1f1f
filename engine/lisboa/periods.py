"""The end of a turn, the end of period 1 and the game end (reference §7 step 4, §17).

``upkeep`` runs after the draw, in the seed's order (A11: Church scoring (church.py) after the draw,
before the rest of the upkeep; once per turn; then the goal cards, goals.py). It then checks the period
and game triggers and starts the next turn (the solo Rival's by itself: rival.py).
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from . import data, economy, nouns
from .frames import F, auto_step, bare, choice, pop, push, seq
from .goals import goal_rewards
from .rival import rival_turn
from .scoring import final_scoring
from .setup import deal_piles, shipyard
from .state import Frame, State, humans_from


# --- the upkeep (§7 step 4, §17.1) -----------------------------------------------------------------
def _upkeep(st: State, f: Frame, ev: list[Event]) -> bool:
    d = f.d
    if st.church_due and not d.get("church"):
        d["church"] = 1
        st.church_due = False
        ev.append(Event(M("lisboa.log.church_scoring")))
        for seat in reversed(humans_from(st, st.church_mover)):
            if st.seats[seat].clergy:
                push(st, "church", seat)
        return True
    if not d.get("refilled"):
        d["refilled"] = 1
        refill(st, ev)
        st.action_goods.clear()
    if not d.get("goals"):
        d["goals"] = 1
        if st.options.goal_cards and goal_rewards(st, ev):
            return True
    if not d.get("period"):
        d["period"] = 1
        empty = sum(1 for p in data.PILES if not st.piles.get(p))
        if empty >= data.EMPTY_PILES_TRIGGER:
            if st.period == 1 and st.period_due is None:
                st.period_due = st.active  # A41: the player whose draw emptied the 3rd pile
            elif st.period == 2:
                st.end_due = True
        if st.period == 1 and st.period_due is not None:
            period_end(st, ev)
            return True
    pop(st, f)
    end_turn(st, ev)
    return True


def refill(st: State, ev: list[Event]) -> None:
    """Reveal the next political cards, refill the City display, the church and the decree display."""
    revealed = []
    for p in data.PILES:
        if st.piles.get(p) and not st.face_up.get(p):
            st.face_up[p] = True
            revealed.append(st.piles[p][-1])
    for space, (_, small) in data.CITY_DISPLAY.items():
        if st.city_display[space]:
            continue
        if small and st.city_small:
            st.city_small -= 1
            st.city_display[space] = True
        elif not small and st.city_large:
            st.city_large -= 1
            st.city_display[space] = True
    for slot in data.CHURCH_SLOTS:
        if st.church[slot] is None and st.bag:
            tile = st.church[slot] = st.bag.pop()
            revealed.append(tile)
    while len(st.decree_display) < data.DECREE_DISPLAY and st.decree_deck:
        st.decree_display.append(st.decree_deck.pop())
        revealed.append(st.decree_display[-1])
    if revealed:
        ev.append(Event(M("lisboa.log.revealed", count=len(revealed)), reveals=True))


UPKEEP = auto_step("upkeep", _upkeep)


# --- the end of period 1 (§17.2) -----------------------------------------------------------------------
def period_end(st: State, ev: list[Event]) -> None:
    causer = st.period_due
    assert causer is not None  # called once the end of period 1 is due
    ev.append(Event(M("lisboa.log.period_end")))
    for p in data.PILES:
        st.gone += st.piles[p]
        st.piles[p] = []  # the display's remaining cards are discarded
    for s in st.seats:
        economy.gain_wigs(s, data.WIGS_PER_SET * s.sets)
    copies = data.PLAYER_COUNT_SETUP[st.players].ship_copies
    st.shipyard = shipyard(2, copies)
    order = humans_from(st, causer if not st.seats[causer].rival else (causer + 1) % len(st.seats))
    seq(st, *[F("period_discard", seat, gone=[]) for seat in order], F("period_two", st.active, order=order))


def _period_discard_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["pd." + c for c in st.seats[f.seat].hand] + ["done"]


def _discard(st: State, f: Frame, seat: int, ev: list[Event], cid: str) -> None:
    s = st.seats[seat]
    s.hand.remove(cid)
    f.d["gone"].append(cid)
    st.gone.append(cid)
    if not s.hand:
        _discards_done(st, f, seat, ev)


def _discards_done(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)
    # One reward per noble type among the discarded cards; penalties and Treasury cards give nothing.
    for noble in reversed(data.NOBLES):
        bottoms = (data.POLITICAL_CARD[c].bottom for c in f.d["gone"] if data.POLITICAL_CARD[c].pile == noble)
        rewards = list(dict.fromkeys(b for b in bottoms if b is not None and not data.is_penalty(b)))
        if len(rewards) == 1:
            push(st, "effect", seat, code=rewards[0])
        elif rewards:
            push(st, "period_reward", seat, codes=rewards)


def _period_reward(st: State, f: Frame, seat: int, ev: list[Event], i: int) -> None:
    pop(st, f)
    push(st, "effect", seat, code=f.d["codes"][i])


def _period_two(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    for seat in f.d["order"]:
        s = st.seats[seat]
        while len(s.hand) < data.HAND_SIZE and st.purple:
            s.hand.append(st.purple.pop())
    st.purple = []  # the rest of the purple deck goes to the box
    st.piles = deal_piles(st.brown, st.rng)
    st.brown = []
    st.face_up = {p: bool(st.piles[p]) for p in data.PILES}
    st.period = 2
    st.period_due = None
    refill(st, ev)
    ev.append(Event(M("lisboa.log.period2"), reveals=True))
    return True


PERIOD_END = [
    choice(
        "period_discard",
        _period_discard_legal,
        Move("pd", _discard, args=(str,), label=lambda st, f, seat, cid: M("lisboa.opt.pd", card=nouns.card(cid))),
        bare("done", _discards_done),
        single=False,
    ),
    choice(
        "period_reward",
        lambda st, f, seat: [f"prw.{i}" for i in range(len(f.d["codes"]))],
        Move("prw", _period_reward, args=(int,), label=lambda st, f, seat, i: nouns.effect(f.d["codes"][i])),
    ),
    auto_step("period_two", _period_two),
]


# --- the next turn, the game end (§17.3) ---------------------------------------------------------------
def end_turn(st: State, ev: list[Event]) -> None:
    n = len(st.seats)
    if st.end_due and st.turns_left is None:
        st.turns_left = (n - 1 - (st.active - st.start) % n) + n  # finish the round, then one more
        ev.append(Event(M("lisboa.log.end_triggered", turns=st.turns_left)))
    elif st.turns_left is not None:
        st.turns_left -= 1
    if st.turns_left == 0:
        final_scoring(st)
        st.stack.clear()
        ev.append(Event(M("lisboa.log.game_over")))
        return
    begin_turn(st, (st.active + 1) % n, ev)


def begin_turn(st: State, seat: int, ev: list[Event]) -> None:
    """Step 1 of a turn: the seat's Ships at sea come home and their goods return to the supply."""
    st.active = seat
    st.turn_no += 1
    st.marker_spent = []
    st.did = {}
    s = st.seats[seat]
    for i in range(len(s.top)):
        if s.sea[i]:
            s.sea[i] = False
            s.dock[i] = []
    if s.rival:
        push(st, "upkeep", seat)
        rival_turn(st, ev)


STEPS = [UPKEEP, *PERIOD_END]
