"""Action cubes as 6 counts in ``data.COLOURS`` order, and the ways a player may pay them.

A payment of "any n", "n of one colour" or "n of different colours" is a real choice only when the
action supply allows several; ``payments`` lists every way (as count vectors) so the decision can offer
them at once, or cube by cube when there are too many for one select (payments.py).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from .data import COLOURS

CI = {c: i for i, c in enumerate(COLOURS)}


def vec(pairs) -> list[int]:
    """((colour, n), ...) -> a count vector."""
    v = [0] * 6
    for c, n in pairs:
        v[CI[c]] += n
    return v


def covers(have: list[int], need: list[int]) -> bool:
    for h, n in zip(have, need):  # (a loop: the rules ask this for every card and quarter they list)
        if h < n:
            return False
    return True


def take(have: list[int], need: list[int]) -> None:
    for i, n in enumerate(need):
        have[i] -= n


def add(have: list[int], more: list[int]) -> None:
    for i, n in enumerate(more):
        have[i] += n


_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def key(v) -> str:
    """A count vector as an action-key token, one base-36 digit per colour: "210000"."""
    return "".join(_DIGITS[n] for n in v)


def unkey(s: str | int) -> list[int]:
    """The count vector of a key token (one of only decimal digits reads back as an int: Action.parse)."""
    return [_DIGITS.index(ch) for ch in str(s)]


@lru_cache(maxsize=4096)
def _payments(have: tuple[int, ...], rule: str, n: int) -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = []
    if rule == "one_colour":
        for i in range(6):
            if have[i] >= n:
                v = [0] * 6
                v[i] = n
                out.append(tuple(v))
    elif rule == "different":
        for combo in combinations([i for i in range(6) if have[i] > 0], n):
            v = [0] * 6
            for i in combo:
                v[i] = 1
            out.append(tuple(v))
    else:  # any
        room = [sum(have[i:]) for i in range(7)]  # cubes left from colour i on

        def rec(i: int, left: int, acc: list[int]) -> None:
            if i == 6:
                if left == 0:
                    out.append(tuple(acc))
                return
            for k in range(min(left, have[i]), -1, -1):
                if left - k > room[i + 1]:  # the other colours cannot pay the rest (nor with less)
                    break
                acc.append(k)
                rec(i + 1, left - k, acc)
                acc.pop()

        rec(0, n, [])
    return tuple(out)


def payments(have: list[int], rule: str, n: int) -> list[tuple[int, ...]]:
    """Every count vector that pays ``n`` cubes under ``rule`` (any | one_colour | different) from ``have``."""
    if n <= 0:
        return [(0,) * 6]
    return list(_payments(tuple(have), rule, n))


def can_pay(have: list[int], rule: str, n: int) -> bool:
    if rule == "one_colour":
        return any(h >= n for h in have)
    if rule == "different":
        return sum(1 for h in have if h > 0) >= n
    return sum(have) >= n
