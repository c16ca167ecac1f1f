### Las imágenes para móvil en la mesa de terminal (bot/terminal.py): la tarjeta para móvil junto al
### tablero y la zona propia del jugador (la imagen de su panel).

bot-local-phone_written = (tarjeta para móvil guardada en { $path })
bot-local-panel_written = (tu zona propia guardada en { $path })
bot-local-points_written = (de dónde salieron los puntos: imagen guardada en { $path })
