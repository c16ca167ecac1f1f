### Lisboa: Namen der Dinge im Spiel (Referenz §2). Begriffe: engine/lisboa/locales/GLOSSARY.de.md.
### Anrede „du“; die Adligen stehen je nach Satz im Akkusativ oder Genitiv ($noble_id).

lisboa-name = Lisboa
lisboa-nothing = nichts

## Adlige und die Stapel der Politikkarten-Auslage

lisboa-noble-MAIA = Manuel da Maia
lisboa-noble-POMBAL = Marquis von Pombal
lisboa-noble-KING = König José I.
lisboa-pile-MAIA = { lisboa-noble-MAIA }
lisboa-pile-POMBAL = { lisboa-noble-POMBAL }
lisboa-pile-KING = { lisboa-noble-KING }
lisboa-pile-TREASURY = Schatzkammer
lisboa-deck-BLUE = blauer Stapel
lisboa-deck-RED = roter Stapel
lisboa-deck-PURPLE = violetter Stapel
lisboa-deck-BROWN = brauner Stapel

## Waren, Straßenfarben und Straßen
## Der Warenname allein ist die Sorte („Bücher“); mit Zahl wählt $good_id Einzahl oder Mehrzahl.

lisboa-good-GOLD = Gold
lisboa-good-CLOTH = Stoff
lisboa-good-BOOKS = Bücher
lisboa-good-TOOLS = Werkzeug
lisboa-goods_n = { $n } { $good_id ->
    [lisboa-good-CLOTH] { $n ->
        [one] Stoff
       *[other] Stoffe
    }
    [lisboa-good-BOOKS] { $n ->
        [one] Buch
       *[other] Bücher
    }
    [lisboa-good-TOOLS] { $n ->
        [one] Werkzeug
       *[other] Werkzeuge
    }
   *[other] { $good }
}
lisboa-colour-YELLOW = gelb
lisboa-colour-PINK = rosa
lisboa-colour-BROWN = braun
lisboa-colour-BLUE = blau
lisboa-street-YELLOW = Rua Áurea (gelb)
lisboa-street-PINK = Rua Augusta (rosa)
lisboa-street-BROWN = Rua Nova da Princesa (braun)
lisboa-street-BLUE = Rua Bela da Rainha (blau)

## Aktionen (Infinitiv: sie stehen auch allein auf Buttons und im Protokoll)

lisboa-action-HIRE_OFFICIALS = Beamte einstellen
lisboa-action-ACQUIRE_PLAN = Plan erwerben
lisboa-action-BUILD_SHIP = Schiff bauen
lisboa-action-PRODUCE_GOODS = Waren produzieren
lisboa-action-MEET_CARDINAL = Kardinal treffen
lisboa-action-EARN_FAVOR = Königliche Gunst erhalten
lisboa-action-BUILD_STORE = Geschäft bauen
lisboa-action-TAKE_DECREE = Dekret nehmen
lisboa-action-OPEN_PUBLIC_BUILDING = Öffentliches Gebäude eröffnen

## Architekten, Schutt, Häuser, Bauplätze, Parzellen

lisboa-arch-ARCH_BLUE = blauer Architekt
lisboa-arch-ARCH_GREEN = grüner Architekt
lisboa-rubble-EARTHQUAKE = Erdbeben (3)
lisboa-rubble-FIRE = Feuer (2)
lisboa-rubble-TSUNAMI = Tsunami (1)
lisboa-house-LEFT = links (Besuche in Réis)
lisboa-house-MIDDLE = Mitte (günstigere Schiffe)
lisboa-house-RIGHT = rechts (mehr Produktion)
lisboa-site-W_A = westlich von Reihe A
lisboa-site-W_B = westlich von Reihe B
lisboa-site-W_C = westlich von Reihe C
lisboa-site-W_D = westlich von Reihe D
lisboa-site-W_E = westlich von Reihe E
lisboa-site-E_A = östlich von Reihe A
lisboa-site-E_B = östlich von Reihe B
lisboa-site-E_C = östlich von Reihe C
lisboa-site-E_D = östlich von Reihe D
lisboa-site-E_E = östlich von Reihe E
lisboa-site-N_YELLOW = nördlich der Rua Áurea
lisboa-site-N_PINK = nördlich der Rua Augusta
lisboa-site-N_BROWN = nördlich der Rua Nova da Princesa
lisboa-site-N_BLUE = nördlich der Rua Bela da Rainha
lisboa-parcel = Parzelle { $row }{ $column }
lisboa-plan = Plan des { $arch_id ->
    [lisboa-arch-ARCH_BLUE] blauen Architekten
    [lisboa-arch-ARCH_GREEN] grünen Architekten
   *[other] Architekten ({ $arch })
} ({ $n ->
    [one] 1 Beamter
   *[other] { $n } Beamte
})
lisboa-pb = Gebäude { $a }/{ $b } ({ $arch })
lisboa-ship = Schiff { $size } (+{ $bonus } pro Ware, Einfluss { $influence })

