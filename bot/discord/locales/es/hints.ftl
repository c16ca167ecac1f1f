### Pistas en Discord: el botón Sugerir del panel y su confirmación, el interruptor de la sala.

bot-discord-hints-suggest = 💡 Sugerir
bot-discord-hints-confirm = 💡 Mostrar la pista
