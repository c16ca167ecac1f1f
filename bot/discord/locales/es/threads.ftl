### Mesas en hilos, la línea en el canal, avisos y cómo se avisa a cada uno (issue 19).

bot-discord-asked = { $mention }: { $question }
bot-discord-thread_name = { $game } #{ $id } · { $names }
bot-discord-no_thread = No puedo abrir hilos en este canal (Crear hilos públicos, Enviar mensajes en hilos), así que esta mesa se queda aquí.
bot-discord-live_title = { $game } #{ $id }
bot-discord-live_to_move = Le toca a: { $names }
bot-discord-live_finished = Terminada. Ganador: { $winners }
bot-discord-tables_in_threads = Las mesas empezadas aquí se juegan en sus hilos: { $threads }. Usa el comando allí.
bot-discord-live_where = Mesa: { $table }

bot-notify-dm = { $game } #{ $id }: { $question }
    { $link }
bot-notify-dm_refused = { $mention }, no he podido enviarte un mensaje directo (tienes los MD cerrados para este servidor), así que te menciono aquí. Con /notify cambias cómo se te avisa.
bot-notify-set = A partir de ahora: { $how }.
bot-notify-current = Cómo se te avisa cuando una mesa te espera: { $how }. Cámbialo con la opción de /notify.

bot-cmd-notify-description = Cómo se te avisa cuando una mesa te espera (todos los servidores)
bot-cmd-notify-how = Mención en el hilo de la mesa, mensaje directo, resumen diario o nada
bot-cmd-notify-how-mention = Mencióname en el hilo de la mesa
bot-cmd-notify-how-dm = Envíame un mensaje directo
bot-cmd-notify-how-none = No me avises
bot-cmd_name-notify = avisos
bot-cmd_name-notify-how = como
bot-notify-dm_reminder = { $text }
    { $link }
bot-notify-dm_invited = Te han invitado a una mesa de { $game }: únete aquí.
    { $link }
