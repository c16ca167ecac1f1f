### Lisboa: jedes Wort auf dem Spielplan-Bild (render/lisboa). Kurz halten: die meisten Texte haben
### einen festen Platz (eine Parzelle ist ~110 px breit, ein Dekret ~210 px, bei 18–20 px Schrift).
### Begriffe wie im Spiel-Katalog (engine/lisboa/locales/GLOSSARY.de.md): Perücken, Réis, Einfluss,
### Beamte, Geschäfte, Schutt, Dekrete. Die Argumente sind hier fertiger Text (keine $x_id): darum
### stehen Waren in der Einzahl („+1 Buch“) und Farben ungebeugt („Str. gelb“).

## Kopfzeile (45 px Schrift, auf dem Handy gelesen)

lisboa-board-period = Epoche { $n }
lisboa-board-game_over = Spielende
lisboa-board-phase-draft = Starthand wird gedraftet
lisboa-board-phase-start_decree = Startdekrete
# Nach dem Namen des Spielers am Zug
lisboa-board-to_move = ist am Zug
# Nach dem Namen eines Spielers, der außer der Reihe gefragt wird (einem Besuch anschließen)
lisboa-board-to_answer = antwortet
# Vor den Markern mehrerer Spieler, die jetzt handeln dürfen
lisboa-board-waiting = Es fehlen:
# Nach den Namen der Sieger; $count: wie viele sich den Sieg teilen
lisboa-board-win = { $count ->
    [one] gewinnt
   *[other] gewinnen
}
lisboa-board-player = Spieler { $n }
lisboa-board-rival = Rivale
lisboa-board-score = { $wigs ->
    [one] 1 Perücke
   *[other] { $wigs } Perücken
} · { $reis ->
    [one] 1 Real
   *[other] { $reis } Réis
}
# $infl: der Einflusswert eines Besuchs mit Vorzeichen (+1, −2)
lisboa-board-treasury_line = Schatzkammer { $reis ->
    [one] 1 Real
   *[other] { $reis } Réis
} · Besuch { $infl } Einfl.
lisboa-board-church_due = Kirchenwertung jetzt
lisboa-board-period_due = Epoche endet nach diesem Zug
lisboa-board-end_due = { $n ->
    [one] Letzter Zug
   *[other] Spielende in { $n } Zügen
}

## Abschnittstitel und Hinweise

lisboa-board-city = Baixa von Lissabon
lisboa-board-city_hint = Geschäft: Besitzer + Ware; Würfel: Schutt
lisboa-board-treasury = Schatzkammer (Réis / Einfluss pro Besuch)
lisboa-board-prices = Warenpreise
lisboa-board-church = Kirche
lisboa-board-offices = Ämter der Adligen
lisboa-board-political = Politikkarten
lisboa-board-buildings = Öffentliche Gebäude und Pläne
lisboa-board-decrees = Dekrete ({ $n } im Stapel)
lisboa-board-supply = Vorrat
lisboa-board-final = Schlusswertung
lisboa-board-key = Legende:

## Die Stadt

# Reihe E im Spiel zu zweit (oder solo)
lisboa-board-covered = abgedeckt (2 Spieler)
# Unter dem Schutt der Spalte: ihr Wertungsplättchen (Perücken pro passendem öffentlichem Gebäude)
lisboa-board-scoring = ×{ $n }
lisboa-board-scoring_hint = Perück./ÖG
lisboa-board-arch-arch_blue = Arch. blau
lisboa-board-arch-arch_green = Arch. grün
lisboa-board-arch_short-arch_blue = Blau
lisboa-board-arch_short-arch_green = Grün

## Leisten

lisboa-board-reis_value = { $n } R
# $n: der Einflusswert eines Besuchs mit Vorzeichen (+1, −2)
lisboa-board-infl_value = { $n } E
lisboa-board-price = { $n }

## Kirche

lisboa-board-cardinal = Kardinal
lisboa-board-cardinal_letter = K
lisboa-board-gap-influence = Einfl.
lisboa-board-gap-treasury = Schatz.
lisboa-board-bag = Klerikerbeutel: { $n }
lisboa-board-empty = leer

## Ämter

lisboa-board-courtyard = Innenhof
lisboa-board-neutral_letter = N
lisboa-board-office_full = { $n }/6

## Politikkarten und Vorrat

lisboa-board-pile = { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}
lisboa-board-face_down = verdeckt
lisboa-board-court = Königshof
lisboa-board-shipyard = Werft: { $n }
lisboa-board-stack = Stapel { $n }
lisboa-board-plans_left = { $n ->
    [one] 1 Plan
   *[other] { $n } Pläne
}
lisboa-board-plan = Plan: { $n ->
    [one] 1 Beamter
   *[other] { $n } Beamte
}
lisboa-board-favors = Gunst
lisboa-board-city_tiles = Stadtplättchen
lisboa-board-tiles_left = { $large } groß · { $small } klein
lisboa-board-decks = Violett { $purple } · Braun { $brown } · Ziel B { $goal }
lisboa-board-reserve = Schuttvorrat
lisboa-board-treasury_card = Schatzkammer
lisboa-board-influence_card = Einfl. { $n }
lisboa-board-advantage = Vorteil: { $text }

