### Macao: woher die Prestigepunkte kamen (engine.core.breakdown).

macao-score-play = PP im Spiel
macao-score-cards = Karten zum Spielende
macao-score-city = Größte Stadtteil-Gruppe
macao-score-penalty = Strafmarker
