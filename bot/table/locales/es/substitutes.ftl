### Sustitutos: un puesto ofrecido, retirado, ocupado (bot.table.substitutes).

bot-subs-offered = { $name } ofrece su puesto a un sustituto: quien lo ocupe (/partidas abiertas:True, o el botón de la línea de esta mesa en su canal) se queda con el puesto y su mano. Hasta entonces { $name } sigue jugando.
bot-subs-withdrawn = { $name } conserva su puesto: la oferta queda retirada.
bot-subs-claimed = { $new } ocupa el puesto de { $old } y lo juega desde ahora. Esta partida ya no es puntuable.

bot-subs-err-not_open = Ese puesto no está (ya) libre: alguien lo ha ocupado, o se retiró la oferta.
bot-subs-err-already_seated = Ya tienes un puesto en esta mesa.
bot-subs-err-was_yours = Ese puesto se te quitó: será para otra persona.
bot-subs-err-not_invited = Esta mesa es solo por invitación: solo sus invitados pueden ocupar el puesto.
bot-subs-err-already_offered = Tu puesto ya está libre para un sustituto (/partida puesto retirar lo conserva).
bot-subs-err-not_offered = Tu puesto no está libre para un sustituto.
bot-subs-err-resigned = Te rendiste en esta partida: ese puesto ya no es tuyo para ofrecerlo.
