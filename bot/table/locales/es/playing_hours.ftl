### Playing hours (bot/table/pace.py: Hours): a table's daily window in a named time zone; its clocks
### run only inside it. The lobby line, the board's clock line, the panel's, and refused windows.

bot-hours-lobby = Horario de juego: { $window }: los relojes solo corren entonces.
bot-hours-lobby_no_clock = El horario de juego { $window } solo vale en una mesa con reloj: elige un ritmo.
bot-hours-open = horario de juego { $window }
bot-hours-paused_board = ⏸ { $seats } · relojes detenidos hasta { $until } (horario de juego { $window })
bot-hours-your_clock = Tu reloj: te quedan { $left } (corre en el horario de juego { $window })
bot-hours-your_clock_paused = Tu reloj: te quedan { $left }, detenido hasta { $until } (horario de juego { $window })

bot-hours-err-form = «{ $given }» no es un horario de juego: indica dos horas y una zona horaria, por ejemplo { $example }.
bot-hours-err-time = «{ $given }»: una hora del día va de 00:00 a 23:59 (24:00 para la medianoche como final), por ejemplo { $example }.
bot-hours-err-zone = «{ $given }»: zona horaria desconocida. Nómbrala como la base de datos de zonas horarias (Europe/Madrid, America/New_York, UTC), por ejemplo { $example }.
bot-hours-err-short = «{ $given }»: el horario de juego necesita al menos { $min } horas al día, por ejemplo { $example }.