## Spieler

lisboa-board-wigs = { $n ->
    [one] 1 Perücke
   *[other] { $n } Perücken
}
lisboa-board-reis = { $n ->
    [one] 1 Real
   *[other] { $n } Réis
}
lisboa-board-influence = Einfl. { $n }
lisboa-board-hand = Hand { $n }
lisboa-board-decree_count = Dekrete { $n }
lisboa-board-goal = Ziel { $id }
lisboa-board-portfolio = Portfolio
lisboa-board-slot_empty = leer
lisboa-board-slot_closed = gesperrt
lisboa-board-at_sea = auf See
lisboa-board-ship = Schiff { $n }
lisboa-board-ship_bonus = +{ $bonus } R/Ware · Einfl. { $infl }
lisboa-board-goods = Waren
lisboa-board-rubble = Schutt
lisboa-board-sets = Sätze { $n }
lisboa-board-markers = Marker { $n }
lisboa-board-clergy = Kleriker
lisboa-board-plans = Pläne
lisboa-board-done = erfüllt
lisboa-board-houses = Häuser übrig
lisboa-board-house-left = L{ $n }
lisboa-board-house-middle = M{ $n }
lisboa-board-house-right = R{ $n }
lisboa-board-none = keine
lisboa-board-total = Summe { $n }

## Schlusswertung: die Teile der Aufstellung eines Spielers (Schlüssel aus scoring.py)

lisboa-board-final-wigs = Perücken
lisboa-board-final-sets = Sätze
lisboa-board-final-favors = Gunst
lisboa-board-final-reis = Réis
lisboa-board-final-money = Geld
lisboa-board-final-stores = Geschäfte
lisboa-board-final-officials = Beamte
lisboa-board-final-decrees = Dekrete
lisboa-board-final-ships = Schiffe
lisboa-board-final-clergy = Kleriker
lisboa-board-final-total = Zuwachs

## Namen (solange der Spiel-Katalog sie nicht liefert)

lisboa-board-noble-maia = Maia
lisboa-board-noble-pombal = Pombal
lisboa-board-noble-king = König
lisboa-board-noble-treasury = Schatzkammer
lisboa-board-good-gold = Gold
lisboa-board-good-cloth = Stoff
lisboa-board-good-books = Buch
lisboa-board-good-tools = Werkzeug
# Der Buchstabe auf einer Ware (die Farbe ist nie das einzige Merkmal)
lisboa-board-good_letter-gold = G
lisboa-board-good_letter-cloth = S
lisboa-board-good_letter-books = B
lisboa-board-good_letter-tools = W
lisboa-board-colour-yellow = gelb
lisboa-board-colour-pink = rosa
lisboa-board-colour-brown = braun
lisboa-board-colour-blue = blau
# Der Buchstabe auf einem Schuttwürfel
lisboa-board-rubble_letter-earthquake = E
lisboa-board-rubble_letter-fire = F
lisboa-board-rubble_letter-tsunami = T
lisboa-board-rubble_name-earthquake = Erdbeben
lisboa-board-rubble_name-fire = Feuer
lisboa-board-rubble_name-tsunami = Tsunami
lisboa-board-street-s_yellow = Rua Áurea
lisboa-board-street-s_pink = Rua Augusta
lisboa-board-street-s_brown = Rua Nova da Princesa
lisboa-board-street-s_blue = Rua Bela da Rainha

## Effekte: Belohnungen und Strafen von Parzellen, Bauplätzen und Karten (kurz)

lisboa-board-fx-gain_gold = +1 Gold
lisboa-board-fx-gain_good = +1 { $good }
lisboa-board-fx-gain_reis = { $n ->
    [one] +1 Real
   *[other] +{ $n } Réis
}
lisboa-board-fx-gain_plan = +Plan
lisboa-board-fx-gain_official = +Beamter
lisboa-board-fx-gain_cardinal1 = Kardinal +1
# ein gewöhnlicher Einflussgewinn (die Summe der oberen Reihe des Portfolios)
lisboa-board-fx-gain_influence = +Einfl.
lisboa-board-fx-gain_infl = +{ $n } Einfl.
lisboa-board-fx-gain_rubble = +Schutt
lisboa-board-fx-gain_wigs = { $n ->
    [one] +1 Perücke
   *[other] +{ $n } Perücken
}
lisboa-board-fx-gain_favor = +Gunst
lisboa-board-fx-gain_price_up = Preis +{ $n }
lisboa-board-fx-gain_goal_b = +{ $n } Ziel B
lisboa-board-fx-lose_official = −Beamter
lisboa-board-fx-lose_good = −1 Ware
lisboa-board-fx-lose_reis = { $n ->
    [one] −1 Real
   *[other] −{ $n } Réis
}
lisboa-board-fx-lose_infl = −{ $n } Einfl.
lisboa-board-fx-lose_wigs = { $n ->
    [one] −1 Perücke
   *[other] −{ $n } Perücken
}

## Schatzkammerkarten: Ereignisse in der Mitte und Vorteile unten (kurz)

