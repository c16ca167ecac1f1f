"""Phase 3 (A5 3.1-3.7): a player's turn menu, 3.1 Activate cards and 3.7 Pass; the other actions have
a module each, named as the rulebook's sections (city, wall, ship, prestige, card_use, jokers; payments).

Once-per-round counters live in ``Seat.used``: "quarter", "wall", "buy", and a card id per card use.
Choices that open a list (a city quarter, a destination at sea, a card's payment) push a frame (see
decisions.py); a frame that only opens a list may be left again with "back".
"""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M
from engine.core.turns import Move

from .card_use import usable
from .city import quarters_open, takeable
from .cubes import covers, take, vec
from .data import CARDS
from .nouns import card, cubes
from .prestige import can_buy
from .rounds import end_turn
from .setup import distinct
from .ship import deliverable, destinations
from .state import Frame, State
from .wall import wall_options

MENU_MAX = 25  # a Discord select's limit: categories fold when the menu would be longer
COST = {c.id: vec(c.cost) for c in CARDS.values()}


# --- what the turn menu offers ---------------------------------------------------------------------


def menu(st: State, seat: int) -> list[str]:
    s = st.seats[seat]
    sup = s.rose[0]
    keys = ["act." + c for c in distinct(s.tableau) if covers(sup, COST[c])]
    if quarters_open(st, seat):
        keys.append("city")
    walls = ["wall." + str(k) for k in wall_options(st, seat)]
    keys += walls
    if destinations(st, seat):
        keys.append("sail")
    keys += ["deliver." + g for g in deliverable(st, seat)]
    if can_buy(st, seat):
        keys.append("buy")
    uses = ["use." + c for c in usable(st, seat)]
    keys += uses
    if s.jokers:
        keys.append("joker")
    keys.append("pass")
    # A list that fits into the menu is offered in it (one click less), sailing first, then quarters.
    for cat, listed in (
        ("sail", lambda: ["to." + n for n, _ in destinations(st, seat)]),
        ("city", lambda: ["q." + q for q in takeable(st, seat)]),
    ):
        if cat in keys:
            items = listed()
            if len(keys) - 1 + len(items) <= MENU_MAX:
                i = keys.index(cat)
                keys[i : i + 1] = items
    if len(keys) > MENU_MAX and walls:
        keys = [k for k in keys if not k.startswith("wall.")]
        keys.insert(len(keys) - len(uses) - (2 if s.jokers else 1), "wall")
    if len(keys) > MENU_MAX:
        keys = [k for k in keys if not k.startswith("use.")]
        keys.insert(len(keys) - (2 if s.jokers else 1), "cards")
    return keys


# --- 3.1 activate ----------------------------------------------------------------------------------


def activate(st: State, f: None, seat: int, ev: list[Event], cid: str) -> None:
    s = st.seats[seat]
    take(s.rose[0], COST[cid])
    s.tableau.remove(cid)
    s.active.append(cid)
    record(st, seat, "act." + cid)


ACTIVATE = Move(
    "act",
    activate,
    args=(str,),
    label=lambda st, f, seat, cid: M("macao.btn.activate", card=card(cid), cost=cubes(COST[cid])),
)


# --- lists the menu may fold a category into ---------------------------------------------------------


def opener(kind: str) -> Move:
    """The menu's key ``kind`` that opens the list of that category (a frame of the same name)."""

    def open_list(st: State, f: None, seat: int, ev: list[Event]) -> None:
        st.stack.append(Frame(kind, seat))

    return Move(kind, open_list, label=lambda st, f, seat: M(_OPENER_LABEL[kind]))


_OPENER_LABEL = {"city": "macao.btn.city", "sail": "macao.btn.sail_menu", "cards": "macao.btn.cards"}


def listed(m: Move) -> Move:
    """A menu move offered in a list the menu folded: the same key, leaving the list first."""

    def apply(st: State, f: Frame, seat: int, ev: list[Event], *args) -> None:
        st.stack.pop()
        m.apply(st, None, seat, ev, *args)

    return Move(m.kind, apply, m.args, m.rest, m.label)


def back(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    st.stack.pop()


BACK = Move("back", back, label=lambda st, f, seat: M("macao.btn.back"))


# --- 3.7 pass ----------------------------------------------------------------------------------------

PASS = Move("pass", end_turn, label=lambda st, f, seat: M("macao.btn.pass", n=sum(st.seats[seat].rose[0])))
