### Lisboa: woher die Perücken kamen (engine.core.breakdown, §17.4).

lisboa-score-play = Perücken im Spiel
lisboa-score-ships = Schiffe
lisboa-score-sets = Schuttsätze
lisboa-score-stores = Geschäfte-Mehrheiten
lisboa-score-money = Réis
lisboa-score-decrees = Dekrete
lisboa-score-officials = Beamten-Mehrheit
lisboa-score-favors = Königliche Gunst
