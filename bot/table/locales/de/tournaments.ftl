### Turniere, die der Bot ausrichtet: die Anmeldung, Runden, Tabelle, Stand (bot.table.tournaments).

bot-tn-title = { $game }-Turnier Nr. { $id } · { $format }
bot-tn-format-swiss = Schweizer System
bot-tn-format-round_robin = Jeder gegen jeden
bot-tn-format-knockout = K.-o.-System
bot-tn-format_text-swiss = Schweizer System an Tischen zu { $seats }: jede Runde setzt Spieler mit gleich vielen Punkten zusammen und nie zweimal dieselben Gegner, wo es sich vermeiden lässt.
bot-tn-format_text-round_robin = Jeder gegen jeden an Tischen zu { $seats }: alle treffen auf alle (an Tischen für mehr als zwei so viele neue Gegner je Runde, wie die Sitzordnung findet).
bot-tn-format_text-knockout = K.-o.-System an Tischen zu { $seats }: der Sieger jedes Tisches kommt weiter, bis einer übrig ist.
bot-tn-rounds = Runden: { $rounds }
bot-tn-rounds_round_robin = bis alle auf alle getroffen sind
bot-tn-rounds_knockout = bis einer übrig ist
bot-tn-pace = Tempo: { $pace }
bot-tn-points = Punkte je Platz: { $points } (ein Freilos und jeder Platz eines abgebrochenen Tisches: { $bye })
bot-tn-tiebreaks = Bei Gleichstand: Buchholz (die Punkte aller Gegner), dann Gesamtwertung, dann Setzung (die Serverwertung beim Start).
bot-tn-rated = Seine Tische werden gewertet wie jeder andere Tisch.
bot-tn-gate = Nur für Spieler mit einer Wertung von mindestens { $gate } auf diesem Server.
bot-tn-players = Spieler ({ $count }/{ $max }): { $names }
bot-tn-organiser = Ausrichter: { $mention }
bot-tn-state_signup = Anmeldung offen bis { $until }.
bot-tn-state_running = Runde { $round } von { $rounds } wird gespielt ({ $players } Spieler).
bot-tn-state_finished = Beendet. Sieger: { $champion }
bot-tn-state-signup = Anmeldung
bot-tn-state-running = läuft
bot-tn-state-finished = beendet
bot-tn-state-cancelled = abgesagt
bot-tn-note-cancelled = Der Ausrichter hat das Turnier abgesagt: es wird keine weitere Runde ausgelost, und Tische, die noch spielen, laufen als gewöhnliche Tische weiter.
bot-tn-note-too_few = Abgesagt: bis zum Anmeldeschluss haben sich zu wenige Spieler angemeldet.
bot-tn-err-not_found = Ein solches Turnier gibt es auf diesem Server nicht.
bot-tn-err-closed = Bei diesem Turnier ist keine Anmeldung mehr möglich (es hat begonnen oder ist beendet).
bot-tn-err-full = Dieses Turnier ist voll ({ $max } Spieler).
bot-tn-err-rating = Dieses Turnier ist für Spieler mit einer Wertung von mindestens { $gate } in { $game } auf diesem Server; deine Wertung hier ist { $rating }.
bot-tn-err-not_organiser = Das darf nur der Ausrichter des Turniers (oder ein Mitglied mit „Server verwalten“).
bot-tn-err-too_few = Mindestens { $min } Spieler müssen angemeldet sein, bevor das Turnier beginnen kann.
bot-tn-err-deadline = „{ $value }“ ist kein Anmeldeschluss: gib eine Dauer wie 2d, 12h oder 90m an oder ein Datum mit Uhrzeit in UTC wie 2026-05-01 18:00, höchstens 30 Tage voraus.
bot-tn-err-seats = { $game }-Turniere setzen { $min } bis { $max } Spieler an einen Tisch.
bot-tn-err-limit = Ein Turnier hat 2 bis { $max } Spieler.
bot-tn-round_tables = **Runde { $round }**
bot-tn-round_starts = **Runde { $round } von { $rounds }** beginnt: jeder Tisch spielt in seinem eigenen Thread.
bot-tn-table_line = Tisch { $table }: { $names } · { $where }
bot-tn-table_state-finished = beendet
bot-tn-table_state-abandoned = abgebrochen
bot-tn-opening = wird geöffnet…
bot-tn-bye_line = Freilos: { $names } ({ $points } Punkte)
bot-tn-more_tables = … und { $n } weitere Tische (/tournament status)
bot-tn-more_players = … und { $n } weitere Spieler
bot-tn-standings_title = **Tabelle**
bot-tn-standing_line = { $place }. { $name } — { $points } Punkte (Buchholz { $buchholz }, Wertung { $score })
bot-tn-status_you = Du: Platz { $place } von { $count }, { $points } Punkte.
bot-tn-standings_after = Tabelle nach Runde { $round }
bot-tn-final_standings = Endstand
bot-tn-champion = 🏆 Sieger: { $name }
bot-tn-champion_picture = Sieger: { $name }
bot-tn-leaders = Vorn: { $names }
bot-tn-tables_ready = eure Tische sind bereit, jeder in seinem Thread.
bot-tn-out_in = ausgeschieden in Runde { $round }
bot-tn-picture_footer = Punkte je Platz: 6 / 4 / 2 / 0 zu viert, 6 / 3 / 0 zu dritt, 6 / 0 zu zweit; ein Freilos { $bye }. Gleichstand: Buchholz, dann Gesamtwertung, dann Setzung.
bot-tn-thread_name = { $game } T{ $id } · Runde { $round } · Tisch { $table } · { $names }
bot-tn-table_header = { $game }-Turnier Nr. { $id } ({ $format }) · Runde { $round } von { $rounds } · Tisch { $table }
bot-tn-table_over = { $title }: Runde { $round }, Tisch { $table } ist beendet. { $playing ->
    [0] Das war der letzte Tisch der Runde: die nächste Runde öffnet gleich.
    [one] Ein Tisch dieser Runde spielt noch.
   *[other] { $playing } Tische dieser Runde spielen noch.
}
