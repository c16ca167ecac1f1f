"""The one translation function for every user-facing string the bot produces.

Engine messages (``Msg``) and the bot's own ``bot.*`` ids both go through :func:`t`.
"""
from __future__ import annotations

from typing import Any, Sequence

from engine.core.text import DEFAULT_LOCALE, Msg, M, has_message, register_catalog, translate

BOT_CATALOG_EN: dict[str, str] = {
    # lobby
    "bot.lobby.opened": "{creator} opened a table for {game}. Join to play ({min}-{max} players).",
    "bot.lobby.joined": "{name} joined the table.",
    "bot.lobby.left": "{name} left the table.",
    "bot.lobby.players": "Players ({count}/{max}): {names}",
    "bot.lobby.option_set": "{field} set to {value}.",
    "bot.lobby.seat_order.random": "Seat order: random",
    "bot.lobby.seat_order.joined": "Seat order: as joined",
    "bot.lobby.ai_name": "AI {n} ({level})",
    "bot.lobby.closed": "The table was closed.",
    # turn flow
    "bot.turn.yours": "It is your turn.",
    "bot.turn.of": "It is {name}'s turn.",
    "bot.turn.waiting": "Waiting for {names}.",
    "bot.turn.round": "Round {round}",
    "bot.turn.score": "{name}: {scores}",
    "bot.turn.seat": "You play seat {seat} ({name}).",
    "bot.game.started": "The game of {game} has started: {names}.",
    "bot.game.finished": "The game is over.",
    "bot.game.winner": "Winner: {names}",
    "bot.game.solo_won": "{name} beats {opponent}: {score} to {other}.",
    "bot.game.solo_lost": "{opponent} wins: {other} to {name}'s {score}.",
    "bot.game.yes": "yes",
    "bot.game.no": "no",
    "bot.game.rank": "{rank}. {name} — {score}",
    "bot.game.undone": "Undone: {action}",
    "bot.game.abandoned": "The game was abandoned.",
    "bot.game.confirm_abandon": "Really abandon this game? Run the command again with confirm to end it for everyone.",
    # errors
    "bot.err.not_your_turn": "It is not your turn.",
    "bot.err.outdated": "That click came from an older board: the game has moved on. Nothing was changed.",
    "bot.err.game_over": "This game is over.",
    "bot.err.no_game": "There is no game in this channel.",
    "bot.err.no_lobby": "There is no open table in this channel.",
    "bot.err.channel_busy": "This channel already has a game. Finish or abandon it first.",
    "bot.err.already_joined": "You are already at this table.",
    "bot.err.not_joined": "You are not at this table.",
    "bot.err.not_seated": "You are not playing in this game.",
    "bot.err.bad_action": "That button could not be read (malformed or forged).",
    "bot.err.illegal": "That move is not allowed: {reason}",
    "bot.err.not_creator": "Only the player who opened the table can do that.",
    "bot.err.not_allowed_abandon": "Only the player who opened the table or a channel manager can abandon it.",
    "bot.err.table_full": "The table is full ({max} players).",
    "bot.err.player_count": "This game needs {min}-{max} players; {count} joined.",
    "bot.err.unknown_game": "Unknown game: {game}.",
    "bot.err.bad_option": "Invalid option {field} = {value}.",
    "bot.err.lobby_not_started": "The game has not started yet.",
    "bot.err.already_started": "The game has already started.",
    "bot.err.undo_nothing": "There is nothing of your current turn to undo.",
    "bot.err.undo_reveal": "That cannot be undone: it revealed hidden or random information.",
    "bot.err.busy": "Someone else moved at the same moment; try again.",
}

register_catalog(DEFAULT_LOCALE, BOT_CATALOG_EN)


ECHO_MAX = 100   # characters of user text repeated in a reply (a Discord message holds 2,000)


def echo(text: Any, limit: int = ECHO_MAX) -> str:
    """User text (a typed name, a topic, a select value) as a reply may quote it: one line, at most
    ``limit`` characters. Every message parameter that repeats user input goes through this."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def t(msg_or_id: Msg | str, locale: str = DEFAULT_LOCALE, *, seat_names: Sequence[str] | None = None,
      **params: Any) -> str:
    """Translate a ``Msg`` or a message id (with ``params``) into ``locale``.

    ``seat_names`` (seat index -> display name) turns the engine's player references into names.
    A plain string that is not a registered id is returned unchanged (names, numbers).
    """
    if isinstance(msg_or_id, Msg):
        if params:
            msg_or_id = Msg(msg_or_id.id, {**msg_or_id.params, **params})
        return translate(msg_or_id, locale, seat_names)
    if params or has_message(msg_or_id, locale) or has_message(msg_or_id):
        return translate(M(msg_or_id, **params), locale, seat_names)
    return msg_or_id
