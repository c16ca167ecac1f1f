"""Medium: one-step greedy on ``game.evaluate`` over a determinised copy of the state."""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.turns import Cursor, ProtocolCursor, cursor

FORCED_LIMIT = 64  # forced single-option decisions followed after an action
LOOKAHEAD = 1  # follow-up choices of the same seat in the same turn looked at (see score_after)


def copier(game):
    """The game's copy of a state (``copy_state``: by default a JSON round trip)."""
    return game.copy_state


def follow_forced(cur: Cursor | ProtocolCursor, seat: int) -> None:
    """Play single-option decisions of ``seat`` (payments, lone follow-ups) until a real choice."""
    for _ in range(FORCED_LIMIT):
        d = cur.decision()
        if d is None or seat not in d.seats:
            return
        legal = cur.legal(seat)
        if len(legal) != 1:
            return
        cur.apply(seat, legal[0])


def score_after(game, base, action: Action, seat: int, copy, lookahead: int = 1, evaluate=None) -> float:
    """Evaluation after ``action`` (and forced follow-ups). With ``lookahead`` > 0, a step that leaves
    ``seat`` with a further choice in the same turn (a location's sub-actions after a move, the menu
    after a card) is worth its best follow-up, if that beats stopping here. ``evaluate``: the
    judgement (default ``game.evaluate``)."""
    if evaluate is None:
        evaluate = game.evaluate
    st = copy(base)
    cur = cursor(game, st)
    decision = cur.decision()
    if decision is None:
        raise ValueError("score_after: the game is over, nothing to score")
    turn = decision.turn
    cur.apply(seat, action)
    follow_forced(cur, seat)
    v = evaluate(st, seat)
    if lookahead > 0:
        d = cur.decision()
        if d is not None and seat in d.seats and d.turn == turn:
            nxt = game.prune(st, cur.legal(seat))
            for b in nxt:
                v = max(v, score_after(game, st, b, seat, copy, lookahead - 1, evaluate))
    return v


def choose_greedy(game, state, seat: int, legal: list[Action], rng: Rng, lookahead: int = LOOKAHEAD) -> Action:
    base = game.determinise(state, seat, rng)
    copy = copier(game)
    best: list[Action] = []
    best_v = float("-inf")
    for a in legal:
        v = score_after(game, base, a, seat, copy, lookahead)
        if v > best_v + 1e-9:
            best_v, best = v, [a]
        elif v > best_v - 1e-9:
            best.append(a)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]
