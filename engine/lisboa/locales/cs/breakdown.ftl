### Lisboa: odkud se vzaly paruky (engine.core.breakdown, §17.4).

lisboa-breakdown-play = Paruky během hry
lisboa-breakdown-ships = Lodě
lisboa-breakdown-sets = Sady sutin
lisboa-breakdown-stores = Většina obchodů
lisboa-breakdown-money = Réis
lisboa-breakdown-decrees = Dekrety
lisboa-breakdown-officials = Většina úředníků
lisboa-breakdown-favors = Královská přízeň
