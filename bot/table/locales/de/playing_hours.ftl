### Playing hours (bot/table/pace.py: Hours): a table's daily window in a named time zone; its clocks
### run only inside it. The lobby line, the board's clock line, the panel's, and refused windows.

bot-hours-lobby = Spielzeiten: { $window }: Die Uhren laufen nur dann.
bot-hours-lobby_no_clock = Die Spielzeiten { $window } gelten nur an einem Tisch mit Uhr: Wähle ein Tempo.
bot-hours-open = Spielzeiten { $window }
bot-hours-paused_board = ⏸ { $seats } · Uhren angehalten bis { $until } (Spielzeiten { $window })
bot-hours-your_clock = Deine Uhr: noch { $left } (sie läuft in den Spielzeiten { $window })
bot-hours-your_clock_paused = Deine Uhr: noch { $left }, angehalten bis { $until } (Spielzeiten { $window })

bot-hours-err-form = „{ $given }“ sind keine Spielzeiten: Gib zwei Uhrzeiten und eine Zeitzone an, zum Beispiel { $example }.
bot-hours-err-time = „{ $given }“: Eine Uhrzeit geht von 00:00 bis 23:59 (24:00 für Mitternacht als Ende), zum Beispiel { $example }.
bot-hours-err-zone = „{ $given }“: unbekannte Zeitzone. Nenne sie wie die Zeitzonen-Datenbank (Europe/Berlin, America/New_York, UTC), zum Beispiel { $example }.
bot-hours-err-short = „{ $given }“: Spielzeiten brauchen mindestens { $min } Stunden am Tag, zum Beispiel { $example }.
