### Lisboa: Namen der Dinge im Spiel (Referenz §2). Begriffe: engine/lisboa/locales/GLOSSARY.de.md.
### Anrede „du“; die Adligen stehen je nach Satz im Akkusativ oder Genitiv ($noble_id).

lisboa-name = Lisboa
lisboa-nothing = nichts

## Adlige und die Stapel der Politikkarten-Auslage

lisboa-noble-maia = Manuel da Maia
lisboa-noble-pombal = Marquis von Pombal
lisboa-noble-king = König José I.
lisboa-noble_short-maia = Maia
lisboa-noble_short-pombal = Pombal
lisboa-noble_short-king = König
lisboa-pile-maia = { lisboa-noble-maia }
lisboa-pile-pombal = { lisboa-noble-pombal }
lisboa-pile-king = { lisboa-noble-king }
lisboa-pile-treasury = Schatzkammer
lisboa-deck-blue = blauer Stapel
lisboa-deck-red = roter Stapel
lisboa-deck-purple = violetter Stapel
lisboa-deck-brown = brauner Stapel

## Waren, Straßenfarben und Straßen
## Der Warenname allein ist die Sorte („Bücher“); mit Zahl wählt $good_id Einzahl oder Mehrzahl.

lisboa-good-gold = Gold
lisboa-good-cloth = Stoff
lisboa-good-books = Bücher
lisboa-good-tools = Werkzeug
lisboa-goods_n = { $n } { $good_id ->
    [lisboa-good-cloth] { $n ->
        [one] Stoff
       *[other] Stoffe
    }
    [lisboa-good-books] { $n ->
        [one] Buch
       *[other] Bücher
    }
    [lisboa-good-tools] { $n ->
        [one] Werkzeug
       *[other] Werkzeuge
    }
   *[other] { $good }
}
lisboa-colour-yellow = gelb
lisboa-colour-pink = rosa
lisboa-colour-brown = braun
lisboa-colour-blue = blau
lisboa-street-yellow = Rua Áurea (gelb)
lisboa-street-pink = Rua Augusta (rosa)
lisboa-street-brown = Rua Nova da Princesa (braun)
lisboa-street-blue = Rua Bela da Rainha (blau)

## Aktionen (Infinitiv: sie stehen auch allein auf Buttons und im Protokoll)

lisboa-action-hire_officials = Beamte berufen
lisboa-action-acquire_plan = Plan nehmen
lisboa-action-build_ship = Schiff bauen
lisboa-action-produce_goods = Waren fertigen
lisboa-action-meet_cardinal = Kardinal treffen
lisboa-action-earn_favor = Königliche Gunst erhalten
lisboa-action-build_store = Geschäft bauen
lisboa-action-take_decree = Dekret nehmen
lisboa-action-open_public_building = Öffentliches Gebäude eröffnen

## Architekten, Schutt, Häuser, Bauplätze, Parzellen

lisboa-arch-arch_blue = blauer Architekt
lisboa-arch-arch_green = grüner Architekt
lisboa-rubble-earthquake = Erdbeben (3)
lisboa-rubble-fire = Feuer (2)
lisboa-rubble-tsunami = Tsunami (1)
lisboa-house-left = links (Besuche in Réis)
lisboa-house-middle = Mitte (günstigere Schiffe)
lisboa-house-right = rechts (mehr Fertigung)
lisboa-site-w_a = westlich von Reihe A
lisboa-site-w_b = westlich von Reihe B
lisboa-site-w_c = westlich von Reihe C
lisboa-site-w_d = westlich von Reihe D
lisboa-site-w_e = westlich von Reihe E
lisboa-site-e_a = östlich von Reihe A
lisboa-site-e_b = östlich von Reihe B
lisboa-site-e_c = östlich von Reihe C
lisboa-site-e_d = östlich von Reihe D
lisboa-site-e_e = östlich von Reihe E
lisboa-site-n_yellow = nördlich der Rua Áurea
lisboa-site-n_pink = nördlich der Rua Augusta
lisboa-site-n_brown = nördlich der Rua Nova da Princesa
lisboa-site-n_blue = nördlich der Rua Bela da Rainha
lisboa-parcel = Parzelle { $row }{ $column }
lisboa-plan = { $arch_id ->
    [lisboa-arch-arch_blue] blauer Plan
    [lisboa-arch-arch_green] grüner Plan
   *[other] Plan ({ $arch })
} ({ $n ->
    [one] 1 Beamter
   *[other] { $n } Beamte
})
lisboa-pb = Gebäude { $a }/{ $b } ({ $arch })
lisboa-ship = Schiff { $size } (+{ $bonus } pro Ware, Einfluss { $influence })

