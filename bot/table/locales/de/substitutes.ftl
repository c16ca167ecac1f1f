### Ersatzspieler: ein Platz angeboten, zurückgezogen, übernommen (bot.table.substitutes).

bot-subs-offered = { $name } bietet den eigenen Platz einem Ersatz an: wer ihn übernimmt (/partien offen:True, oder der Knopf an der Zeile dieses Tisches in seinem Kanal), bekommt den Platz samt Handkarten. Bis dahin spielt { $name } weiter.
bot-subs-withdrawn = { $name } behält den Platz: das Angebot ist zurückgezogen.
bot-subs-claimed = { $new } übernimmt den Platz von { $old } und spielt ihn ab jetzt. Diese Partie wird nicht mehr gewertet.

bot-subs-err-not_open = Dieser Platz ist nicht (mehr) frei: jemand hat ihn übernommen, oder das Angebot wurde zurückgezogen.
bot-subs-err-already_seated = Du hast an diesem Tisch schon einen Platz.
bot-subs-err-was_yours = Dieser Platz wurde dir abgenommen: er geht an jemand anderen.
bot-subs-err-not_invited = Dieser Tisch ist nur auf Einladung: nur eingeladene Spieler können den Platz übernehmen.
bot-subs-err-already_offered = Dein Platz ist schon für einen Ersatz frei (/partie platz zurückziehen behält ihn).
bot-subs-err-not_offered = Dein Platz ist nicht für einen Ersatz frei.
bot-subs-err-resigned = Du hast diese Partie aufgegeben: diesen Platz kannst du nicht anbieten.
