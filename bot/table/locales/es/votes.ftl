### Votaciones en la mesa: cancelar con el acuerdo de todos, sustituir a un jugador sin tiempo o ausente, una mesa sin jugadas (bot.table.votes).

bot-votes-table = { $game } #{ $id }
bot-votes-kind-cancel = una votación para cancelar esta partida
bot-votes-kind-replace = una votación para sustituir a un jugador

bot-votes-title-cancel = Votación: ¿cancelar { $table }?
bot-votes-title-replace = Votación: ¿sustituir a { $name } en { $table }?
bot-votes-title-stall = { $table } lleva { $days } días sin ninguna jugada
bot-votes-about-cancel = Lo pide { $by }. Todos los jugadores deben estar de acuerdo: la partida termina entonces abandonada y sin puntuar.
bot-votes-about-replace = { $why } Decide la mayoría de los demás jugadores ({ $needed } de { $voters }): el puesto de { $name } pasa entonces a una IA media y queda libre para un sustituto (/partidas abiertas:True), y la partida deja de ser puntuable.
bot-votes-about-stall = Se cerrará el { $date }, abandonada y sin puntuar, salvo que alguien juegue antes. ¿Cerrarla ya? Todos los jugadores deben estar de acuerdo.
bot-votes-why-bank_out = El reloj de { $name } se ha agotado.
bot-votes-why-command = { $by } pide sustituir a { $name }, que se ha quedado sin tiempo o está ausente.
bot-votes-tally = Sí: { $yes } · No: { $no } · Aún sin votar: { $waiting }
bot-votes-until = Abierta hasta { $date }; hasta entonces puedes cambiar tu voto.
bot-votes-yes-cancel = Sí, cancelar la partida
bot-votes-no-cancel = No, seguimos jugando
bot-votes-yes-replace = Sí, sustituir a { $name }
bot-votes-no-replace = No, esperar a { $name }
bot-votes-yes-stall = Sí, cerrarla ya
bot-votes-no-stall = No, seguimos jugando

bot-votes-started = Tu votación está abierta, con tu sí. Se ha preguntado a los demás jugadores.
bot-votes-cast_yes = Has votado sí. Puedes cambiar tu voto mientras la votación siga abierta.
bot-votes-cast_no = Has votado no. Puedes cambiar tu voto mientras la votación siga abierta.

bot-votes-result-cancelled = Resultado: todos están de acuerdo. La partida queda cancelada: abandonada y sin puntuar.
bot-votes-result-stall_agreed = Resultado: todos están de acuerdo. La mesa queda cerrada: abandonada y sin puntuar.
bot-votes-result-closed = Resultado: { $days } días sin jugadas. La mesa queda cerrada: abandonada y sin puntuar.
bot-votes-result-replaced = Resultado: aprobada, { $yes } de { $voters } dijeron sí. El puesto de { $name } pasa a una IA media y queda libre para un sustituto; la partida deja de ser puntuable.
bot-votes-result-refused = Resultado: { $names } dijeron no. La partida sigue.
bot-votes-result-not_all = Resultado: no todos estuvieron de acuerdo antes del { $date } (sin votar: { $waiting }). La partida sigue.
bot-votes-result-kept = Resultado: ya no se puede alcanzar la mayoría ({ $yes } de { $voters } dijeron sí). { $name } conserva el puesto.
bot-votes-result-kept_late = Resultado: sin mayoría antes del { $date } ({ $yes } de { $voters } dijeron sí). { $name } conserva el puesto.
bot-votes-result-moved = Resultado: una jugada ha puesto fin a la parada. La mesa sigue jugando.
bot-votes-result-back = Resultado: { $name } ha vuelto. La votación ha terminado.
bot-votes-result-over = Resultado: la partida terminó antes que la votación.
bot-votes-result-nobody = Resultado: no queda nadie para votar.

bot-votes-closed-agreed = Todos están de acuerdo: { $table } queda cancelada. Abandonada y sin puntuar.
bot-votes-closed-stall = { $table } lleva { $days } días sin jugadas: la mesa queda cerrada. Abandonada y sin puntuar.

bot-votes-err-already_open = En esta mesa ya está abierta { $kind }: vota allí o espera su resultado.
bot-votes-err-not_a_voter = Aquí votan solo los jugadores que tienen un puesto en esta mesa.
bot-votes-err-about_you = Esta votación trata de ti: la deciden los demás jugadores. Tu próxima jugada (o recuperar tu puesto) la termina.
bot-votes-err-closed = Esta votación ha terminado. { $result }
bot-votes-err-not_out_of_time = { $name } no se ha quedado sin tiempo ni está ausente: solo se puede sustituir a quien se le agotó el reloj (o hace esperar a la mesa más allá del plazo para cederlo a una IA), o cuyo puesto juega una IA.
bot-votes-err-not_at_table = Ese jugador no tiene puesto en esta mesa.
bot-votes-err-own = No puedes votar para sustituirte: /partida puesto ofrecer ofrece tu puesto a un sustituto.
bot-votes-err-no_voters = Nadie más tiene puesto en esta mesa para votar eso.
