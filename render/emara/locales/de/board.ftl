### Crown of Emara: jedes Wort auf dem Spielplan-Bild (render/emara). Namen der Berater, Adelstitel und
### Ereignisse kommen aus engine/emara/locales ({ emara-advisor-baker }). Die Texte stehen an festen
### Stellen: kurz halten.

## Die Kopfzeile

emara-board-to_move = am Zug
emara-board-round_pass = Runde { $n }/6 · Zug { $p }/3
emara-board-round_end = Runde { $n }/6 · Rundenende
emara-board-final_scoring = Schlusswertung
emara-board-game_over = Spielende
# $count: wie viele Spieler sich den Sieg teilen
emara-board-win = { $count ->
    [one] gewinnt
   *[other] gewinnen
}
emara-board-and = { " " }&{ " " }
emara-board-victoria_wins = Victoria gewinnt
emara-board-score_cp = BüP{ "\u2009" }
emara-board-score_bp = BaP{ "\u2009" }
emara-board-score_sep = { " " }
emara-board-last_none = Noch kein Zug
emara-board-last_sep = { " " }·{ " " }
emara-board-lt-played = { $card } gespielt
emara-board-lt-to = → { $loc }
emara-board-lt-at = { $loc } genutzt
emara-board-lt-hut = Handwerker ({ $loc })
emara-board-lt-adv = { $adv } angeworben
emara-board-lt-rank = { $rank } geworden
emara-board-deed-gift = Geschenk → Ring
emara-board-deed-bookbp = Buch → BaP
emara-board-deed-donate = Spende → Buch
emara-board-deed-buy = { $n ->
    [one] 1 Goldmünze getauscht
   *[other] { $n } Goldmünzen getauscht
}
emara-board-deed-sell = { $n ->
    [one] 1 Buch abgegeben
   *[other] { $n } Bücher abgegeben
}
emara-board-deed-stone = Stein geliefert
emara-board-deed-bread = { $n ->
    [one] 1 Brot geliefert
   *[other] { $n } Brote geliefert
}
emara-board-deed-wood = { $n } Holz geliefert
emara-board-deed-cash = Gunst eingelöst
emara-board-deed-eor = Ereignis-Tausch
emara-board-deed-eor-great_famine-grain1 = 1 Getreide → 3 BüP
emara-board-deed-eor-great_famine-grain2 = 2 Getreide → 5 BüP
emara-board-deed-eor-great_famine-ring = 1 Ring → 5 BüP
emara-board-deed-eor-alms_for_the_poor-gold = 1 Goldmünze → 4 BüP
emara-board-deed-eor-alms_for_the_poor-ring = 1 Ring → 4 BüP
emara-board-deed-eor-new_lore-book = 1 Buch → 5 BaP
emara-board-deed-eor-new_lore-ring = 1 Ring → 5 BaP

## Das Ereignis der Runde

emara-board-event = Ereignis:
emara-board-no_event = Noch kein Ereignis
emara-board-events_left = { $n ->
    [one] noch 1 Ereignis
   *[other] noch { $n } Ereignisse
}

## Die Punkteleiste

emara-board-track = PUNKTELEISTE
emara-board-track_key = gefüllt = Bürger (BüP)   umrandet = Haus (BaP)
emara-board-lap = über 104 (+105):
# ein Zählstein über 104: Buchstabe des Spielers, die Leiste, der Wert
emara-board-lap-cp = { $letter } BüP { $n }
emara-board-lap-bp = { $letter } BaP { $n }
emara-board-lap-victoria = { emara-board-victoria_letter } BüP { $n }

## Die beiden Spielpläne und ihre Orte
emara-board-board = SPIELPLAN { $n }  (im Uhrzeigersinn)
emara-board-produces = +1; je Handwerker:
emara-board-or = /
emara-board-free = frei
emara-board-gift = Geschenk:
emara-board-donation = Spende: zahle → 1 Buch + Gunst
emara-board-fixed = fest
emara-board-then = →{ $seq }
emara-board-last = letzter
emara-board-book_bp = 1 Buch → 5 BaP
emara-board-favor_pile = Gunst verdeckt: { $n }
emara-board-stone_row = → 5 BaP + { $cp } BüP
emara-board-bread_row = → je { $cp } BüP
emara-board-wood_row = 1 → 5 BaP, 3 → 10 BaP
emara-board-market_gold = Gold: 1 Rohstoff → 1
emara-board-market_books = Bücher → BüP
emara-board-empty_space = — leer —

