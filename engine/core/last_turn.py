"""The public deeds of the latest turn (``State.last_turn`` of Macao and Lisboa; the board marks them).

A deed is a short key, ``<kind>.<arg>...`` (a quarter taken ``quarter.Q05``, a Store built
``store.PB3``), named by the game that records it; a deed of another seat inside the turn owner's
turn (Lisboa: joining a Visit) is ``<seat>@<kind>...``. The record belongs to turn ``turn``
(``State.turn_no``) of ``seat``: the first deed of a later turn, or of another seat's turn, starts a
fresh record, so no reset hook is needed, and until the next seat acts the record still shows the
turn just ended.

Recording replaces the record instead of appending to it, so a state copied shallowly (the AI's
``ai_support.copy_state`` copies the record too, but shares what it does not name) is never written
through its copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict


@dataclass
class LastTurn:
    seat: int | None = None  # the turn owner; None before anyone did anything
    turn: int = 0  # State.turn_no of that turn
    deeds: list[str] = field(default_factory=list)  # in the order done


def record(st, owner: int, deed: str, seat: int | None = None) -> None:
    """Note ``deed`` of ``seat`` (default: ``owner``) in ``owner``'s current turn."""
    if seat is not None and seat != owner:
        deed = f"{seat}@{deed}"
    lt = st.last_turn
    same = lt.seat == owner and lt.turn == st.turn_no
    st.last_turn = LastTurn(owner, st.turn_no, (lt.deeds if same else []) + [deed])


def split(deed: str, owner: int) -> tuple[int, str, list[str]]:
    """``(seat, kind, args)`` of a recorded deed of ``owner``'s turn."""
    seat, at, rest = deed.partition("@")
    if not at:
        seat, rest = str(owner), deed
    kind, *args = rest.split(".")
    return int(seat), kind, args


class LastTurnView(BaseModel):
    """The record in a view (all public): whose turn it was and its deeds, in order."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seat: int
    deeds: tuple[str, ...]


def view_of(lt: LastTurn) -> LastTurnView | None:
    return None if lt.seat is None else LastTurnView(seat=lt.seat, deeds=tuple(lt.deeds))
