"""The one percentile the bot's benchmarks report (latency, clicks, store, replays)."""

from __future__ import annotations

from typing import Sequence


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile ``q`` (0..1) of ``values``; NaN for no values."""
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]
