"""Take a Decree (reference §15.2; A22; Pombal's noble action): one from the display, and a 2nd one for a
set marker (once a turn per player)."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from . import nouns
from .deeds import did, note
from .frames import bare, choice, leave, pop, push
from .state import Frame, State


def take_decree(st: State, seat: int, d: str) -> None:
    st.decree_display.remove(d)
    st.seats[seat].decrees.append(d)


def _decree(st: State, f: Frame, seat: int, ev: list[Event], d: str) -> None:
    pop(st, f)
    s = st.seats[seat]
    take_decree(st, seat, d)
    note(st, seat, "decree." + d)
    did(st, seat, "TAKE_DECREE")
    if s.markers > 0 and seat not in st.marker_spent and st.decree_display:
        push(st, "decree_more", seat)


def _second_decree(st: State, f: Frame, seat: int, ev: list[Event], d: str) -> None:
    """A set marker spent for a 2nd decree (once a turn, A22)."""
    pop(st, f)
    s = st.seats[seat]
    s.markers -= 1
    st.marker_spent.append(seat)
    take_decree(st, seat, d)
    note(st, seat, "decree." + d)
    did(st, seat, "TAKE_DECREE")


def decree_label(st: State, f, seat: int, d: str):
    return M("lisboa.opt.decree", decree=nouns.decree(d))


DECREE_STEPS = [
    choice(
        "decree",
        lambda st, f, seat: ["decree." + d for d in st.decree_display],
        Move("decree", _decree, args=(str,), label=decree_label),
    ),
    choice(
        "decree_more",
        lambda st, f, seat: ["decree." + d for d in st.decree_display] + ["stop"],
        Move("decree", _second_decree, args=(str,), label=decree_label),
        bare("stop", leave),
    ),
]


STEPS = DECREE_STEPS
