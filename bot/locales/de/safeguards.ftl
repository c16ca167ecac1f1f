### Geheimes bleibt geheim, und Tische, die nicht weitergehen (bot.table.replays, bot.table.tables).

bot-err-challenge_replay_closed = Die Partie { $id } ist die Tagesherausforderung vom { $day }: ihre Wiederholung und ihre Spieldatei gibt es für alle, sobald dieser Tag vorbei ist (UTC).
