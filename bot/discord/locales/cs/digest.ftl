### The daily digest (/notify how:digest; bot/table/digest.py, bot/discord/dm.py): one direct message
### a day listing every table awaiting its reader, in their language.

bot-digest-title = { $count ->
        [one] Váš denní přehled: čeká na vás jeden stůl.
        [few] Váš denní přehled: čekají na vás { $count } stoly.
       *[other] Váš denní přehled: čeká na vás { $count } stolů.
    }
bot-digest-line = • **{ $table }**: { $question }
bot-digest-more = …a { $n } další: všechny vypíše /games.
bot-digest-next = Další přehled: { $date }. Jak vám dávat vědět, změníte příkazem /notify.
bot-digest-chosen = Přehled přijde jednou denně v { $time } UTC (příští: { $date }) a vypíše všechny stoly, které na vás čekají; o stolech vám nic jiného nedá vědět a v den, kdy nic nečeká, nepřijde.

bot-cmd-notify-how-digest = Posílejte mi jeden přehled denně
