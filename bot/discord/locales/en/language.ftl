### /game language: the language a table pins for its board pictures and public messages.
### The language names are written in their own language in every catalog.

bot-cmd_name-game-language = language
bot-cmd_name-game-language-language = language
bot-cmd-game-language-description = Choose the language of this table's board and public messages
bot-cmd-game-language-language = A language, or the server's language

bot-discord-language-server = Server language
bot-discord-language-en = English
bot-discord-language-cs = Čeština
bot-discord-language-de = Deutsch
bot-discord-language-es = Español

bot-discord-language_set = This table now speaks { $language }: its boards and public messages are in { $language }.
bot-discord-language_unset = This table follows the server's language again ({ $language }).