lisboa-board-event-ev_hire = Beamte berufen
lisboa-board-event-ev_plan = Plan nehmen
lisboa-board-event-ev_ship = Schiff bauen
lisboa-board-event-ev_produce = Waren fertigen
lisboa-board-event-ev_cardinal = Kardinal treffen
lisboa-board-event-ev_favor = Gunst erhalten
lisboa-board-event-ev_store = Geschäft bauen
lisboa-board-event-ev_decree = Dekret nehmen
lisboa-board-event-ev_goods2 = 2 versch. Waren
lisboa-board-event-ev_price = Ein Preis +{ $n }
lisboa-board-event-ev_influence = +Einfluss
lisboa-board-adv-adv_real1 = Zahlung −1 R
lisboa-board-adv-adv_land2 = Grund −2 R
lisboa-board-adv-adv_hire1 = Berufen −1 R
lisboa-board-adv-adv_plan1 = Pläne −1 Beamter
lisboa-board-adv-adv_visit1 = Besuch −1 Einfl.
lisboa-board-adv-adv_sell1 = Verkauf +1 R/Ware
lisboa-board-adv-adv_ship1 = Schiff −1 Ware
lisboa-board-adv-adv_store1 = Lager +1
lisboa-board-adv-adv_infl1 = Einfluss +1
lisboa-board-adv-adv_prod1 = Fertigung +1
lisboa-board-adv-adv_trade_any = Handel: jede Ware

## Klerikerplättchen (kurz)

lisboa-board-clergy-cl_infl1 = Einfl. +1
lisboa-board-clergy-cl_land2 = Grund −2 R
lisboa-board-clergy-cl_hire1 = Berufen −1 R
lisboa-board-clergy-cl_plan1 = Plan −1 Beamt.
lisboa-board-clergy-cl_visit1 = Besuch −1 Einfl.
lisboa-board-clergy-cl_sell1 = Verkauf +1 R
lisboa-board-clergy-cl_prod1 = Fertigung +1
lisboa-board-clergy-cl_ship1 = Schiff −1 Ware
lisboa-board-clergy-cl_store1 = Lager +1
lisboa-board-clergy-cl_storewig = Gesch. +1 Per.
lisboa-board-clergy-cl_pbwig = ÖG +2 Perücken
lisboa-board-clergy-cl_trade_any = Handel: jede
lisboa-board-clergy-cl_reis3 = +3 Réis

## Staatsaktionen (die sechs Felder der Ämter)

lisboa-board-action-hire_officials = Beamte berufen
lisboa-board-action-acquire_plan = Plan nehmen
lisboa-board-action-build_ship = Schiff bauen
lisboa-board-action-produce_goods = Waren fertigen
lisboa-board-action-meet_cardinal = Kardinal treffen
lisboa-board-action-earn_favor = Gunst erhalten

## Dekrete: eine kurze Zeile pro Formel ($wigs Perücken pro Einheit; $arg eine Straßenfarbe, Reihe,
## Spalte, ein Architekt oder Adliger, als fertiger Text)

lisboa-board-decree-per_store_street = { $wigs }/Geschäft Str. { $arg }
lisboa-board-decree-per_store_row = { $wigs }/Geschäft Reihe { $arg }
lisboa-board-decree-per_store_column = { $wigs }/Geschäft Spalte { $arg }
lisboa-board-decree-per_open_pb_architect = { $wigs }/ÖG { $arg }
lisboa-board-decree-per_completed_plan = { $wigs }/erfüllter Plan
lisboa-board-decree-per_hull_space = { $wigs }/Laderaumfeld
lisboa-board-decree-per_ship = { $wigs }/Schiff
lisboa-board-decree-per_clergy = { $wigs }/Klerikerplättchen
lisboa-board-decree-per_favor = { $wigs }/Gunst
lisboa-board-decree-per_official_in_office = { $wigs }/Beamter bei { $arg }
lisboa-board-decree-per_set = { $wigs }/Schuttsatz
lisboa-board-decree-per_good = { $wigs }/Ware
lisboa-board-decree-per_goodset = { $wigs }/Satz aus 4 Waren
lisboa-board-decree-per_treasury_card = { $wigs }/Schatzkammerkarte
lisboa-board-decree-per_noble_card = { $wigs }/Adelskarte
lisboa-board-decree-per_decree = { $wigs }/Dekret
lisboa-board-decree-per_store = { $wigs }/Geschäft
lisboa-board-decree-all_store_types = { $wigs } für Geschäfte aller 4 Waren
lisboa-board-decree-per_2_influence = { $wigs }/2 Einfluss
lisboa-board-decree-street_3_stores = { $wigs } für 3 Geschäfte Str. { $arg }
lisboa-board-decree-per_row_with_store = { $wigs }/Reihe mit Geschäft
lisboa-board-decree-per_street_with_store = { $wigs }/Straße mit Geschäft
lisboa-board-decree-per_empty_house_group = { $wigs }/leere Häusergruppe
lisboa-board-decree-per_big_ship = { $wigs }/Schiff ab 3
lisboa-board-decree-per_2_official_icons = { $wigs }/2 Beamte auf Plänen
