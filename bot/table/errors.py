"""Errors the table use cases raise for bad input. Each carries an i18n ``Msg``; state is never changed."""

from __future__ import annotations

from engine.core.text import Msg, M


class ServiceError(Exception):
    """Base class: ``msg`` is what the user should read (translate it with ``bot.i18n.t``)."""

    msg_id = "bot.err.no_game"

    def __init__(self, msg: Msg | None = None):
        self.msg = msg or M(self.msg_id)
        super().__init__(self.msg.id)


class NoGame(ServiceError):
    msg_id = "bot.err.no_game"


class TableUnreadable(ServiceError):
    """The table's stored game cannot be read (its state, and its action log replayed from the seed):
    it cannot go on; any of its players may end it, and the channel may open another table."""

    msg_id = "bot.err.table_unreadable"


class NoLobby(ServiceError):
    msg_id = "bot.err.no_lobby"


class ChannelBusy(ServiceError):
    msg_id = "bot.err.channel_busy"


class AlreadyJoined(ServiceError):
    msg_id = "bot.err.already_joined"


class NotJoined(ServiceError):
    msg_id = "bot.err.not_joined"


class TableFull(ServiceError):
    msg_id = "bot.err.table_full"


class PlayerCount(ServiceError):
    msg_id = "bot.err.player_count"


class NotCreator(ServiceError):
    msg_id = "bot.err.not_creator"


class NotAllowed(ServiceError):
    msg_id = "bot.err.not_allowed_abandon"


class UnknownGame(ServiceError):
    msg_id = "bot.err.unknown_game"


class BadOption(ServiceError):
    msg_id = "bot.err.bad_option"


class LobbyNotStarted(ServiceError):
    msg_id = "bot.err.lobby_not_started"


class LobbyClosed(ServiceError):
    msg_id = "bot.err.lobby_closed"


class AlreadyStarted(ServiceError):
    msg_id = "bot.err.already_started"


class NotSeated(ServiceError):
    msg_id = "bot.err.not_seated"


class NotYourTurn(ServiceError):
    msg_id = "bot.err.not_your_turn"


class GameOver(ServiceError):
    msg_id = "bot.err.game_over"


class BadAction(ServiceError):
    """Malformed or forged action key (or a custom_id for another game)."""

    msg_id = "bot.err.bad_action"


class OutdatedBoard(ServiceError):
    """The click carried an old version; ``current_version`` is where the game is now (internal: the
    message never shows it)."""

    msg_id = "bot.err.outdated"

    def __init__(self, current_version: int):
        self.current_version = current_version
        super().__init__(M(self.msg_id))


class IllegalMove(ServiceError):
    """Well-formed but not legal now; ``reason`` is the engine's explanation."""

    msg_id = "bot.err.illegal"

    def __init__(self, reason: Msg):
        self.reason = reason
        super().__init__(M(self.msg_id, reason=reason))


class UndoNotAllowed(ServiceError):
    msg_id = "bot.err.undo_nothing"


# --- AI stand-ins for absent players (bot.table.absent) ---


class TakeoverTooEarly(ServiceError):
    """The seat to move has not been away long enough; the message says how long is left."""

    msg_id = "bot.err.takeover_too_early"


class TakeoverNotNeeded(ServiceError):
    """The seat offered for a takeover is no longer keeping the table waiting (or is an AI already)."""

    msg_id = "bot.err.takeover_not_needed"


class OwnSeat(ServiceError):
    msg_id = "bot.err.own_seat"


class NothingToTakeBack(ServiceError):
    msg_id = "bot.err.nothing_to_take_back"


# --- replays (bot.table.replays) ---


class NoFinishedGame(ServiceError):
    """The channel has no finished game, or no finished game of that id is on this server (one message
    for both: a replay never tells whether another server's game id exists)."""

    msg_id = "bot.err.no_finished_game"


class ReplayNotFinished(ServiceError):
    """The game is still running (or was abandoned): replays are of finished games."""

    msg_id = "bot.err.replay_not_finished"


class ChallengeReplayClosed(ServiceError):
    """A daily challenge's game: its replay and game file open for everyone only after its UTC day, so
    nobody studies the day's deal while others still play it."""

    msg_id = "bot.err.challenge_replay_closed"


class NotOffered(ServiceError):
    """The game does not declare what was asked for (``GameInfo.supports``): an AI seat, hints."""

    msg_id = "bot.err.no_ai"
