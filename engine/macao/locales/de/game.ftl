### Macao: Name des Spiels, Optionen, Solo, Zeilen eines Platzes, Bildunterschrift, gemeinsame Wendungen.
### Anrede „du“. „Stein“ ist die Kurzform von „Aktionsstein“ (Buttons, Zeilen); Gold wird gezählt („3 Gold“).

macao-name = Macao
macao-nothing = nichts
macao-plus = { $a } + { $b }
# Eine Anzahl Steine einer Farbe als Kurzform mit dem Farbnamen als Hauptwort: „2 Rot“.
macao-cubes = { $n } { $colour_id ->
    [macao-colour-red] Rot
    [macao-colour-blue] Blau
    [macao-colour-green] Grün
    [macao-colour-black] Schwarz
    [macao-colour-grey] Grau
    [macao-colour-purple] Violett
   *[other] { $colour }
}
macao-any_cubes = { $n ->
    [one] 1 Stein nach Wahl
   *[other] { $n } Steine nach Wahl
}
macao-other_cube = 1 Stein einer anderen Farbe
macao-gold = { $n } Gold
macao-pp = { $n } PP
# Ein Würfel: Farbe und Augenzahl, „Rot 5“.
macao-die = { $colour_id ->
    [macao-colour-red] Rot
    [macao-colour-blue] Blau
    [macao-colour-green] Grün
    [macao-colour-black] Schwarz
    [macao-colour-grey] Grau
    [macao-colour-purple] Violett
   *[other] { $colour }
} { $face }
macao-joker = Joker
macao-harbour = Hafen von Macao
macao-sea = Meeresfeld { $id }
macao-pay-any = { $n ->
    [one] 1 Stein
   *[other] { $n } Steine
}
macao-pay-one_colour = { $n } Steine einer Farbe
macao-pay-different = { $n } Steine verschiedener Farben
macao-pay-gold = { $n } Gold
macao-card_face = { $type } · Kosten { $cost } · Tribut { $gold }/{ $pp } · { $timing }
    { $text }
macao-tiebreak = { $winner } steht auf der Stadtmauer vor { $other } und gewinnt bei Punktgleichheit.

## Optionen

macao-opt-simultaneous_dice = Würfelwahl
macao-opt-dice_in_order = Reihum in Zugreihenfolge, jede Wahl sichtbar
macao-opt-dice_at_once = Alle gleichzeitig, verdeckt bis alle gewählt haben

## Solo

macao-solo-opponents = KI
macao-solo-difficulty = { $level ->
    [1] Stufe 1 (1 KI-Gegner, leicht)
    [2] Stufe 2 (1 KI-Gegner, mittel)
    [3] Stufe 3 (1 KI-Gegner, schwer)
    [4] Stufe 4 (2 KI-Gegner, mittel)
    [5] Stufe 5 (2 KI-Gegner, schwer)
   *[other] Stufe { $level } (3 KI-Gegner, schwer)
}

## Die Zeilen eines Platzes

macao-line-supply = Aktionsvorrat: { $cubes }
macao-line-tableau = Tableau: { $cards }
macao-line-active = Aktiv: { $cards }
macao-line-cargo = An Bord: { $goods }
macao-line-points = { $pp } PP · { $gold } Gold · { $jokers ->
    [one] 1 Joker
   *[other] { $jokers } Joker
} · { $markers ->
    [one] 1 Strafmarker
   *[other] { $markers } Strafmarker
}

## Die Bildunterschrift des Spielplans

macao-summary-round = Runde { $round }/{ $rounds } · Tribut: { $gold } Gold → { $pp } PP
macao-chapter = Runde { $round }/{ $rounds }
macao-summary-seat = { $player }: { $pp } PP · { $gold } Gold · { $markers ->
    [one] 1 Strafmarker
   *[other] { $markers } Strafmarker
}

## Was das Spiel fragt

macao-prompt-pick = Vor dem Spiel: Nimm eine Karte für dein Tableau.
macao-prompt-cubes_one = Vor dem Spiel: Nimm 1 Aktionsstein beliebiger Farbe für Seite 1 deiner Windrose.
macao-prompt-cubes_two = Vor dem Spiel: Nimm 2 Aktionssteine einer Farbe für Seite 2 deiner Windrose.
macao-prompt-draft = Nimm eine Karte für dein Tableau.
macao-prompt-overflow = Sechs Karten: Wirf eine ab (du erhältst einen Strafmarker).
macao-prompt-dice = Wähle zwei verschiedene Würfel: Ihre Steine kommen an deine Windrose.
macao-prompt-shift = Sternwarte: Die Steine eines Würfels eine Seite höher oder tiefer legen?
macao-prompt-actions = Dein Zug: Karten aktivieren, einen Stadtteil nehmen, auf der Mauer vorrücken, segeln, Prestige kaufen, Karten nutzen, dann den Zug beenden.
macao-prompt-city = Welchen Stadtteil?
macao-prompt-qpay = Wie bezahlst du den Stadtteil?
macao-prompt-pay = Welche Steine zahlst du?
macao-prompt-gain = Welche Farbe nimmst du?
macao-prompt-swap = Welche Farbe nimmst du im Tausch?
macao-prompt-aid = Hebamme: Nimm 1 Aktionsstein beliebiger Farbe.
macao-prompt-joker = Joker: Was nimmst du?
macao-prompt-sail = Wohin segeln?
macao-prompt-cards = Welche Karte nutzen?
macao-prompt-wall = Wie weit auf der Mauer vorrücken?

## Endstand: Einzelheiten des Ergebnisses

macao-detail-tableau = Karten übrig auf dem Tableau
macao-detail-markers = Strafmarker
macao-detail-penalty = PP-Abzug durch Strafmarker
macao-detail-cards = PP durch Spielende-Karten
macao-detail-city = PP für die Stadt
macao-detail-chain = größte Stadtteilgruppe
macao-detail-total = PP
macao-detail-wall = Platz auf der Mauer
macao-detail-gold = übriges Gold
macao-detail-won = erster Platz
macao-detail-best_other = PP des besten Gegners
