### Notices that say what is true (helper brief "notices"): a reminder in the table's thread, which
### follows a mention ("@Ann, …"), and what a resignation means for the rating.

bot-notices-reminder_clock = la mesa te está esperando (a tu reloj le quedan { $left }): { $question }
bot-notices-reminder_waited = la mesa lleva { $waited } esperándote: { $question }

bot-notices-rated-yes = La partida sigue contando para la clasificación.
bot-notices-rated-ai_seats = La partida no cuenta para la clasificación: juegan puestos de IA.
bot-notices-rated-taken_over = La partida no cuenta para la clasificación: una IA jugó por un jugador ausente.
bot-notices-rated-not_rated = La partida no cuenta para la clasificación.

bot-notices-tie-resigned = { $ahead } queda por delante de { $behind }: { $behind } abandonó, y un puesto que abandona queda el último.
bot-notices-tie-both_resigned = { $ahead } queda por delante de { $behind }: ambos abandonaron, y quien abandonó antes queda por debajo.
bot-notices-tie-resigned_alone = { $name } abandonó, y un puesto que abandona queda el último.
