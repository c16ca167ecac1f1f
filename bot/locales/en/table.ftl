### The game table: lobby, turns, results (bot.i18n).

## Lobby

bot-lobby-opened = { $creator } opened a table for { $game }. Join to play ({ $min }-{ $max } players).
bot-lobby-joined = { $name } joined the table.
bot-lobby-left = { $name } left the table.
bot-lobby-players = Players ({ $count }/{ $max }): { $names }
bot-lobby-option_set = { $field } set to { $value }.
bot-lobby-seat_order-random = Seat order: random
bot-lobby-seat_order-joined = Seat order: as joined
bot-lobby-ai_name = AI { $n } ({ $level })
bot-lobby-closed = The table was closed.

## Turns

bot-turn-yours = It is your turn.
bot-turn-of = It is { $name }'s turn.
bot-turn-waiting = Waiting for { $names }.
bot-turn-round = Round { $round }
bot-turn-score = { $name }: { $scores }
bot-turn-seat = You play seat { $seat } ({ $name }).

## The game

bot-game-started = The game of { $game } has started: { $names }.
bot-game-finished = The game is over.
bot-game-winner = Winner: { $names }
bot-game-solo_won = { $name } beats { $opponent }: { $score } to { $other }.
bot-game-solo_lost = { $opponent } wins: { $other } to { $name }'s { $score }.
bot-game-yes = yes
bot-game-no = no
bot-game-rank = { $rank }. { $name } — { $score }
bot-game-undone = Undone: { $action }
bot-game-abandoned = The game was abandoned.
bot-game-confirm_abandon = Really abandon this game? Run the command again with confirm to end it for everyone.
