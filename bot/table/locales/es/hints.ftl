### Pistas (bot/table/hints.py, hint_policy.py): Sugerir en el panel de un jugador, la opción de la mesa, las marcas.

bot-hints-off_by_creator = Las pistas están desactivadas en esta mesa: quien la creó no las permitió.
bot-hints-off_rated = Las pistas están desactivadas en esta mesa: es una partida puntuada y una pista la dejaría sin puntuar para todos. Quien creó la mesa puede permitirlas en la sala.
bot-hints-confirm_rated = Usar una pista deja esta partida sin puntuar para todos en la mesa. ¿Mostrar la pista?
bot-hints-confirm_solo = Una partida en la que uses una pista no entra en las mejores puntuaciones ni hace avanzar tu campaña. ¿Mostrar la pista?
bot-hints-confirm_challenge = Un intento en el que uses una pista no entra en la tabla del desafío de hoy. ¿Mostrar la pista?
bot-hints-suggested = 💡 Sugerencia: **{ $option }** — { $reason }
bot-hints-failed = No se pudo calcular la pista ahora (no se contó nada). Inténtalo de nuevo.
bot-hints-used_by = { $name } ({ $n })
bot-hints-final = 💡 Pistas usadas: { $names } (una partida con pistas no se puntúa).
bot-hints-lobby_on = Pistas: permitidas
bot-hints-lobby_off = Pistas: no permitidas
bot-hints-lobby_default = (lo predeterminado para esta mesa)
bot-hints-solo_unrecorded = 💡 Se usaron pistas: esta partida no entra en las mejores puntuaciones ni en la campaña.
bot-hints-challenge_unrecorded = 💡 Se usaron pistas: tu intento del { $day } ({ $score }) no entra en la tabla del día.
