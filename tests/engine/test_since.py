"""Since my last move (engine.core.since), on scenarios of each game: two and four players, and a
player whose last action lies a whole round back (every other player moved, some several times)."""

from __future__ import annotations

import random

import pytest

from engine.core.msg import player
from engine.core.since import MAX_LINES, Moved, since_lines, unnamed
from engine.core.text import LANGUAGES, fallbacks, translate
from engine.registry import game_ids, get_game

NAMES = ["Ann", "Bob", "Cy", "Di"]


def opening(gid: str, players: int, seed: int, rounds: int):
    """Random play until seat 0 has acted, then until it is asked again after every other seat acted
    (``rounds`` > 1: at least that many times each, seat 0's own decisions in between played by a
    stand-in while its player is away): (state after its player's last action, state now, the moves
    in between)."""
    game = get_game(gid)
    st = game.setup(players, game.Options(), seed)
    rng = random.Random(seed)
    before, moves = None, []
    for _ in range(5000):
        d = game.decision(st)
        assert d is not None, "the game ended first"
        acted = {m.seat for m in moves} - {0}
        if before is not None and 0 in d.seats and len(acted) == players - 1:
            counts = [sum(1 for m in moves if m.seat == s) for s in range(1, players)]
            if rounds == 1 or min(counts) >= rounds:
                return game, before, st, moves
        seat = d.seats[0] if 0 not in d.seats or before is None else 0
        if seat == 0 and before is not None and len(acted) < players - 1:
            seat = next(s for s in d.seats if s != 0) if len(d.seats) > 1 else 0
        events = game.apply(st, seat, rng.choice(game.legal_actions(st, seat)))
        if seat == 0 and (before is None or len(acted) < players - 1):
            before, moves = game.copy_state(st), []
        else:  # seat 0 acting later is its stand-in's move while it is away (bot/table/absent.py)
            moves.append(Moved(seat, tuple(events)))
    raise AssertionError("no opening found")


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("gid", game_ids())
def test_the_lines_name_each_other_player_then_you_then_the_question(gid: str, players: int) -> None:
    game, before, now, moves = opening(gid, players, seed=3, rounds=1)
    lines = since_lines(game, before, now, moves, 0)
    assert len(lines) <= MAX_LINES
    others = [m.seat for m in moves]
    first_seen = list(dict.fromkeys(others))
    assert len(lines) == len(first_seen) + 2  # one per other player, what changed for you, what is asked
    assert [line.id for line in lines[-2:]][1] == "core.since.asked"
    assert lines[-2].id in ("core.since.mine", "core.since.mine_same")
    assert lines[-1].params["prompt"] == game.seat_prompt(now, 0)
    for lang in LANGUAGES:
        with fallbacks() as missed:
            text = [translate(m, lang, names=NAMES[:players]) for m in lines]
        assert missed == [] or lang == "en", (lang, missed)
        assert all(t and "core-" not in t for t in text), text


@pytest.mark.parametrize("gid", game_ids())
def test_a_player_a_whole_round_away_reads_every_other_player_and_what_it_lost_or_won(gid: str) -> None:
    game, before, now, moves = opening(gid, 4, seed=5, rounds=2)
    lines = since_lines(game, before, now, moves, 0)
    assert len(lines) == 5  # three other players, you, the question
    did = lines[:3]
    assert all(line.id in ("core.since.did", "core.since.acted") for line in did)
    # each other player's newest public lines are quoted (without the name the line opens with), with
    # the count of the older ones
    for line, seat in zip(did, dict.fromkeys(m.seat for m in moves)):
        said = [e.msg for m in moves if m.seat == seat for e in m.events if e.private_to is None]
        if line.id == "core.since.did":
            assert line.params["player"] == player(seat)
            assert line.params["lines"] == [unnamed(m, seat) for m in said[-2:]]
            assert line.params["more"] == max(0, len(said) - 2)


@pytest.mark.parametrize("gid", game_ids())
def test_each_other_player_is_named_once_in_its_line(gid: str) -> None:
    """Not "Ann: moved, Ann: ended the turn": the name once, then what the player did."""
    game, before, now, moves = opening(gid, 4, seed=5, rounds=2)
    lines = since_lines(game, before, now, moves, 0)
    for lang in LANGUAGES:
        for line, name in zip(lines[:3], [NAMES[s] for s in dict.fromkeys(m.seat for m in moves)]):
            text = translate(line, lang, names=NAMES)
            assert text.startswith(f"{name}: "), text
            assert text.count(f"{name}:") == 1, text


@pytest.mark.parametrize("gid", game_ids())
def test_nothing_is_said_when_nobody_else_moved(gid: str) -> None:
    game = get_game(gid)
    st = game.setup(2, game.Options(), 1)
    assert since_lines(game, st, st, [], 0) == []
    assert since_lines(game, st, st, [Moved(0, ())], 0) == []
