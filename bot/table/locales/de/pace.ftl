### Ein Tempo pro Tisch: Zeitkonten pro Spieler, Erinnerungen, KI-Vertretung für einen Zug, /away (bot.table.pace).

bot-pace-days_hours = { $d } T { $h } Std.
bot-pace-hours_minutes = { $h } Std. { $m } Min.
bot-pace-minutes = { $m } Min.
bot-pace-name-live = Live
bot-pace-name-daily = Täglich
bot-pace-name-weekly = Wöchentlich
bot-pace-name-none = Ohne Uhr
bot-pace-lobby = Tempo: { $pace } (Uhr { $start }, +{ $increment } pro Zug, höchstens { $cap })
bot-pace-lobby_none = Tempo: ohne Uhr
bot-pace-your_clock = Deine Uhr: noch { $left }
bot-pace-clocks = ⏱ { $seats }
bot-pace-seat_clock = { $name } { $left }
bot-pace-seat_away = { $name } ist bis { $date } abwesend ({ $left })
bot-pace-reminder = du bist in { $game } am Zug: deine Uhr hat noch { $left }.
bot-pace-bank_out = Die Uhr von { $name } ist abgelaufen. Alle anderen am Tisch können eine mittlere KI diesen Zug spielen lassen oder spielen lassen, bis { $name } zurück ist (das Spiel wird dann nicht gewertet).
bot-pace-stand_in_once = { $by } lässt eine KI ({ $level }) den Zug von { $name } spielen. Dieses Spiel wird nicht mehr gewertet. Nach diesem Zug gehört der Platz wieder { $name }.
bot-pace-returned = Die KI hat den Zug von { $name } gespielt: der Platz gehört wieder { $name }.
bot-pace-away = Du bist bis { $date } abwesend: deine Uhren und Erinnerungen ruhen an all deinen Tischen. Ein Zug von dir oder /away days:0 beendet das.
bot-pace-back = Willkommen zurück: deine Uhren laufen wieder.
bot-pace-not_away = Du warst nicht abwesend.

bot-err-bank_left = { $name } hat noch { $left } auf der Uhr: der Platz kann einer KI übergeben werden, wenn sie abläuft.
bot-err-away_limit = Höchstens { $max } Tage Abwesenheit in { $window } Tagen: dir bleiben { $left }.
