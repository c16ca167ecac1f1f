### Mesas privadas, revanchas y rendirse (bot.table: lobby, resign).

## Mesas privadas y revanchas

bot-invites-private = Mesa privada: solo con invitación. Invitados: { $names }
bot-invites-err-not_invited = Esta mesa es solo con invitación: solo pueden unirse quien la abrió y { $names }.
bot-invites-err-not_a_player = Solo los jugadores de esta partida pueden pedir la revancha.
bot-invites-err-rematch_abandoned = Esta partida se abandonó: una partida abandonada no tiene revancha.
bot-invites-err-rematch_not_finished = Esta partida aún no ha terminado.

## Rendirse

bot-invites-resign_confirm = ¿Seguro que quieres rendirte? Una IA jugará tu puesto hasta el final, no podrás recuperarlo y tu puesto quedará el último. Vuelve a usar el comando con la opción confirmar para rendirte.
bot-invites-resigned = { $name } se rinde: una IA ({ $level }) juega el puesto hasta el final, y queda el último.
bot-invites-resigned_rated = La partida sigue contando para la clasificación.
bot-invites-resigned_abandoned = { $name } se rinde y no queda ningún otro jugador: la partida se abandona.
bot-invites-resigned_seats = Se rindieron (una IA sigue jugando, quedan los últimos): { $names }
bot-invites-resigned_panel = Te has rendido: una IA ({ $level }) juega tu puesto hasta el final.
bot-invites-err-already_resigned = Ya te has rendido en esta partida.
