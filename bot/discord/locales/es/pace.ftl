### El ritmo en Discord: la selección de ritmo de la mesa, los botones de la oferta al agotarse el reloj, /away.

bot-discord-pace = Ritmo (un reloj por jugador)…
bot-discord-pace_choice = { $pace }: { $start }, +{ $increment } por turno
bot-discord-pace_none = Sin reloj: recordatorios tras plazos fijos
bot-discord-stand_in_move = La IA juega este turno
bot-discord-stand_in_return = La IA juega hasta que { $name } vuelva

bot-cmd-away-description = Pausa tus relojes y recordatorios de turno en todas tus mesas
bot-cmd-away-days = Días de ausencia (0-14; 0 = he vuelto)
bot-cmd_name-away = ausente
bot-cmd_name-away-days = días
