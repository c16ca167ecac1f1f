### La mesa de juego: sala de espera, turnos y resultados (bot.i18n).

## Sala de espera

bot-lobby-opened = { $creator } ha abierto una mesa de { $game }. Únete para jugar (de { $min } a { $max } jugadores).
bot-lobby-joined = { $name } se ha unido a la mesa.
bot-lobby-left = { $name } ha dejado la mesa.
bot-lobby-players = Jugadores ({ $count }/{ $max }): { $names }
bot-lobby-option_set = Opción { $field }: { $value }.
bot-lobby-seat_order-random = Orden de juego: aleatorio
bot-lobby-seat_order-joined = Orden de juego: por orden de llegada
bot-lobby-ai_name = IA { $n } ({ $level })
bot-lobby-closed = Se ha cerrado la mesa.

## Turnos

bot-turn-yours = Es tu turno.
bot-turn-of = Le toca a { $name }.
bot-turn-waiting = Esperando a { $names }.
bot-turn-round = Ronda { $round }
bot-turn-score = { $name }: { $scores }
bot-turn-seat = Juegas en el puesto { $seat } ({ $name }).

## La partida

bot-game-started = Ha empezado la partida de { $game }: { $names }.
bot-game-finished = La partida ha terminado.
# "Primer puesto" sirve también para un empate (varios nombres) y no tiene género.
bot-game-winner = Primer puesto: { $names }
bot-game-solo_won = { $name } vence a { $opponent }: { $score } a { $other }.
bot-game-solo_lost = { $opponent } gana: { $other } frente a { $score } de { $name }.
bot-game-yes = sí
bot-game-no = no
bot-game-rank = { $rank }. { $name } — { $score }
bot-game-undone = Deshecho: { $action }
bot-game-abandoned = Se ha abandonado la partida.
bot-game-confirm_abandon = ¿Seguro que quieres abandonar esta partida? Vuelve a usar el comando con la opción confirmar para terminarla para todos.
