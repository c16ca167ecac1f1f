### Macao: alle Wörter auf dem Bild des Spielplans (render/macao). Die Namen von Karten, Farben,
### Waren, Häfen, Kartenarten und Zeitpunkten sind Meldungen des Spiels (engine/macao/locales): dort
### einmal übersetzen. Die Texte haben meist einen festen Platz: höchstens so lang wie die englischen.
### Begriffe wie in den Meldungen des Spiels: PP, Gold, Joker, Strafmarker, Tableau, Stein (Aktionsstein).

## Das Kopfband (40 px, auf dem Handy lesbar)

# Der Stand oben rechts: „Runde 5/12 · Aktionen“ (Runde, Trenner, Phase)
macao-board-round = Runde { $n }/{ $rounds }
# Zwischen den Teilen einer Zeile (Stand, Punkte, Stapel und Ablage)
macao-board-sep = { " " }·{ " " }
# Der Stand während der zwei Schritte vor Runde 1 (erste Karte, Startsteine)
macao-board-pregame = Vor dem Spiel
# Der Stand nach Spielende
macao-board-game_over = Spielende
# Phasen nach „Runde 5/12 · “: Kartenwahl und Startsteine vor dem Spiel, dann die Phasen der Runde
# (Karten, Würfel, Aktionen); die letzte wird nicht gezeigt, der Stand lautet „Spielende“
macao-board-phase-pick = Startkarte
macao-board-phase-cubes = Startsteine
macao-board-phase-draft = Karten
macao-board-phase-dice = Würfel
macao-board-phase-actions = Aktionen
macao-board-phase-over = Spielende
# Nach dem Namen des Spielers, der am Zug ist
macao-board-to_move = am Zug
# Vor den Markern der Spieler, die ihre Würfel noch nicht gewählt haben (alle wählen gleichzeitig)
macao-board-choosing = Würfelwahl:
# Nach den Namen der Sieger; $count: wie viele sich den Sieg teilen
macao-board-win = { $count ->
    [one] gewinnt
   *[other] gewinnen
}
# Ein Platz ohne Namen
macao-board-player = Spieler { $n }
# Die Punkte eines Spielers im Band
macao-board-score = { $pp } PP · { $gold } Gold
# Die dritte Zeile: der Tribut dieser Runde (Prestige kaufen: Gold zahlen, PP erhalten) ...
macao-board-tribute = Tribut: { $gold } Gold → { $pp } PP
# ... oder vor Runde 1
macao-board-no_tribute = Noch kein Tribut
# ... dann die Zugreihenfolge (die Marker der Spieler folgen)
macao-board-order = Zugfolge:

## Die Karten der Runde

# Der Titel der Kartenreihe, aus der die Spieler wählen
macao-board-offer = Auslage
# Neben dem Titel, solange keine Karte ausliegt
macao-board-offer_none = leer
# Der verdeckte Nachziehstapel: nur seine Größe wird gezeigt
macao-board-deck = { $n ->
    [one] Stapel: 1 Karte
   *[other] Stapel: { $n } Karten
}
# Die Größe des offenen Ablagestapels
macao-board-discard = Ablage: { $n }
# Vor den Ämterpaaren der späteren Runden (Rundennummer, dann jedes Amt als Stein mit Anzahl)
macao-board-offices_coming = Nächste Ämter:

## Die Stadt

# Der Titel der 30 Stadtteile
macao-board-city = Stadt
# Neben dem Titel: was die Steine in einem Stadtteil bedeuten, was die dunklen Stadtteile bringen
macao-board-city_hint = Steinkosten · dunkel: Joker

## Das Meer und die Häfen

# Der Titel der Meereskarte
macao-board-sea = Meer
# Neben dem Titel: Segeln kostet 1 Stein pro Feld; eine Lieferung belegt das beste freie Hafenfeld
macao-board-sea_hint = 1 Stein je Feld · Häfen: bestes freies Feld
# Der Start aller Schiffe auf der Meereskarte und in den Tafeln
macao-board-harbour = Macao

## Die Stadtmauer

# Der Titel der 16 Mauerfelder
macao-board-wall = Stadtmauer
# Ein Vorrücken und seine Kosten, „2 → 3“ (2 Felder für 3 Steine); ergibt den Hinweis unten
macao-board-wall_cost = { $n } → { $cubes }
# Neben dem Titel: $costs zählt die Schritte auf („1 → 1 · 2 → 3 …“); die oberste Scheibe eines Stapels zieht zuerst
macao-board-wall_hint = Felder → Steine: { $costs } · oberste Scheibe zuerst

