### /game language: jazyk, ve kterém stůl ukazuje herní plán a veřejné zprávy.

bot-cmd_name-game-language = jazyk
bot-cmd_name-game-language-language = jazyk
bot-cmd-game-language-description = Zvolte jazyk herního plánu a veřejných zpráv tohoto stolu
bot-cmd-game-language-language = Jazyk, nebo jazyk serveru

bot-discord-language-server = Jazyk serveru
bot-discord-language-en = English
bot-discord-language-cs = Čeština
bot-discord-language-de = Deutsch
bot-discord-language-es = Español

bot-discord-language_set = Jazyk stolu: { $language }. Herní plán i veřejné zprávy budou v tomto jazyce.
bot-discord-language_unset = Stůl se opět řídí jazykem serveru ({ $language }).
