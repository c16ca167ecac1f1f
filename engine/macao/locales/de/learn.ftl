### Macao: die geführte erste Partie (/learn). Eine Nachricht je Regel (engine/macao/learn.py): zwei oder
### drei Sätze zur Regel, die gerade gilt, und ihr Begriff, wie ihn die Regel schreibt (-term).

macao-learn-first_card = Vor dem Spiel nimmt jeder eine der offenen Karten auf sein Tableau, in umgekehrter Mauer-Reihenfolge. Eine Karte, die jede Runde Aktionssteine oder Gold bringt, lohnt sich ab Runde 1.
macao-learn-first_card-term = Vor dem Spiel
macao-learn-start_cubes = Vor dem Spiel legst du 1 Aktionsstein beliebiger Farbe an Seite 1 deiner Windrose und 2 Steine einer Farbe an Seite 2. Seite 1 kommt zuerst an: wähle die Farbe, die deine erste Karte oder dein erster Stadtteil braucht.
macao-learn-start_cubes-term = Vor dem Spiel
macao-learn-cards = Phase 1: jede Runde nimmst du eine Karte der Auslage auf dein Tableau. Es fasst höchstens 5 Karten; eine sechste heißt eine abwerfen und einen Strafmarker nehmen, also aktiviere Karten, bevor es voll ist.
macao-learn-cards-term = Phase 1: Karten
macao-learn-dice = Phase 2: wähle zwei verschiedene Würfel; jeder legt so viele Steine seiner Farbe, wie er zeigt, an diese Seite deiner Windrose. Dann dreht sich die Rose: die Steine am Pfeil sind die Aktionssteine dieser Runde, ein leerer Pfeil kostet einen Strafmarker.
macao-learn-dice-term = Phase 2: Würfel
macao-learn-actions = Phase 3: in deinem Zug, in beliebiger Reihenfolge, Karten aktivieren, einen Stadtteil nehmen, auf der Mauer vorrücken, segeln und liefern und einmal Prestige kaufen. Unbenutzte Aktionssteine gehen am Zugende in den Vorrat.
macao-learn-actions-term = Phase 3: Aktionen
macao-learn-city = Nimm einmal pro Runde einen freien Stadtteil, indem du genau seine Steine zahlst. Sein Warenplättchen kommt auf dein Schiff; am Ende bringt deine größte zusammenhängende Gruppe 2 PP je Stadtteil.
macao-learn-city-term = Stadtteile
macao-learn-cubes = Karten und Stadtteile zahlst du mit Aktionssteinen der gedruckten Farben. Zahle mit den Farben, die du in dieser Runde nicht mehr brauchst.
macao-learn-cubes-term = Aktionssteine
macao-learn-joker = Ein Joker gibt einmal in deinem Zug 1 Stein beliebiger Farbe oder 3 Gold. Heb ihn für den Stein auf, der dir fehlt.
macao-learn-joker-term = Joker
macao-learn-ship = Segeln kostet 1 Stein beliebiger Farbe je Feld. In einem Hafen darfst du die verlangten Waren liefern: jedes Plättchen bringt die PP des wertvollsten freien Feldes.
macao-learn-ship-term = Das Schiff
macao-learn-wall = Die Mauer bestimmt die Reihenfolge: wer weiter vorn steht, ist zuerst dran. 1, 2, 3 oder 4 Felder vorrücken kostet 1, 3, 5 oder 7 Steine, einmal pro Runde; am Ende entscheidet die Mauer Gleichstände.
macao-learn-wall-term = Die Stadtmauer
