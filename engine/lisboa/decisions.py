"""Dispatch of Lisboa's decisions: who chooses, what may be chosen, what a choice does.

The pending decision is the top frame of ``state.stack`` (frames.py registry) or, with an empty stack,
the phase's own: a pre-game choice (pregame.py, several seats at once) or the active player's main
step (turn.py). After every choice ``settle`` takes the steps that need no choice and a lone option by
itself (except where a kind says a lone option is still a question, e.g. joining a visit), so a player
is only asked when there is a real choice.
"""
from __future__ import annotations

from engine.core.actions import Event
from engine.core.text import M, Msg, player

from . import effects, noble_actions, periods, pregame, state_actions, turn  # noqa: F401 (registers kinds)
from .describe import describe_key
from .frames import KINDS, prompt_of
from .state import Frame, State

SETTLE_LIMIT = 10_000
PRIVATE_KINDS = ("clergy", "draft")   # choices seen only by their chooser


def top(st: State) -> tuple[str | None, Frame | None]:
    if st.stack:
        f = st.stack[-1]
        return f.k, f
    if st.phase == "over":
        return None, None
    if st.phase == "play":
        return "main", None
    return st.phase, None


def seats(st: State) -> tuple[int, ...]:
    k, f = top(st)
    if k is None:
        return ()
    if f is not None:
        return (f.seat,)
    if k == "main":
        return (st.active,)
    return pregame.seats(st)


def prompt(st: State, seat: int | None = None) -> Msg:
    k, f = top(st)
    if k is None:
        return M("lisboa.prompt.over")
    if f is not None:
        return KINDS[k].prompt(st, f)
    return prompt_of(k)


def legal(st: State, seat: int) -> list[str]:
    k, f = top(st)
    if k is None or seat not in seats(st):
        return []
    if f is not None:
        return KINDS[k].legal(st, f)
    if k == "main":
        return turn.main_legal(st, seat)
    return pregame.legal(st, seat)


def apply(st: State, seat: int, key: str, ev: list[Event], quiet: bool = False) -> None:
    k, f = top(st)
    if not quiet:
        ev.append(log(st, seat, key, k))
    if f is not None:
        KINDS[k].apply(st, f, seat, key, ev)
    elif k == "main":
        turn.main_apply(st, seat, key, ev)
    else:
        pregame.apply(st, seat, key, ev)


def _single(k: str, f: Frame | None, key: str, st: State) -> bool:
    if f is None:
        return k == "main" and key == "pass"
    s = KINDS[k].single
    return s(st, f, key) if callable(s) else bool(s)


def settle(st: State, ev: list[Event], quiet: bool = False) -> tuple[int, list[str]] | None:
    """Take the steps that need no choice. Returns (seat, its legal keys) when it stopped at a choice of
    one seat whose options it computed (the caller may keep them: they are what ``legal`` returns)."""
    for _ in range(SETTLE_LIMIT):
        k, f = top(st)
        if k is None:
            return None
        if f is not None:
            auto = KINDS[k].auto
            if auto is not None and auto(st, f, ev):
                continue
        who = seats(st)
        if len(who) != 1:
            return None
        keys = legal(st, who[0])
        if len(keys) == 1 and _single(k, f, keys[0], st):
            apply(st, who[0], keys[0], ev, quiet)
            continue
        if not keys:
            raise RuntimeError(f"Lisboa: no option for seat {who[0]} at {k}")
        return who[0], keys
    raise RuntimeError("Lisboa did not settle")


def log(st: State, seat: int, key: str, k: str | None) -> Event:
    private = seat if (k in PRIVATE_KINDS and st.stack == []) else None
    return Event(M("lisboa.log.act", player=player(seat), action=describe_key(st, seat, key)), seat=seat,
                 private_to=private)
