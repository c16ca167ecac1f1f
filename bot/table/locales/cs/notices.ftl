### Notices that say what is true (helper brief "notices"): a reminder in the table's thread, which
### follows a mention ("@Ann, …"), and what a resignation means for the rating.

bot-notices-reminder_clock = stůl na vás čeká (na hodinách vám zbývá { $left }): { $question }
bot-notices-reminder_waited = stůl na vás čeká už { $waited }: { $question }

bot-notices-rated-yes = Hra zůstává hodnocená.
bot-notices-rated-ai_seats = Hra není hodnocená: hrají v ní AI.
bot-notices-rated-taken_over = Hra není hodnocená: AI hrála za nepřítomného hráče.
bot-notices-rated-not_rated = Hra není hodnocená.

bot-notices-tie-resigned = { $ahead } je před hráčem { $behind }: hráč { $behind } se hry vzdal a vzdané místo končí vždy poslední.
bot-notices-tie-both_resigned = { $ahead } je před hráčem { $behind }: oba se hry vzdali a kdo se vzdal dřív, končí níž.
bot-notices-tie-resigned_alone = Hráč { $name } se hry vzdal a vzdané místo končí vždy poslední.
