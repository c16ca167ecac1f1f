### Torneos que organiza el bot: el mensaje de inscripción, rondas, clasificación, estado (bot.table.tournaments).

bot-tn-title = Torneo de { $game } n.º { $id } · { $format }
bot-tn-format-swiss = sistema suizo
bot-tn-format-round_robin = todos contra todos
bot-tn-format-knockout = eliminatoria
bot-tn-format_text-swiss = Sistema suizo en mesas de { $seats }: cada ronda sienta juntos a jugadores con los mismos puntos y nunca dos veces a los mismos rivales cuando puede evitarse.
bot-tn-format_text-round_robin = Todos contra todos en mesas de { $seats }: cada uno se enfrenta a todos (en mesas de más de dos, tantos rivales nuevos por ronda como encuentre el reparto).
bot-tn-format_text-knockout = Eliminatoria en mesas de { $seats }: el ganador de cada mesa pasa, hasta que solo queda uno.
bot-tn-rounds = Rondas: { $rounds }
bot-tn-rounds_round_robin = hasta que todos se hayan enfrentado a todos
bot-tn-rounds_knockout = hasta que solo quede un jugador
bot-tn-pace = Ritmo: { $pace }
bot-tn-points = Puntos por puesto: { $points } (un descanso y cada puesto de una mesa abandonada: { $bye })
bot-tn-tiebreaks = Desempates: Buchholz (los puntos de todos tus rivales), después la puntuación total, después la siembra (la puntuación del servidor al empezar).
bot-tn-rated = Sus mesas puntúan como cualquier otra mesa.
bot-tn-gate = Solo para jugadores con una puntuación de { $gate } o más en este servidor.
bot-tn-players = Jugadores ({ $count }/{ $max }): { $names }
bot-tn-organiser = Organizador: { $mention }
bot-tn-state_signup = Inscripción abierta hasta { $until }.
bot-tn-state_running = Se juega la ronda { $round } de { $rounds } ({ $players } jugadores).
bot-tn-state_finished = Terminado. Campeón: { $champion }
bot-tn-state-signup = inscripción
bot-tn-state-running = en curso
bot-tn-state-finished = terminado
bot-tn-state-cancelled = cancelado
bot-tn-note-cancelled = El organizador canceló este torneo: no se empareja ninguna ronda más, y las mesas que aún se juegan siguen como mesas normales.
bot-tn-note-too_few = Cancelado: no se inscribieron bastantes jugadores antes del cierre.
bot-tn-err-not_found = No hay ningún torneo así en este servidor.
bot-tn-err-closed = Este torneo ya no admite inscripciones (empezó o terminó).
bot-tn-err-full = Este torneo está completo ({ $max } jugadores).
bot-tn-err-rating = Este torneo es para jugadores con una puntuación de { $gate } o más en { $game } en este servidor; tu puntuación aquí es { $rating }.
bot-tn-err-not_organiser = Solo el organizador del torneo (o un miembro con Gestionar servidor) puede hacerlo.
bot-tn-err-too_few = Deben inscribirse al menos { $min } jugadores antes de que el torneo pueda empezar.
bot-tn-err-deadline = «{ $value }» no es un cierre de inscripción: indica un plazo como 2d, 12h o 90m, o una fecha y hora en UTC como 2026-05-01 18:00, dentro de los próximos 30 días.
bot-tn-err-seats = Los torneos de { $game } sientan de { $min } a { $max } jugadores por mesa.
bot-tn-err-limit = Un torneo admite de 2 a { $max } jugadores.
bot-tn-round_tables = **Ronda { $round }**
bot-tn-round_starts = **Empieza la ronda { $round } de { $rounds }**: cada mesa juega en su propio hilo.
bot-tn-table_line = Mesa { $table }: { $names } · { $where }
bot-tn-table_state-finished = terminada
bot-tn-table_state-abandoned = abandonada
bot-tn-opening = abriéndose…
bot-tn-bye_line = Descanso: { $names } ({ $points } puntos)
bot-tn-more_tables = … y { $n } mesas más (/tournament status)
bot-tn-more_players = … y { $n } jugadores más
bot-tn-standings_title = **Clasificación**
bot-tn-standing_line = { $place }. { $name } — { $points } puntos (Buchholz { $buchholz }, puntuación { $score })
bot-tn-status_you = Tú: puesto { $place } de { $count }, { $points } puntos.
bot-tn-standings_after = Clasificación tras la ronda { $round }
bot-tn-final_standings = Clasificación final
bot-tn-champion = 🏆 Campeón: { $name }
bot-tn-champion_picture = Campeón: { $name }
bot-tn-leaders = En cabeza: { $names }
bot-tn-tables_ready = vuestras mesas están listas, cada una en su hilo.
bot-tn-out_in = eliminado en la ronda { $round }
bot-tn-picture_footer = Puntos por puesto: 6 / 4 / 2 / 0 en mesas de cuatro, 6 / 3 / 0 de tres, 6 / 0 de dos; un descanso { $bye }. Desempates: Buchholz, puntuación total, siembra.
bot-tn-thread_name = { $game } T{ $id } · ronda { $round } · mesa { $table } · { $names }
bot-tn-table_header = Torneo de { $game } n.º { $id } ({ $format }) · ronda { $round } de { $rounds } · mesa { $table }
bot-tn-table_over = { $title }: ronda { $round }, la mesa { $table } ha terminado. { $playing ->
    [0] Era la última mesa de la ronda: la siguiente ronda se abre enseguida.
    [one] Una mesa de esta ronda sigue jugando.
   *[other] { $playing } mesas de esta ronda siguen jugando.
}
