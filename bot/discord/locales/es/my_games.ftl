### /partidas: donde juegas (bot.discord.my_games).

bot-cmd-games-open = True: los puestos libres y mesas abiertas a los que puedes unirte, en vez de tus mesas
bot-cmd_name-games-open = abiertas

bot-discord-my_games-awaited = **{ $table }** · { $server } · te espera desde hace { $waited }: { $question }
bot-discord-my_games-ballot = **{ $table }** · { $server } · { $vote } espera tu voto
bot-discord-my_games-also_ballot = y { $vote } espera tu voto
bot-discord-my_games-running = **{ $table }** · { $server } · { $summary } · { $question }
bot-discord-my_games-stand_in = **{ $table }** · { $server } · una IA juega tu puesto mientras no estás (Jugar turno, luego Recuperar mi puesto)
bot-discord-my_games-lobby = **{ $table }** · { $server } · mesa abierta, aún sin empezar
bot-discord-my_games-since = Los tiempos de espera cuentan desde que la mesa empezó a esperarte (arrancó tu reloj), no desde su última jugada. Jugar turno abre tu panel aquí mismo.
bot-discord-my_games-take_turn = Jugar turno: { $table }

bot-discord-my_games-open_title = Puestos libres y mesas abiertas
bot-discord-my_games-open_seat = **{ $table }** · { $server } · el puesto de { $name } está libre (desde hace { $since })
bot-discord-my_games-open_seat_ai = **{ $table }** · { $server } · un puesto libre, que juega { $name } mientras tanto (desde hace { $since })
bot-discord-my_games-open_lobby = **{ $table }** · { $server } · mesa abierta, { $seated } sentados · { $pace } · únete aquí: { $link }
bot-discord-my_games-open_none = Ahora no hay ningún puesto libre ni mesa abierta a la que puedas unirte.
bot-discord-my_games-claim = Ocupar el puesto de { $name } en { $table }
