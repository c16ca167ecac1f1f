### The daily digest (/notify how:digest; bot/table/digest.py, bot/discord/dm.py): one direct message
### a day listing every table awaiting its reader, in their language.

bot-digest-title = { $count ->
        [one] Your daily digest: one table is waiting for you.
       *[other] Your daily digest: { $count } tables are waiting for you.
    }
bot-digest-line = • **{ $table }**: { $question }
bot-digest-more = …and { $n } more: /games lists them all.
bot-digest-next = Next digest: { $date }. /notify changes how you are told.
bot-digest-chosen = Your digest comes once a day at { $time } UTC (the next one: { $date }), listing every table waiting for you; nothing else tells you of a table, and none comes on a day when nothing waits.

bot-cmd-notify-how-digest = Send me one digest a day
