### Secrets kept and tables that cannot go on (bot.table.replays, bot.table.tables).

bot-err-challenge_replay_closed = Game { $id } is the daily challenge of { $day }: its replay and game file open for everyone once that day is over (UTC).
