"""Reading a seat's active cards (A6: only your own active cards work for you)."""

from __future__ import annotations

from .data import CARDS, Card
from .state import State


_EMPTY: tuple = ()
# The rules ask about a seat's active cards on every option they list: the answers are kept per set of
# active cards (a seat activates a few cards per game; every playout and search revisits the same sets).
_BY_KIND: dict[tuple[str, ...], dict[str, tuple[Card, ...]]] = {}
_TOTALS: dict[tuple[tuple[str, ...], str, str], int] = {}


def _kinds(active: list[str]) -> dict[str, tuple[Card, ...]]:
    key = tuple(active)
    got = _BY_KIND.get(key)
    if got is None:
        if len(_BY_KIND) > 50_000:
            _BY_KIND.clear()
            _TOTALS.clear()
        out: dict[str, list[Card]] = {}
        for i in active:
            c = CARDS[i]
            out.setdefault(c.kind, []).append(c)
        got = _BY_KIND[key] = {k: tuple(v) for k, v in out.items()}
    return got


def active_kind(st: State, seat: int, kind: str) -> tuple[Card, ...]:
    """The seat's active cards of effect ``kind``, in the order activated."""
    active = st.seats[seat].active
    return _kinds(active).get(kind, _EMPTY) if active else _EMPTY


def has(st: State, seat: int, kind: str, param: str | None = None) -> bool:
    """Whether an active card of ``kind`` (with ``param`` set, if named) works for the seat."""
    cards = active_kind(st, seat, kind)
    if param is None:
        return bool(cards)
    return any(c.param(param) is not None for c in cards)


def total(st: State, seat: int, kind: str, param: str) -> int:
    """The sum of ``param`` over the seat's active cards of ``kind`` (two Guards would give two advances)."""
    active = st.seats[seat].active
    if not active:
        return 0
    key = (tuple(active), kind, param)
    n = _TOTALS.get(key)
    if n is None:
        n = 0
        for c in _kinds(active).get(kind, _EMPTY):
            v = c.param(param)
            if v is not None and v is not False:
                n += int(v)
        _TOTALS[key] = n
    return n
