### /partien: wo du spielst (bot.discord.my_games).

bot-cmd-games-open = True: die freien Plätze und offenen Tische, denen du beitreten kannst, statt deiner Tische
bot-cmd_name-games-open = offen

bot-discord-my_games-awaited = **{ $table }** · { $server } · wartet seit { $waited } auf dich: { $question }
bot-discord-my_games-ballot = **{ $table }** · { $server } · { $vote } wartet auf deine Stimme
bot-discord-my_games-also_ballot = und { $vote } wartet auf deine Stimme
bot-discord-my_games-running = **{ $table }** · { $server } · { $summary } · { $question }
bot-discord-my_games-stand_in = **{ $table }** · { $server } · eine KI spielt deinen Platz, solange du weg bist (Zug machen, dann Meinen Platz zurückholen)
bot-discord-my_games-lobby = **{ $table }** · { $server } · offener Tisch, noch nicht gestartet
bot-discord-my_games-since = Wartezeiten zählen ab dem Moment, in dem der Tisch auf dich zu warten begann (deine Uhr lief an), nicht ab seinem letzten Zug. Zug machen öffnet dein Panel gleich hier.
bot-discord-my_games-take_turn = Zug machen: { $table }

bot-discord-my_games-open_title = Freie Plätze und offene Tische
bot-discord-my_games-open_seat = **{ $table }** · { $server } · der Platz von { $name } ist frei (seit { $since })
bot-discord-my_games-open_seat_ai = **{ $table }** · { $server } · ein freier Platz, bis dahin gespielt von { $name } (seit { $since })
bot-discord-my_games-open_lobby = **{ $table }** · { $server } · offener Tisch, { $seated } sitzen schon · { $pace } · hier beitreten: { $link }
bot-discord-my_games-open_none = Gerade gibt es keinen freien Platz und keinen offenen Tisch, dem du beitreten kannst.
bot-discord-my_games-claim = Platz von { $name } an { $table } übernehmen
