### /games: where you act (bot.discord.my_games).

bot-cmd-games-open = True: the open seats and open tables you may join, instead of your tables
bot-cmd_name-games-open = open

bot-discord-my_games-awaited = **{ $table }** · { $server } · waiting for you for { $waited }: { $question }
bot-discord-my_games-ballot = **{ $table }** · { $server } · { $vote } awaits your vote
bot-discord-my_games-also_ballot = and { $vote } awaits your vote
bot-discord-my_games-running = **{ $table }** · { $server } · { $summary } · { $question }
bot-discord-my_games-stand_in = **{ $table }** · { $server } · an AI plays your seat while you are away (Take turn, then Take my seat back)
bot-discord-my_games-lobby = **{ $table }** · { $server } · open table, not started yet
bot-discord-my_games-since = Waiting times count from when the table began to wait for you (your clock started), not from its last move. Take turn opens your panel right here.
bot-discord-my_games-take_turn = Take turn: { $table }

bot-discord-my_games-open_title = Open seats and open tables
bot-discord-my_games-open_seat = **{ $table }** · { $server } · { $name }'s seat is open (for { $since })
bot-discord-my_games-open_seat_ai = **{ $table }** · { $server } · an open seat, played by { $name } meanwhile (for { $since })
bot-discord-my_games-open_lobby = **{ $table }** · { $server } · open table, { $seated } seated · { $pace } · join it here: { $link }
bot-discord-my_games-open_none = No open seat and no open table you may join right now.
bot-discord-my_games-claim = Take { $name }'s seat at { $table }
