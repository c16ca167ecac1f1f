"""Browsing: opening a list and going back out of it is navigation, not a move (issue 21).

A game's turn menu may open lists (Macao: a city quarter, a ship destination, the cards to use, the wall)
that a player may leave again with the game's back key (``GameInfo.back_key``: Macao's "back"; a game
without such lists declares none). Both clicks are engine actions, so each used to be stored: a turn of
20,000 open/back clicks took undo 7.5 s, the first replay frame 7.1 s and the game file 493 KB.

A "back" that returns the seat exactly to where it stood before its own previous action of the same
turn (the same position, whatever the action counter says) cancels that action instead of being
stored beside it: the action row is deleted in one versioned write (the store's undo) and the state
before it is stored again. A turn then stores only the steps that changed something, whatever a
player clicks, so undo, replays and the game file cost the same. A "back" that does not return to
the previous position (a list opened by an action that also did something) is stored as before.
Stored games whose turns hold such pairs load and replay as they are.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.store import ActionRow
from engine.core import Action

from .tables import Table, Tables

COUNTERS = frozenset({"seq"})  # state fields that count applied actions and say nothing of the position


def position(state: BaseModel) -> dict[str, Any]:
    """The state's JSON form without its action counters: two states with equal positions are the same
    game to every player and every later action."""
    return state.model_dump(mode="json", exclude=set(COUNTERS & set(type(state).model_fields)))


async def state_it_undoes(
    tables: Tables, tb: Table, seat: int, turn: int, action: Action, last: ActionRow | None
) -> BaseModel | None:
    """The state before ``last`` (the table's newest stored action) when ``action``, just applied to
    ``tb.state`` by ``seat`` on ``turn``, is the game's back key (``GameInfo.back_key``) that returned to it
    exactly; else None."""
    if action.kind != tb.game.info.back_key or last is None or last.seat != seat or last.turn != turn or last.reveals:
        return None
    before = await tables.replay(tb.row, tb.game, tb.options, len(tb.seats), drop_last=1)
    return before if position(before) == position(tb.state) else None
