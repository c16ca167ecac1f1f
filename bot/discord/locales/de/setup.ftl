### /setup (a server's settings) and /leaderboard's season option.

bot-cmd-setup-description = Servereinstellungen (braucht „Server verwalten“)
bot-cmd-setup-season-description = Wie lange die Saisons dieses Servers dauern
bot-cmd-setup-season-length = Saisonlänge (gilt ab der nächsten Saison)
bot-cmd-setup-season-months-1 = 1 Monat
bot-cmd-setup-season-months-2 = 2 Monate
bot-cmd-setup-season-months-3 = 3 Monate (die Kalenderquartale)
bot-cmd-setup-season-months-4 = 4 Monate
bot-cmd-setup-season-months-6 = 6 Monate
bot-cmd-setup-season-months-12 = 12 Monate (das Kalenderjahr)
bot-cmd-setup-announcements-description = Wo die Meister jeder Saison bekanntgegeben werden
bot-cmd-setup-announcements-channel = Der Kanal (ohne: der Kanal für Systemnachrichten des Servers)
bot-cmd-setup-show-description = Die Einstellungen dieses Servers
bot-cmd-leaderboard-season = Eine Saison dieses Servers (ohne: alle Zeiten)

bot-cmd_name-setup = einrichten
bot-cmd_name-setup-season = saison
bot-cmd_name-setup-season-length = länge
bot-cmd_name-setup-announcements = bekanntgaben
bot-cmd_name-setup-announcements-channel = kanal
bot-cmd_name-setup-show = anzeigen
bot-cmd_name-leaderboard-season = saison
