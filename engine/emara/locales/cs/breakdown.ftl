### Crown of Emara: obě stupnice po závěrečném bodování; skóre je nižší z nich.

emara-breakdown-cp = Občanské body (OB)
emara-breakdown-bp = Stavební body (SB)