## Politikkarten

lisboa-card-noble = { $noble } { $influence } ({ $bottom })
lisboa-card-treasury = Schatzkammer ({ $event } / { $advantage })

## Belohnungen und Strafen (Kartenunterseiten, Parzellen, Bauplätze)

lisboa-effect-gain_gold = +1 Gold
lisboa-effect-gain_good = +1 { $good_id ->
    [lisboa-good-books] Buch
   *[other] { $good }
}
lisboa-effect-gain_reis = +{ $n ->
    [one] 1 Real
   *[other] { $n } Réis
}
lisboa-effect-gain_plan = ein Plan
lisboa-effect-gain_official = ein Beamter in ein Amt
lisboa-effect-gain_cardinal1 = Kardinal 1 Feld vor
lisboa-effect-gain_influence = ein Einflussgewinn
lisboa-effect-gain_infl = +{ $n } Einfluss
lisboa-effect-gain_rubble = +1 Schuttwürfel aus dem Vorrat
lisboa-effect-gain_wigs = { $n ->
    [one] +1 Perücke
   *[other] +{ $n } Perücken
}
lisboa-effect-gain_favor = ein Gunstplättchen
lisboa-effect-gain_price_up = ein Preis +2
lisboa-effect-gain_goal_b = { $n ->
    [one] 1 Zielkarte B
   *[other] { $n } Zielkarten B
}
lisboa-effect-lose_official = −1 Beamter
lisboa-effect-lose_good = −1 Ware
lisboa-effect-lose_reis = −{ $n ->
    [one] 1 Real
   *[other] { $n } Réis
}
lisboa-effect-lose_infl = −{ $n } Einfluss
lisboa-effect-lose_wigs = { $n ->
    [one] −1 Perücke
   *[other] −{ $n } Perücken
}

## Ereignisse der Schatzkammer (Ereignis fördern) und Vorteile (im Portfolio)

lisboa-event-ev_hire = Beamte berufen
lisboa-event-ev_plan = Plan nehmen
lisboa-event-ev_ship = Schiff bauen
lisboa-event-ev_produce = Waren fertigen
lisboa-event-ev_cardinal = Kardinal treffen
lisboa-event-ev_favor = Königliche Gunst erhalten
lisboa-event-ev_store = Geschäft bauen
lisboa-event-ev_decree = Dekret nehmen
lisboa-event-ev_goods2 = 2 verschiedene Waren
lisboa-event-ev_price = ein Preis +2
lisboa-event-ev_influence = ein Einflussgewinn
lisboa-adv-adv_real1 = −1 Real pro Zahlung
lisboa-adv-adv_land2 = Grundstück −2
lisboa-adv-adv_hire1 = Berufen −1
lisboa-adv-adv_plan1 = Pläne −1 Beamter
lisboa-adv-adv_visit1 = Besuche −1
lisboa-adv-adv_sell1 = +1 Real pro Verkauf
lisboa-adv-adv_ship1 = Schiffe −1 Ware
lisboa-adv-adv_store1 = +1 Lagerplatz
lisboa-adv-adv_infl1 = +1 Einflussgewinn
lisboa-adv-adv_prod1 = +1 gefertigte Ware
lisboa-adv-adv_trade_any = beliebige Ware im Handel

## Klerikerplättchen

