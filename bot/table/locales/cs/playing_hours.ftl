### Playing hours (bot/table/pace.py: Hours): a table's daily window in a named time zone; its clocks
### run only inside it. The lobby line, the board's clock line, the panel's, and refused windows.

bot-hours-lobby = Herní doba: { $window }: hodiny běží jen v ní.
bot-hours-lobby_no_clock = Herní doba { $window } platí jen u stolu s hodinami: zvolte tempo.
bot-hours-open = herní doba { $window }
bot-hours-paused_board = ⏸ { $seats } · hodiny stojí do { $until } (herní doba { $window })
bot-hours-your_clock = Vaše hodiny: zbývá { $left } (běží v herní době { $window })
bot-hours-your_clock_paused = Vaše hodiny: zbývá { $left }, stojí do { $until } (herní doba { $window })

bot-hours-err-form = „{ $given }“ není herní doba: zadejte dva časy a časové pásmo, například { $example }.
bot-hours-err-time = „{ $given }“: čas dne je od 00:00 do 23:59 (24:00 jako půlnoc na konci), například { $example }.
bot-hours-err-zone = „{ $given }“: neznámé časové pásmo. Pojmenujte ho jako databáze časových pásem (Europe/Prague, America/New_York, UTC), například { $example }.
bot-hours-err-short = „{ $given }“: herní doba musí trvat aspoň { $min } hodin denně, například { $example }.
