"""Visit a Noble and joining it (reference §12; A28, A29): the visit's payment, its optional state
action, the noble action, then each other holder of the noble's Royal Favor clockwise may join (their
payment and one action). The played card leaves the game at the end (``court_end``, also an event's).
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from . import data, economy, noble_actions, nouns, state_actions
from .deeds import did, note
from .frames import F, auto_step, bare, choice, leave, pop, push, seq
from .state import Frame, State


# --- visits (§12; A28, A29) -------------------------------------------------------------------------
def visit_options(st: State, seat: int, noble: str, actions: tuple[str, ...]) -> list[int]:
    """Reis parts of the visit cost after which one of ``actions`` can still be done."""
    s = st.seats[seat]
    cost = economy.visit_cost(st, seat, noble)
    out = []
    for r in economy.visit_pay_options(st, seat, cost):
        saved = (s.reis, s.influence, s.wigs)
        economy.pay_visit(st, seat, cost, r)  # try the payment, then put it back
        ok = any(action_ok(st, seat, a) for a in actions)
        s.reis, s.influence, s.wigs = saved
        if ok:
            out.append(r)
    return out


def action_ok(st: State, seat: int, action: str, spend: int = 0, treasury: int = 0) -> bool:
    """A noble or state action can be carried out in full after paying ``spend`` reis (``treasury``:
    treasury steps up before it)."""
    if action in data.NOBLE_ACTION.values():
        return noble_actions.feasible(st, seat, action, spend, treasury)
    return state_actions.feasible(st, seat, action)


def visit_actions(noble: str) -> tuple[str, ...]:
    """What a visitor may do: the noble's action (the state action is optional)."""
    return (data.NOBLE_ACTION[noble],)


def join_actions(noble: str) -> tuple[str, ...]:
    """What a joiner may do: the noble action or one of the noble's state actions."""
    return (data.NOBLE_ACTION[noble], *data.STATE_ACTIONS[noble])


# --- Visit a Noble and joining (§12) ---------------------------------------------------------------------
def _visit_payment_legal(st: State, f: Frame, seat: int) -> list[str]:
    acts = join_actions(f.d["noble"]) if f.d.get("join") else visit_actions(f.d["noble"])
    return [f"vpay.{r}" for r in visit_options(st, f.seat, f.d["noble"], acts)]


def _visit_payment_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if economy.visit_cost(st, f.seat, f.d["noble"]) == 0:
        pop(st, f)
        return True
    return False


def _pay_visit(st: State, f: Frame, seat: int, ev: list[Event], r: int) -> None:
    pop(st, f)
    economy.pay_visit(st, seat, economy.visit_cost(st, seat, f.d["noble"]), r)


def _visit_payment_label(st: State, f: Frame, seat: int, r: int):
    """``r`` of the visit's cost in reis, the rest in Influence, then wigs."""
    s = st.seats[seat]
    rest = economy.visit_cost(st, seat, f.d["noble"]) - r
    infl = min(rest, s.influence)
    return M("lisboa.opt.vpay", reis=economy.visit_reis(s, r), influence=infl, wigs=rest - infl)


def _visit_state_action_legal(st: State, f: Frame, seat: int) -> list[str]:
    """The optional state action of a visit: only those after which the noble action stays possible
    (a Ship or the Cardinal's treasury symbol may raise the treasury first)."""
    noble = f.d["noble"]
    need = data.NOBLE_ACTION[noble]
    out = []
    for a in data.STATE_ACTIONS[noble]:
        if not state_actions.feasible(st, f.seat, a):
            continue
        bump = 1 if a in ("BUILD_SHIP", "MEET_CARDINAL") else 0
        if noble_actions.feasible(st, f.seat, need, 0, bump):
            out.append("sa." + a)
    return out + ["skip"]


def _visit_state_action(st: State, f: Frame, seat: int, ev: list[Event], action: str) -> None:
    pop(st, f)
    state_actions.start(st, seat, action, ev)


def _action_label(st: State, f, seat: int, action: str):
    return nouns.action(action)


def _noble_action_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    noble_actions.start(st, f.seat, data.NOBLE_ACTION[f.d["noble"]], ev)
    return True


def can_join(st: State, seat: int, noble: str) -> bool:
    s = st.seats[seat]
    return not s.rival and noble in s.favors and bool(visit_options(st, seat, noble, join_actions(noble)))


def _ask_joiners(st: State, f: Frame, ev: list[Event]) -> bool:
    """Each other player clockwise from the visitor who holds the noble's favor and could join is asked;
    a player who cannot join is skipped without a question (SEED §12.2)."""
    n = len(st.seats)
    while f.d["at"] < n:
        other = (f.seat + f.d["at"]) % n
        f.d["at"] += 1
        if can_join(st, other, f.d["noble"]):
            push(st, "join", other, noble=f.d["noble"])
            return True
    pop(st, f)
    return True


def _join(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    pop(st, f)
    noble = f.d["noble"]
    s = st.seats[seat]
    s.favors.remove(noble)
    st.favor_stacks[noble] += 1
    did(st, seat, "JOIN_VISIT")
    note(st, seat, "join." + noble)
    seq(st, F("visit_payment", seat, noble=noble, join=1), F("join_action", seat, noble=noble))


def _join_label(st: State, f: Frame, seat: int):
    return M("lisboa.opt.join", noble=nouns.noble(f.d["noble"]), cost=economy.visit_cost(st, seat, f.d["noble"]))


def _join_action_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["ja." + a for a in join_actions(f.d["noble"]) if action_ok(st, f.seat, a)]


def _join_action(st: State, f: Frame, seat: int, ev: list[Event], a: str) -> None:
    pop(st, f)
    (noble_actions.start if a in data.NOBLE_ACTION.values() else state_actions.start)(st, seat, a, ev)


def _court_end(st: State, f: Frame, ev: list[Event]) -> bool:
    pop(st, f)
    if st.court is not None:
        st.gone.append(st.court)
    st.court = None  # the played card leaves the game
    return True


VISIT = [
    choice(
        "visit_payment",
        _visit_payment_legal,
        Move("vpay", _pay_visit, args=(int,), label=_visit_payment_label),
        auto=_visit_payment_auto,
    ),
    choice(
        "visit_state_action",
        _visit_state_action_legal,
        Move("sa", _visit_state_action, args=(str,), label=_action_label),
        bare("skip", leave),
    ),
    auto_step("visit_noble_action", _noble_action_auto),
    auto_step("visit_joiners", _ask_joiners),
    choice(
        "join",
        lambda st, f, seat: ["join", "decline"],
        Move("join", _join, label=_join_label),
        bare("decline", leave),
        single=False,
    ),
    choice("join_action", _join_action_legal, Move("ja", _join_action, args=(str,), label=_action_label)),
    auto_step("court_end", _court_end),
]

STEPS = VISIT
