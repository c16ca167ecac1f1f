### Crown of Emara: Regelhilfe, eine Nachricht pro /rules-Thema (in eigenen Worten).

emara-rules-overview = Crown of Emara: 6 Runden mit je 3 Zügen. Sammle Bürger-Punkte (BüP) und Bau-Punkte (BaP); dein Ergebnis ist der niedrigere der beiden Werte.
emara-rules-setup = Jeder Spieler beginnt mit 0 BüP; sein Haus-Zählstein steht auf dem Haus-Startwert der Start-Ereigniskarte (35 in der ersten Partie). Dazu kommen je ein Ratsmitglied auf jedem Spielplan, ein Rohstoff von seinem Ort auf dem Land und 3 Aktionskarten.
emara-rules-turn = Spiele eine Karte auf einen freien Ablageplatz (1, 2 oder 3 Schritte). Dann in beliebiger Reihenfolge: die Kartenaktion, die Bewegungsaktion (Pflicht) und jede Zusatzaktion höchstens einmal. Danach beendest du deinen Zug.
emara-rules-movement = Bewege ein Ratsmitglied im Uhrzeigersinn um genau so viele Schritte, wie der Ablageplatz zeigt. Du darfst die Aktion des Zielortes ausführen.
emara-rules-countryside = Orte auf dem Land: Nimm 1 Rohstoff des Ortes; jeder deiner Handwerker dort bringt 1 weiteren oder macht aus 1 Getreide 1 Brot.
emara-rules-castle = Burg: Schenke dem König Rohstoffe (der Geschenk-Marker zeigt, wie viele) für einen Siegelring und/oder gib 1 Buch für 5 BaP ab.
emara-rules-cathedral = Kirche: Spende Rohstoffe (der Spenden-Marker zeigt, wie viele) für ein Buch; ziehe 3 Gunst-Plättchen und behalte 1.
emara-rules-market = Markt: Gib 1 Rohstoff für 1 Goldmünze ab und/oder gib 1–5 Bücher für 3/6/10/15/21 BüP ab.
emara-rules-construction_site = Baustelle: Liefere einen Stein (5 BaP + BüP laut Marker), 1–3 Brote (je Brot BüP laut Marker) und 1 Holz (5 BaP) oder 3 Holz (10 BaP).
emara-rules-favors = Gunst-Plättchen: Löse die Plättchen eines Ortes in der Stadt ein, wenn ein Ratsmitglied dort ankommt oder du den Ort mit der Stadtaktion nutzt. Nicht eingelöste Plättchen zählen am Ende 1 Punkt.
emara-rules-bonus = Zusatzaktionen, jede höchstens einmal pro Zug: Adelstitel erhöhen, Handwerker einstellen, Berater anwerben.
emara-rules-nobility = Die Adelstitel folgen der Reihe nach: Baron, Graf, Fürst, Markgraf, Herzog. Zahle Goldmünzen und Siegelringe, nimm die oberste Karte des Titels und erhalte ihre BüP.
emara-rules-craftsmen = Stelle einen Handwerker in einer freien Hütte ein, wo dein Ratsmitglied auf dem Land steht; zahle die Kosten der Hütte und erhalte 1/2/3/4 BüP. Höchstens 3 eigene Handwerker pro Ort.
emara-rules-advisors = Wirb einen Berater an dem Ort in der Stadt an, wo dein Ratsmitglied steht; zahle seine Kosten und erhalte seine BüP. Manche wirken einmal, manche einmal pro Zug, manche dauerhaft.
emara-rules-events = Jede Runde wird ein Ereignis aufgedeckt: ein sofortiges Geschenk, eine Regeländerung für die Runde oder ein Tausch am Rundenende.
emara-rules-end_of_round = Nach je 3 Zügen: Ereignis zum Rundenende, die Statue wandert weiter, die Ablageplätze werden frei, nach Runde 3 werden die Stapel neu gemischt, jeder zieht 3 Karten.
emara-rules-scoring = Am Ende bringen Reste Punkte (Siegelring 2; Goldmünze, Buch, Brot, Gunst-Plättchen je 1; je 2 Rohstoffe 1), frei auf BüP und BaP verteilt. Ergebnis = der niedrigere Wert. Bei Gleichstand: höherer anderer Wert, höherer Adelstitel, mehr BüP auf der höchsten Adelskarte.
emara-rules-variants = Zufällige Ortsverteilung mischt alle 8 Orte auf die beiden Spielpläne. In der Experten-Version hast du alle 9 Karten auf der Hand.
emara-rules-solo = Solomodus: Schlage Victoria. Sie erhält nur BüP, von den Markern der Baustelle und nach den Runden 2–5 von einer Adelskarte.

## Titel der Themen (die Themenliste von /rules)

emara-rules-overview-title = Überblick
emara-rules-setup-title = Spielaufbau
emara-rules-turn-title = Spielzüge
emara-rules-movement-title = Bewegungsaktion
emara-rules-countryside-title = Orte auf dem Land
emara-rules-castle-title = Burg
emara-rules-cathedral-title = Kirche
emara-rules-market-title = Markt
emara-rules-construction_site-title = Baustelle
emara-rules-favors-title = Gunst-Plättchen
emara-rules-bonus-title = Zusatzaktionen
emara-rules-nobility-title = Adelstitel erhöhen
emara-rules-craftsmen-title = Handwerker einstellen
emara-rules-advisors-title = Berater anwerben
emara-rules-events-title = Ereigniskarten
emara-rules-end_of_round-title = Rundenende
emara-rules-scoring-title = Schlusswertung
emara-rules-variants-title = Varianten
emara-rules-solo-title = Solomodus
