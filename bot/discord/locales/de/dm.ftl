### Direct messages (bot/discord/dm.py): each stands on its own, in its reader's language: the table
### as its thread is named, what the reader is asked, their clock, and a link on the last line.

bot-dm-asked = **{ $table }** wartet auf dich: { $question }
bot-dm-reminder = Erinnerung: **{ $table }** wartet noch auf dich: { $question }
bot-dm-reminder_waited = Erinnerung: **{ $table }** wartet seit { $waited } auf dich: { $question }
bot-dm-clock = Deine Uhr: noch { $left }.
bot-dm-clock_paused = Deine Uhr: noch { $left }, außerhalb der Spielzeiten des Tisches angehalten bis { $until }.
bot-dm-invited = { $inviter } lädt dich auf { $server } an einen privaten Tisch ein: **{ $table }**. Klicke bei seiner Nachricht auf Beitreten, um Platz zu nehmen.
