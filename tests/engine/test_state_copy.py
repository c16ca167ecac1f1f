"""copy_state of every game is a true deep copy: mutating every mutable part of a copy, at several
points of real (seeded random) games, leaves the original's JSON unchanged, and the copy starts equal."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from engine.ai import random_ai
from engine.core.game import mover
from engine.core.rng import Rng
from engine.core.state_copy import copier
from engine.registry import game_ids, get_game

POINTS = (0, 15, 60, 150, 400)  # decisions played before a copy is taken


def _frozen(v: Any) -> bool:
    """A frozen model (the game options): it cannot be changed in place, so a copy may share it."""
    return isinstance(v, BaseModel) and bool(v.model_config.get("frozen"))


def _containers(v: Any, out: list) -> None:
    """Every mutable object reachable from ``v`` (lists, dicts, sets, models, dataclass instances)."""
    if _frozen(v):
        with pytest.raises(ValidationError):  # pydantic's "Instance is frozen"
            setattr(v, next(iter(type(v).model_fields)), None)
        return
    if isinstance(v, (list, dict, set)) or isinstance(v, BaseModel) or dataclasses.is_dataclass(v):
        out.append(v)
    if isinstance(v, dict):
        for x in v.values():
            _containers(x, out)
    elif isinstance(v, (list, tuple, set)):
        for x in v:
            _containers(x, out)
    elif isinstance(v, BaseModel) or dataclasses.is_dataclass(v):
        for x in vars(v).values():
            _containers(x, out)


def _mutate(v: Any) -> None:
    if isinstance(v, list):
        v.append("mutated")
    elif isinstance(v, dict):
        v["mutated"] = 1
    elif isinstance(v, set):
        v.add("mutated")
    else:
        for name in list(vars(v)):
            vars(v)[name] = "mutated"


def _states(game, players: int, seed: int):
    st = game.setup(players, game.Options(), seed)
    rng = Rng.from_seed(seed)
    n = 0
    for point in POINTS:
        while n < point and (d := game.decision(st)) is not None:
            seat = mover(d)
            game.apply(st, seat, random_ai.choose(game, st, rng, seat))
            n += 1
        yield n, st


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("players", [1, 2, 4])
def test_copy_shares_no_mutable_part_at_several_points(game_id, players):
    game = get_game(game_id)
    if not game.min_players <= players <= game.max_players:
        pytest.skip("player count not played")
    for n, st in _states(game, players, seed=7 + players):
        before = st.model_dump_json()
        cp = game.copy_state(st)
        assert cp.model_dump_json() == before, n
        assert type(cp) is type(st)
        parts: list = []
        _containers(cp, parts)
        originals: list = []
        _containers(st, originals)
        assert not {id(p) for p in parts} & {id(p) for p in originals}, n
        for p in reversed(parts):  # innermost first, so outer objects are still walked intact
            _mutate(p)
        assert st.model_dump_json() == before, n
        assert game.copy_state(st).model_dump_json() == before


@dataclass
class _Leaf:
    tags: list[str] = field(default_factory=list)
    note: str | None = None


class _Holder(BaseModel):
    leaves: list[_Leaf] = []
    by_name: dict[str, list[list[int]]] = {}
    loose: dict[str, Any] = {}
    maybe: list[int] | None = None
    pair: tuple[int, str] = (1, "a")


def test_copier_follows_annotations_and_copies_untyped_data_all_the_way_down():
    h = _Holder(leaves=[_Leaf(["a"])], by_name={"x": [[1], [2]]}, loose={"k": [{"d": [1]}], "n": 3}, maybe=[5])
    c = copier(_Holder)(h)
    assert c.model_dump() == h.model_dump()
    c.leaves[0].tags.append("b")
    c.by_name["x"][1].append(3)
    c.loose["k"][0]["d"].append(2)
    c.maybe.append(6)
    assert h.leaves[0].tags == ["a"] and h.by_name["x"] == [[1], [2]]
    assert h.loose["k"] == [{"d": [1]}] and h.maybe == [5]
    assert c.pair is h.pair  # immutable: shared
