### Answers to moves and commands that cannot be done.

bot-err-not_your_turn = It is not your turn.
bot-err-outdated = That click came from an older board: the game has moved on. Nothing was changed.
bot-err-game_over = This game is over.
bot-err-no_game = There is no game in this channel.
bot-err-no_lobby = There is no open table in this channel.
bot-err-channel_busy = This channel already has a game. Finish or abandon it first.
bot-err-already_joined = You are already at this table.
bot-err-not_joined = You are not at this table.
bot-err-not_seated = You are not playing in this game.
bot-err-bad_action = That button could not be read (malformed or forged).
bot-err-illegal = That move is not allowed: { $reason }
bot-err-not_creator = Only the player who opened the table can do that.
bot-err-not_allowed_abandon = Only the player who opened the table or a channel manager can abandon it.
bot-err-table_full = The table is full ({ $max } players).
bot-err-player_count = This game needs { $min }-{ $max } players; { $count } joined.
bot-err-unknown_game = Unknown game: { $game }.
bot-err-bad_option = Invalid option { $field } = { $value }.
bot-err-lobby_not_started = The game has not started yet.
bot-err-already_started = The game has already started.
bot-err-undo_nothing = There is nothing of your current turn to undo.
bot-err-undo_reveal = That cannot be undone: it revealed hidden or random information.
bot-err-busy = Someone else moved at the same moment; try again.

# A click on the message of an earlier table, whose game is over or never started
bot-err-lobby_closed = That table is closed. Its game was abandoned or never started: open a new one with /play.
# a game that declares no AI support (GameInfo.supports): the lobby, /play ai, the terminal's --ai
bot-err-no_ai = { $game } has no AI players: seat people only.
# a game that declares no hints: the lobby's hint option, Suggest
bot-err-no_hints = { $game } gives no hints.