## Politikkarten

lisboa-card-noble = { $noble } { $influence }: { $bottom }
lisboa-card-treasury = Schatzkammer: { $event } / { $advantage }

## Belohnungen und Strafen (Kartenunterseiten, Parzellen, Bauplätze)

lisboa-effect-gain_gold = +1 Gold
lisboa-effect-gain_good = +1 { $good_id ->
    [lisboa-good-BOOKS] Buch
   *[other] { $good }
}
lisboa-effect-gain_reis = +{ $n } Réis
lisboa-effect-gain_plan = ein Plan
lisboa-effect-gain_official = ein Beamter in ein Amt
lisboa-effect-gain_cardinal1 = Kardinal 1 Feld vor
lisboa-effect-gain_influence = ein Einflussgewinn
lisboa-effect-gain_infl = +{ $n } Einfluss
lisboa-effect-gain_rubble = ein Schuttwürfel aus dem Vorrat
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
lisboa-effect-lose_reis = −{ $n } Réis
lisboa-effect-lose_infl = −{ $n } Einfluss
lisboa-effect-lose_wigs = { $n ->
    [one] −1 Perücke
   *[other] −{ $n } Perücken
}

## Ereignisse der Schatzkammer (Ereignis fördern) und Vorteile (im Portfolio)

lisboa-event-EV_HIRE = Beamte einstellen
lisboa-event-EV_PLAN = Plan erwerben
lisboa-event-EV_SHIP = Schiff bauen
lisboa-event-EV_PRODUCE = Waren produzieren
lisboa-event-EV_CARDINAL = Kardinal treffen
lisboa-event-EV_FAVOR = Königliche Gunst erhalten
lisboa-event-EV_STORE = Geschäft bauen
lisboa-event-EV_DECREE = Dekret nehmen
lisboa-event-EV_GOODS2 = 2 verschiedene Waren
lisboa-event-EV_PRICE = ein Preis +2
lisboa-event-EV_INFLUENCE = ein Einflussgewinn
lisboa-adv-ADV_REAL1 = −1 Real pro Zahlung
lisboa-adv-ADV_LAND2 = Grundstück −2
lisboa-adv-ADV_HIRE1 = Einstellen −1
lisboa-adv-ADV_PLAN1 = Pläne −1 Beamter
lisboa-adv-ADV_VISIT1 = Besuche −1
lisboa-adv-ADV_SELL1 = +1 Real pro Verkauf
lisboa-adv-ADV_SHIP1 = Schiffe −1 Ware
lisboa-adv-ADV_STORE1 = +1 Lagerplatz
lisboa-adv-ADV_INFL1 = +1 Einflussgewinn
lisboa-adv-ADV_PROD1 = +1 produzierte Ware
lisboa-adv-ADV_TRADE_ANY = beliebige Ware im Handel

## Klerikerplättchen

