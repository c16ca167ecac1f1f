"""A small seeded, serialisable random generator (splitmix64).

Game state keeps one of these; the global ``random`` module is never used by the engine,
so ``setup(seed)`` plus the action list always reproduces the same state byte for byte.
"""

from __future__ import annotations

from pydantic import BaseModel

_MASK = (1 << 64) - 1
_SPAN = 1 << 64


class Rng(BaseModel):
    """splitmix64: one 64-bit integer of state, trivially JSON-serialisable."""

    s: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(s=seed & _MASK)

    def next_u64(self) -> int:
        self.s, z = _step(self.s)
        return z

    def below(self, n: int) -> int:
        """Uniform integer in [0, n): splitmix64 steps until one falls below the largest multiple of
        ``n`` (rejection sampling keeps it unbiased)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        # A random player or a search draws on every move, so the step of ``_step`` is written out
        # here, and the state is stored straight into the model's field dict (pydantic's __setattr__
        # costs more than the draw itself; ``s`` has no validator, so the stored value is the same).
        d = self.__dict__
        s = d["s"]
        limit = _SPAN - _SPAN % n
        while True:
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                d["s"] = s
                return z % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list):
        return items[self.below(len(items))]


def _step(s: int) -> tuple[int, int]:
    """One splitmix64 step: (new state, output)."""
    s = (s + 0x9E3779B97F4A7C15) & _MASK
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return s, z ^ (z >> 31)
