### Wiederholungen beendeter Partien (bot.table.replays).

bot-err-no_finished_game = In diesem Kanal gibt es keine beendete Partie zum Nachspielen.
bot-err-no_finished_game_id = Auf diesem Server gibt es keine beendete Partie { $id }.
bot-err-no_finished_game_number = Es gibt keine beendete Partie { $id }.
bot-err-replay_not_finished = Die Partie { $id } ist noch nicht beendet: ihre Wiederholung gibt es nach dem Spielende.
bot-replay-start = Spielbeginn
bot-replay-move = Zug { $index } von { $count }
bot-replay-move_label = { $index }. { $names }
