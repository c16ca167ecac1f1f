### Nápovědy v Discordu: tlačítko Poradit na panelu hráče a jeho potvrzení, přepínač v lobby.

bot-discord-hints-suggest = 💡 Poradit
bot-discord-hints-confirm = 💡 Ukázat nápovědu
