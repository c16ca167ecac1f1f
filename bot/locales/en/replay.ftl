### Replays of finished games (bot.table.replays).

bot-err-no_finished_game = There is no finished game in this channel to replay.
bot-err-no_finished_game_id = There is no finished game { $id } on this server.
bot-err-no_finished_game_number = There is no finished game { $id }.
bot-err-replay_not_finished = Game { $id } has not finished: its replay opens when the game is over.
bot-replay-start = Start
bot-replay-move = Move { $index } of { $count }
bot-replay-move_label = { $index }. { $names }
