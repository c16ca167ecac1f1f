### /tournament in Discord: its commands and the sign-up message's buttons.

bot-discord-tn-join = Inscribirme
bot-discord-tn-leave = Borrarme
bot-discord-tn-start = Empezar ya
bot-discord-tn-no_threads = Las mesas de un torneo juegan en hilos: el bot necesita en este canal Ver canal, Crear hilos públicos, Enviar mensajes en hilos, Insertar enlaces y Adjuntar archivos.
bot-discord-tn-cancelled = Has cancelado { $title }: se dirá en su canal.

bot-cmd-tournament-description = Torneos que organiza el bot
bot-cmd-tournament-create-description = Abrir en este canal la inscripción a un torneo
bot-cmd-tournament-create-game = El juego
bot-cmd-tournament-create-format = Sistema suizo, todos contra todos o eliminatoria
bot-cmd-tournament-create-rounds = Suizo: cuántas rondas (sin indicar: 3); todos contra todos: como mucho estas
bot-cmd-tournament-create-seats_per_table = Jugadores por mesa (2-4; sin indicar: los más que admita el juego)
bot-cmd-tournament-create-pace = El reloj de cada mesa (sin indicar: diario)
bot-cmd-tournament-create-sign_up_until = Inscripción hasta: 2d, 12h, 90m o una fecha y hora en UTC (sin indicar: un día)
bot-cmd-tournament-create-limit = Como mucho estos jugadores (sin indicar: 64)
bot-cmd-tournament-create-min_rating = Solo jugadores con al menos esta puntuación en este servidor
bot-cmd-tournament-status-description = Cómo va un torneo (solo para ti)
bot-cmd-tournament-status-tournament = El torneo (sin indicar: el último)
bot-cmd-tournament-cancel-description = Cancelar un torneo (su organizador o Gestionar servidor)
bot-cmd-tournament-cancel-tournament = El torneo
bot-cmd-tournament-format-swiss = sistema suizo
bot-cmd-tournament-format-round_robin = todos contra todos
bot-cmd-tournament-format-knockout = eliminatoria
bot-cmd-tournament-pace-live = en vivo
bot-cmd-tournament-pace-daily = diario
bot-cmd-tournament-pace-weekly = semanal
bot-cmd-tournament-pace-none = sin reloj

bot-cmd_name-tournament = torneo
bot-cmd_name-tournament-create = crear
bot-cmd_name-tournament-create-game = juego
bot-cmd_name-tournament-create-format = formato
bot-cmd_name-tournament-create-rounds = rondas
bot-cmd_name-tournament-create-seats_per_table = jugadores_por_mesa
bot-cmd_name-tournament-create-pace = ritmo
bot-cmd_name-tournament-create-sign_up_until = inscripción_hasta
bot-cmd_name-tournament-create-limit = límite
bot-cmd_name-tournament-create-min_rating = puntuación_mínima
bot-cmd_name-tournament-status = estado
bot-cmd_name-tournament-status-tournament = torneo
bot-cmd_name-tournament-cancel = cancelar
bot-cmd_name-tournament-cancel-tournament = torneo