## Die Tafeln der Spieler

# Der Pfeil der Windrose: die Aktionssteine dieser Runde (die Seiten 1–6 sind Zahlen)
macao-board-rose_arrow = →
# Die Reihe der genommenen, noch nicht aktivierten Karten
macao-board-tableau = Tableau
# Die Reihe der aktivierten Karten
macao-board-active = Aktiv
# Eine Reihe ohne Karten
macao-board-none = keine
# Mehr Karten, als in die Reihe passen
macao-board-more = +{ $n }
# Prestigepunkte, Gold, Joker und Strafmarker neben dem Namen
macao-board-pp = { $n } PP
macao-board-gold = { $n } Gold
macao-board-jokers = { $n ->
    [one] 1 Joker
   *[other] { $n } Joker
}
macao-board-markers = { $n ->
    [one] 1 Strafmarker
   *[other] { $n } Strafmarker
}
# Das Abzeichen mit dem Endstand
macao-board-total = Gesamt { $n }
# Die Tafel des aktiven Spielers: wofür seine Aktionssteine jetzt reichen (auch auf dem Plan
# hervorgehoben): Karten zum Aktivieren, Stadtteile, höchstens so viele Mauerfelder, erreichbare Häfen
macao-board-affords = Steine für: { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
} · { $quarters ->
    [one] 1 Stadtteil
   *[other] { $quarters } Stadtteile
} · { $wall ->
    [one] 1 Mauerfeld
   *[other] { $wall } Mauerfelder
} · { $ports ->
    [one] 1 Hafen
   *[other] { $ports } Häfen
}
# Die Tafel eines Spielers, der jetzt handeln darf (außerhalb der Aktionsphase)
macao-board-to_move_tag = am Zug
# Wo das Schiff steht ($node: ein Hafen, Macao oder ein Meeresfeld S1, N2 …); die Ladung folgt
macao-board-ship = Schiff: { $node }
# Vor den zwei Würfeln, die der Spieler in dieser Runde gewählt hat (je ein Stein seiner Farbe mit Zahl)
macao-board-dice = Würfel:
# Gleichzeitig mit den anderen gewählt: erst sichtbar, wenn alle gewählt haben
macao-board-dice_hidden = gewählt (noch verdeckt)
# In dieser Runde noch nicht gewählt
macao-board-dice_none = nicht gewählt
# Stadtteile im Besitz und gelieferte Warenplättchen
macao-board-holdings = { $quarters ->
    [one] 1 Stadtteil
   *[other] { $quarters } Stadtteile
} · { $delivered ->
    [one] 1 Lieferung
   *[other] { $delivered } Lieferungen
}

## Die Schlusswertung

# Der Titel der Rangliste am Ende
macao-board-final = Endwertung
# Spaltenköpfe, je ein Teil der Schlusswertung: Karten übrig auf dem Tableau, Strafmarker, die PP,
# die sie kosten, PP durch Spielende-Karten, PP der größten Stadtteilgruppe, deren Größe, Endstand
macao-board-final-tableau = Restkarten
macao-board-final-markers = Marker
macao-board-final-penalty = Abzug
macao-board-final-cards = Karten-PP
macao-board-final-city = Stadt-PP
macao-board-final-chain = Gruppe
macao-board-final-total = Gesamt

## Die Legende unten

# Vor jedem Steinbuchstaben mit dem Namen seiner Farbe
macao-board-key_cubes = Steine:
# Neben dem Joker-Plättchen
macao-board-key_joker = Joker
# Vor jedem Warenzeichen mit dem Namen der Ware
macao-board-key_goods = Waren:

## Der Buchstabe in jedem Stein (die Farbe ist nie der einzige Hinweis): je einer, alle verschieden

macao-board-cube-red = R
macao-board-cube-blue = B
macao-board-cube-green = G
macao-board-cube-black = S
# grau: A, der dritte Buchstabe (G ist grün, R ist rot)
macao-board-cube-grey = A
macao-board-cube-purple = V

## Das Zeichen auf jedem Warenplättchen: höchstens 2 Buchstaben, alle verschieden

macao-board-good-lacquer = La
macao-board-good-rice = Re
macao-board-good-tea = Te
macao-board-good-jade = Ja
macao-board-good-silk = Se
macao-board-good-paper = Pa
macao-board-good-porcelain = Po
macao-board-good-spices = Ge
