### Lisboa: Fragen und Beschriftungen der Buttons. Jeder Button sagt, was die Wahl jetzt bewirkt.
### Fragen in der du-Form, Buttons im Infinitiv („Waren verkaufen“), höchstens 80 Zeichen (Discord).
### Wo ein Adliger im Satz steht, wählt $noble_id den Fall („den König besuchen“, „Gunst des Königs“).

## Fragen

lisboa-prompt-main = Du bist am Zug: Spiele eine Karte (Portfolio, Besuch, Ereignis) oder nimm 1 Gold
lisboa-prompt-room = Dein Portfolio ist voll: Wirf eine Karte ab
lisboa-prompt-sell_or_trade = Verkaufe jetzt Waren oder handle mit den Adligen
lisboa-prompt-sell = Verkaufe eine Ware an ein angelegtes Schiff
lisboa-prompt-trade = Gib einem Adligen eine Ware für eine Staatsaktion
lisboa-prompt-hire_officials = 2 Beamte berufen: in welche Ämter?
lisboa-prompt-acquire_plan = Den obersten Plan welches Architekten nehmen?
lisboa-prompt-build_ship = Das Schiff der Werft bauen: wo, mit welchen Waren bezahlt?
lisboa-prompt-produce_bonus = 1 weitere Ware welcher Sorte nehmen?
lisboa-prompt-meet_cardinal = Bewege den Kardinal und nimm ein Klerikerplättchen
lisboa-prompt-earn_favor = Das Gunstplättchen welches Adligen nehmen?
lisboa-prompt-effect = Wähle: { $effect }
lisboa-prompt-pay = { $cost ->
    [one] 1 Real
   *[other] { $cost } Réis
} zahlen ({ $why }): wie?
lisboa-why-land = Grundstück
lisboa-why-hire = Beamte berufen
lisboa-why-sponsor = Ereignis fördern
lisboa-why-cost = Kosten
lisboa-prompt-visit_payment = Bezahle den Besuch
lisboa-prompt-visit_state_action = Die Staatsaktion des Besuchs (freiwillig)
lisboa-prompt-join = Schließt du dich mit deinem Gunstplättchen dem Besuch an?
lisboa-prompt-join_action = Deine Aktion beim Besuch
lisboa-prompt-two_goods = Nimm 2 verschiedene Waren
lisboa-prompt-draw = Ziehe eine offene Politikkarte
lisboa-prompt-store = Geschäft bauen: Nimm ein Stadtplättchen
lisboa-prompt-store_parcel = Auf welcher Parzelle baust du das Geschäft?
lisboa-prompt-store_cube = Nimm einen Schuttwürfel aus der Spalte oder Reihe der Parzelle
lisboa-prompt-store_house = Ein Haus aus welcher Gruppe setzen?
lisboa-prompt-decree = Nimm ein Dekret
lisboa-prompt-decree_more = Einen Satzmarker für ein 2. Dekret abgeben?
lisboa-prompt-public_building = Öffentliches Gebäude eröffnen: Welchen Plan erfüllst du?
lisboa-prompt-public_building_site = Auf welchem Bauplatz?
lisboa-prompt-public_building_officials = Welcher Beamte kehrt zurück?
lisboa-prompt-church = Kirchenwertung: Klerikerplättchen abgeben (ihre Perücken, dann ein Einflussgewinn)?
lisboa-prompt-period_discard = Ende der Epoche: Wirf Karten für ihre Belohnungen ab (eine pro Adligem)
lisboa-prompt-period_reward = Welche Belohnung?
lisboa-prompt-clergy = Welches Klerikerplättchen behältst du?
lisboa-prompt-draft = Behalte eine Karte aus deiner Draft-Hand
lisboa-prompt-start_decree = Nimm ein Startdekret
lisboa-prompt-over = Das Spiel ist vorbei

## Buttons

