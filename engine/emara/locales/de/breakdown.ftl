### Crown of Emara: die beiden Leisten nach der Schlusswertung; es zählt die niedrigere.

emara-score-cp = Bürger-Punkte (BüP)
emara-score-bp = Bau-Punkte (BaP)
