# Ein Datenbankausfall, wie ihn ein Spieler sieht (bot/discord/context.py failed)
bot-discord-database_out = Meine Datenbank antwortet gerade nicht (vielleicht startet sie neu). Es wurde nichts geändert; versuch es in einer Minute noch einmal.
