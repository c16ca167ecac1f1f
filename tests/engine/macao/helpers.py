"""Building Macao positions for rule tests: a real setup, then the pieces a scenario needs put in place."""

from __future__ import annotations

from engine.macao.cubes import vec
from engine.macao.game import GAME
from engine.macao.state import State
from engine.macao.wall import turn_order
from tests import games


def new(players: int = 2, seed: int = 1, **options) -> State:
    return games.new(GAME, players, seed, **options)


def keys(st: State, seat: int | None = None) -> list[str]:
    """The legal keys of ``seat`` (default: the first awaited seat)."""
    return games.keys(GAME, st, seat)


def act(st: State, key: str, seat: int | None = None):
    return games.act(GAME, st, key, seat)


def order_wall(st: State, top_first: list[int]) -> None:
    """All discs on space 1 in this order (top first), as at setup."""
    st.wall = [[] for _ in range(16)]
    st.wall[0] = list(top_first)


def turn_of(
    st: State,
    seat: int,
    supply: str = "",
    *,
    gold: int | None = None,
    active=(),
    tableau=None,
    round_no: int = 1,
    tribute=(3, 6),
) -> State:
    """``seat``'s phase-3 turn of round ``round_no`` with ``supply`` ("2 red + 1 blue") at the arrow."""
    st.round = round_no
    st.phase = "actions"
    st.stack = []
    st.display = []
    st.dice = [1, 2, 3, 4, 5, 6]
    st.tribute = list(tribute)
    order = [seat] + [s for s in turn_order(st) if s != seat]
    st.order = order
    st.queue = list(order)
    st.active = seat
    for s in st.seats:
        s.used = {}
        s.rose = [[0] * 6 for _ in range(7)]
    s = st.seats[seat]
    if supply:
        s.rose[0] = vec(tuple((c, int(n)) for n, c in (p.split() for p in supply.split("+"))))
    if gold is not None:
        s.gold = gold
    s.active = list(active)
    if tableau is not None:
        s.tableau = list(tableau)
    return st


def supply(st: State, seat: int) -> list[int]:
    return list(st.seats[seat].rose[0])


CATEGORY = {"q": "city", "to": "sail", "use": "cards", "wall": "wall"}


def go(st: State, key: str, seat: int | None = None):
    """``key`` from the turn menu, opening its list first when the menu folded it into a category."""
    if key not in keys(st, seat):
        act(st, CATEGORY[key.split(".")[0]], seat)
    return act(st, key, seat)


def offered(st: State, key: str, seat: int | None = None) -> bool:
    """Whether ``key`` can be chosen now, in the menu or in the list of its category."""
    ks = keys(st, seat)
    if key in ks:
        return True
    cat = CATEGORY.get(key.split(".")[0])
    if cat not in ks:
        return False
    probe = GAME.copy_state(st)
    act(probe, cat, seat)
    return key in keys(probe, seat)
