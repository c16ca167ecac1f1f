### Playing hours (bot/table/pace.py: Hours): a table's daily window in a named time zone; its clocks
### run only inside it. The lobby line, the board's clock line, the panel's, and refused windows.

bot-hours-lobby = Playing hours: { $window }: the clocks run only then.
bot-hours-lobby_no_clock = Playing hours { $window } apply only to a table with a clock: choose a pace.
bot-hours-open = playing hours { $window }
bot-hours-paused_board = ⏸ { $seats } · clocks paused until { $until } (playing hours { $window })
bot-hours-your_clock = Your clock: { $left } left (it runs in the playing hours { $window })
bot-hours-your_clock_paused = Your clock: { $left } left, paused until { $until } (playing hours { $window })

bot-hours-err-form = “{ $given }” is not a playing window: give two times and a time zone, for example { $example }.
bot-hours-err-time = “{ $given }”: a time of day runs from 00:00 to 23:59 (24:00 for midnight as the end), for example { $example }.
bot-hours-err-zone = “{ $given }”: unknown time zone. Name it as the time zone database does (Europe/Prague, America/New_York, UTC), for example { $example }.
bot-hours-err-short = “{ $given }”: playing hours need at least { $min } hours a day, for example { $example }.