lisboa-clergy-tile = { $name } ({ $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
})
lisboa-clergy-CL_INFL1 = +1 Einfluss
lisboa-clergy-CL_LAND2 = Grundstück −2
lisboa-clergy-CL_HIRE1 = Einstellen −1
lisboa-clergy-CL_PLAN1 = Pläne −1 Beamter
lisboa-clergy-CL_VISIT1 = Besuche −1
lisboa-clergy-CL_SELL1 = +1 Real pro Verkauf
lisboa-clergy-CL_PROD1 = +1 produzierte Ware
lisboa-clergy-CL_SHIP1 = Schiffe −1 Ware
lisboa-clergy-CL_STORE1 = +1 Lagerplatz
lisboa-clergy-CL_STOREWIG = +1 Perücke pro Geschäft
lisboa-clergy-CL_PBWIG = +2 Perücken pro Gebäude
lisboa-clergy-CL_TRADE_ANY = beliebige Ware im Handel
lisboa-clergy-CL_REIS3 = 3 Réis
lisboa-clergytext-CL_INFL1 = Jeder deiner Einflussgewinne (aus deinem Portfolio) bringt 1 mehr.
lisboa-clergytext-CL_LAND2 = Das Grundstück für jedes Geschäft, das du baust, kostet 2 Réis weniger.
lisboa-clergytext-CL_HIRE1 = Jeder Beamte, den du beim Eröffnen eines öffentlichen Gebäudes einstellst, kostet 1 Real weniger.
lisboa-clergytext-CL_PLAN1 = Deine Pläne brauchen 1 Beamten weniger.
lisboa-clergytext-CL_VISIT1 = Ein Besuch oder das Anschließen an einen Besuch kostet 1 Einfluss weniger.
lisboa-clergytext-CL_SELL1 = +1 Real für jede Ware, die du verkaufst.
lisboa-clergytext-CL_PROD1 = Wenn du produzierst, 1 weitere Ware einer Sorte, die du produziert hast (wenn sie ins Lager passt).
lisboa-clergytext-CL_SHIP1 = Ein Schiff kostet 1 Ware weniger.
lisboa-clergytext-CL_STORE1 = +1 Lagerplatz für jede Warensorte.
lisboa-clergytext-CL_STOREWIG = +1 Perücke jedes Mal, wenn du ein Geschäft baust.
lisboa-clergytext-CL_PBWIG = +2 Perücken jedes Mal, wenn du ein öffentliches Gebäude eröffnest.
lisboa-clergytext-CL_TRADE_ANY = Beim Handel mit den Adligen zählt jede Ware als die, die sie annehmen.
lisboa-clergytext-CL_REIS3 = 3 Réis, wenn du es nimmst (keine dauerhafte Fähigkeit).

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
    [lisboa-arch-ARCH_BLUE] blauen Architekten
    [lisboa-arch-ARCH_GREEN] grünen Architekten
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
    [lisboa-noble-POMBAL] des Marquis von Pombal
    [lisboa-noble-KING] des Königs
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

lisboa-goal-A1 = A1: Manuel da Maia besuchen und ein Geschäft bauen oder den Marquis von Pombal besuchen und ein Schiff bauen
lisboa-goal-A2 = A2: den König besuchen und ein öffentliches Gebäude eröffnen oder den Marquis von Pombal besuchen und ein Dekret nehmen
lisboa-goal-A3 = A3: Manuel da Maia besuchen und ein Geschäft bauen oder den Marquis von Pombal besuchen und ein Dekret nehmen
lisboa-goal-A4 = A4: den Marquis von Pombal besuchen und ein Schiff bauen oder den König besuchen und ein öffentliches Gebäude eröffnen
lisboa-goal-B5 = B5: Beamte einstellen → 1 Beamter in ein Amt
lisboa-goal-B6 = B6: einen Plan erwerben → 1 Beamter in ein Amt
lisboa-goal-B7 = B7: den Kardinal treffen → 3 Réis
lisboa-goal-B8 = B8: königliche Gunst erhalten → 2 Einfluss
lisboa-goal-B9 = B9: sich einem Besuch anschließen → 2 Einfluss
lisboa-goal-B10 = B10: Waren verkaufen → 3 Réis
lisboa-goal-B11 = B11: Waren produzieren → 1 Gold
lisboa-goal-B12 = B12: Einfluss in einer Kirchenwertung erhalten → 2 Perücken

## /card-Texte

lisboa-cardtext-political = { $card } — { $deck } ({ $years })
lisboa-cardtext-ship = Schiffskarte: Laderaum { $size } (sticht voll beladen in See: { $size } Perücken für den Besitzer), +{ $bonus } Réis für jede Ware, die an dieses Schiff verkauft wird, Einfluss { $influence } im Portfolio.
lisboa-cardtext-clergy = { $text } Perücken auf der Rückseite: { $wigs }.
lisboa-cardtext-decree_title = Dekret

## Zeilen im Panel und Zusammenfassungen

lisboa-line-hand = Hand: { $cards }
lisboa-line-offer = Zur Auswahl: { $items }
lisboa-line-draft = Draft: { $cards }
lisboa-line-stock = { $reis } Réis · Einfluss { $influence } · { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} · { $goods }
lisboa-line-goal = Ziel: { $goal }
lisboa-summary-period = Epoche { $period }
lisboa-summary-seat = { $player }: { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
}, { $reis } Réis, Einfluss { $influence }

## Optionen in der Lobby

lisboa-optlabel-goal_cards = Zielkarten (A/B)
lisboa-opt-goal_cards_off = Keine Zielkarten
lisboa-opt-goal_cards_on = Zielkarten für alle
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

lisboa-solo-rival = der Rivale
lisboa-solo-difficulty = Rivale Stufe { $level } (+{ $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
})
