### KI-Plätze, Erinnerungen an den Zug, abwesende Spieler und ihre Vertretung (bot.table).

## KI-Plätze

bot-ai-level-random = zufällig
bot-ai-level-easy = leicht
bot-ai-level-medium = mittel
bot-ai-level-hard = schwer
bot-ai-name = KI { $n } ({ $level })
bot-ai-played = { $name } hat gespielt.
bot-ai-minutes = { $n } Min.
bot-ai-hours = { $h } Std. { $m } Min.
# Follows "@name, " in the channel: starts lowercase.
bot-ai-reminder = du bist in { $game } am Zug (der Tisch wartet seit { $waited }).
bot-ai-takeover_offer = { $name } ist seit { $waited } weg. Jeder andere Spieler am Tisch kann den Platz an eine mittelstarke KI übergeben (die Partie wird dann nicht gewertet).
bot-ai-taken_over = { $by } hat den Platz von { $name } an eine KI ({ $level }) übergeben. Diese Partie wird nicht mehr gewertet. Mit /partie zurückholen bekommt { $name } den Platz wieder.
bot-ai-taken_back = { $name } ist zurück und spielt wieder selbst.
bot-ai-stand_in = Eine KI ({ $level }) spielt deinen Platz, solange du weg bist. Hol ihn dir zurück, um selbst zu spielen.

## Abgelehnte Übernahmen

bot-err-takeover_too_early = { $name } kann noch zurückkommen: Der Platz kann in { $left } an eine KI übergeben werden.
bot-err-takeover_not_needed = Niemand lässt diese Partie mehr warten.
bot-err-own_seat = Du kannst deinen eigenen Platz nicht an eine KI übergeben.
bot-err-nothing_to_take_back = In dieser Partie vertritt dich keine KI.
bot-ai-response_declined = { $name } hat nicht innerhalb von { $waited } geantwortet und lehnt damit ab.
