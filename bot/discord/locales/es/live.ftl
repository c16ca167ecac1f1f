### Mesas en directo como eventos del servidor (issue 33): /play … cuando:, el inicio en el lobby, el evento, el recordatorio.

bot-cmd_name-play-when = cuando
bot-cmd-play-when = Una mesa en directo a esta hora, con evento del servidor: 20:00 Europe/Madrid, o 2026-03-01 20:00 Europe/Madrid
bot-live-err-form = No puedo leer esa hora de inicio. Escríbela como 20:00, 20:00 Europe/Madrid o 2026-03-01 20:00 Europe/Madrid (una hora sola es la próxima vez que llega; sin zona horaria, UTC).
bot-live-err-past = Esa hora ya pasó. Indica un inicio que aún esté por llegar.
bot-live-err-far = Eso es más de { $days } días por delante. Programa la mesa más cerca del día.
bot-live-lobby_line = 🗓 Mesa en directo: empieza { $when } ({ $relative })
bot-live-event_reason = Una mesa en directo programada con /play
bot-live-event_description = Una mesa en directo de { $game }: únete a su lobby antes del inicio y juega al ritmo en directo ({ $start } en el reloj, { $increment } más por jugada). { $link }
bot-live-event_created = La mesa empieza { $when }: su evento está en los eventos del servidor, y se lo recordaré a sus jugadores entonces.
bot-live-no_event = La mesa empieza { $when }. No puedo crear eventos del servidor aquí (Crear eventos), así que no tiene ninguno; se lo recordaré a sus jugadores igualmente.
bot-live-event_refused = La mesa empieza { $when }. Discord rechazó su evento del servidor; se lo recordaré a sus jugadores igualmente.
bot-live-starts_lobby = { $table } empieza ahora: únete a la mesa aquí; quien la creó inicia la partida con Empezar.
bot-live-starts_running = { $table } empieza ahora, y su partida ya está en marcha.
