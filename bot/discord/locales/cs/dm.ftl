### Direct messages (bot/discord/dm.py): each stands on its own, in its reader's language: the table
### as its thread is named, what the reader is asked, their clock, and a link on the last line.

bot-dm-asked = Stůl **{ $table }** na vás čeká: { $question }
bot-dm-reminder = Připomínka: stůl **{ $table }** na vás stále čeká: { $question }
bot-dm-reminder_waited = Připomínka: stůl **{ $table }** na vás čeká už { $waited }: { $question }
bot-dm-clock = Vaše hodiny: zbývá { $left }.
bot-dm-clock_paused = Vaše hodiny: zbývá { $left }, mimo herní dobu stolu stojí do { $until }.
bot-dm-invited = { $inviter } vás zve k soukromému stolu na serveru { $server }: **{ $table }**. Přisedněte tlačítkem Připojit se u jeho zprávy.
