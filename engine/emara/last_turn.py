"""Recording the public deeds of a turn in ``State.last_turn`` (the board highlights them).

The rules functions that move, activate, hire, recruit, rank up or act in town call these. A deed
of a turn other than the recorded one (another ``State.turn_no`` or seat) starts a fresh record, so
the record needs no reset hook at the start of a turn, and between two turns it still shows the turn
just ended (the board posted when the turn passes marks that turn). Cheap: a few list appends.
"""

from __future__ import annotations

from .state import LastTurn, State


def current(st: State) -> LastTurn:
    """The record of the turn in progress (a fresh one at its first deed)."""
    lt = st.last_turn
    if lt.turn != st.turn_no or lt.seat != st.active:
        lt = st.last_turn = LastTurn(seat=st.active, turn=st.turn_no)
    return lt


def card(st: State, card_id: str, slot: int) -> None:
    lt = current(st)
    lt.card, lt.slot = card_id, slot


def move(st: State, board: int, frm: int, to: int) -> None:
    current(st).moves.append((board, frm, to))


def visit(st: State, loc: str) -> None:
    current(st).visits.append(loc)


def deed(st: State, key: str) -> None:
    current(st).deeds.append(key)


def hut(st: State, loc: str, index: int) -> None:
    current(st).huts.append((loc, index))


def advisor(st: State, loc: str, space: int, adv: str) -> None:
    current(st).advisors.append((loc, space, adv))


def rank(st: State, rank_id: str) -> None:
    current(st).ranks.append(rank_id)
