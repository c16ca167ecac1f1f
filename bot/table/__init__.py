"""The game table: lobby, start, play, undo, abandon, AI seats and absent players (transport-agnostic).

``GameService`` builds the components (``lobby``, ``play``, ``ai``, ``absent``) over one ``Tables``.
Front ends (Discord, the terminal) and the records use the names exported here.
"""
from .absent import Absent, Reminder, ResponseTimeout, SeatChange, level_text, waited_text
from .ai_driver import AiDriver, AiTurn
from .ai_pool import AiPool, AiWorkerError, WorkerLost
from .clocks import AwayLimit, AwayOutcome, Clocks
from .ai_levels import AI_LEVELS, DEFAULT_LEVEL, LOBBY_LEVELS, TAKEOVER_LEVEL, Budget
from .errors import (AlreadyJoined, AlreadyStarted, BadAction, BadOption, ChannelBusy, GameOver, IllegalMove,
                     LobbyNotStarted, NoFinishedGame, NoGame, NoLobby, NotAllowed, NotCreator, NothingToTakeBack,
                     NotJoined, NotSeated, NotYourTurn, OutdatedBoard, OwnSeat, PlayerCount, ReplayNotFinished,
                     ServiceError, TableFull, TakeoverNotNeeded, TakeoverTooEarly, UndoNotAllowed, UnknownGame)
from .invitations import NotAPlayer, NotInvited, Rematch, RematchAbandoned, RematchNotFinished
from .lobby import Lobby
from .models import (AbandonOutcome, ActionOption, ActOutcome, FinalResult, FinalStanding, LobbyInfo, LobbyMember,
                     LobbyOption, Panel, PublicUpdate, ReplayFrame, ReplayJump, SeatInfo, TurnUpdate,
                     UndoOutcome)
from .my_tables import MyTable, MyTableList, MyTables
from .play import Play
from .replays import Replays, animate_in_worker
from .resign import AlreadyResigned, Resign, Resignation
from .service import GameService
from .tables import Renderer, Table, Tables, default_renderer

__all__ = [
    "AI_LEVELS", "AbandonOutcome", "AwayLimit", "AwayOutcome", "Clocks", "Absent", "ActOutcome", "ActionOption",
    "AiDriver", "AiPool", "AiWorkerError", "AiTurn", "AlreadyJoined", "AlreadyStarted", "BadAction", "BadOption",
    "Budget", "ChannelBusy", "DEFAULT_LEVEL", "FinalResult", "FinalStanding", "GameOver", "GameService",
    "IllegalMove", "LOBBY_LEVELS", "Lobby", "LobbyInfo", "LobbyMember", "LobbyNotStarted", "LobbyOption",
    "NoFinishedGame", "NoGame", "NoLobby", "NotAllowed", "NotCreator", "NotJoined", "NotSeated", "NotYourTurn",
    "NothingToTakeBack", "OutdatedBoard", "OwnSeat", "Panel", "Play", "PlayerCount", "PublicUpdate", "Reminder",
    "Renderer", "ReplayFrame", "ReplayJump", "ReplayNotFinished", "Replays", "ResponseTimeout", "SeatChange",
    "SeatInfo", "ServiceError", "TAKEOVER_LEVEL", "Table", "TableFull", "Tables", "TakeoverNotNeeded",
    "TakeoverTooEarly", "TurnUpdate", "UndoNotAllowed", "UndoOutcome", "UnknownGame", "WorkerLost",
    "animate_in_worker", "default_renderer", "level_text", "waited_text",
    # invitations, rematch, resign, /games
    "AlreadyResigned", "MyTable", "MyTableList", "MyTables", "NotAPlayer", "NotInvited", "Rematch",
    "RematchAbandoned", "RematchNotFinished", "Resign", "Resignation",
]
