"""The Discord layer's language: its own messages (``bot.cmd.*`` command texts, ``bot.discord.*``
labels) and the catalog locale of a user's Discord client language.

The messages join the one catalog behind :func:`bot.i18n.t`; the app-command translator reads the
same ids.
"""
from __future__ import annotations

import discord

from engine.core.text import DEFAULT_LOCALE, register_catalog

DISCORD_CATALOG_EN: dict[str, str] = {
    # app commands (names stay English; descriptions are translated)
    "bot.cmd.play.description": "Open a table for a game in this channel",
    "bot.cmd.play.game": "The game to play",
    "bot.cmd.play.ai": "How many AI players to seat (0-3)",
    "bot.cmd.play.level": "How strong the AI players are (default: medium)",
    "bot.cmd.game.takeover.description": "Hand the seat of a player who keeps the table waiting to an AI",
    "bot.cmd.game.takeback.description": "Take your seat back from the AI standing in for you",
    "bot.cmd.game.description": "The game running in this channel",
    "bot.cmd.game.status.description": "Show the board and whose turn it is",
    "bot.cmd.game.hand.description": "Show your private hand and stock (only you see it)",
    "bot.cmd.game.log.description": "Show the latest moves",
    "bot.cmd.game.log.limit": "How many lines (1-50)",
    "bot.cmd.game.undo.description": "Take back your last action of this turn",
    "bot.cmd.game.abandon.description": "End the game in this channel without a result",
    "bot.cmd.game.abandon.confirm": "Set to true to really abandon the game",
    "bot.cmd.rules.description": "Read the rules of a game",
    "bot.cmd.rules.game": "The game",
    "bot.cmd.rules.topic": "A rules topic",
    "bot.cmd.card.description": "Look up a card of any game",
    "bot.cmd.card.name": "Start typing a card name",
    # components
    "bot.discord.take_turn": "Take turn",
    "bot.discord.window_earlier": "⬆ Earlier choices…",
    "bot.discord.window_later": "⬇ More choices…",
    "bot.discord.board_outdated": "That board is outdated: the game has moved on. This is the current panel.",
    "bot.discord.my_hand": "My hand",
    "bot.discord.join": "Join",
    "bot.discord.leave": "Leave",
    "bot.discord.start": "Start",
    "bot.discord.seat_order": "Seat order",
    "bot.discord.seat_order.random": "Random seat order",
    "bot.discord.seat_order.joined": "Seats in joining order",
    "bot.discord.choose": "Choose…",
    "bot.discord.previous": "◀ Previous",
    "bot.discord.next": "Next ▶",
    "bot.discord.page": "Options {first}-{last} of {total}",
    "bot.discord.ai_seats": "AI seats…",
    "bot.discord.ai_add": "Add an AI seat: {level}",
    "bot.discord.ai_remove": "Remove {name}",
    "bot.discord.takeover": "Hand {name}'s seat to an AI",
    "bot.discord.takeback": "Take my seat back",
    "bot.discord.ai_level.easy": "Easy",
    "bot.discord.ai_level.medium": "Medium",
    "bot.discord.ai_level.hard": "Hard",
    "bot.discord.ai_played": "🤖 {name} played.",
    "bot.discord.ai_played_for": "🤖 A {level} AI played for {name}.",
    "bot.discord.reminder": "{mention}, {text}",
    # messages
    "bot.discord.lobby_footer": "{min}-{max} players · the creator starts the game",
    "bot.discord.lobby_started": "Table closed: the game has started.",
    "bot.discord.your_turn": "{mention}, it is your turn.",
    "bot.discord.final_title": "{game}: final ranking",
    "bot.discord.log_title": "Latest moves",
    "bot.discord.log_empty": "Nothing has happened yet.",
    "bot.discord.hand_title": "{game}: your seat",
    "bot.discord.turn_done": "Your turn is over. The board has been posted in the channel.",
    "bot.discord.rules_title": "{game}: {topic}",
    "bot.discord.rules_topics": "Topics: {topics}",
    "bot.discord.unknown_topic": "There is no rules topic called {topic}.",
    "bot.discord.unknown_card": "No card matches {name}. Pick one from the suggestions.",
    "bot.discord.unknown_game": "There is no game called {game}.",
    "bot.discord.unknown_button": "That button is not one of mine or it is malformed. Nothing was changed.",
    "bot.discord.wrong_message": "That button does not belong to this message. Nothing was changed.",
    "bot.discord.failed": "Something went wrong on my side. Nothing was changed; please try again.",
    "bot.discord.missing_permissions": (
        "I cannot run a game in this channel: I am missing {perms}. Ask a server admin to grant "
        "these permissions to me here, then try again."),
    "bot.discord.perm.view_channel": "View Channel",
    "bot.discord.perm.send_messages": "Send Messages",
    "bot.discord.perm.send_messages_in_threads": "Send Messages in Threads",
    "bot.discord.perm.embed_links": "Embed Links",
    "bot.discord.perm.attach_files": "Attach Files",
    "bot.discord.guild_only": "Games are played in server channels, not in direct messages.",
}

register_catalog(DEFAULT_LOCALE, DISCORD_CATALOG_EN)


def locale_of(interaction: discord.Interaction) -> str:
    """The catalog locale for the user's Discord client language (``en-US`` -> ``en``)."""
    return catalog_locale(interaction.locale)


def catalog_locale(locale: discord.Locale | str | None) -> str:
    if locale is None:
        return DEFAULT_LOCALE
    value = locale.value if isinstance(locale, discord.Locale) else str(locale)
    return value.split("-")[0].lower() or DEFAULT_LOCALE
