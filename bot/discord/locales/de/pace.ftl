### Tempo in Discord: die Tempo-Auswahl am Tisch, die Knöpfe des Angebots bei abgelaufener Uhr, /away.

bot-discord-pace = Tempo (eine Uhr pro Spieler)…
bot-discord-pace_choice = { $pace }: { $start }, +{ $increment } pro Zug
bot-discord-pace_none = Ohne Uhr: Erinnerungen nach festen Zeiten
bot-discord-stand_in_move = KI spielt diesen Zug
bot-discord-stand_in_return = KI spielt, bis { $name } zurück ist

bot-cmd-away-description = Hält deine Uhren und Zug-Erinnerungen an all deinen Tischen an
bot-cmd-away-days = Tage abwesend (0–14; 0 = ich bin zurück)
bot-cmd_name-away = abwesend
bot-cmd_name-away-days = tage
