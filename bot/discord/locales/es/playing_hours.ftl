### /play's playing hours option (bot/discord/lobby.py; the texts the table shows: bot/table/locales).

bot-cmd_name-play-hours = horario
bot-cmd-play-hours = Horario de juego: los relojes solo corren entonces, p. ej. 09:00-23:00 Europe/Madrid
