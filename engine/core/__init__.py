"""Shared engine core: protocol, actions, the turn machine, RNG, messages, replay."""

from .actions import A, Action, Decision, Event, Result
from .errors import IllegalAction
from .game import Game, GameBase, GameInfo, OptionSpec, acting_seat
from .turns import Move, Step, TurnMachine, Turns, cursor
from .replay import replay
from .rng import Rng
from .text import DEFAULT_LOCALE, M, Msg, add_messages, player, translate

__all__ = [
    "A",
    "Action",
    "Decision",
    "Event",
    "Result",
    "IllegalAction",
    "Game",
    "GameBase",
    "GameInfo",
    "OptionSpec",
    "acting_seat",
    "Move",
    "Step",
    "TurnMachine",
    "Turns",
    "cursor",
    "replay",
    "Rng",
    "DEFAULT_LOCALE",
    "M",
    "Msg",
    "add_messages",
    "player",
    "translate",
]
