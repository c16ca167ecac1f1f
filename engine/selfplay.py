"""Random legal self-play with invariant checks (generic over engine.registry games)."""

from __future__ import annotations

import time

from engine.ai.random_ai import step
from engine.core.replay import replay
from engine.core.rng import Rng


def _check(game, state) -> list[str]:
    """The game's own invariants (``check_invariants``), then the protocol's: every awaited seat has
    a legal action, and the state round-trips through JSON."""
    errs = list(game.check_invariants(state))
    d = game.decision(state)
    if d is not None:
        if not d.seats:
            errs.append("decision awaits no seat")
        errs += [f"seat {s} awaited without legal actions" for s in d.seats if not game.legal_actions(state, s)]
    s = state.model_dump_json()
    if type(state).model_validate_json(s).model_dump_json() != s:
        errs.append("JSON round trip differs")
    return errs


def play_one(game, players: int, seed: int, check: bool = True, options=None) -> tuple[int, list[str]]:
    """Play one random game; return (decisions, errors)."""
    options = options or game.Options()
    state = game.setup(players, options, seed)
    rng = Rng.from_seed(seed ^ 0x5EED)
    log: list[tuple[int, str]] = []
    errors: list[str] = []
    probe = {rng.below(400) for _ in range(3)} if check else set()
    while (stepped := step(game, state, rng)) is not None:
        seat, action = stepped
        log.append((seat, action.key()))
        if check:
            errs = _check(game, state)
            if len(log) in probe:
                errs += _replay_check(game, players, options, seed, log, state)
            if errs:
                errors += [f"seed {seed} action {len(log)} {seat}:{action.key()}: {e}" for e in errs]
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


def selfplay(game, players: int, games: int, seed: int, options=None) -> dict:
    t = time.perf_counter()
    completed = 0
    decisions = 0
    errors: list[str] = []
    for i in range(games):
        try:
            n, errs = play_one(game, players, seed + i, options=options)
        except Exception as e:  # noqa: BLE001 - report any crash as an error
            n, errs = 0, [f"seed {seed + i}: {type(e).__name__}: {e}"]
        decisions += n
        errors += errs
        if not errs:
            completed += 1
    return {
        "game": game.id,
        "players": players,
        "games": games,
        "completed": completed,
        "errors": errors,
        "decisions": decisions,
        "seconds": round(time.perf_counter() - t, 3),
    }