lisboa-clergy-tile = { $name } ({ $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
})
lisboa-clergy-cl_infl1 = +1 Einfluss
lisboa-clergy-cl_land2 = Grundstück −2
lisboa-clergy-cl_hire1 = Berufen −1
lisboa-clergy-cl_plan1 = Pläne −1 Beamter
lisboa-clergy-cl_visit1 = Besuche −1
lisboa-clergy-cl_sell1 = +1 Real pro Verkauf
lisboa-clergy-cl_prod1 = +1 gefertigte Ware
lisboa-clergy-cl_ship1 = Schiffe −1 Ware
lisboa-clergy-cl_store1 = +1 Lagerplatz
lisboa-clergy-cl_storewig = +1 Perücke pro Geschäft
lisboa-clergy-cl_pbwig = +2 Perücken pro Gebäude
lisboa-clergy-cl_trade_any = beliebige Ware im Handel
lisboa-clergy-cl_reis3 = 3 Réis
lisboa-clergytext-cl_infl1 = Jeder deiner Einflussgewinne (aus deinem Portfolio) bringt 1 mehr.
lisboa-clergytext-cl_land2 = Das Grundstück für jedes Geschäft, das du baust, kostet 2 Réis weniger.
lisboa-clergytext-cl_hire1 = Jeder Beamte, den du beim Eröffnen eines öffentlichen Gebäudes berufst, kostet 1 Real weniger.
lisboa-clergytext-cl_plan1 = Deine Pläne brauchen 1 Beamten weniger.
lisboa-clergytext-cl_visit1 = Ein Besuch oder das Anschließen an einen Besuch kostet 1 Einfluss weniger.
lisboa-clergytext-cl_sell1 = +1 Real für jede Ware, die du verkaufst.
lisboa-clergytext-cl_prod1 = Wenn du Waren fertigst, erhältst du 1 weitere Ware einer Sorte, die du gefertigt hast (wenn sie ins Lager passt).
lisboa-clergytext-cl_ship1 = Ein Schiff kostet 1 Ware weniger.
lisboa-clergytext-cl_store1 = +1 Lagerplatz für jede Warensorte.
lisboa-clergytext-cl_storewig = +1 Perücke jedes Mal, wenn du ein Geschäft baust.
lisboa-clergytext-cl_pbwig = +2 Perücken jedes Mal, wenn du ein öffentliches Gebäude eröffnest.
lisboa-clergytext-cl_trade_any = Beim Handel mit den Adligen zählt jede Ware als die, die sie annehmen.
lisboa-clergytext-cl_reis3 = 3 Réis, wenn du es nimmst (keine dauerhafte Fähigkeit).

## Dekrete (nur wer sie besitzt, wertet sie am Ende)
## $wigs ist die Zahl der Perücken; $what eine Straße, Reihe, Spalte, ein Architekt oder Adliger.

lisboa-decree-per_store_street = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro eigenem Geschäft an der { $what }
lisboa-decree-per_store_row = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro eigenem Geschäft in Reihe { $what }
lisboa-decree-per_store_column = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro eigenem Geschäft in Spalte { $what }
lisboa-decree-per_open_pb_architect = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro eröffnetem öffentlichem Gebäude des { $what_id ->
    [lisboa-arch-arch_blue] blauen Architekten
    [lisboa-arch-arch_green] grünen Architekten
   *[other] Architekten ({ $what })
}
lisboa-decree-per_completed_plan = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro erfülltem Plan
lisboa-decree-per_hull_space = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Laderaumfeld deiner Schiffe
lisboa-decree-per_ship = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Schiff in deinem Portfolio
lisboa-decree-per_clergy = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Klerikerplättchen
lisboa-decree-per_favor = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Gunstplättchen
lisboa-decree-per_official_in_office = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro eigenem Beamten im Amt { $what_id ->
    [lisboa-noble-pombal] des Marquis von Pombal
    [lisboa-noble-king] des Königs
   *[other] von { $what }
}
lisboa-decree-per_set = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Schuttsatz
lisboa-decree-per_good = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Ware im Lager
lisboa-decree-per_goodset = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Satz aus 4 verschiedenen Waren
lisboa-decree-per_treasury_card = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Schatzkammerkarte in deinem Portfolio
lisboa-decree-per_noble_card = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Adelskarte in deinem Portfolio
lisboa-decree-per_decree = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Dekret, das du besitzt
lisboa-decree-per_store = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Geschäft
lisboa-decree-all_store_types = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} für Geschäfte aller 4 Sorten
lisboa-decree-per_2_influence = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro 2 Einfluss
lisboa-decree-street_3_stores = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} für 3 Geschäfte an der { $what }
lisboa-decree-per_row_with_store = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Reihe mit einem eigenen Geschäft
lisboa-decree-per_street_with_store = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Straße mit einem eigenen Geschäft
lisboa-decree-per_empty_house_group = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Häusergruppe, die du geleert hast
lisboa-decree-per_big_ship = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro Schiff der Größe 3 oder 4
lisboa-decree-per_2_official_icons = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} pro 2 Beamte auf deinen erfüllten Plänen

