"""Payment feasibility (``payment.fits``, ``can_pay``, ``can_pay_n``) against a plain search."""

from __future__ import annotations

import itertools

from engine.emara.data import BASIC
from engine.emara.payment import ANY, can_pay, can_pay_n, fits, need_of


def _search(stock, pairs, anyn, waive):
    """Reference: "any" units are waived first, then every choice of typed units to waive is tried."""
    if waive > 0:
        if anyn:
            return _search(stock, pairs, anyn - 1, waive - 1)
        if not pairs:
            return True
        for i, (r, k) in enumerate(pairs):
            rest = pairs[:i] + (((r, k - 1),) if k > 1 else ()) + pairs[i + 1 :]
            if _search(stock, rest, 0, waive - 1):
                return True
        return False
    short = sum(max(0, k - stock[r]) for r, k in pairs)  # typed units the stock lacks
    left = sum(stock[r] for r in BASIC) - sum(min(k, stock[r]) for r, k in pairs)
    return short <= stock["gold"] and anyn <= stock["gold"] - short + left  # gold covers any unit (C-5)


def test_fits_agrees_with_trying_every_waiver():
    for vals in itertools.product(range(3), range(3), range(3), range(3), range(2)):
        stock = dict(zip(BASIC + ("gold",), vals))
        for counts in itertools.product(range(3), repeat=4):
            pairs = tuple((r, k) for r, k in zip(BASIC, counts) if k)
            for anyn, waive in itertools.product(range(3), range(3)):
                case = (stock, pairs, anyn, waive)
                assert fits(*case) == _search(*case), case


def test_can_pay_n_is_can_pay_of_n_units():
    for vals in itertools.product(range(4), repeat=5):
        stock = dict(zip(BASIC + ("gold",), vals))
        for unit, n in itertools.product(BASIC + (ANY,), range(5)):
            assert can_pay_n(stock, unit, n) == can_pay(stock, [unit] * n)
            assert can_pay(stock, [unit] * n) == fits(stock, *need_of([unit] * n))
