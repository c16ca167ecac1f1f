"""The one test-helper module for every game: set a game up, drive it by action key, play it out.

Everything here goes through the game protocol only (``setup``, ``decision``, ``legal_actions``,
``apply``, ``view``, ``determinise``), so it serves every registered game; a game's own scenario
helpers (``tests/engine/<game>/helpers.py``) build on it and add only what edits that game's state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from engine.ai.mcts import search
from engine.ai.random_ai import choose
from engine.core.actions import Action, Event
from engine.core.rng import Rng
from engine.core.view import plain_view
from engine.registry import get_game


def slow_for(game_ids: list[str], *slow: str) -> list[Any]:
    """Parameters for ``game_ids`` in which the games ``slow`` (a long whole game: Macao's, with its many
    small decisions) run only in the slow set, which CI runs; the other games stay in the default run."""
    import pytest

    return [pytest.param(g, marks=pytest.mark.slow) if g in slow else g for g in game_ids]


def game_of(game: Any) -> Any:
    """The game object for a game or a registered game id."""
    return get_game(game) if isinstance(game, str) else game


def new(game: Any, players: int, seed: int = 1, **options: Any) -> Any:
    """A real setup of ``game`` (an object or an id) with lobby ``options``."""
    g = game_of(game)
    return g.setup(players, g.Options(**options), seed)


def mover_of(game: Any, st: Any, seat: int | None = None) -> int:
    """``seat``, or by default the first seat the current decision awaits."""
    return game.decision(st).seats[0] if seat is None else seat


def keys(game: Any, st: Any, seat: int | None = None) -> list[str]:
    """The keys of ``seat``'s legal actions now (default: the first awaited seat)."""
    return [a.key() for a in game.legal_actions(st, mover_of(game, st, seat))]


def act(game: Any, st: Any, key: str, seat: int | None = None) -> list[Event]:
    """Apply the action ``key`` for ``seat`` (default: the first awaited seat); its events."""
    return game.apply(st, mover_of(game, st, seat), Action.parse(key))


@dataclass
class Playout:
    """A random game played to its end: the final state, the (seat, key) log and each move's events."""

    state: Any
    log: list[tuple[int, str]] = field(default_factory=list)
    events: list[list[Event]] = field(default_factory=list)


def playout(
    game: Any,
    players: int,
    seed: int,
    options: dict | None = None,
    check: Callable[[Any], None] | None = None,
    any_seat: bool = True,
) -> Playout:
    """A random game to the end: an awaited seat (a random one of several when ``any_seat``, else the
    first) plays a random legal action; ``check(state)`` runs after every action."""
    g = game_of(game)
    st = g.setup(players, g.Options(**(options or {})), seed)
    rng = Rng.from_seed(seed)
    out = Playout(st)
    while (d := g.decision(st)) is not None:
        seat = d.seats[rng.below(len(d.seats))] if any_seat else d.seats[0]
        a = choose(g, st, rng, seat)
        out.events.append(g.apply(st, seat, a))
        out.log.append((seat, a.key()))
        if check:
            check(st)
    return out


def public_json(game: Any, st: Any) -> str:
    """The public view as comparable text."""
    v = game.view(st, None)
    return v.model_dump_json() if hasattr(v, "model_dump_json") else repr(plain_view(v))


def play_checking_reveals(game: Any, players: int, options: dict, seed: int) -> tuple[set[str], set[str]]:
    """A random game played to its end, checking at every move that a move showing hidden information
    is marked as revealing (undo never goes back across it): (action kinds played, kinds that revealed).

    The hidden information (other seats' hands and offers, deck and pile orders, the generator) is
    resampled twice with the game's own ``determinise`` from the mover's point of view; both copies
    show the same public view. The move is applied to both. If the public views then differ, the move
    showed something that was hidden, so its events must carry ``reveals``."""
    g = game_of(game)
    st = g.setup(players, g.Options(**options), seed)
    rng = Rng.from_seed(seed)
    kinds, revealing = set(), set()
    while (d := g.decision(st)) is not None:
        seat = d.seats[0]
        action = choose(g, st, rng, seat)
        a, b = (g.determinise(st, seat, Rng.from_seed(seed * 31 + k)) for k in (1, 2))
        assert public_json(g, a) == public_json(g, b) == public_json(g, st), "determinise must keep the public view"
        marked = [any(e.reveals for e in g.apply(x, seat, action)) for x in (a, b)]
        events = g.apply(st, seat, action)
        kinds.add(action.kind)
        if public_json(g, a) != public_json(g, b):
            revealing.add(action.kind)
            assert all(marked) and any(e.reveals for e in events), f"{action.key()} shows hidden information"
    return kinds, revealing


def assert_search_stays_within_the_turn(game: Any, state: Any, seat: int, iterations: int, monkeypatch) -> None:
    """A hard AI searching with ``GameInfo(search_horizon="turn")`` (Macao, Lisboa) never looks past the end of
    its own turn: every position it evaluates is at most one turn later."""
    root_turn = game.decision(state).turn
    seen = []
    real = game.evaluate

    def spy(s, evaluated_seat):
        d = game.decision(s)
        seen.append(None if d is None else d.turn)
        return real(s, evaluated_seat)

    monkeypatch.setattr(game, "evaluate", spy)
    search(game, state, seat, game.legal_actions(state, seat), Rng.from_seed(1), iterations=iterations)
    assert seen and all(t is None or t <= root_turn + 1 for t in seen)


def strings(obj: Any) -> set[str]:
    """Every string in a JSON-like tree, dict keys included."""
    if isinstance(obj, str):
        return {obj}
    if isinstance(obj, dict):
        return set(obj) | {s for v in obj.values() for s in strings(v)}
    if isinstance(obj, (list, tuple)):
        return {s for v in obj for s in strings(v)}
    return set()
