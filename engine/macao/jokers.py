"""Jokers (3.2, C11): used in the owner's phase-3 turn for a cube of any colour or 3 gold; the
Juggler makes each count twice."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from .cards import has
from .data import COLOURS, JOKER_GOLD
from .nouns import colour
from .state import Frame, State


def open_joker(st: State, f: None, seat: int, ev: list[Event]) -> None:
    parts = 2 if has(st, seat, "joker_double") else 1
    st.stack.append(Frame("joker", seat, n=parts, a=[str(parts)]))


JOKER = Move("joker", open_joker, label=lambda st, f, seat: M("macao.btn.joker", n=st.seats[seat].jokers))


def joker_legal(st: State, f: Frame, seat: int) -> list[str]:
    keys = ["jk.gold"] + ["jk." + c for c in COLOURS]
    return keys + ["back"] if f.n == int(f.a[0]) else keys


def joker(st: State, f: Frame, seat: int, ev: list[Event], part: str) -> None:
    """One half of a joker (the Juggler's makes two): 3 gold, or a cube of the player's colour choice."""
    s = st.seats[f.seat]
    if f.n == int(f.a[0]):
        s.jokers -= 1  # the tile leaves the game with its first half
    if part == "gold":
        s.gold += JOKER_GOLD
    else:
        s.rose[0][COLOURS.index(part)] += 1
    f.n -= 1
    if f.n <= 0:
        st.stack.pop()


JOKER_PART = Move(
    "jk",
    joker,
    args=(str,),
    label=lambda st, f, seat, part: (
        M("macao.btn.jk_gold", n=JOKER_GOLD) if part == "gold" else M("macao.btn.cube", colour=colour(part))
    ),
)
