### Direct messages (bot/discord/dm.py): each stands on its own, in its reader's language: the table
### as its thread is named, what the reader is asked, their clock, and a link on the last line.

bot-dm-asked = **{ $table }** is waiting for you: { $question }
bot-dm-reminder = Reminder: **{ $table }** is still waiting for you: { $question }
bot-dm-reminder_waited = Reminder: **{ $table }** has been waiting { $waited } for you: { $question }
bot-dm-clock = Your clock: { $left } left.
bot-dm-clock_paused = Your clock: { $left } left, paused outside the table's playing hours until { $until }.
bot-dm-invited = { $inviter } invites you to a private table on { $server }: **{ $table }**. Click Join on its message to sit down.
