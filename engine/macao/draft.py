"""Phase 1 (A5 1.4): the draft of the round's display, in turn order; a sixth card on the tableau costs
a discard and a punish marker (C15)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, Msg, player
from engine.core.turns import Move

from .cards import active_kind, has
from .cubes import vec
from .data import CARDS, TABLEAU_MAX
from .nouns import card, cubes
from .rounds import draft_next
from .setup import distinct
from .state import Frame, State


def take_label(st: State, f: Frame | None, seat: int, cid: str) -> Msg:
    """A card taken from the display (the pre-game pick, the draft)."""
    return M("macao.btn.take", card=card(cid), cost=cubes(vec(CARDS[cid].cost)))


def draft_legal(st: State, f: None, seat: int) -> list[str]:
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
    st.seats[seat].gold += active_kind(st, seat, "draft_decline")[0].number("gold")
    draft_next(st, ev)


DRAFT = Move("take", draft, args=(str,), label=take_label)
DECLINE = Move(
    "decline",
    decline,
    label=lambda st, f, seat: M("macao.btn.decline", gold=active_kind(st, seat, "draft_decline")[0].param("gold")),
)


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
