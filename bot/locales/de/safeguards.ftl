### Geheimes bleibt geheim, und Tische, die nicht weitergehen (bot.table.replays, bot.table.tables).

bot-err-challenge_replay_closed = Die Partie { $id } ist die Tagesherausforderung vom { $day }: ihre Wiederholung und ihre Spieldatei gibt es für alle, sobald dieser Tag vorbei ist (UTC).
bot-err-table_unreadable = Die Partie { $id } lässt sich nicht mehr lesen (ihre gespeicherten Züge lassen sich nicht mehr nachspielen): sie kann nicht weitergehen. Jeder ihrer Spieler kann sie mit /game abandon beenden, und /play eröffnet einen neuen Tisch.