## Adel, Berater-Stapel B, Gunst-Plättchen, Victoria

emara-board-nobility = ADEL
# Nummer und Name eines Adelstitels
emara-board-rank_line = { $n }. { $rank }
emara-board-rank_cost = Preis
emara-board-none_left = keine mehr
emara-board-pile_b = BERATER-STAPEL B
emara-board-pile_b_count = noch { $n }, oben:
emara-board-pile_empty = leer
emara-board-favors = GUNST-PLÄTTCHEN
emara-board-favor_draw = verdeckt: { $n }
emara-board-favor_discard = Ablage ({ $n }), oben:
emara-board-favor_discard_none = Ablage: leer
emara-board-victoria = { emara-victoria }
# Victorias Zählstein auf der Leiste und in der Legende
emara-board-victoria_letter = V
emara-board-victoria_cards = Adelskarten: { $cards }
emara-board-victoria_last = Rundenende { $round }: Baustelle +{ $site }{ $noble }
emara-board-victoria_last_noble = , { $rank } +{ $cp }

## Ein Streifen pro Spieler

emara-board-player = Spieler { $n }
emara-board-cp = BüP { $n }
emara-board-bp = BaP { $n }
emara-board-score = Ergebnis { $n }
emara-board-active = AM ZUG
emara-board-statue_chip = STATUE
emara-board-slots = Gespielt:
emara-board-slot = { $n }:
emara-board-craftsmen = Handwerker:
emara-board-hand_deck = Hand { $h } · Stapel { $d }
emara-board-noble = Adel:
emara-board-advisors = Berater:
emara-board-favors_held = Gunst:
emara-board-nothing = —

## Der Endstand

emara-board-ranking = ENDSTAND
# ein Platz im Endstand
emara-board-place = { $n }.
emara-board-rank_col = #
emara-board-player_col = Spieler
emara-board-score_col = Ergebnis
emara-board-cp_col = BüP (Bürger)
emara-board-bp_col = BaP (Häuser)

## Rohstoffe: die Buchstaben auf den Symbolen (ein oder zwei Zeichen) und die Legende unten

emara-board-chip-wood = H
emara-board-chip-stone = St
emara-board-chip-cloth = T
emara-board-chip-grain = G
emara-board-chip-bread = Br
emara-board-chip-book = Bu
emara-board-chip-ring = S
emara-board-chip-gold = $
emara-board-key = { emara-board-chip-wood } Holz · { emara-board-chip-stone } Stein · { emara-board-chip-cloth } Tuch · { emara-board-chip-grain } Getreide · { emara-board-chip-bread } Brot · { emara-board-chip-book } Buch · { emara-board-chip-ring } Siegelring · { emara-board-chip-gold } Goldmünze

## Namen auf dem Bild: Orte (ihre Felder), kurze Stadtnamen (Gunst-Plättchen), Aktionskarten (die
## Ablageplätze), Belohnungen der Gunst-Plättchen, was ein Berater sofort bringt

emara-board-loc-forest = Wald
emara-board-loc-grainfield = Getreidefeld
emara-board-loc-quarry = Steinbruch
emara-board-loc-weaving_mill = Weberei
emara-board-loc-castle = Burg
emara-board-loc-cathedral = Kirche
emara-board-loc-construction_site = Baustelle
emara-board-loc-market = Markt
emara-board-short-castle = Burg
emara-board-short-cathedral = Kirche
emara-board-short-construction_site = Baustelle
emara-board-short-market = Markt
emara-board-rank-baron = { emara-rank-baron }
emara-board-rank-count = { emara-rank-count }
emara-board-rank-prince = { emara-rank-prince }
emara-board-rank-marquess = { emara-rank-marquess }
emara-board-rank-duke = { emara-rank-duke }
emara-board-card-wood = Holz
emara-board-card-stone = Stein
emara-board-card-cloth = Tuch
emara-board-card-grain = Getreide
emara-board-card-ring = Ring
emara-board-card-gold_trade = Goldhandel
emara-board-card-step = Schritt
emara-board-card-hire_recruit = Einst./Anw.
emara-board-card-town = Stadt
emara-board-reward-cp = { $n } BüP
emara-board-reward-bp = { $n } BaP
emara-board-reward-book = Buch
emara-board-reward-ring = Ring
emara-board-reward-gold = Gold
# ein Gunst-Plättchen: kurzer Stadtname und Belohnung
emara-board-favor = { $loc }: { $reward }
emara-board-gain-cp = +{ $n } BüP
emara-board-gain-bp = +{ $n } BaP

