### The daily digest (/notify how:digest; bot/table/digest.py, bot/discord/dm.py): one direct message
### a day listing every table awaiting its reader, in their language.

bot-digest-title = { $count ->
        [one] Tu resumen diario: una mesa te está esperando.
       *[other] Tu resumen diario: { $count } mesas te están esperando.
    }
bot-digest-line = • **{ $table }**: { $question }
bot-digest-more = …y { $n } más: /games las muestra todas.
bot-digest-next = Próximo resumen: { $date }. Con /notify cambias cómo se te avisa.
bot-digest-chosen = Tu resumen llega una vez al día a las { $time } UTC (el próximo: { $date }) con todas las mesas que te esperan; nada más te avisa de una mesa, y no llega ningún día en que nada espere.

bot-cmd-notify-how-digest = Envíame un resumen al día
