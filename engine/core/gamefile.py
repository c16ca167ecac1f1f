"""The game file: a whole game as a small JSON document (``/game export``).

It holds what rebuilds every state exactly (game, options, seed, seat count, every action key with
its seat) plus what a reader wants to see (seats by name, the public language, the result). The
result is checked on reading: a file whose actions do not lead to its result is refused, so a file
edited by hand cannot pass for the game it claims to be.
"""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from .game import Game
from .history import Board, boards

FORMAT = "euro-table-game"


class FileSeat(BaseModel):
    name: str
    ai: str | None = None           # the AI level that played the seat (None: a person)


class FileResult(BaseModel):
    ranks: list[int]
    scores: list[int]


class GameFile(BaseModel):
    format: Literal["euro-table-game"] = FORMAT
    version: Literal[1] = 1
    game: str
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int
    locale: str = "en"              # the language of the table's public messages and board
    seats: list[FileSeat]
    actions: list[tuple[int, str]]  # (seat, action key), in the order they were played
    result: FileResult | None = None

    model_config = {"extra": "forbid"}

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def history(self, game: Game) -> list[Board]:
        """Every board of the game; ValueError if the file's actions do not lead to its result."""
        if game.id != self.game:
            raise ValueError(f"the file is a {self.game} game, not {game.id}")
        options = game.Options.model_validate(self.options)
        history = boards(game, len(self.seats), options, self.seed, [(s, k) for s, k in self.actions])
        if self.result is not None:
            final = game.result(game.State.model_validate_json(history[-1].state))
            got = FileResult(ranks=list(final.ranks), scores=list(final.scores)) if final else None
            if got != self.result:
                raise ValueError("the file's actions do not lead to its result")
        return history
