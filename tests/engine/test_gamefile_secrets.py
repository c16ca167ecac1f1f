"""The game file tells no secret (issue 21): every registered game, played to the end at several player
counts (random playouts, and greedy AI seats), exported as ``/game export`` writes it, names nothing that
only a seat's own view ever showed. "Public" is what the table's public view showed after any step of
the game (what ``/game status`` would have drawn); "secret" is what some seat's own view showed and
the public view never did (a hand card kept to the end, a card kept in Lisboa's opening draft).

Names are compared as the words of strings and keys (``draft.BL16`` is ``draft`` and ``BL16``)."""

from __future__ import annotations

import json
import re
from typing import Any, Iterable

import pytest

from engine.ai.greedy import choose_greedy
from engine.ai.random_ai import step
from engine.core.gamefile import FileSeat, GameFile, public_file, read_game_file
from engine.core.history import boards
from engine.core.rng import Rng
from engine.core.view import plain_view
from engine.registry import game_ids, get_game

WORD = re.compile(r"[A-Za-z0-9_]+")
LISBOA_MODULES = {"goal_cards": True, "starting_decree": True, "draft": True, "reward_tokens": True}
# Every game at every player count on two seeds, and Lisboa with its modules; the default run plays the
# first seed (and the modules at four players), the slow set (CI runs it) the rest.
_SLOW = pytest.mark.slow
CASES = [
    pytest.param(g, n, {}, seed, marks=[_SLOW] if seed != 1 else [])
    for g in game_ids()
    for n in (1, 2, 3, 4)
    for seed in (1, 2)
    if get_game(g).min_players <= n <= get_game(g).max_players
]
CASES += [
    pytest.param("lisboa", n, LISBOA_MODULES, seed, marks=[] if (n, seed) == (4, 3) else [_SLOW])
    for n in (2, 3, 4)
    for seed in (3, 4)
]


def words(doc: Any, out: set[str] | None = None) -> set[str]:
    """The words of every string and key in a JSON document."""
    out = set() if out is None else out
    if isinstance(doc, dict):
        for k, v in doc.items():
            out.update(WORD.findall(str(k)))
            words(v, out)
    elif isinstance(doc, list):
        for v in doc:
            words(v, out)
    elif isinstance(doc, str):
        out.update(WORD.findall(doc))
    return out


def play(game_id: str, players: int, options: dict, seed: int, greedy: Iterable[int] = ()):
    """A whole game: its options, action log, and the words its public view and the seats' own views
    showed along the way."""
    game = get_game(game_id)
    opts = game.Options.model_validate(options)
    state, rng, log = game.setup(players, opts, seed), Rng.from_seed(seed), []
    public: set[str] = set()
    private: set[str] = set()

    def look() -> None:
        words(plain_view(game.view(state, None)), public)
        for s in range(players):
            words(plain_view(game.view(state, s)), private)

    look()
    while (d := game.decision(state)) is not None and len(log) < 5000:
        seat = d.seats[0]
        if seat in greedy:
            action = choose_greedy(game, state, seat, game.legal_actions(state, seat), rng)
            game.apply(state, seat, action)
            log.append((seat, action.key()))
        else:
            seat, action = step(game, state, rng)
            log.append((seat, action.key()))
        look()
    assert game.decision(state) is None, "the game did not end"
    return game, opts, log, public, private - public


def export(game, opts, players: int, seed: int, log) -> bytes:
    history = boards(game, players, opts, seed, log)
    seats = [FileSeat(name=f"P{i + 1}") for i in range(players)]
    return public_file(game, opts, seats, history, "en").model_dump_json().encode()


@pytest.mark.parametrize("game_id, players, options, seed", CASES)
def test_the_exported_file_names_nothing_that_never_became_public(game_id, players, options, seed):
    game, opts, log, public, secret = play(game_id, players, options, seed)
    data = export(game, opts, players, seed, log)
    doc = json.loads(data)
    assert "seed" not in doc and "actions" not in doc
    leaked = words(doc) & secret
    assert not leaked, f"the file names {sorted(leaked)[:10]}, never public"
    # and it still shows every board the table posted, ending in the game's result
    shown = read_game_file(data).public_boards(game)
    assert len(shown) == len(boards(game, players, opts, seed, log))
    assert (
        read_game_file(data).result.ranks
        == game.result(game.State.model_validate_json(boards(game, players, opts, seed, log)[-1].state)).ranks
    )


@pytest.mark.parametrize("game_id", game_ids())
def test_a_greedy_ai_seats_game_exports_no_secret_either(game_id):
    game = get_game(game_id)
    players = max(game.min_players, 2)
    game, opts, log, public, secret = play(game_id, players, {}, 7, greedy=(0,))  # beside random seats
    assert not words(json.loads(export(game, opts, players, 7, log))) & secret


def test_the_check_catches_the_version_1_file_that_named_a_drafted_card():
    """The same check fails for the old file (seed and action keys): it named the cards kept in the
    opening draft, which no other seat ever saw (``draft.BL16``)."""
    leaks = []
    for players, seed in ((2, 3), (3, 4), (4, 3)):
        game, opts, log, public, secret = play("lisboa", players, LISBOA_MODULES, seed)
        old = GameFile(
            game="lisboa",
            options=opts.model_dump(mode="json"),
            seed=seed,
            seats=[FileSeat(name=f"P{i + 1}") for i in range(players)],
            actions=log,
        )
        leaks += sorted(words(json.loads(old.model_dump_json())) & secret)
    assert leaks, "the old file leaked nothing: the check could not tell"
