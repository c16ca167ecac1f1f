### Versiones de las reglas (bot.table.versions): una partida guardada jugada con reglas que este bot ni juega ni convierte.

bot-versions-refused = La partida { $id } ya no se puede leer: se jugó con la versión { $played } de las reglas de { $game }, y este bot juega la versión { $plays } (nunca reproduce una partida con otras reglas). Cualquiera de sus jugadores puede terminarla con /game abandon, y /play abre una mesa nueva.
bot-versions-replay_refused = La partida { $id } se jugó con la versión { $played } de las reglas de { $game }, y este bot juega la versión { $plays }: no tiene repetición ni archivo de partida (este bot nunca reproduce una partida con otras reglas).
