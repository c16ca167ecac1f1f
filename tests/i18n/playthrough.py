"""Every message a Crown of Emara game produces, collected from random games played through the
engine: prompts, every legal option's label, log lines, seat lines, board captions, results, the
game's options, rules topics and cards, and public views for the board picture."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.ai.random_ai import choose
from engine.core import Msg
from engine.core.rng import Rng
from engine.emara.game import GAME

GAMES = ((1, 3), (2, 5), (3, 7), (4, 11))  # (players, seed): solo and every table size
VIEWS_PER_GAME = 4  # public views kept for drawing (start, ..., the end)


@dataclass
class Played:
    messages: list[Msg] = field(default_factory=list)
    views: list[Any] = field(default_factory=list)


def _msgs(value: Any) -> list[Msg]:
    if isinstance(value, Msg):
        return [value]
    if isinstance(value, dict):
        return [m for v in value.values() for m in _msgs(v)]
    if isinstance(value, (list, tuple)):
        return [m for v in value for m in _msgs(v)]
    return []


def play(players: int, seed: int) -> Played:
    out = Played()
    state = GAME.setup(players, GAME.Options(), seed)
    rng = Rng.from_seed(seed)
    views = [GAME.view(state, None)]
    steps = 0
    while (d := GAME.decision(state)) is not None:
        out.messages.append(d.prompt)
        seat = d.seats[rng.below(len(d.seats))] if len(d.seats) > 1 else d.seats[0]
        out.messages += [GAME.describe(state, seat, a) for a in GAME.legal_actions(state, seat)]
        out.messages += GAME.seat_lines(state, seat) + GAME.summary_lines(state)
        out.messages += [e.msg for e in GAME.apply(state, seat, choose(GAME, state, rng, seat))]
        steps += 1
        if steps % 90 == 0:
            views.append(GAME.view(state, None))
    result = GAME.result(state)
    out.messages += _msgs(result.details) + list(result.tiebreaks)
    out.messages += [Msg(f"emara.detail.{k}") for d in result.details for k in d]  # the ranking's labels
    out.messages += GAME.summary_lines(state)
    views.append(GAME.view(state, None))
    out.views = views[:: max(1, len(views) // VIEWS_PER_GAME)] + [views[-1]]
    return out


def reference() -> list[Msg]:
    """What no game needs to reach: options, rules topics, cards."""
    out: list[Msg] = []
    for spec in GAME.option_specs():
        out += [spec.label] + [label for _, label in spec.choices]
    out += [Msg(f"emara.rules.{topic}") for topic in GAME.rules_topics()]
    out += [m for pair in GAME.cards().values() for m in pair]
    return out
