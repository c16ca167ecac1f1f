### /play's playing hours option (bot/discord/lobby.py; the texts the table shows: bot/table/locales).

bot-cmd_name-play-hours = herní_doba
bot-cmd-play-hours = Herní doba: hodiny běží jen v ní, např. 09:00-23:00 Europe/Prague