## Zielkarten (Kickstarter)

lisboa-goal-a1 = A1: Manuel da Maia besuchen und ein Geschäft bauen oder den Marquis von Pombal besuchen und ein Schiff bauen
lisboa-goal-a2 = A2: den König besuchen und ein öffentliches Gebäude eröffnen oder den Marquis von Pombal besuchen und ein Dekret nehmen
lisboa-goal-a3 = A3: Manuel da Maia besuchen und ein Geschäft bauen oder den Marquis von Pombal besuchen und ein Dekret nehmen
lisboa-goal-a4 = A4: den Marquis von Pombal besuchen und ein Schiff bauen oder den König besuchen und ein öffentliches Gebäude eröffnen
lisboa-goal-b5 = B5: Beamte berufen → 1 Beamter in ein Amt
lisboa-goal-b6 = B6: einen Plan nehmen → 1 Beamter in ein Amt
lisboa-goal-b7 = B7: den Kardinal treffen → 3 Réis
lisboa-goal-b8 = B8: königliche Gunst erhalten → 2 Einfluss
lisboa-goal-b9 = B9: sich einem Besuch anschließen → 2 Einfluss
lisboa-goal-b10 = B10: Waren verkaufen → 3 Réis
lisboa-goal-b11 = B11: Waren fertigen → 1 Gold
lisboa-goal-b12 = B12: Einfluss in einer Kirchenwertung erhalten → 2 Perücken

## /card-Texte

lisboa-cardtext-political = { $card } — { $deck } ({ $years })
lisboa-cardtext-ship = Schiffskarte: Laderaum { $size } (sticht voll beladen in See: { $size ->
    [one] 1 Perücke
   *[other] { $size } Perücken
} für den Besitzer), +{ $bonus ->
    [one] 1 Real
   *[other] { $bonus } Réis
} für jede Ware, die an dieses Schiff verkauft wird, Einfluss { $influence } im Portfolio.
lisboa-cardtext-clergy = { $text } Perücken auf der Rückseite: { $wigs }.
lisboa-cardtext-decree = Dekret: { $decree }. Nur wer es besitzt, wertet es am Spielende.

## Zeilen im Panel und Zusammenfassungen

lisboa-line-hand = Hand: { $cards }
lisboa-line-offer = Zur Auswahl: { $items }
lisboa-line-draft = Draft: { $cards }
lisboa-line-stock = { $reis ->
    [one] 1 Real
   *[other] { $reis } Réis
} · Einfluss { $influence } · { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} · { $goods }
lisboa-line-goal = Ziel: { $goal }
lisboa-summary-period = Epoche { $period }
lisboa-summary-seat = { $player }: { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
}, { $reis ->
    [one] 1 Real
   *[other] { $reis } Réis
}, Einfluss { $influence }

## Optionen in der Lobby

lisboa-optlabel-goal_cards = Zielkarten (A/B)
lisboa-opt-goal_cards_off = Keine Zielkarten
lisboa-opt-goal_cards_on = Zielkarten für Neulinge (jeder sagt es selbst)
lisboa-optlabel-starting_decree = Startdekret
lisboa-opt-starting_decree_off = Kein Startdekret
lisboa-opt-starting_decree_on = Alle nehmen vor dem Spiel ein Dekret
lisboa-optlabel-draft = Starthand
lisboa-opt-draft_off = Ausgeteilt
lisboa-opt-draft_on = Gedraftet (2, 1, 1, 1 behalten)
lisboa-optlabel-reward_tokens = Belohnungsmarker der Stadt
lisboa-opt-reward_tokens_off = Aufgedruckte Belohnungen
lisboa-opt-reward_tokens_on = Zufällige Belohnungsmarker

## Solo

lisboa-solo-rival = Rivale
lisboa-solo-difficulty = Rivale Stufe { $level } (+{ $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
})
