### Instalable para un usuario (issue 33): dónde un comando no puede funcionar, y la mesa de un jugador en los mensajes directos.

bot-install-needs_server = Para esto el bot tiene que estar en el servidor: mesas de varios jugadores, sus hilos y la línea de cada mesa en el canal. Quien pueda gestionar el servidor lo añade aquí: { $link }
bot-install-solo_in_dm = Tu partida está en nuestros mensajes directos: { $link }
bot-install-dm_closed = No puedo enviarte mensajes directos (los tienes cerrados para mí), así que tu partida no puede empezar allí. Permite los mensajes directos del bot (ajustes de privacidad) o juega en un servidor con el bot.
