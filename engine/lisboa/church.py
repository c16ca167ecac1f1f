"""Church scoring (reference §16; S10): at the end of a turn in which the Cardinal passed the Influence
symbol, each player with Clergy tiles, from whoever moved the Cardinal last, may surrender tiles one at a
time for their wigs; surrendering any gives one standard Influence gain."""

from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M
from engine.core.turns import Move

from . import data, economy, nouns
from .deeds import did
from .frames import bare, choice, leave, pop
from .state import Frame, State


def _church_legal(st: State, f: Frame, seat: int) -> list[str]:
    """One tile at a time (each a real choice), then ``done``; ``keep`` before the first surrender."""
    n = len(st.seats[f.seat].clergy)
    return [f"church.{i}" for i in range(n)] + (["done"] if f.d.get("gone") else ["keep"])


def _church_auto(st: State, f: Frame, ev: list[Event]) -> bool:
    if f.d.get("gone") and not st.seats[f.seat].clergy:
        _church_done(st, f, ev)
        return True
    return False


def _surrender(st: State, f: Frame, seat: int, ev: list[Event], i: int) -> None:
    s = st.seats[seat]
    tile = s.clergy.pop(i)  # it leaves the game (A12)
    economy.trim_goods(s)  # a storage tile may have left
    economy.gain_wigs(s, data.CLERGY_TILE[tile].wigs)
    f.d["gone"] = f.d.get("gone", 0) + 1


def _done(st: State, f: Frame, seat: int, ev: list[Event]) -> None:
    _church_done(st, f, ev)


def _church_done(st: State, f: Frame, ev: list[Event]) -> None:
    """Surrendering gives one standard Influence gain, however many tiles (SEED; T13)."""
    pop(st, f)
    if economy.standard_gain_amount(st.seats[f.seat]) >= 1:  # goal B12: Influence gained in a Church scoring
        did(st, f.seat, "CHURCH_INFLUENCE")
    economy.standard_gain(st, f.seat, ev)


CHURCH = choice(
    "church",
    _church_legal,
    Move(
        "church",
        _surrender,
        args=(int,),
        label=lambda st, f, seat, i: M("lisboa.opt.church", tile=nouns.clergy(st.seats[seat].clergy[i])),
    ),
    bare("keep", leave),
    bare("done", _done),
    auto=_church_auto,
    single=False,
)


STEPS = [CHURCH]
