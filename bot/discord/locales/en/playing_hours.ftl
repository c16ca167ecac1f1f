### /play's playing hours option (bot/discord/lobby.py; the texts the table shows: bot/table/locales).

bot-cmd_name-play-hours = hours
bot-cmd-play-hours = Playing hours: the clocks run only then, e.g. 09:00-23:00 Europe/Prague
