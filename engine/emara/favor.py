"""Favor Tokens (A.8.2 drawing, A.8.6 cashing, C-8, C-9)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, player

from .data import FAVOR_DRAW, FAVOR_REWARD, favor_parts
from .points import gain
from .state import Frame, State


def refill(st: State) -> None:
    """CZ/ES: whenever (at any time) the draw pile is empty, the discard pile is shuffled into a
    new face-down pile (C-9). Called after every draw and every discard."""
    if not st.favor_draw and st.favor_discard:
        st.favor_draw = st.favor_discard
        st.favor_discard = []
        st.rng.shuffle(st.favor_draw)


def draw(st: State, ev: list[Event]) -> list[str]:
    """Draw up to 3 tokens one by one; an empty pile is refilled from the discard pile (C-9),
    never with the tokens in hand, so two tokens rejected now are not in a pile made now."""
    got = []
    for _ in range(FAVOR_DRAW):
        refill(st)
        if not st.favor_draw:
            break
        got.append(st.favor_draw.pop())
    refill(st)
    if got:
        tokens = [M("emara.favor." + t) for t in got]
        ev.append(
            Event(M("emara.log.favor_drawn", player=player(st.active), tokens=tokens), seat=st.active, reveals=True)
        )
    return got


def start_keep(st: State, tokens: list[str], ev: list[Event]) -> None:
    if tokens:
        st.stack.append(Frame(seat=st.active, k="keep_favor", toks=tokens))


def keep(st: State, token: str | None, ev: list[Event]) -> None:
    f = st.stack.pop()
    if token is None:
        return
    seat = st.seats[st.active]
    seat.favors.append(token)
    for t in f.toks:
        if t != token:
            st.favor_discard.append(t)
    refill(st)
    if st.options.favor_same_visit:  # C-8 option: a token of this location may be cashed at once
        loc = favor_parts(token)[0]
        for fr in reversed(st.stack):
            if fr.k == "location":
                if fr.a[0] == loc:
                    fr.toks.append(token)
                break


def cashable(st: State, loc: str) -> list[str]:
    return [t for t in st.seats[st.active].favors if t.startswith(loc) and favor_parts(t)[0] == loc]


def cash(st: State, token: str, ev: list[Event]) -> None:
    seat = st.seats[st.active]
    seat.favors.remove(token)
    st.favor_discard.append(token)
    refill(st)
    reward = favor_parts(token)[1]
    gain(st, st.active, reward, FAVOR_REWARD[reward])
