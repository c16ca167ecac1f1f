### Macao: Regelhilfe, eine Nachricht pro /rules-Thema (eigene Worte nach der Spielregel).

macao-rules-overview = Macao: 12 Runden. Sammle Aktionssteine an deiner Windrose, aktiviere Karten, nimm Stadtteile in Besitz, verschiffe Waren nach Europa und kaufe Prestige. Wer die meisten Prestigepunkte (PP) hat, gewinnt; bei Gleichstand gewinnt, wer auf der Stadtmauer am weitesten vorn steht.
macao-rules-round = Jede Runde: 1. Karten (2 Ämter + 4 Karten, der Tributwert, die Kartenwahl in Mauerreihenfolge), 2. Würfel (zwei wählen, Windrose drehen), 3. Aktionen (der ganze Zug jedes Spielers in Mauerreihenfolge).
macao-rules-cards = Nimm jede Runde eine Karte aus der Auslage auf dein Tableau (höchstens 5; bei einer sechsten wirfst du eine ab und erhältst einen Strafmarker). Aktiviere eine Karte, indem du genau die aufgedruckten Aktionssteine zahlst; aktive Karten wirken einmal pro Runde, wenn sie nichts anderes sagen.
macao-rules-dice = Sechs Würfel werden geworfen. Wähle zwei verschiedene: Jeder bringt so viele Aktionssteine seiner Farbe, wie er Augen zeigt, an die Seite deiner Windrose mit dieser Zahl. Dann wird die Windrose gedreht: Die Steine am Pfeil sind die Aktionssteine dieser Runde. Ein leerer Pfeil kostet einen Strafmarker. Ab Runde 8 zählen hohe Würfel als 1. Wählen am Tisch alle gleichzeitig, bleibt jede Wahl verdeckt, bis alle gewählt haben; wer noch nicht gewählt hat, darf aber zuerst die Würfel der anderen sehen wollen: Der Rest der Würfelwahl dieser Runde wird dann in der Reihenfolge auf der Stadtmauer gespielt (getroffene Wahlen bleiben und werden aufgedeckt).
macao-rules-actions = In deinem Zug, in beliebiger Reihenfolge: Karten aktivieren, einen Stadtteil in Besitz nehmen, einmal auf der Mauer vorrücken, segeln und liefern, einmal Prestige kaufen, aktive Karten und Joker nutzen. Unbenutzte Aktionssteine kommen am Ende deines Zuges zurück in den Vorrat.
macao-rules-city = Nimm jede Runde einen freien Stadtteil in Besitz, indem du genau seine Aktionssteine zahlst. Sein Warenplättchen kommt auf dein Schiff, ein Joker-Plättchen neben dein Tableau. Am Ende bringt deine größte zusammenhängende Gruppe von Stadtteilen 2 PP pro Stadtteil.
macao-rules-wall = Die Stadtmauer bestimmt die Zugreihenfolge: Wer weiter vorn steht, ist zuerst am Zug, auf einem Stapel die obere Scheibe vor den unteren. 1/2/3/4 Felder kosten 1/3/5/7 Aktionssteine beliebiger Farben, einmal pro Runde. Auf dem letzten Feld kommen Neuankömmlinge nach unten.
macao-rules-ship = Segeln kostet 1 Aktionsstein beliebiger Farbe pro Feld, Häfen mitgezählt. In einem Hafen darfst du kostenlos Waren liefern, die er verlangt: Jedes Plättchen deckt das wertvollste freie Feld ab und bringt dessen PP.
macao-rules-prestige = Zahle einmal pro Runde den Tributwert in Gold für seine PP. Der Tributwert ist die Summe der gelben (Gold) und der roten (PP) Zahlen der sechs aufgedeckten Karten.
macao-rules-jokers = Ein Joker bringt einmalig 1 Aktionsstein beliebiger Farbe oder 3 Gold, in deinem Zug.
macao-rules-end = Nach Runde 12: Jede Karte, die noch auf deinem Tableau liegt, bringt einen Strafmarker (nicht mit dem Abt), jeder Strafmarker kostet 3 PP, Spielende-Karten werden gewertet, dann bringt deine größte Gruppe von Stadtteilen 2 PP pro Stadtteil.

## Themennamen (Auswahl bei /rules)

macao-rules-overview-title = Überblick
macao-rules-round-title = Die Runde
macao-rules-cards-title = Karten
macao-rules-dice-title = Würfel und Windrose
macao-rules-actions-title = Aktionen
macao-rules-city-title = Stadtteile
macao-rules-wall-title = Stadtmauer
macao-rules-ship-title = Schiff und Häfen
macao-rules-prestige-title = Prestige (Tribut)
macao-rules-jokers-title = Joker
macao-rules-end-title = Spielende
