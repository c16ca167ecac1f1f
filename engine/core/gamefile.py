"""The game file: a whole game as a small JSON document (``/game export``).

Version 2 (what the bot writes) holds what the table saw and nothing else: the game, its lobby
options, the seats by name, the public language, every public board the table posted (the public
view of the first in full, then what changed since the board before: :mod:`engine.core.patch`) and
the result with its tie-breaks. It has no seed and no action keys: the seed deals every hidden card
(deck orders, hands), and an action key may name one nobody else ever saw (Lisboa's ``draft.BL16``:
a card kept in the opening draft). A reader draws the boards from the views without replaying, so a
version 2 file cannot be checked against the rules: it is a record of what was shown, not a proof.

Version 1 (written before issue 21) held the seed and every action key; it still loads, is replayed
from its seed and is refused when its actions do not lead to its result.

Both carry ``rules_version`` (issue 23): the rules version of the game (``engine.core.versions``) the
file was written under. A file of a version this engine neither plays nor migrates is refused
(RulesVersionError, a ValueError). A file without one was written before versions: a version 2 file
then holds boards drawn under version 1 (only version 1 wrote them); a version 1 file's log is read
as the game's records from before versions are (``UNVERSIONED``: Lisboa's earlier Church keys too).
A version 2 file is never replayed, only drawn: one of an older version is drawn when its game
migrates that version (its boards show the same rules) and refused when it does not.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final, Literal, Sequence

from pydantic import BaseModel, Field

from .game import Game
from .history import Board, boards
from .msgjson import decode_msg, encode_msg
from .patch import apply, diff
from .msg import Msg
from .versions import FIRST, check, rules_version, today_steps
from .view import plain_view

FORMAT: Final = "euro-table-game"
VERSIONS = (1, 2)


class FileSeat(BaseModel):
    name: str
    ai: str | None = None  # the AI level that played the seat (None: a person)


class FileResult(BaseModel):
    ranks: list[int]
    scores: list[int]
    tiebreaks: list[dict[str, Any]] = Field(default_factory=list)  # the game's tie-break lines (encoded Msgs)
    opponent: int | None = None  # alone: the solo opponent's score

    @property
    def tiebreak_msgs(self) -> list[Msg]:
        return [decode_msg(m) for m in self.tiebreaks]


@dataclass(frozen=True, slots=True)
class PublicBoard:
    """One board as the table showed it: which move of the game, who moved since the board before, the
    game's name for its part of the game, and the public view (its JSON form)."""

    index: int
    actors: tuple[int, ...]
    chapter: Msg | None
    view: Any


def final_result(game: Game, state: BaseModel, players: int) -> FileResult | None:
    """The result at ``state`` as a file holds it (None while the game runs)."""
    result = game.result(state)
    if result is None:
        return None
    opponent = None
    solo = game.solo_mode() if players == 1 else None
    if solo is not None and result.details:
        opponent, _ = solo.outcome(result.scores[0], result.details[0])
    return FileResult(
        ranks=list(result.ranks),
        scores=list(result.scores),
        tiebreaks=[encode_msg(m) for m in result.tiebreaks],
        opponent=opponent,
    )


class GameFile(BaseModel):
    """Version 1: seed and action keys (read only; see the module docstring)."""

    format: Literal["euro-table-game"] = FORMAT
    version: Literal[1] = 1
    game: str
    rules_version: int | None = None  # None: written before rules versions (see the module docstring)
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int
    locale: str = "en"  # the language of the table's public messages and board
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
        steps = today_steps(game, self.rules_version, len(self.seats), options, self.seed, self.actions)
        history = boards(game, len(self.seats), options, self.seed, steps)
        if self.result is not None:
            final = game.result(game.State.model_validate_json(history[-1].state))
            got = (final.ranks, final.scores) if final else None
            if got != (self.result.ranks, self.result.scores):
                raise ValueError("the file's actions do not lead to its result")
        return history

    def public_boards(self, game: Game) -> list[PublicBoard]:
        return [
            PublicBoard(
                b.index, b.actors, b.chapter, plain_view(game.view(game.State.model_validate_json(b.state), None))
            )
            for b in self.history(game)
        ]

    def final(self, game: Game) -> FileResult | None:
        return final_result(game, game.State.model_validate_json(self.history(game)[-1].state), len(self.seats))


class FileBoard(BaseModel):
    actors: list[int] = Field(default_factory=list)
    chapter: dict[str, Any] | None = None  # an encoded Msg ("Round 3"), None in a game without chapters
    view: dict[str, Any]  # board 0: its public view; later boards: what changed since


class PublicGameFile(BaseModel):
    """Version 2: what the table saw (see the module docstring)."""

    format: Literal["euro-table-game"] = FORMAT
    version: Literal[2] = 2
    game: str
    rules_version: int | None = None  # None: written before rules versions, i.e. under version 1
    options: dict[str, Any] = Field(default_factory=dict)
    locale: str = "en"
    seats: list[FileSeat]
    boards: list[FileBoard] = Field(min_length=1)
    result: FileResult | None = None

    model_config = {"extra": "forbid"}

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def public_boards(self, game: Game) -> list[PublicBoard]:
        """Every board with its whole public view; ValueError for a file of another game or one whose
        changes do not fit the views they change; RulesVersionError for one of a rules version this
        engine neither plays nor migrates."""
        if game.id != self.game:
            raise ValueError(f"the file is a {self.game} game, not {game.id}")
        check(game, FIRST if self.rules_version is None else self.rules_version)
        out, view = [], None
        for i, b in enumerate(self.boards):
            try:
                view = b.view if view is None else apply(view, b.view)
            except (KeyError, IndexError, ValueError, TypeError) as e:
                raise ValueError(f"board {i} does not fit the board before it") from e
            chapter = decode_msg(b.chapter) if b.chapter is not None else None
            out.append(PublicBoard(i, tuple(b.actors), chapter, view))
        return out

    def final(self, game: Game) -> FileResult | None:
        return self.result


AnyGameFile = GameFile | PublicGameFile


def public_file(
    game: Game, options: BaseModel, seats: Sequence[FileSeat], history: Sequence[Board], locale: str
) -> PublicGameFile:
    """The version 2 file of a game whose boards are ``history`` (``engine.core.history.boards``, under
    today's rules: the file carries today's rules version)."""
    out, before = [], None
    for b in history:
        view = plain_view(game.view(game.State.model_validate_json(b.state), None))
        out.append(
            FileBoard(
                actors=list(b.actors),
                chapter=encode_msg(b.chapter) if b.chapter is not None else None,
                view=view if before is None else diff(before, view),
            )
        )
        before = view
    final = game.State.model_validate_json(history[-1].state)
    return PublicGameFile(
        game=game.id,
        rules_version=rules_version(game),
        options=options.model_dump(mode="json"),
        locale=locale,
        seats=list(seats),
        boards=out,
        result=final_result(game, final, len(seats)),
    )


def read_game_file(data: bytes | str) -> AnyGameFile:
    """A game file of either version; ValueError (a pydantic ValidationError for a malformed one) when
    it is none."""
    try:
        doc = json.loads(data)
    except ValueError as e:
        raise ValueError(f"Invalid JSON: {e}") from e
    version = doc.get("version") if isinstance(doc, dict) else None
    if version == 2:
        return PublicGameFile.model_validate(doc)
    if version == 1 or version is None:
        return GameFile.model_validate(doc)
    raise ValueError(
        f"a game file of version {version!r}: this engine reads versions " + " and ".join(map(str, VERSIONS))
    )
