### /game language: die Sprache, in der ein Tisch Spielplan und öffentliche Nachrichten zeigt.

bot-cmd_name-game-language = sprache
bot-cmd_name-game-language-language = sprache
bot-cmd-game-language-description = Wähle die Sprache für Spielplan und öffentliche Nachrichten dieses Tisches
bot-cmd-game-language-language = Eine Sprache oder die Sprache des Servers

bot-discord-language-server = Sprache des Servers
bot-discord-language-en = English
bot-discord-language-cs = Čeština
bot-discord-language-de = Deutsch
bot-discord-language-es = Español

bot-discord-language_set = Tischsprache: { $language }. Spielplan und öffentliche Nachrichten erscheinen jetzt auf { $language }.
bot-discord-language_unset = Der Tisch folgt wieder der Sprache des Servers ({ $language }).
