### Der Spieltisch im Terminal (python -m bot local).
### Die Tasten, die man tippt (u, l, q, y/N), bleiben in jeder Sprache gleich.

bot-local-player = Spieler { $seat }
bot-local-ai = KI { $seat } ({ $level })
bot-local-started = Seed { $seed }, Datenbank { $db }
bot-local-temporary = (temporär)
bot-local-resumed = Die nicht beendete Partie { $game } aus { $db } wird fortgesetzt ({ $names }); --new startet eine neue.
bot-local-other_game = { $db } enthält eine nicht beendete Partie { $other }: Setze sie mit diesem Spiel fort oder starte mit --new eine neue.
bot-local-players_needed = Für eine neue Partie ist --players nötig.
bot-local-board_written = (Spielbrett gespeichert: { $path })
bot-local-hints = Nummer{ $undo }, l = Verlauf, q = beenden
bot-local-hint_undo = , u = zurücknehmen
bot-local-type_number = Bitte gib eine Zahl von 1 bis { $n } ein.
bot-local-saved = Die Partie ist in { $db } gespeichert: Führe denselben Befehl noch einmal aus, um sie fortzusetzen.
bot-local-not_saved = Diese Partie wurde nicht gespeichert (sie lief in einer temporären Datenbank; mit --db DATEI bleibt eine Partie erhalten).
bot-local-confirm_quit = Partie verlassen? { $fate } [y/N]{ " " }
bot-local-quit_saved = Sie bleibt in { $db } gespeichert.
bot-local-quit_lost = Sie ist nicht gespeichert und geht verloren.
bot-local-end_of_input = Eingabe beendet: Du verlässt die Partie.
bot-local-interrupted = Abgebrochen: Du verlässt die Partie.

## Wiederholungen (python -m bot local --replay ID): die Tasten n, p, f, l, c, q bleiben in jeder Sprache.
bot-local-replay_opened = { $game }, Partie { $id }: { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} nach dem Spielbeginn.
bot-local-replay_hints = n/Enter = weiter, p = zurück, f/l = erstes/letztes, 0-{ $last } = dieses Spielbrett, c = Kapitel, q = beenden
bot-local-replay_chapters = Kapitel (die Nummer ihres ersten Spielbretts):
bot-local-replay_type = Bitte n, p, f, l, c, q oder die Nummer eines Spielbretts von 0 bis { $last } eingeben.
bot-local-replay_at_last = Das ist das letzte Spielbrett: p geht zurück, f zum Anfang, q beendet.
bot-local-replay_at_first = Das ist das erste Spielbrett: n oder Enter geht weiter.
bot-local-replay_closed = Wiederholung beendet.
bot-local-replay_interrupted = Unterbrochen: Wiederholung beendet.
bot-local-replay_no_database = Die Datenbank { $db } gibt es nicht (--db DATEI nennt eine andere).
bot-local-replay_hint = Das war Partie { $id }; noch einmal durchgehen mit: python -m bot local --replay { $id } --db { $db }

# the terminal's "?": the decision's rule and what each option changes (service.why)
bot-local-why_key = , ? = warum
