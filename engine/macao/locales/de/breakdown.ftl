### Macao: woher die Prestigepunkte kamen (engine.core.breakdown).

macao-breakdown-play = PP im Spiel
macao-breakdown-cards = Karten zum Spielende
macao-breakdown-city = Größte Stadtteil-Gruppe
macao-breakdown-penalty = Strafmarker
