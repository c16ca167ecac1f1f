### Secrets kept and tables that cannot go on (bot.table.replays, bot.table.tables).

bot-err-challenge_replay_closed = Game { $id } is the daily challenge of { $day }: its replay and game file open for everyone once that day is over (UTC).
bot-err-table_unreadable = Game { $id } cannot be read any more (its stored moves no longer replay): it cannot go on. Any of its players can end it with /game abandon, and /play opens a new table.
