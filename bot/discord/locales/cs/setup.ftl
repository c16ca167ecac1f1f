### /setup (a server's settings) and /leaderboard's season option.

bot-cmd-setup-description = Nastavení serveru (potřebuje oprávnění Spravovat server)
bot-cmd-setup-season-description = Jak dlouho trvají sezóny tohoto serveru
bot-cmd-setup-season-length = Délka sezóny (platí od příští sezóny)
bot-cmd-setup-season-months-1 = 1 měsíc
bot-cmd-setup-season-months-2 = 2 měsíce
bot-cmd-setup-season-months-3 = 3 měsíce (kalendářní čtvrtletí)
bot-cmd-setup-season-months-4 = 4 měsíce
bot-cmd-setup-season-months-6 = 6 měsíců
bot-cmd-setup-season-months-12 = 12 měsíců (kalendářní rok)
bot-cmd-setup-announcements-description = Kde se vyhlašují šampioni každé sezóny
bot-cmd-setup-announcements-channel = Kanál (bez něj: kanál systémových zpráv serveru)
bot-cmd-setup-show-description = Nastavení tohoto serveru
bot-cmd-leaderboard-season = Sezóna tohoto serveru (bez ní: za celou dobu)

bot-cmd_name-setup = nastavení
bot-cmd_name-setup-season = sezóna
bot-cmd_name-setup-season-length = délka
bot-cmd_name-setup-announcements = vyhlášení
bot-cmd_name-setup-announcements-channel = kanál
bot-cmd_name-setup-show = zobrazit
bot-cmd_name-leaderboard-season = sezóna
