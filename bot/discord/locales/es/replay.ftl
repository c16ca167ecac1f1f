### Repeticiones en Discord: /partida repetición, /partida exportar, el mensaje de la repetición y sus botones.

bot-cmd_name-game-replay = repetición
bot-cmd_name-game-replay-game = partida
bot-cmd_name-game-export = exportar
bot-cmd_name-game-export-game = partida
bot-cmd-game-replay-description = Recorre una partida terminada jugada a jugada (por defecto, la última del canal)
bot-cmd-game-replay-game = El número de la partida (/perfil muestra tus últimas partidas con su número)
bot-cmd-game-export-description = Descarga una partida terminada como un archivo pequeño que vuelve a dibujar cada tablero
bot-cmd-game-export-game = El número de la partida (por defecto, la última partida terminada del canal)

bot-discord-replay_title = { $game } · repetición n.º { $id }
bot-discord-replay_chapters = Ir a una parte de la partida…
bot-discord-replay_moves = Ir a una jugada…
bot-discord-replay_animation = 🎞️ Resumen animado
bot-discord-replay_file = 💾 Archivo de la partida
bot-discord-replay_file_sent = Archivo de la partida { $file }: `python -m engine replay { $file } --out DIR` vuelve a dibujar cada tablero de la partida, en cualquier ordenador.
bot-discord-replay_no_animation = El resumen animado no se puede dibujar aquí.
bot-discord-replay_animation_caption = 🎞️ { $game }, partida n.º { $id }, del primer tablero al último. Recórrela jugada a jugada: /partida repetición partida:{ $id }
