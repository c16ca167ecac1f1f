### Repeticiones de partidas terminadas (bot.table.replays).

bot-err-no_finished_game = En este canal no hay ninguna partida terminada que repetir.
bot-err-no_finished_game_id = En este servidor no hay ninguna partida terminada { $id }.
bot-err-no_finished_game_number = No hay ninguna partida terminada { $id }.
bot-err-replay_not_finished = La partida { $id } aún no ha terminado: su repetición estará disponible al acabar.
bot-replay-start = Inicio
bot-replay-move = Jugada { $index } de { $count }
bot-replay-move_label = { $index }. { $names }
