### /tournament in Discord: its commands and the sign-up message's buttons.

bot-discord-tn-join = Přihlásit se
bot-discord-tn-leave = Odhlásit se
bot-discord-tn-start = Začít hned
bot-discord-tn-no_threads = Stoly turnaje se hrají ve vláknech: bot potřebuje v tomto kanálu oprávnění Zobrazit kanál, Vytvářet veřejná vlákna, Posílat zprávy ve vláknech, Vkládat odkazy a Přikládat soubory.
bot-discord-tn-cancelled = Zrušili jste { $title }: v jeho kanálu to zazní.

bot-cmd-tournament-description = Turnaje, které vede bot
bot-cmd-tournament-create-description = Otevřít v tomto kanálu přihlášky do turnaje
bot-cmd-tournament-create-game = Hra
bot-cmd-tournament-create-format = Švýcarský systém, každý s každým nebo vyřazovací
bot-cmd-tournament-create-rounds = Švýcarský systém: počet kol (bez zadání 3); každý s každým: nejvýš tolik
bot-cmd-tournament-create-seats_per_table = Hráčů u stolu (2–4; bez zadání nejvíc, kolik hra dovolí)
bot-cmd-tournament-create-pace = Hodiny každého stolu (bez zadání denní)
bot-cmd-tournament-create-sign_up_until = Přihlášky do: 2d, 12h, 90m nebo datum a čas v UTC (bez zadání den)
bot-cmd-tournament-create-limit = Nejvýš tolik hráčů (bez zadání 64)
bot-cmd-tournament-create-min_rating = Jen hráči s alespoň tímto hodnocením na tomto serveru
bot-cmd-tournament-status-description = Jak turnaj stojí (jen pro vás)
bot-cmd-tournament-status-tournament = Turnaj (bez zadání poslední)
bot-cmd-tournament-cancel-description = Zrušit turnaj (jeho pořadatel nebo Spravovat server)
bot-cmd-tournament-cancel-tournament = Turnaj
bot-cmd-tournament-format-swiss = švýcarský systém
bot-cmd-tournament-format-round_robin = každý s každým
bot-cmd-tournament-format-knockout = vyřazovací
bot-cmd-tournament-pace-live = živě
bot-cmd-tournament-pace-daily = denně
bot-cmd-tournament-pace-weekly = týdně
bot-cmd-tournament-pace-none = bez hodin

bot-cmd_name-tournament = turnaj
bot-cmd_name-tournament-create = založit
bot-cmd_name-tournament-create-game = hra
bot-cmd_name-tournament-create-format = formát
bot-cmd_name-tournament-create-rounds = kola
bot-cmd_name-tournament-create-seats_per_table = hráčů_u_stolu
bot-cmd_name-tournament-create-pace = tempo
bot-cmd_name-tournament-create-sign_up_until = přihlášky_do
bot-cmd_name-tournament-create-limit = limit
bot-cmd_name-tournament-create-min_rating = min_hodnocení
bot-cmd_name-tournament-status = stav
bot-cmd_name-tournament-status-tournament = turnaj
bot-cmd_name-tournament-cancel = zrušit
bot-cmd_name-tournament-cancel-tournament = turnaj
