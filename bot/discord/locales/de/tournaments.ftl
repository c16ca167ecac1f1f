### /tournament in Discord: its commands and the sign-up message's buttons.

bot-discord-tn-join = Anmelden
bot-discord-tn-leave = Abmelden
bot-discord-tn-start = Jetzt starten
bot-discord-tn-no_threads = Turniertische spielen in Threads: der Bot braucht in diesem Kanal „Kanal ansehen“, „Öffentliche Threads erstellen“, „Nachrichten in Threads senden“, „Links einbetten“ und „Dateien anhängen“.
bot-discord-tn-cancelled = Du hast { $title } abgesagt: das wird in seinem Kanal gesagt.

bot-cmd-tournament-description = Turniere, die der Bot ausrichtet
bot-cmd-tournament-create-description = Die Anmeldung zu einem Turnier in diesem Kanal öffnen
bot-cmd-tournament-create-game = Das Spiel
bot-cmd-tournament-create-format = Schweizer System, Jeder gegen jeden oder K.-o.
bot-cmd-tournament-create-rounds = Schweizer System: wie viele Runden (ohne: 3); Jeder gegen jeden: höchstens so viele
bot-cmd-tournament-create-seats_per_table = Spieler je Tisch (2–4; ohne: so viele, wie das Spiel erlaubt)
bot-cmd-tournament-create-pace = Die Uhr jedes Tisches (ohne: täglich)
bot-cmd-tournament-create-sign_up_until = Anmeldung bis: 2d, 12h, 90m oder Datum und Uhrzeit in UTC (ohne: ein Tag)
bot-cmd-tournament-create-limit = Höchstens so viele Spieler (ohne: 64)
bot-cmd-tournament-create-min_rating = Nur Spieler mit mindestens dieser Wertung auf diesem Server
bot-cmd-tournament-status-description = Wie ein Turnier steht (nur für dich)
bot-cmd-tournament-status-tournament = Das Turnier (ohne: das neueste)
bot-cmd-tournament-cancel-description = Ein Turnier absagen (sein Ausrichter oder „Server verwalten“)
bot-cmd-tournament-cancel-tournament = Das Turnier
bot-cmd-tournament-format-swiss = Schweizer System
bot-cmd-tournament-format-round_robin = Jeder gegen jeden
bot-cmd-tournament-format-knockout = K.-o.-System
bot-cmd-tournament-pace-live = live
bot-cmd-tournament-pace-daily = täglich
bot-cmd-tournament-pace-weekly = wöchentlich
bot-cmd-tournament-pace-none = ohne Uhr

bot-cmd_name-tournament = turnier
bot-cmd_name-tournament-create = anlegen
bot-cmd_name-tournament-create-game = spiel
bot-cmd_name-tournament-create-format = format
bot-cmd_name-tournament-create-rounds = runden
bot-cmd_name-tournament-create-seats_per_table = spieler_je_tisch
bot-cmd_name-tournament-create-pace = tempo
bot-cmd_name-tournament-create-sign_up_until = anmeldung_bis
bot-cmd_name-tournament-create-limit = limit
bot-cmd_name-tournament-create-min_rating = min_wertung
bot-cmd_name-tournament-status = stand
bot-cmd_name-tournament-status-tournament = turnier
bot-cmd_name-tournament-cancel = absagen
bot-cmd_name-tournament-cancel-tournament = turnier
