### Utajené informace a stoly, které nemohou pokračovat (bot.table.replays, bot.table.tables).

bot-err-challenge_replay_closed = Hra { $id } je denní výzva { $day }: její záznam a soubor hry budou pro všechny dostupné, až ten den skončí (UTC).
