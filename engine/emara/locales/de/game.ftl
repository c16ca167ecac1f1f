### Crown of Emara: Name des Spiels, Optionen, Zeilen eines Platzes, Bildunterschrift, Ergebnisse.

emara-name = Crown of Emara
emara-none = —
emara-victoria = Victoria

## Optionen

emara-opt-building_start = Haus-Startwert
emara-opt-building_start-card = Laut Start-Ereigniskarte
emara-opt-building_start-value = Start bei { $value }
emara-opt-first_game = Erste Partie (alle auf 35)
emara-opt-random_layout = Zufällige Ortsverteilung
emara-opt-full_selection = Experten-Version (alle Karten auf der Hand)
emara-opt-on = An
emara-opt-off = Aus

## Die privaten Zeilen eines Platzes

emara-line-hand = Hand: { $cards }
emara-line-stock = Vorrat: { $items }
emara-line-favors = Gunst-Plättchen: { $tokens }
emara-line-advisors = Berater: { $advisors }
emara-line-points = BüP { $cp } · BaP { $bp }

## Die Bildunterschrift des Spielplans

emara-summary-round = Runde { $round }/{ $rounds } · Zug { $turn }/3 · Ereignis: { $event }
emara-chapter = Runde { $round }/{ $rounds }
emara-summary-seat = { $player }: BüP { $cp } · BaP { $bp }
emara-summary-victoria = Victoria: BüP { $cp }

## Endstand: Einzelheiten und Gleichstand

emara-tiebreak-0 = { $a } und { $b } teilen sich den Platz.
emara-tiebreak-1 = { $a } und { $b }: entschieden durch den höheren zweiten Punktmarker.
emara-tiebreak-2 = { $a } und { $b }: entschieden durch den höheren Adelstitel.
emara-tiebreak-3 = { $a } und { $b }: entschieden durch die BüP der höchsten Adelskarte.
emara-detail-cp = BüP
emara-detail-bp = BaP
emara-detail-final = Ergebnis
emara-detail-noble_rank = Adelstitel
emara-detail-noble_top_cp = BüP der höchsten Adelskarte
emara-detail-victoria_cp = BüP Victoria
emara-detail-won = Victoria geschlagen

## Solo

emara-solo-difficulty = Haus-Startwert { $start }
emara-solo-difficulty_setup = Haus-Startwert laut Start-Ereigniskarte

## Abgelehnte Züge

emara-err-not_your_card = Diese Karte hast du nicht auf der Hand.
emara-err-already_played = Du hast in diesem Zug schon eine Karte gespielt.
emara-err-slot_taken = Dieser Ablageplatz ist nicht frei.
emara-err-must_move = Du musst ein Ratsmitglied bewegen, bevor du deinen Zug beendest.
