### Záznamy dohraných her (bot.table.replays).

bot-err-no_finished_game = V tomto kanálu není žádná dohraná hra, kterou by šlo přehrát.
bot-err-no_finished_game_id = Na tomto serveru není žádná dohraná hra { $id }.
bot-err-no_finished_game_number = Žádná dohraná hra { $id } neexistuje.
bot-err-replay_not_finished = Hra { $id } ještě neskončila: záznam půjde přehrát po jejím konci.
bot-replay-start = Začátek
bot-replay-move = Tah { $index } z { $count }
bot-replay-move_label = { $index }. { $names }
