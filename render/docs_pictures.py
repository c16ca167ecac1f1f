"""``python -m render docs``: the README's pictures (``docs/``), made again from seeded games.

Each game is played by the seeded random player up to a moment that shows much (a table in the middle
of the game with a last move that touched several places); then its public board in every language,
its phone card (English) and the own area of the seat to move (English) are written; and where the points
came from (``render.breakdown``) at the end of a seeded game: Macao in English (its punish markers are
negative), Crown of Emara in German (its two tracks, the lower one counts). Run it after a change to a
picture, and look at what it wrote.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from engine.ai.random_ai import step
from engine.core.rng import Rng
from engine.core.text import locales, translate
from engine.registry import get_game

from . import breakdown, phone, renderer


@dataclass(frozen=True)
class Moment:
    """A seeded game and the first moment (after a turn ended) that ``shows`` accepts."""

    game: str
    players: int
    seed: int
    names: tuple[str, ...]
    shows: Callable[[Any], bool]


def _deeds(st) -> list[str]:
    return list(st.last_turn.deeds) if getattr(st, "last_turn", None) is not None else []


MOMENTS = (
    # round 4, a councillor moved and something was built or recruited
    Moment(
        "emara",
        3,
        4,
        ("Alba", "Bruno", "Carmen"),
        lambda st: st.round == 4 and bool(st.last_turn.moves) and bool(st.last_turn.huts or st.last_turn.advisors),
    ),
    # round 7's action phase, a turn of three deeds or more with a city quarter among them
    Moment(
        "macao",
        3,
        10,
        ("Alba", "Bruno", "Carmen"),
        lambda st: (
            st.round == 7
            and st.phase == "actions"
            and len(_deeds(st)) >= 3
            and any(d.startswith("quarter") for d in _deeds(st))
        ),
    ),
    # a Public Building opened, and a seat joined the Visit
    Moment(
        "lisboa",
        4,
        17,
        ("Anna", "Bob", "Chiara", "Dmitri"),
        lambda st: any(d.startswith("pb") for d in _deeds(st)) and any("@join" in d for d in _deeds(st)),
    ),
)


def played(m: Moment):
    game = get_game(m.game)
    st: Any = game.setup(m.players, game.Options(), m.seed)  # every game's state counts turn_no
    rng = Rng.from_seed(m.seed)
    while game.decision(st) is not None:
        turn = st.turn_no
        step(game, st, rng)
        if st.turn_no != turn and m.shows(st):
            return game, st
    raise RuntimeError(f"{m.game} seed {m.seed}: the game ended before the moment it should show")


# (game, players, seed, names, language): a finished game's breakdown picture, docs/breakdown-<game>[-<lang>].png
ENDINGS = (
    ("macao", 3, 10, ("Alba", "Bruno", "Carmen"), "en"),
    ("emara", 3, 4, ("Alba", "Bruno", "Carmen"), "de"),
)


def finished(game_id: str, players: int, seed: int):
    """A seeded random game played to its end: (game, final state)."""
    game = get_game(game_id)
    st = game.setup(players, game.Options(), seed)
    rng = Rng.from_seed(seed)
    while game.decision(st) is not None:
        step(game, st, rng)
    return game, st


def write(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for m in MOMENTS:
        game, st = played(m)
        names = list(m.names)
        public = game.view(st, None)
        for lang in locales():
            path = out / (f"{m.game}-board.png" if lang == "en" else f"{m.game}-board-{lang}.png")
            path.write_bytes(renderer(m.game).board(public, names, lang))
            written.append(path)
        decision = game.decision(st)
        seat = decision.seats[0]
        asked = translate(game.seat_prompt(st, seat), "en")
        _, card = phone.pictures(m.game, public, names, "en", asked)
        (out / f"phone-{m.game}.png").write_bytes(card)
        (out / f"panel-{m.game}.png").write_bytes(phone.own_area(m.game, game.view(st, seat), seat, names, "en"))
        written += [out / f"phone-{m.game}.png", out / f"panel-{m.game}.png"]
    for game_id, players, seed, names_, lang in ENDINGS:
        game, st = finished(game_id, players, seed)
        path = out / (f"breakdown-{game_id}.png" if lang == "en" else f"breakdown-{game_id}-{lang}.png")
        picture = breakdown.png(game.score_breakdown(st), list(names_), lang)
        assert picture is not None, f"{game_id} has no score breakdown"
        path.write_bytes(picture)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m render docs", description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default="docs")
    a = p.parse_args(argv)
    for path in write(Path(a.out)):
        print(path)
    return 0
