### Direct messages (bot/discord/dm.py): each stands on its own, in its reader's language: the table
### as its thread is named, what the reader is asked, their clock, and a link on the last line.

bot-dm-asked = **{ $table }** te está esperando: { $question }
bot-dm-reminder = Recordatorio: **{ $table }** todavía te está esperando: { $question }
bot-dm-reminder_waited = Recordatorio: **{ $table }** lleva { $waited } esperándote: { $question }
bot-dm-clock = Tu reloj: te quedan { $left }.
bot-dm-clock_paused = Tu reloj: te quedan { $left }, detenido fuera del horario de juego de la mesa hasta { $until }.
bot-dm-invited = { $inviter } te invita a una mesa privada en { $server }: **{ $table }**. Pulsa Unirse en su mensaje para sentarte.
