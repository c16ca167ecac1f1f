### Lisboa: de dónde vienen las pelucas (engine.core.breakdown, §17.4).

lisboa-score-play = Pelucas durante la partida
lisboa-score-ships = Barcos
lisboa-score-sets = Conjuntos de escombros
lisboa-score-stores = Mayorías de tiendas
lisboa-score-money = Reis
lisboa-score-decrees = Decretos
lisboa-score-officials = Mayoría de funcionarios
lisboa-score-favors = Favores reales
