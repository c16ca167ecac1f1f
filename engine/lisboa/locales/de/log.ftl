### Lisboa: das Spielprotokoll (Präsens, dritte Person).

lisboa-log-act = { $player }: { $action }
lisboa-log-influence_wig = { $player } erreicht 10 Einfluss: +1 Perücke
lisboa-log-set_done = { $player } vervollständigt Schuttsatz { $sets }
lisboa-log-displaced = Ein Beamter von { $player } geht in den Innenhof { $noble_id ->
    [lisboa-noble-pombal] des Marquis von Pombal
    [lisboa-noble-king] des Königs
   *[other] von { $noble }
}
lisboa-log-clergy = { $player } nimmt das Klerikerplättchen { $tile }
lisboa-log-store = { $player } baut ein Geschäft auf Parzelle { $parcel }: { $wigs ->
    [one] +1 Perücke
   *[other] +{ $wigs } Perücken
}
lisboa-log-pb = { $player } eröffnet ein öffentliches Gebäude { $site }; { $stores } { $stores ->
    [one] Geschäft punktet
   *[other] Geschäfte punkten
}
lisboa-log-sail = Ein Schiff von { $player } sticht in See: { $wigs ->
    [one] +1 Perücke
   *[other] +{ $wigs } Perücken
}
lisboa-log-church_scoring = Kirchenwertung: Alle dürfen Klerikerplättchen abgeben
lisboa-log-revealed = { $count } { $count ->
    [one] neues Teil aufgedeckt
   *[other] neue Teile aufgedeckt
} (Politikkarten, Klerikerplättchen, Dekrete)
lisboa-log-goal = { $player } erfüllt die Zielkarte { $goal }
lisboa-log-period_end = Ende der Epoche 1: 3 Perücken pro Schuttsatz, neue Schiffe, Abwerfen für Belohnungen
lisboa-log-period2 = Epoche 2 beginnt: Der braune Stapel liegt aus
lisboa-log-end_triggered = Das Spielende ist ausgelöst: noch { $turns } { $turns ->
    [one] Zug
   *[other] Züge
}
lisboa-log-game_over = Schlusswertung
lisboa-log-clergy_kept = Alle haben ein Klerikerplättchen behalten
lisboa-log-rival = Der Rivale nimmt eine Karte vom Stapel { $pile } und handelt
lisboa-log-goal_drawn = { $player } zieht { $n ->
    [one] 1 Zielkarte B
   *[other] { $n } Zielkarten B
} und behält eine
lisboa-log-rival_idle = Der Rivale findet keine Karte zum Nehmen
lisboa-log-pb_next = Ein neues öffentliches Gebäude liegt bereit: { $arch }
