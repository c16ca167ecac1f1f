### Paces in Discord: the lobby's pace select, the bank-out offer's buttons, /away.

bot-discord-pace = Pace (a clock per player)…
bot-discord-pace_choice = { $pace }: { $start }, +{ $increment } per move
bot-discord-pace_none = No clock: reminders after fixed delays
bot-discord-stand_in_move = AI plays this move
bot-discord-stand_in_return = AI plays until { $name } returns

bot-cmd-away-description = Pause your clocks and turn reminders at all your tables
bot-cmd-away-days = Days away (0-14; 0 = I am back)
bot-cmd_name-away = away
bot-cmd_name-away-days = days
