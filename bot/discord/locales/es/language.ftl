### /game language: el idioma en que una mesa muestra el tablero y los mensajes públicos.

bot-cmd_name-game-language = idioma
bot-cmd_name-game-language-language = idioma
bot-cmd-game-language-description = Elige el idioma del tablero y de los mensajes públicos de esta mesa
bot-cmd-game-language-language = Un idioma, o el idioma del servidor

bot-discord-language-server = Idioma del servidor
bot-discord-language-en = English
bot-discord-language-cs = Čeština
bot-discord-language-de = Deutsch
bot-discord-language-es = Español

bot-discord-language_set = Idioma de la mesa: { $language }. El tablero y los mensajes públicos se mostrarán en este idioma.
bot-discord-language_unset = La mesa vuelve a seguir el idioma del servidor ({ $language }).
