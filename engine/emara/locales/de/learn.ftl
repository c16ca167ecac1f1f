### Crown of Emara: die geführte erste Partie (/learn). Eine Nachricht je Regel (engine/emara/learn.py):
### zwei oder drei Sätze zur Regel, die gerade gilt, und ihr Begriff, wie ihn die Regel schreibt (-term).

emara-learn-turn = In jeder Runde spielst du deine 3 Karten, eine pro Zug. Lege eine Karte auf einen freien Ablageplatz: die Karte gibt ihre Kartenaktion, der Platz (1, 2 oder 3), wie weit ein Ratsmitglied zieht; dann führst du in beliebiger Reihenfolge die Kartenaktion, die Bewegung und bis zu drei Zusatzaktionen aus. Den Zug beendest du selbst, wenn du fertig bist.
emara-learn-turn-term = Spielzüge
emara-learn-town = Ein Ratsmitglied, das an einem Ort in der Stadt ankommt (Burg, Kirche, Markt, Baustelle), darf jede seiner Teilaktionen einmal nutzen, in beliebiger Reihenfolge. Geschenke und Spenden dort bringen Bürger-Punkte (BüP) und Bau-Punkte, wie der Marker zeigt.
emara-learn-town-term = Orte in der Stadt
emara-learn-countryside = An einem Ort auf dem Land nimmst du 1 Rohstoff des Ortes. Jeder deiner Handwerker dort bringt 1 weiteren oder macht aus 1 Getreide 1 Brot.
emara-learn-countryside-term = Orte auf dem Land
emara-learn-payment = Kosten zahlst du mit Rohstoffen deiner Wahl, wo die Regel es erlaubt. Wähle, welche du abgibst: behalte die, die du für das nächste Geschenk oder die nächste Zusatzaktion brauchst.
emara-learn-payment-term = Rohstoffe abgeben
emara-learn-favor = Gunst-Plättchen eines Ortes in der Stadt löst du ein, wenn dein Ratsmitglied dort ankommt oder du den Ort mit der Stadtaktion nutzt. Nicht eingelöste Plättchen zählen am Ende noch Punkte.
emara-learn-favor-term = Gunst-Plättchen
emara-learn-hire = Stelle einen Handwerker in einer freien Hütte des Ortes auf dem Land ein, wo dein Ratsmitglied steht: zahle die Kosten der Hütte und erhalte ihre BüP. Jeder Handwerker bringt dort dann bei jeder Nutzung mehr.
emara-learn-hire-term = Handwerker einstellen
emara-learn-recruit = Wirb einen Berater an, wo dein Ratsmitglied in der Stadt steht: zahle seine Kosten und erhalte seine BüP. Manche Berater wirken sofort und einmal, andere einmal pro Zug oder am Ende.
emara-learn-recruit-term = Berater anwerben
emara-learn-advisor = Ein Berater, den du angeworben hast, bietet jetzt seine Fähigkeit an. Nutze sie, wenn sie dich dem nächsten Geschenk, der nächsten Spende oder Zusatzaktion näher bringt.
emara-learn-advisor-term = Berater
emara-learn-end_of_round = Nach dem dritten Zug aller Spieler endet die Runde: ein Rundenende-Ereignis darf einmal genutzt werden, die Statue wandert weiter und jeder zieht 3 neue Karten.
emara-learn-end_of_round-term = Rundenende
emara-learn-scoring = Am Ende bringen übrige Rohstoffe Punkte, und es zählt die niedrigere deiner beiden Leisten: Bürger-Punkte oder Bau-Punkte. Halte also beide Leisten nah beieinander.
emara-learn-scoring-term = Schlusswertung
emara-learn-setup = Vor der ersten Runde nimmst du deine Start-Rohstoffe und stellst deine Ratsmitglieder, wie der Spielaufbau es sagt.
emara-learn-setup-term = Spielaufbau