lisboa-opt-gold = { $card } abwerfen → 1 Gold
lisboa-opt-folio = Portfolio: { $card }
lisboa-opt-visit = { $noble_id ->
    [lisboa-noble-maia] Maia
    [lisboa-noble-pombal] Pombal
    [lisboa-noble-king] Den König
   *[other] { $noble }
} besuchen ({ $cost } Einfluss) mit { $card }
lisboa-opt-event = Ereignis: { $event } ({ $fee ->
    [one] 1 Real
   *[other] { $fee } Réis
})
lisboa-opt-pass = Passen (keine Karten)
lisboa-opt-drop = { $card } abwerfen
lisboa-opt-sell = Waren verkaufen
lisboa-opt-trade = Mit den Adligen handeln
lisboa-opt-none = Nichts möglich: weiter
lisboa-opt-stop = Fertig
lisboa-opt-skip = Keine Staatsaktion
lisboa-opt-keep = Alle Plättchen behalten (kein Einfluss)
lisboa-opt-decline = Ablehnen
lisboa-opt-done = Fertig
lisboa-opt-prw = Belohnung
lisboa-opt-sell_good = { $good } → { $reis ->
    [one] 1 Real
   *[other] { $reis } Réis
} ({ $own ->
    [yes] dein Schiff { $size }
   *[no] Schiff { $size } von { $owner }
})
lisboa-opt-sellto = An { $own ->
    [yes] dein Schiff { $size }
   *[no] Schiff { $size } von { $owner }
} verkaufen…
lisboa-opt-trade_good = { $good } an { $noble_id ->
    [lisboa-noble-maia] Maia
    [lisboa-noble-pombal] Pombal
    [lisboa-noble-king] den König
   *[other] { $noble }
}: { $action }
lisboa-opt-hire = Beamte in die Ämter von { $a } und { $b }
lisboa-opt-plan = Plan des { $arch_id ->
    [lisboa-arch-arch_blue] blauen Architekten
    [lisboa-arch-arch_green] grünen Architekten
   *[other] Architekten ({ $arch })
} ({ $n ->
    [one] 1 Beamter
   *[other] { $n } Beamte
})
lisboa-opt-ship_new = Neues Schiff { $size } (Zahlung: { $goods })
lisboa-opt-ship_upgrade = Schiff { $old } → { $size } (Zahlung: { $goods })
lisboa-opt-bonus = +1 { $good_id ->
    [lisboa-good-books] Buch
   *[other] { $good }
}
lisboa-opt-cardinal = Kardinal { $steps } { $steps ->
    [one] Feld
   *[other] Felder
} vor: { $tile }
lisboa-opt-favor = Gunst { $noble_id ->
    [lisboa-noble-pombal] des Marquis von Pombal
    [lisboa-noble-king] des Königs
   *[other] von { $noble }
}
lisboa-opt-office = Beamter ins Amt { $noble_id ->
    [lisboa-noble-pombal] des Marquis von Pombal
    [lisboa-noble-king] des Königs
   *[other] von { $noble }
}
lisboa-opt-rubble = { $rubble }
lisboa-opt-price = Preis für { $good } +{ $n }
lisboa-opt-goal = Behalten: { $goal }
lisboa-opt-ret = Beamter aus { $where ->
    [o] dem Amt
   *[c] dem Innenhof
} { $noble_id ->
    [lisboa-noble-pombal] des Marquis von Pombal
    [lisboa-noble-king] des Königs
   *[other] von { $noble }
}
lisboa-opt-lose = 1 { $good_id ->
    [lisboa-good-books] Buch
   *[other] { $good }
} verlieren
lisboa-opt-pay = { $funded ->
    [0] { $reis ->
        [one] 1 Real
       *[other] { $reis } Réis
    } zahlen
   *[other] { $reis ->
        [one] 1 Real
       *[other] { $reis } Réis
    } + { $funded } aus Einfluss zahlen
}
lisboa-opt-vpay = { $reis ->
    [one] 1 Real
   *[other] { $reis } Réis
}, { $influence } Einfluss{ $wigs ->
    [0] {""}
    [one] , 1 Perücke
   *[other] , { $wigs } Perücken
} zahlen
lisboa-opt-join = Anschließen: { $noble } ({ $cost } Einfluss)
lisboa-opt-goods2 = { $a } und { $b }
lisboa-opt-draw = { $card } ziehen
lisboa-opt-space = { $small ->
    [yes] Kleines Plättchen: { $street }
   *[no] Plättchen: { $street }
}
lisboa-opt-parcel = { $parcel }: Grundstück { $cost }, { $reward }
lisboa-opt-cube = { $rubble } aus der { $where ->
    [c] Spalte
   *[r] Reihe
} (Grundstück { $cost ->
    [one] 1 Real
   *[other] { $cost } Réis
})
lisboa-opt-house = Haus: { $group }
lisboa-opt-decree = { $decree }
lisboa-opt-pbplan = { $plan } → { $pb }
lisboa-opt-site = { $site }: { $reward }
lisboa-opt-church = { $tile } abgeben
lisboa-opt-pd = { $card } abwerfen
lisboa-opt-clergy = { $tile } behalten
lisboa-opt-draft = { $card } behalten

## Goal cards for newcomers (before the game)

lisboa-prompt-newcomer = Neu bei Lisboa? Zielkarten führen neue Spieler: deine behalten?
lisboa-opt-newcomer_yes = Ich bin neu: Zielkarte { $goal } behalten
lisboa-opt-newcomer_no = Ohne Zielkarte spielen
