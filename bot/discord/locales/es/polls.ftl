### Una encuesta para el próximo juego (issue 33): /play encuesta:, su resultado abre el lobby.

bot-cmd_name-play-poll = encuesta
bot-cmd-play-poll = Que el canal vote el próximo juego: la encuesta dura tantas horas y luego se abre la mesa del ganador
bot-polls-question = ¿A qué juego jugamos ahora? Cuando termine la encuesta, se abrirá aquí la mesa del juego que gane.
bot-polls-posted = La encuesta está abierta hasta { $when }; luego se abrirá en este canal la mesa del juego que gane, creada por ti.
bot-polls-either = Elige un juego para abrir su mesa, o indica encuesta: (horas) para que el canal vote uno; no ambas cosas.
bot-polls-perm = Crear encuestas
bot-polls-nobody = Nadie votó en la encuesta, así que no se abre ninguna mesa. /play abre una cuando quieras.
bot-polls-result = La encuesta eligió { $game } ({ $votes } de { $total } votos): su mesa está abierta, únete abajo.
bot-polls-busy = La encuesta eligió { $game }, pero su mesa no puede abrirse aquí: { $why }
