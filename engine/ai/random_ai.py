"""A random legal player with light preferences; seeded and deterministic, generic over the protocol."""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.game import PASSIVE_KINDS, mover
from engine.core.rng import Rng
from engine.core.turns import Cursor, ProtocolCursor, cursor

# Action kinds that pass or end: avoided half the time while other options remain (the default of
# ``GameInfo.passive_kinds``).
PASSIVE = PASSIVE_KINDS


def choose(game, state, rng: Rng, seat: int | None = None) -> Action:
    """A random legal action of ``seat`` (default: the seat that may act, the lowest if several).

    The game's own recommendation comes first when it offers one (``suggest(state, seat, actions)``,
    e.g. the split of leftover points that scores best); otherwise half the time the player avoids
    passing while other options remain.
    """
    if seat is None:
        d = game.decision(state)
        seat = mover(d)
    return choose_from(game, state, rng, seat, game.legal_actions(state, seat))


def choose_from(game, state, rng: Rng, seat: int, actions: list[Action]) -> Action:
    """:func:`choose` among ``actions`` (the seat's legal actions, or some of them)."""
    if len(actions) == 1:
        return actions[0]
    tip = game.suggest(state, seat, actions)
    if tip is not None:
        return tip
    if rng.below(2):
        passive = game.info.passive_kinds
        active = [a for a in actions if a.kind not in passive]
        if active:
            return active[rng.below(len(active))]
    return actions[rng.below(len(actions))]


def step(game, state, rng: Rng, cur: Cursor | ProtocolCursor | None = None) -> tuple[int, Action] | None:
    """One random move of a random playout: an awaited seat (any of several: a simultaneous decision
    may be taken in any order) plays a random legal action. Returns (seat, action); None when the
    game is over. A playout passes its ``cursor(game, state)`` (engine.core.turns) to every step."""
    if cur is None:
        cur = cursor(game, state)
    d = cur.decision()
    if d is None:
        return None
    seat = d.seats[rng.below(len(d.seats))] if len(d.seats) > 1 else d.seats[0]
    action = choose_from(game, state, rng, seat, cur.legal(seat))
    cur.apply(seat, action)
    return seat, action
