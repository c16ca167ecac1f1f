### Hints in Discord: the Suggest button on a player's panel and its confirmation, the lobby toggle.

bot-discord-hints-suggest = 💡 Suggest
bot-discord-hints-confirm = 💡 Show the hint
