### Substitutes: a seat offered, withdrawn, claimed (bot.table.substitutes).

bot-subs-offered = { $name } offers their seat to a substitute: whoever claims it (/games open, or the button on this table's line in its channel) takes the seat and its hand. { $name } plays on until then.
bot-subs-withdrawn = { $name } keeps their seat: the offer is withdrawn.
bot-subs-claimed = { $new } takes { $old }'s seat and plays it from here. This game is no longer rated.

bot-subs-err-not_open = That seat is not open (any more): someone claimed it, or its offer was withdrawn.
bot-subs-err-already_seated = You already have a seat at this table.
bot-subs-err-was_yours = That seat was taken from you: it goes to someone else.
bot-subs-err-not_invited = This table is by invitation: only its invited players may take the seat.
bot-subs-err-already_offered = Your seat is already open for a substitute (/game seat withdraw keeps it).
bot-subs-err-not_offered = Your seat is not open for a substitute.
bot-subs-err-resigned = You resigned from this game: that seat is not yours to offer.
