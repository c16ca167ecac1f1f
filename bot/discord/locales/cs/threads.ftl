### Stoly ve vláknech, živý řádek v kanálu, oznámení a jak dát vědět (issue 19).

bot-discord-asked = { $mention }: { $question }
bot-discord-thread_name = { $game } #{ $id } · { $names }
bot-discord-no_thread = V tomto kanálu nesmím zakládat vlákna (Vytvářet veřejná vlákna, Posílat zprávy ve vláknech), proto stůl zůstává zde.
bot-discord-live_title = { $game } #{ $id }
bot-discord-live_to_move = Na tahu: { $names }
bot-discord-live_finished = Dohráno. Vítěz: { $winners }
bot-discord-tables_in_threads = Stoly založené zde se hrají ve svých vláknech: { $threads }. Použijte příkaz tam.
bot-discord-live_where = Stůl: { $table }

bot-notify-dm = { $game } #{ $id }: { $question }
    { $link }
bot-notify-dm_refused = { $mention }, nemohl jsem vám poslat soukromou zprávu (máte je pro tento server vypnuté), proto vás zmiňuji zde. Jak vám dávat vědět, změníte příkazem /notify.
bot-notify-set = Od teď: { $how }.
bot-notify-current = Jak vám dávám vědět, že na vás stůl čeká: { $how }. Změníte to volbou příkazu /notify.

bot-cmd-notify-description = Jak vám dát vědět, že na vás stůl čeká (na všech serverech)
bot-cmd-notify-how = Zmínka ve vlákně stolu, soukromá zpráva, denní přehled, nebo nic
bot-cmd-notify-how-mention = Zmiňte mě ve vlákně stolu
bot-cmd-notify-how-dm = Pošlete mi soukromou zprávu
bot-cmd-notify-how-none = Nedávejte mi vědět
bot-cmd_name-notify = upozorneni
bot-cmd_name-notify-how = jak
bot-notify-dm_reminder = { $text }
    { $link }
bot-notify-dm_invited = Jste zváni ke stolu hry { $game }: připojte se zde.
    { $link }
