### Lisboa: odkud se vzaly paruky (engine.core.breakdown, §17.4).

lisboa-score-play = Paruky během hry
lisboa-score-ships = Lodě
lisboa-score-sets = Sady sutin
lisboa-score-stores = Většina obchodů
lisboa-score-money = Réis
lisboa-score-decrees = Dekrety
lisboa-score-officials = Většina úředníků
lisboa-score-favors = Královská přízeň
