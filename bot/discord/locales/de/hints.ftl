### Tipps in Discord: der Knopf Vorschlag auf dem Panel und seine Bestätigung, der Schalter in der Lobby.

bot-discord-hints-suggest = 💡 Vorschlag
bot-discord-hints-confirm = 💡 Tipp zeigen
