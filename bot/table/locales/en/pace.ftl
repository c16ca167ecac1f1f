### A pace per table: per-player time banks, their reminders, AI stand-ins for one move, /away (bot.table.pace).

bot-pace-days_hours = { $d } d { $h } h
bot-pace-hours_minutes = { $h } h { $m } min
bot-pace-minutes = { $m } min
bot-pace-name-live = Live
bot-pace-name-daily = Daily
bot-pace-name-weekly = Weekly
bot-pace-name-none = No clock
bot-pace-lobby = Pace: { $pace } (clock { $start }, +{ $increment } per move, up to { $cap })
bot-pace-lobby_none = Pace: no clock
bot-pace-your_clock = Your clock: { $left } left
bot-pace-clocks = ⏱ { $seats }
bot-pace-seat_clock = { $name } { $left }
bot-pace-seat_away = { $name } is away until { $date } ({ $left })
bot-pace-reminder = it is your turn in { $game }: your clock has { $left } left.
bot-pace-bank_out = { $name }'s clock has run out. Any other player at the table may let a medium AI play this move, or play until { $name } returns (the game will then not be rated).
bot-pace-stand_in_once = { $by } let a { $level } AI play { $name }'s move. This game is no longer rated. The seat returns to { $name } after this move.
bot-pace-returned = The AI played { $name }'s move: the seat is { $name }'s again.
bot-pace-away = You are away until { $date }: your clocks and reminders are paused at all your tables. Making a move or /away days:0 ends it.
bot-pace-back = Welcome back: your clocks run again.
bot-pace-not_away = You were not away.

bot-err-bank_left = { $name } still has { $left } on the clock: the seat can be handed to an AI when it runs out.
bot-err-away_limit = At most { $max } days away in any { $window } days: you have { $left } left.
