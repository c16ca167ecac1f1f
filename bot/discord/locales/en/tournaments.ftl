### /tournament in Discord: its commands and the sign-up message's buttons.

bot-discord-tn-join = Join
bot-discord-tn-leave = Leave
bot-discord-tn-start = Start now
bot-discord-tn-no_threads = Tournament tables play in threads: the bot needs View Channel, Create Public Threads, Send Messages in Threads, Embed Links and Attach Files in this channel.
bot-discord-tn-cancelled = You cancelled { $title }: it is said in its channel.

bot-cmd-tournament-description = Tournaments the bot runs
bot-cmd-tournament-create-description = Open a tournament's sign-up in this channel
bot-cmd-tournament-create-game = The game
bot-cmd-tournament-create-format = Swiss, round robin or knockout
bot-cmd-tournament-create-rounds = Swiss: how many rounds (3 if left out); round robin: at most this many
bot-cmd-tournament-create-seats_per_table = Players per table (2-4; the game's most if left out)
bot-cmd-tournament-create-pace = Each table's clock (daily if left out)
bot-cmd-tournament-create-sign_up_until = Sign-up until: 2d, 12h, 90m or a UTC date and time (a day if left out)
bot-cmd-tournament-create-limit = At most this many players (64 if left out)
bot-cmd-tournament-create-min_rating = Only players with at least this rating on this server
bot-cmd-tournament-status-description = Where a tournament stands (privately)
bot-cmd-tournament-status-tournament = The tournament (the latest if left out)
bot-cmd-tournament-cancel-description = Cancel a tournament (its organiser, or Manage Server)
bot-cmd-tournament-cancel-tournament = The tournament
bot-cmd-tournament-format-swiss = Swiss
bot-cmd-tournament-format-round_robin = round robin
bot-cmd-tournament-format-knockout = knockout
bot-cmd-tournament-pace-live = live
bot-cmd-tournament-pace-daily = daily
bot-cmd-tournament-pace-weekly = weekly
bot-cmd-tournament-pace-none = no clock

bot-cmd_name-tournament = tournament
bot-cmd_name-tournament-create = create
bot-cmd_name-tournament-create-game = game
bot-cmd_name-tournament-create-format = format
bot-cmd_name-tournament-create-rounds = rounds
bot-cmd_name-tournament-create-seats_per_table = seats_per_table
bot-cmd_name-tournament-create-pace = pace
bot-cmd_name-tournament-create-sign_up_until = sign_up_until
bot-cmd_name-tournament-create-limit = limit
bot-cmd_name-tournament-create-min_rating = min_rating
bot-cmd_name-tournament-status = status
bot-cmd_name-tournament-status-tournament = tournament
bot-cmd_name-tournament-cancel = cancel
bot-cmd_name-tournament-cancel-tournament = tournament
