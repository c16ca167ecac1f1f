"""A game's history as its table showed it: one public board per turn.

A table posts a new public board when the game begins, whenever ``Decision.turn`` changes (a turn,
or a round phase such as the end-of-round choices) and when the game ends (:func:`board_due`, the
one rule the bot and the replays share). :func:`boards` replays a seed and action log and keeps
the state at each of those boards, so a replay shows exactly the boards the players saw.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from pydantic import BaseModel

from .actions import Decision
from .game import Game
from .replay import Step, seat_and_action
from .msg import M, Msg

# Moves per chapter of the jump list when a game names no chapters (a round, a period) of its own.
MOVES_PER_CHAPTER = 10


def board_due(before: Decision | None, after: Decision | None) -> bool:
    """A new public board: the game ended, began, or entered a new turn or round phase."""
    return after is None or before is None or after.turn != before.turn


@dataclass(frozen=True, slots=True)
class Board:
    """One public board of the game: the state after the actions ``[first, end)`` of the log.

    Board 0 is the table at the start (no actions). ``actors`` are the seats that acted since the
    previous board, in order of their first action; ``chapter`` the game's name for the part of the
    game the board belongs to (``Game.chapter``: "Round 3", "Period 2"), None when it has none."""

    index: int
    first: int
    end: int
    actors: tuple[int, ...]
    chapter: Msg | None
    state: str  # the state's JSON at this board (a replay rebuilds the view from it)


def chapter_of(game: Game) -> Callable[[BaseModel], Msg | None]:
    """The game's ``chapter(state) -> Msg | None`` (None throughout: a game without chapters)."""
    return game.chapter


def boards(game: Game, players: int, options: BaseModel, seed: int, actions: Iterable[Step]) -> list[Board]:
    """Every board the table showed for this seed and log, in order (the first is the setup board).
    Actions after the last board (a game still running mid-turn) end in one more board."""
    state = game.setup(players, options, seed)
    chapter = chapter_of(game)
    out = [Board(0, 0, 0, (), chapter(state), state.model_dump_json())]
    before = game.decision(state)
    first, actors, n = 0, [], 0
    for n, step in enumerate(actions, start=1):
        seat, action = seat_and_action(game, state, step)
        game.apply(state, seat, action)
        actors.append(seat)
        after = game.decision(state)
        if board_due(before, after):
            out.append(Board(len(out), first, n, tuple(dict.fromkeys(actors)), chapter(state), state.model_dump_json()))
            first, actors = n, []
        before = after
    if first < n:
        out.append(Board(len(out), first, n, tuple(dict.fromkeys(actors)), chapter(state), state.model_dump_json()))
    return out


@dataclass(frozen=True, slots=True)
class Chapter:
    """A stretch of consecutive boards under one name, for a replay's jump list."""

    label: Msg
    first: int  # the first board's index
    last: int  # the last board's index (inclusive)


def chapters(history: Sequence[Board]) -> list[Chapter]:
    """The boards grouped by their chapter (consecutive equal names), or, for a game without chapters,
    in blocks of :data:`MOVES_PER_CHAPTER` boards ("Moves 1–10")."""
    out: list[Chapter] = []
    if history and all(b.chapter is None for b in history):
        for start in range(0, len(history), MOVES_PER_CHAPTER):
            last = min(start + MOVES_PER_CHAPTER, len(history)) - 1
            out.append(Chapter(M("core.chapter.moves", first=start, last=last), start, last))
        return out
    for b in history:
        label = b.chapter if b.chapter is not None else M("core.chapter.setup")
        if out and out[-1].label == label:
            out[-1] = Chapter(label, out[-1].first, b.index)
        else:
            out.append(Chapter(label, b.index, b.index))
    return out
