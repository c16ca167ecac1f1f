### The daily digest (/notify how:digest; bot/table/digest.py, bot/discord/dm.py): one direct message
### a day listing every table awaiting its reader, in their language.

bot-digest-title = { $count ->
        [one] Deine tägliche Übersicht: Ein Tisch wartet auf dich.
       *[other] Deine tägliche Übersicht: { $count } Tische warten auf dich.
    }
bot-digest-line = • **{ $table }**: { $question }
bot-digest-more = …und { $n } weitere: /games zeigt alle.
bot-digest-next = Nächste Übersicht: { $date }. Mit /notify änderst du, wie du benachrichtigt wirst.
bot-digest-chosen = Deine Übersicht kommt einmal am Tag um { $time } UTC (die nächste: { $date }) und nennt jeden Tisch, der auf dich wartet; sonst meldet sich nichts, und an einem Tag, an dem nichts wartet, kommt keine.

bot-cmd-notify-how-digest = Schick mir eine Übersicht am Tag
