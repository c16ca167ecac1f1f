### Secretos guardados y mesas que no pueden seguir (bot.table.replays, bot.table.tables).

bot-err-challenge_replay_closed = La partida { $id } es el reto diario del { $day }: su repetición y su archivo de partida estarán disponibles para todos cuando termine ese día (UTC).
bot-err-table_unreadable = La partida { $id } ya no se puede leer (sus jugadas guardadas ya no se pueden reproducir): no puede continuar. Cualquiera de sus jugadores puede terminarla con /game abandon, y /play abre una mesa nueva.
