"""Stale clicks: a click on a panel opened before ANOTHER seat chose still counts when its options stand.

A panel's components carry the game's version when it was drawn; any later move makes them stale. In
a simultaneous choice (Macao's dice chosen all at once, Lisboa's opening Clergy tile) every other
seat's choice moves the version, so a panel opened before it would always bounce. A stale click is
applied instead when ALL of these hold (else the caller answers "outdated" as for any stale click):

1. the current decision awaits the clicking seat;
2. every version bump since the panel was a committed action of another seat: the actions stored
   after that version (migration 007) number exactly the bumps and none is the seat's own. Undo,
   takeover and take-back bump the version without an action row, so they leave a gap; the seat's
   own action since means a double click or a second click on an old panel, which must not act twice;
3. the seat's panel at that version (its prompt, and each option's key with its description)
   equals its panel now, and the clicked key is one of those options. The state at that version is
   rebuilt from the state stored at the current turn's start (migration 005) and the turn's actions
   up to it; a panel from before the turn's start is refused, and so is any stale click of a game
   played under an older rules version (its turn start was stored under other rules).

Only stale clicks pay for the reads and the replay. The commit's own version check still runs after:
a race with another process ends "outdated", never in a double move.
"""

from __future__ import annotations

import asyncio

from pydantic import BaseModel, ValidationError

from bot.store import Store
from engine.core import Game, IllegalAction, Msg, versions
from engine.core.replay import replay_from

from .errors import GameOver, NotSeated, NotYourTurn, OutdatedBoard
from .tables import Table


def options_seen(game: Game, state: BaseModel, seat: int) -> tuple[Msg, list[tuple[str, Msg]]] | None:
    """What ``seat``'s panel offers at ``state``: the prompt and each option's key and description
    (a key alone may name another thing once another seat moved, e.g. a position in a display);
    None when the decision does not await the seat."""
    decision = game.decision(state)
    if decision is None or not decision.awaits(seat):
        return None
    return (
        game.seat_prompt(state, seat),
        [(a.key(), game.describe(state, seat, a)) for a in game.legal_actions(state, seat)],
    )


async def still_open(store: Store, tb: Table, seat: int, version: int, key: str | None = None) -> bool:
    """Whether ``seat``'s panel drawn at ``version`` (older than the table's) offers what it offers now
    and nothing but other seats' actions came since (conditions 1-3 of the module docstring); with
    ``key``, also whether that key is one of its options."""
    current = tb.row.version
    if not 0 <= version < current or not versions.trusts_state(tb.game, tb.row.rules_version):
        return False
    now = options_seen(tb.game, tb.state, seat)
    if now is None or (key is not None and key not in [k for k, _ in now[1]]):
        return False
    # (actions another connection committed after the table was loaded are left for the commit's own
    # version check: the caller loads the game again and asks once more)
    since = [a for a in await store.actions_after(tb.row.id, version) if a.version is None or a.version <= current]
    if [a.version for a in since] != list(range(version + 1, current + 1)) or any(a.seat == seat for a in since):
        return False
    start = await store.turn_start(tb.row.id)
    turn_versions = [a.version for a in start.actions if a.version is not None] if start is not None else []
    if start is None or not start.actions or len(turn_versions) < len(start.actions):
        return False
    if version < turn_versions[0] - 1:  # drawn before the current turn started
        return False
    steps = [(a.seat, a.action_key) for a, v in zip(start.actions, turn_versions) if v <= version]

    def then() -> tuple[Msg, list[tuple[str, Msg]]] | None:
        try:
            state = replay_from(tb.game, tb.game.State.model_validate_json(start.state), steps)
        except (ValidationError, ValueError, IllegalAction):  # an unreadable turn start: refuse
            return None
        return options_seen(tb.game, state, seat)

    return await asyncio.to_thread(then) == now


async def asked_now(store: Store, tb: Table, user_id: int, version: int) -> int:
    """The user's seat, when a panel of theirs drawn at ``version`` asks them now (that version, or one
    whose options still stand); else the ServiceError that says why not (no seat, the panel is
    outdated, the game is over, not their decision). For a click that asks about a decision without
    making it: Suggest, "?"."""
    seat = tb.seat_of(user_id)
    if seat is None:
        raise NotSeated()
    if version != tb.row.version and not await still_open(store, tb, seat, version):
        raise OutdatedBoard(tb.row.version)
    decision = tb.game.decision(tb.state)
    if decision is None:
        raise GameOver()
    if not decision.awaits(seat):
        raise NotYourTurn()
    return seat
