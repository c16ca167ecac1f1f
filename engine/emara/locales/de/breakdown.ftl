### Crown of Emara: die beiden Leisten nach der Schlusswertung; es zählt die niedrigere.

emara-breakdown-cp = Bürger-Punkte (BüP)
emara-breakdown-bp = Bau-Punkte (BaP)
