### Crown of Emara: obě stupnice po závěrečném bodování; skóre je nižší z nich.

emara-score-cp = Občanské body (OB)
emara-score-bp = Stavební body (SB)
