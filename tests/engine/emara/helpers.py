"""Scenario helpers: set a game up with a seed, edit the state directly, drive actions by key."""

from __future__ import annotations

from engine.emara.data import BASIC, STOCK_KEYS
from engine.emara.game import GAME
from tests import games


def new(players: int = 3, seed: int = 1, **opts):
    st = games.new(GAME, players, seed, **opts)
    for s in st.seats:  # a clean slate for scenarios
        for k in STOCK_KEYS:
            s.stock[k] = 0
    return st


def keys(st) -> list[str]:
    return games.keys(GAME, st, st.active)


def do(st, *ks: str):
    """Apply the keys in order for the active seat; their events."""
    ev = []
    for k in ks:
        ev += games.act(GAME, st, k, st.active)
    return ev


def give_card(st, seat: int, card: str) -> None:
    s = st.seats[seat]
    if card in s.hand:
        return
    for pile in (s.deck, s.played):
        if card in pile:
            pile.remove(card)
            pile.append(s.hand.pop(0))
            s.hand.append(card)
            return
    raise AssertionError("card in a slot")


def stock(st, seat: int | None = None, **kw) -> None:
    s = st.seats[st.active if seat is None else seat]
    for k, v in kw.items():
        s.stock[k] = v


def place(st, seat: int, c: int, loc: str) -> None:
    for b, ring in enumerate(st.boards):
        if loc in ring:
            st.seats[seat].councillors[c] = [b, ring.index(loc)]
            return
    raise AssertionError(loc)


def before(st, loc: str, steps: int) -> str:
    for ring in st.boards:
        if loc in ring:
            return ring[(ring.index(loc) - steps) % len(ring)]
    raise AssertionError(loc)


def play(st, card: str, slot: int = 1) -> None:
    """Start the active seat's turn with ``card`` in slot ``slot``."""
    give_card(st, st.active, card)
    do(st, f"play.{card}.{slot}")


def move_to(st, loc: str, slot: int = 1, card: str = "wood") -> None:
    """Play ``card`` into ``slot`` and move the right councillor onto ``loc``."""
    c = 0 if loc in st.boards[0] else 1
    place(st, st.active, c, before(st, loc, slot))
    play(st, card, slot)
    do(st, f"move.{c}")


def neutral_event(st) -> None:
    st.event = "fine_wool"  # an immediate event: no rule change during the round


def basics(st, seat=None) -> dict:
    s = st.seats[st.active if seat is None else seat]
    return {r: s.stock[r] for r in BASIC}


def end_turn(st) -> None:
    """End the active seat's turn, unless it already ended by itself (nothing was left to do)."""
    if st.phase == "play" and not st.stack and st.turn.moved and "end" in keys(st):
        do(st, "end")


def location_closed(st) -> bool:
    """The location's sub-actions are over (a lone "done" is taken by itself)."""
    return not any(f.k == "location" for f in st.stack)
