"""Shared engine core: protocol, actions, decisions, RNG, messages, replay."""
from .actions import A, Action, Decision, Event, Result
from .errors import IllegalAction
from .game import Game, GameBase, GameInfo, OptionSpec, acting_seat
from .stack import DecisionStack, Frame, FrameKind
from .replay import replay
from .rng import Rng
from .text import DEFAULT_LOCALE, M, Msg, add_messages, player, translate

__all__ = ["A", "Action", "Decision", "Event", "Result", "IllegalAction", "Game", "GameBase", "GameInfo", "OptionSpec", "acting_seat", "DecisionStack", "Frame", "FrameKind", "replay",
           "Rng", "DEFAULT_LOCALE", "M", "Msg", "add_messages", "player", "translate"]
