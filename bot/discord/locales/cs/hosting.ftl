# Výpadek databáze, jak jej vidí hráč (bot/discord/context.py failed)
bot-discord-database_out = Moje databáze teď neodpovídá (možná se restartuje). Nic se nezměnilo; zkuste to znovu za minutu.
