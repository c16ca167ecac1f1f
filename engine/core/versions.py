"""Rules versions: which rules a stored game was played under, and what today's code does with it.

A stored game is its seed and action keys; its state is rebuilt by replaying them under today's code.
When a game's rules or data tables change (a PROPOSED data row replaced, a rule corrected), a game
played before would replay to another position, and a key may mean another thing. So every game
declares ``rules_version: int`` (in its ``GameInfo``: the rules and data this code plays; 1 = the
rules when versions began, issue 23), every stored game, action log and game file carries the
version it was played under, and a game of another version is migrated or refused, never replayed
silently under other rules.

A game's package may hold a ``versions`` module (``engine/<game>/versions.py``) declaring:

* ``MIGRATIONS``: for each older version, how a game played under it reaches the next version:

  - :data:`REPLAY`: the rules did not change, only the stored state's form (a field added, renamed):
    the state is rebuilt by replaying the seed and the same action keys under today's code;
  - an upgrade function ``(game, players, options, seed, steps) -> steps``: the same rules, other key
    spellings: the ``(seat, key)`` log in the next version's keys. A migrated game's log goes on in
    today's keys, so the function must leave keys already in the newer form as they are;
  - ``None``, or no entry: the rules changed: such a game is refused (:class:`RulesVersionError`).

* ``UNVERSIONED``: the versions a record stored before versions existed (no version at all) may have
  been played under, the newest first; each is tried in turn until its log replays. Default ``(1,)``:
  everything stored before issue 23 was played under today's rules of that day, version 1.

A game without a ``versions`` module (a test game) has no migrations and reads unversioned records as
version 1.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel

from .errors import IllegalAction
from .game import FIRST_RULES_VERSION, Game
from .replay import replay

FIRST = FIRST_RULES_VERSION  # the version of every game's rules when versions began (issue 23)
REPLAY: Literal["replay"] = "replay"

Steps = list[tuple[int, str]]
Upgrade = Callable[[Game, int, BaseModel, int, Steps], Steps]
Declared = Literal["replay"] | Upgrade  # a migration a game declares from one version to the next
Migration = Declared | None  # None: refused

# What a log that does not replay raises (an unversioned record is then tried as the next older version)
NOT_REPLAYED = (IllegalAction, ValueError, KeyError, IndexError, TypeError)


class RulesVersionError(ValueError):
    """A stored game played under a rules version this code does not play and cannot migrate from."""

    def __init__(self, game: Game, stored: int | None):
        # a record from before versions: the likeliest version it was played under
        self.game_id, self.stored, self.current = game.id, candidates(game, stored)[0], rules_version(game)
        super().__init__(
            f"this {game.id} game was played under rules version {self.stored}; this engine "
            f"plays version {self.current} and cannot replay it under other rules"
        )


@dataclass(frozen=True, slots=True)
class Declaration:
    """A game's migrations and the versions of its unversioned records (see the module docstring)."""

    migrations: Mapping[int, Migration]
    unversioned: tuple[int, ...]


def rules_version(game: Game) -> int:
    """The rules version this code plays ``game`` under."""
    return game.info.rules_version


@functools.cache
def _versions_module(package: str) -> Any:
    """``<package>.versions``, or None when the package has none (looked for once per package)."""
    name = f"{package}.versions" if package else "versions"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:
            raise
        return None


def declaration(game: Game) -> Declaration:
    """The ``versions`` module beside the game's module (none: no migrations, unversioned = version 1)."""
    module = _versions_module(type(game).__module__.rpartition(".")[0])
    return Declaration(dict(getattr(module, "MIGRATIONS", {})), tuple(getattr(module, "UNVERSIONED", (FIRST,))))


def candidates(game: Game, stored: int | None) -> tuple[int, ...]:
    """The versions a record may have been played under, the likeliest first."""
    return (stored,) if stored is not None else declaration(game).unversioned


def chain(game: Game, version: int) -> list[Declared] | None:
    """The migrations from ``version`` to today's, in order; None when one is missing (or the version
    is newer than today's: a game played by a newer engine)."""
    current, migrations = rules_version(game), declaration(game).migrations
    if version > current:
        return None
    steps = [migrations.get(v) for v in range(version, current)]
    declared = [m for m in steps if m is not None]
    return declared if len(declared) == len(steps) else None


def check(game: Game, stored: int | None) -> None:
    """None when today's code plays or migrates a record of ``stored`` (None: from before versions);
    RulesVersionError when it does not."""
    if not any(chain(game, v) is not None for v in candidates(game, stored)):
        raise RulesVersionError(game, stored)


def trusts_state(game: Game, stored: int | None) -> bool:
    """Whether a state stored with a record of ``stored`` (its state cache, its turn start) was
    written under today's rules and may be read as it is; else it is rebuilt from the log. A record
    from before versions is trusted while today's version is one it may have been played under (the
    code that wrote it wrote today's form; as before versions)."""
    return rules_version(game) in candidates(game, stored)


def upgrade(
    game: Game, version: int, players: int, options: BaseModel, seed: int, steps: Sequence[tuple[int, str]]
) -> Steps:
    """``steps`` played under ``version`` in today's keys; RulesVersionError when it cannot be migrated."""
    migrations = chain(game, version)
    if migrations is None:
        raise RulesVersionError(game, version)
    out = list(steps)
    for m in migrations:
        if callable(m):  # REPLAY keeps the keys
            out = m(game, players, options, seed, out)
    return out


@dataclass(frozen=True, slots=True)
class Rebuilt:
    """A stored log replayed under today's rules: its steps in today's keys, the state they reach,
    and the version the record may carry from now on (today's when its keys were today's already; else
    the version it was played under, and every replay migrates it again)."""

    steps: Steps
    state: BaseModel
    version: int


def rebuild(
    game: Game, stored: int | None, players: int, options: BaseModel, seed: int, steps: Sequence[tuple[int, str]]
) -> Rebuilt:
    """Replay a stored log recorded under ``stored`` (None: before versions) under today's rules,
    migrating it first. RulesVersionError when no candidate version can be migrated; the replay's own
    error (IllegalAction, ValueError...) when the log does not replay under any of them."""
    check(game, stored)
    stored_steps = [(int(s), str(k)) for s, k in steps]
    first_error: Exception | None = None
    for version in candidates(game, stored):
        if chain(game, version) is None:
            continue
        try:
            today = upgrade(game, version, players, options, seed, stored_steps)
            state = replay(game, players, options, seed, today)
        except NOT_REPLAYED as e:
            first_error = first_error or e
            continue
        return Rebuilt(today, state, rules_version(game) if today == stored_steps else version)
    assert first_error is not None
    raise first_error


def today_steps(
    game: Game, stored: int | None, players: int, options: BaseModel, seed: int, steps: Sequence[tuple[int, str]]
) -> Steps:
    """A stored log recorded under ``stored`` in today's keys, for a caller that replays it anyway:
    replayed here only to tell apart the versions an unversioned record may have been played under.
    RulesVersionError when it cannot be migrated."""
    found = [v for v in candidates(game, stored) if chain(game, v) is not None]
    if not found:
        raise RulesVersionError(game, stored)
    if len(found) == 1:
        return upgrade(game, found[0], players, options, seed, [(int(s), str(k)) for s, k in steps])
    return rebuild(game, stored, players, options, seed, steps).steps
