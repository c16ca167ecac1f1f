### Un foro de mesas (issue 33): /setup mesas, la publicación de una mesa, sus etiquetas.

bot-cmd-setup-tables-description = Un foro cuyas publicaciones son las mesas de este servidor, etiquetadas por juego y estado
bot-cmd-setup-tables-channel = El foro (omítelo: las mesas en hilos bajo el canal donde se abren)
bot-cmd_name-setup-tables = mesas
bot-cmd_name-setup-tables-channel = canal
bot-forum-state-lobby = Esperando jugadores
bot-forum-state-running = En juego
bot-forum-state-finished = Terminada
bot-forum-post_name = { $game } · { $name }
bot-forum-opening = Abriendo la mesa…
bot-forum-opened = Hay una mesa de { $game } abierta: { $table }
bot-forum-set = Desde ahora cada mesa abierta con /play es una publicación de { $channel }, etiquetada con su juego y su estado ({ $states }): filtra el foro por etiqueta para encontrar una mesa abierta o una partida terminada.
bot-forum-tags_refused = No pude añadir estas etiquetas al foro (un foro admite 20 etiquetas; añadirlas necesita Gestionar canales allí): { $tags }. Las mesas se publican igualmente.
bot-forum-cleared = Desde ahora las mesas se juegan en hilos bajo el canal donde se abren.
bot-forum-not_a_forum = No puedo usar { $channel } para mesas: elige un canal de foro que pueda ver.
bot-forum-show_forum = Las mesas son publicaciones de { $channel }, etiquetadas por juego y estado.
bot-forum-show_threads = Las mesas se juegan en hilos bajo el canal donde se abren.
