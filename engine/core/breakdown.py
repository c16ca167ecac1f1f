"""Where a seat's points came from: its final score split by the game's own end-scoring categories.

A game answers ``score_breakdown(state)`` (``engine.core.game.GameBase``; None while the game runs or
for a game without one) with a :class:`Breakdown`: per seat, ``(category, points)`` in the rulebook's
order, each category named by the catalog message ``<game>.breakdown.<category>``. The categories combine
into the seat's score of ``Result.scores``: by their sum (Macao, Lisboa: the points of play plus each
end-scoring part), or by their minimum (Crown of Emara: the score is the lower of the two tracks). The
conformance suite checks that they do, in every random playout.

Pure data: nothing here reads a catalog or knows a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .msg import M, Msg

Combine = Literal["sum", "min"]


def category_msg(game_id: str, category: str) -> Msg:
    """The name of a scoring category: ``<game>.breakdown.<category>``."""
    return M(f"{game_id}.breakdown.{category}")


@dataclass(frozen=True, slots=True)
class Breakdown:
    """Per seat (``Result.scores``' seats, in order), its categories and points; ``combine``: how they
    make the score."""

    game: str
    parts: dict[int, tuple[tuple[str, int], ...]]
    combine: Combine = "sum"

    def total(self, seat: int) -> int:
        points = [p for _, p in self.parts[seat]]
        if not points:
            return 0
        return sum(points) if self.combine == "sum" else min(points)

    def categories(self) -> list[str]:
        """Every category named, in the order of the first seat that names it."""
        out: list[str] = []
        for row in self.parts.values():
            out += [c for c, _ in row if c not in out]
        return out
