### Notices that say what is true (helper brief "notices"): a reminder in the table's thread, which
### follows a mention ("@Ann, …"), and what a resignation means for the rating.

bot-notices-reminder_clock = der Tisch wartet auf dich (deine Uhr: noch { $left }): { $question }
bot-notices-reminder_waited = der Tisch wartet seit { $waited } auf dich: { $question }

bot-notices-rated-yes = Die Partie bleibt gewertet.
bot-notices-rated-ai_seats = Die Partie wird nicht gewertet: KI-Plätze spielen mit.
bot-notices-rated-taken_over = Die Partie wird nicht gewertet: Eine KI hat für einen abwesenden Spieler gespielt.
bot-notices-rated-not_rated = Die Partie wird nicht gewertet.

bot-notices-tie-resigned = { $ahead } liegt vor { $behind }: { $behind } hat aufgegeben, und ein aufgegebener Platz kommt zuletzt.
bot-notices-tie-both_resigned = { $ahead } liegt vor { $behind }: Beide haben aufgegeben, und wer früher aufgab, steht tiefer.
bot-notices-tie-resigned_alone = { $name } hat aufgegeben, und ein aufgegebener Platz kommt zuletzt.
