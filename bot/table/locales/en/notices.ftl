### Notices that say what is true (helper brief "notices"): a reminder in the table's thread, which
### follows a mention ("@Ann, …"), and what a resignation means for the rating.

## A reminder in the thread, after the player's mention: what they are asked (an out-of-turn answer
## is no "turn"), with their clock on a paced table or how long the table has waited without one.
bot-notices-reminder_clock = the table is waiting for you (your clock: { $left } left): { $question }
bot-notices-reminder_waited = the table has been waiting { $waited } for you: { $question }

## /game resign: whether the game still counts for ratings, and why not.
bot-notices-rated-yes = The game stays rated.
bot-notices-rated-ai_seats = The game is not rated: it has AI seats.
bot-notices-rated-taken_over = The game is not rated: an AI played a seat for an absent player.
bot-notices-rated-not_rated = The game is not rated.

## The final standings when a resignation decides the order: the tie-break line says why the order is
## as shown (a resigned seat ranks last), never a tie-break the resigned seat won by the rules.
bot-notices-tie-resigned = { $ahead } is ahead of { $behind }: { $behind } resigned, and a resigned seat ranks last.
bot-notices-tie-both_resigned = { $ahead } is ahead of { $behind }: both resigned, and the earlier resignation ranks lower.
bot-notices-tie-resigned_alone = { $name } resigned, and a resigned seat ranks last.
