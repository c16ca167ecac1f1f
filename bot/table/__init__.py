"""The game table: lobby, start, play, undo, abandon, AI seats and absent players (transport-agnostic).

Front ends (Discord, the terminal) and the records use these names only.
"""
from .absent import AiTurn, Reminder, SeatChange, level_text, waited_text
from .ai_levels import AI_LEVELS, DEFAULT_LEVEL, LOBBY_LEVELS, TAKEOVER_LEVEL, Budget
from .errors import (AlreadyJoined, AlreadyStarted, BadAction, BadOption, ChannelBusy, GameOver, IllegalMove,
                     LobbyNotStarted, NoGame, NoLobby, NotAllowed, NotCreator, NothingToTakeBack, NotJoined,
                     NotSeated, NotYourTurn, OutdatedBoard, OwnSeat, PlayerCount, ServiceError, TableFull,
                     TakeoverNotNeeded, TakeoverTooEarly, UndoNotAllowed, UnknownGame)
from .models import (AbandonOutcome, ActionOption, ActOutcome, FinalResult, FinalStanding, LobbyInfo, LobbyMember,
                     LobbyOption, Panel, PublicUpdate, SeatInfo, TurnUpdate, UndoOutcome)
from .tables import GameService, Renderer, default_renderer

__all__ = [
    "AI_LEVELS", "AbandonOutcome", "ActOutcome", "ActionOption", "AiTurn", "AlreadyJoined", "AlreadyStarted",
    "BadAction", "BadOption", "Budget", "ChannelBusy", "DEFAULT_LEVEL", "FinalResult", "FinalStanding", "GameOver",
    "GameService", "IllegalMove", "LOBBY_LEVELS", "LobbyInfo", "LobbyMember", "LobbyNotStarted", "LobbyOption",
    "NoGame", "NoLobby", "NotAllowed", "NotCreator", "NotJoined", "NotSeated", "NotYourTurn", "NothingToTakeBack",
    "OutdatedBoard", "OwnSeat", "Panel", "PlayerCount", "PublicUpdate", "Reminder", "Renderer", "SeatChange",
    "SeatInfo", "ServiceError", "TAKEOVER_LEVEL", "TableFull", "TakeoverNotNeeded", "TakeoverTooEarly", "TurnUpdate",
    "UndoNotAllowed", "UndoOutcome", "UnknownGame", "default_renderer", "level_text", "waited_text",
]
