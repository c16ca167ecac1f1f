### Lisboa: woher die Perücken kamen (engine.core.breakdown, §17.4).

lisboa-breakdown-play = Perücken im Spiel
lisboa-breakdown-ships = Schiffe
lisboa-breakdown-sets = Schuttsätze
lisboa-breakdown-stores = Geschäfte-Mehrheiten
lisboa-breakdown-money = Réis
lisboa-breakdown-decrees = Dekrete
lisboa-breakdown-officials = Beamten-Mehrheit
lisboa-breakdown-favors = Königliche Gunst
