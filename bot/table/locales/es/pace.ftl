### Un ritmo por mesa: bancos de tiempo por jugador, recordatorios, IA para un turno, /away (bot.table.pace).

bot-pace-days_hours = { $d } d { $h } h
bot-pace-hours_minutes = { $h } h { $m } min
bot-pace-minutes = { $m } min
bot-pace-name-live = En vivo
bot-pace-name-daily = Diario
bot-pace-name-weekly = Semanal
bot-pace-name-none = Sin reloj
bot-pace-lobby = Ritmo: { $pace } (reloj { $start }, +{ $increment } por turno, hasta { $cap })
bot-pace-lobby_none = Ritmo: sin reloj
bot-pace-your_clock = Tu reloj: quedan { $left }
bot-pace-clocks = ⏱ { $seats }
bot-pace-seat_clock = { $name } { $left }
bot-pace-seat_away = { $name } está ausente hasta { $date } ({ $left })
bot-pace-reminder = es tu turno en { $game }: a tu reloj le quedan { $left }.
bot-pace-bank_out = El reloj de { $name } se ha agotado. Cualquier otro jugador de la mesa puede dejar que una IA media juegue este turno, o que juegue hasta que { $name } vuelva (la partida dejará de ser puntuada).
bot-pace-stand_in_once = { $by } deja que una IA ({ $level }) juegue el turno de { $name }. Esta partida ya no es puntuada. Tras este turno el puesto vuelve a { $name }.
bot-pace-returned = La IA jugó el turno de { $name }: el puesto vuelve a ser de { $name }.
bot-pace-away = Estás ausente hasta { $date }: tus relojes y recordatorios están en pausa en todas tus mesas. Jugar un turno o /away days:0 lo termina.
bot-pace-back = Bienvenido de nuevo: tus relojes vuelven a correr.
bot-pace-not_away = No estabas ausente.

bot-err-bank_left = A { $name } aún le quedan { $left } en el reloj: el puesto se podrá ceder a una IA cuando se agote.
bot-err-away_limit = Como máximo { $max } días de ausencia en { $window } días: te quedan { $left }.
