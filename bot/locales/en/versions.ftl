### Rules versions (bot.table.versions): a stored game played under rules this bot neither plays nor migrates.

bot-versions-refused = Game { $id } cannot be read any more: it was played under { $game } rules version { $played }, and this bot plays version { $plays } (it never replays a game under other rules). Any of its players can end it with /game abandon, and /play opens a new table.
bot-versions-replay_refused = Game { $id } was played under { $game } rules version { $played }, and this bot plays version { $plays }: it has no replay and no game file (this bot never replays a game under other rules).
