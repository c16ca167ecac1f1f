### /setup (a server's settings) and /leaderboard's season option.

bot-cmd-setup-description = Ajustes del servidor (requiere Gestionar servidor)
bot-cmd-setup-season-description = Cuánto duran las temporadas de este servidor
bot-cmd-setup-season-length = Duración de la temporada (desde la próxima temporada)
bot-cmd-setup-season-months-1 = 1 mes
bot-cmd-setup-season-months-2 = 2 meses
bot-cmd-setup-season-months-3 = 3 meses (los trimestres del calendario)
bot-cmd-setup-season-months-4 = 4 meses
bot-cmd-setup-season-months-6 = 6 meses
bot-cmd-setup-season-months-12 = 12 meses (el año natural)
bot-cmd-setup-announcements-description = Dónde se anuncian los campeones de cada temporada
bot-cmd-setup-announcements-channel = El canal (sin él: el canal de mensajes del sistema del servidor)
bot-cmd-setup-show-description = Los ajustes de este servidor
bot-cmd-leaderboard-season = Una temporada de este servidor (sin ella: de siempre)

bot-cmd_name-setup = configurar
bot-cmd_name-setup-season = temporada
bot-cmd_name-setup-season-length = duración
bot-cmd_name-setup-announcements = anuncios
bot-cmd_name-setup-announcements-channel = canal
bot-cmd_name-setup-show = ver
bot-cmd_name-leaderboard-season = temporada
