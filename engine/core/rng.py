"""A small seeded, serialisable random generator (splitmix64).

Game state keeps one of these; the global ``random`` module is never used by the engine,
so ``setup(seed)`` plus the action list always reproduces the same state byte for byte.
"""
from __future__ import annotations

from pydantic import BaseModel

_MASK = (1 << 64) - 1


class Rng(BaseModel):
    """splitmix64: one 64-bit integer of state, trivially JSON-serialisable."""

    s: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(s=seed & _MASK)

    def next_u64(self) -> int:
        self.s = (self.s + 0x9E3779B97F4A7C15) & _MASK
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n). Rejection sampling keeps it unbiased."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (_MASK + 1) - ((_MASK + 1) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list):
        return items[self.below(len(items))]
