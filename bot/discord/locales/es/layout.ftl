### Un mensaje por turno (issue 33): los textos del mensaje del turno.

bot-layout-title = { $game } #{ $id }
bot-layout-asked_names = { $names }: { $question }
bot-layout-to_move = Le toca a: { $names }
bot-layout-breakdown_alt = De dónde salieron los puntos: la puntuación final de cada jugador por categoría
