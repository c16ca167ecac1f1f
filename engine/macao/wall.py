"""The city wall: turn order (A4) and 3.3 Advance on the wall (once per round; C3, C4): its cost, the
Gate, the Tower, the Cannoneer and a second advance (the Guard)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.last_turn import record
from engine.core.text import M, Msg, player
from engine.core.turns import Move

from .cards import has, total
from .data import WALL_SPACES
from .state import Frame, State

LAST = WALL_SPACES - 1  # index of space 16


def turn_order(st: State) -> list[int]:
    """Space 16 first, then down to space 1; each stack read top first (A4)."""
    return [s for stack in reversed(st.wall) for s in stack]


def space_of(st: State, seat: int) -> int:
    """The 0-based wall space of ``seat``'s disc."""
    for i, stack in enumerate(st.wall):
        if seat in stack:
            return i
    raise ValueError(seat)


def room(st: State, seat: int) -> int:
    """Spaces left before the last one: what an advance may buy (C3 refuses more)."""
    return LAST - space_of(st, seat)


def advance(st: State, seat: int, spaces: int) -> int:
    """Move ``seat``'s disc ``spaces`` forward: on top of a stack, under the stack on the last space (A4).
    A step past the last space is lost (C3). Returns the new 0-based space."""
    here = space_of(st, seat)
    to = min(LAST, here + spaces)
    if to == here:
        return here
    st.wall[here].remove(seat)
    if to == LAST:
        st.wall[to].append(seat)
    else:
        st.wall[to].insert(0, seat)
    return to


# --- 3.3 advance on the wall ----------------------------------------------------------------------


def wall_cost(st: State, seat: int, k: int) -> int:
    """1/3/5/7 cubes for 1/2/3/4 spaces; the Gate makes the first free, the Tower the others 1 each."""
    first = 0 if has(st, seat, "wall_cost", "first_free") else 1
    later = 1 if has(st, seat, "wall_cost", "later_cost") else 2
    return first + later * (k - 1)


def wall_options(st: State, seat: int) -> list[int]:
    s = st.seats[seat]
    if s.used.get("wall", 0) >= 1 + total(st, seat, "wall", "second_advance"):
        return []
    have = sum(s.rose[0])
    return [k for k in range(1, room(st, seat) + 1) if wall_cost(st, seat, k) <= have]


def step_wall(st: State, seat: int, spaces: int) -> int:
    """Advance on the wall, noted as ``wall.<from>.<to>`` (0-based spaces) for the board."""
    frm = space_of(st, seat)
    to = advance(st, seat, spaces)
    record(st, seat, f"wall.{frm}.{to}")
    return to


def advance_wall(st: State, seat: int, k: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    s.used["wall"] = s.used.get("wall", 0) + 1
    extra = total(st, seat, "wall", "extra_step")  # the Cannoneer (lost past space 16, C3)
    to = step_wall(st, seat, k + extra)
    ev.append(Event(M("macao.log.wall", player=player(seat), space=to + 1), seat=seat))


def wall_menu(st: State, f: None, seat: int, ev: list[Event], spaces: tuple[int, ...]) -> None:
    """``wall`` opens the list of advances (a folded menu), ``wall.<k>`` advances ``k`` spaces."""
    if spaces:
        start_wall(st, seat, spaces[0], ev)
    else:
        st.stack.append(Frame("wall", seat))


def _wall_label(st: State, f: Frame | None, seat: int, spaces: tuple[int, ...]) -> Msg:
    if not spaces:
        return M("macao.btn.wall_menu")
    k = spaces[0]
    to = min(LAST, space_of(st, seat) + k + total(st, seat, "wall", "extra_step"))
    return M("macao.btn.wall", spaces=k, space=to + 1, n=wall_cost(st, seat, k))


WALL = Move("wall", wall_menu, rest=int, label=_wall_label)


def wall_legal(st: State, f: Frame, seat: int) -> list[str]:
    return ["wall." + str(k) for k in wall_options(st, f.seat)] + ["back"]


def start_wall(st: State, seat: int, k: int, ev: list[Event]) -> None:
    n = wall_cost(st, seat, k)
    if n:
        st.stack.append(Frame("payment", seat, a=["wall", str(k)], n=n, rule="any"))
    else:
        advance_wall(st, seat, k, ev)
