### /hry: kde hrajete (bot.discord.my_games).

bot-cmd-games-open = True: volná místa a otevřené stoly, ke kterým se můžete přidat, místo vašich stolů
bot-cmd_name-games-open = volná

bot-discord-my_games-awaited = **{ $table }** · { $server } · čeká na vás už { $waited }: { $question }
bot-discord-my_games-ballot = **{ $table }** · { $server } · { $vote } čeká na váš hlas
bot-discord-my_games-also_ballot = a { $vote } čeká na váš hlas
bot-discord-my_games-running = **{ $table }** · { $server } · { $summary } · { $question }
bot-discord-my_games-stand_in = **{ $table }** · { $server } · za vás hraje AI, dokud tu nejste (Táhnout, pak Vzít si své místo zpět)
bot-discord-my_games-lobby = **{ $table }** · { $server } · otevřený stůl, hra ještě nezačala
bot-discord-my_games-since = Doba čekání se počítá od chvíle, kdy na vás stůl začal čekat (rozběhly se vaše hodiny), ne od posledního tahu. Táhnout otevře váš panel přímo tady.
bot-discord-my_games-take_turn = Táhnout: { $table }

bot-discord-my_games-open_title = Volná místa a otevřené stoly
bot-discord-my_games-open_seat = **{ $table }** · { $server } · místo hráče { $name } je volné (už { $since })
bot-discord-my_games-open_seat_ai = **{ $table }** · { $server } · volné místo, mezitím ho hraje { $name } (už { $since })
bot-discord-my_games-open_lobby = **{ $table }** · { $server } · otevřený stůl, sedí { $seated } · { $pace } · přidejte se tady: { $link }
bot-discord-my_games-open_none = Teď tu není žádné volné místo ani otevřený stůl, ke kterému byste se mohli přidat.
bot-discord-my_games-claim = Vzít místo hráče { $name } u stolu { $table }
