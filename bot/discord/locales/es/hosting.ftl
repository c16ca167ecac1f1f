# Una caída de la base de datos vista por un jugador (bot/discord/context.py failed)
bot-discord-database_out = Mi base de datos no responde ahora mismo (quizá se está reiniciando). No se ha cambiado nada; inténtalo de nuevo en un minuto.
