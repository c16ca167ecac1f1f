### /play's playing hours option (bot/discord/lobby.py; the texts the table shows: bot/table/locales).

bot-cmd_name-play-hours = spielzeiten
bot-cmd-play-hours = Spielzeiten: Die Uhren laufen nur dann, z. B. 09:00-23:00 Europe/Berlin
