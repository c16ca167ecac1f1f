"""What a change of the game means for the table: a new board, and who must be told to act.

The engine's :class:`~engine.core.actions.Decision` keeps three things apart, and so does the bot:

* **undo** is bounded by ``Decision.turn`` and the last stored action (see ``Play.undo``);
* **stale clicks** are refused by the stored game's version, checked before anything else;
* **who is told**: every seat that newly appears in ``Decision.seats`` (on its turn or not) is told
  once, in one message per change, never one per seat — this module. A seat that was already
  awaited, or that just acted and goes on, is not told again: its open panel carries on.

A new public board is due when ``Decision.turn`` changes (a turn, or a round phase such as the
end-of-round choices, is one board) or the game ends; between boards, seats that start to be awaited
get a short notice instead.
"""

from __future__ import annotations

from engine.core.actions import Decision
from engine.core.history import board_due  # the one rule; replays rebuild the same boards

__all__ = ["board_due", "newly_awaited", "owner_or_first"]


def newly_awaited(before: Decision | None, after: Decision | None, actor: int | None = None) -> list[int]:
    """Seats that may act after the change and must be told so: those that were not awaited before,
    on a new board as within a turn. The actor, still choosing, is not told (its panel carries on),
    nor is a seat that was already awaited (it was told when it started to be)."""
    if after is None:
        return []
    waiting = set(before.seats) if before is not None else set()
    return [s for s in after.seats if s not in waiting and s != actor]


def owner_or_first(decision: Decision | None) -> int | None:
    """The seat a table shows as "to move": the turn's owner if it may act, else the first awaited seat."""
    if decision is None:
        return None
    if decision.owner is not None and decision.owner in decision.seats:
        return decision.owner
    return decision.seats[0] if decision.seats else decision.owner