## Berater, Adelstitel, Ereignisse (Namen aus dem Katalog des Spiels; die Wirkung der Ereignisse kurz)

emara-board-adv-master_of_coin = { emara-advisor-master_of_coin }
emara-board-adv-archivist = { emara-advisor-archivist }
emara-board-adv-goldsmith = { emara-advisor-goldsmith }
emara-board-adv-carpenter = { emara-advisor-carpenter }
emara-board-adv-baker = { emara-advisor-baker }
emara-board-adv-schoolmarm = { emara-advisor-schoolmarm }
emara-board-adv-bailiff = { emara-advisor-bailiff }
emara-board-adv-dressmaker = { emara-advisor-dressmaker }
emara-board-adv-landlord = { emara-advisor-landlord }
emara-board-adv-merchant = { emara-advisor-merchant }
emara-board-adv-chamberlain = { emara-advisor-chamberlain }
emara-board-adv-scholar = { emara-advisor-scholar }
emara-board-adv-mayoress = { emara-advisor-mayoress }
emara-board-adv-steward = { emara-advisor-steward }
emara-board-adv-abbess = { emara-advisor-abbess }
emara-board-adv-toolmaker = { emara-advisor-toolmaker }
emara-board-adv-sir_christiaan = { emara-advisor-sir_christiaan }
emara-board-adv-lady_marie = { emara-advisor-lady_marie }
emara-board-adv-sir_carl = { emara-advisor-sir_carl }
emara-board-adv-lady_frida = { emara-advisor-lady_frida }
emara-board-adv-sir_gustave = { emara-advisor-sir_gustave }
emara-board-adv-sir_antoni = { emara-advisor-sir_antoni }
emara-board-event-clear_old_forest = { emara-event-clear_old_forest }
emara-board-event-clear_old_forest-effect = jeder erhielt 1 Holz
emara-board-event-bountiful_harvest = { emara-event-bountiful_harvest }
emara-board-event-bountiful_harvest-effect = jeder erhielt 1 Getreide
emara-board-event-stone_from_distant_shores = { emara-event-stone_from_distant_shores }
emara-board-event-stone_from_distant_shores-effect = jeder erhielt 1 Stein
emara-board-event-fine_wool = { emara-event-fine_wool }
emara-board-event-fine_wool-effect = jeder erhielt 1 Tuch
emara-board-event-great_famine = { emara-event-great_famine }
emara-board-event-great_famine-effect = Rundenende: 1 Getreide → 3 BüP oder 2 Getreide / 1 Ring → 5 BüP
emara-board-event-alms_for_the_poor = { emara-event-alms_for_the_poor }
emara-board-event-alms_for_the_poor-effect = Rundenende: 1 Gold oder 1 Ring → 4 BüP
emara-board-event-new_lore = { emara-event-new_lore }
emara-board-event-new_lore-effect = Rundenende: 1 Buch oder 1 Ring → 5 BaP
emara-board-event-early_winter = { emara-event-early_winter }
emara-board-event-early_winter-effect = jeder BaP-Gewinn dieser Runde 1 weniger
emara-board-event-merchants_from_afar = { emara-event-merchants_from_afar }
emara-board-event-merchants_from_afar-effect = Markt: bis zu 2 Gold (je 1 Rohstoff)
emara-board-event-long_summer = { emara-event-long_summer }
emara-board-event-long_summer-effect = jeder BaP-Gewinn dieser Runde 2 mehr
emara-board-event-pious_donation = { emara-event-pious_donation }
emara-board-event-pious_donation-effect = +3 BüP je Spende in der Kirche
emara-board-event-respected_at_court = { emara-event-respected_at_court }
emara-board-event-respected_at_court-effect = +2 BüP je neuem Adelstitel
emara-board-event-gift_from_the_people = { emara-event-gift_from_the_people }
emara-board-event-gift_from_the_people-effect = +3 BüP je Geschenk auf der Burg
emara-board-event-good_labour_situation = { emara-event-good_labour_situation }
emara-board-event-good_labour_situation-effect = Berater anwerben kostet 1 Rohstoff weniger
