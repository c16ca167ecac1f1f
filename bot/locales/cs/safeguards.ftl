### Utajené informace a stoly, které nemohou pokračovat (bot.table.replays, bot.table.tables).

bot-err-challenge_replay_closed = Hra { $id } je denní výzva { $day }: její záznam a soubor hry budou pro všechny dostupné, až ten den skončí (UTC).
bot-err-table_unreadable = Hru { $id } už nelze načíst (její uložené tahy už nejdou přehrát): nemůže pokračovat. Kterýkoli z jejích hráčů ji může ukončit příkazem /game abandon a /play otevře nový stůl.
