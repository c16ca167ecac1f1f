"""Random legal self-play with invariant checks (generic over engine.registry games)."""
from __future__ import annotations

import time

from engine.ai.random_ai import choose
from engine.core.replay import replay
from engine.core.rng import Rng
from engine.core.view import plain_view


def _check(game, state) -> list[str]:
    errs = []
    if hasattr(game, "check_invariants"):
        errs += game.check_invariants(state)
    for k, v in _ints(plain_view(game.view(state, None))):
        if v < 0 and k in ("stock", "cp", "bp"):
            errs.append(f"negative {k}")
    if game.decision(state) is not None and not game.legal_actions(state):
        errs.append("decision without legal actions")
    s = state.model_dump_json()
    if type(state).model_validate_json(s).model_dump_json() != s:
        errs.append("JSON round trip differs")
    return errs


def _ints(view, key=""):
    """(key, value) for every int below the stock/cp/bp entries of seat views."""
    if isinstance(view, dict):
        for k, v in view.items():
            if k == "stock" and isinstance(v, dict):
                for x in v.values():
                    yield "stock", x
            elif k in ("cp", "bp") and isinstance(v, int):
                yield k, v
            elif isinstance(v, (dict, list)):
                yield from _ints(v, k)
    elif isinstance(view, list):
        for v in view:
            yield from _ints(v, key)


def play_one(game, players: int, seed: int, check: bool = True, options=None) -> tuple[int, list[str]]:
    """Play one random game; return (decisions, errors)."""
    options = options or game.Options()
    state = game.setup(players, options, seed)
    rng = Rng.from_seed(seed ^ 0x5EED)
    log: list[str] = []
    errors: list[str] = []
    probe = {rng.below(400) for _ in range(3)} if check else set()
    while game.decision(state) is not None:
        action = choose(game, state, rng)
        game.apply(state, action)
        log.append(action.key())
        if check:
            errs = _check(game, state)
            if len(log) in probe:
                errs += _replay_check(game, players, options, seed, log, state)
            if errs:
                errors += [f"seed {seed} action {len(log)} {action.key()}: {e}" for e in errs]
                break
        if len(log) > 200000:
            errors.append(f"seed {seed}: game too long")
            break
    if check and not errors:
        errors += _replay_check(game, players, options, seed, log, state)
        if game.result(state) is None:
            errors.append(f"seed {seed}: no result at the end")
    return len(log), errors


def _replay_check(game, players, options, seed, log, state) -> list[str]:
    again = replay(game, players, options, seed, log)
    if again.model_dump_json() != state.model_dump_json():
        return [f"seed {seed}: replay differs after {len(log)} actions"]
    return []


def selfplay(game, players: int, games: int, seed: int) -> dict:
    t = time.perf_counter()
    completed = 0
    decisions = 0
    errors: list[str] = []
    for i in range(games):
        try:
            n, errs = play_one(game, players, seed + i)
        except Exception as e:  # noqa: BLE001 - report any crash as an error
            n, errs = 0, [f"seed {seed + i}: {type(e).__name__}: {e}"]
        decisions += n
        errors += errs
        if not errs:
            completed += 1
    return {"game": game.id, "players": players, "games": games, "completed": completed,
            "errors": errors, "decisions": decisions, "seconds": round(time.perf_counter() - t, 3)}
