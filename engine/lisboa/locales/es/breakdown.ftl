### Lisboa: de dónde vienen las pelucas (engine.core.breakdown, §17.4).

lisboa-breakdown-play = Pelucas durante la partida
lisboa-breakdown-ships = Barcos
lisboa-breakdown-sets = Conjuntos de escombros
lisboa-breakdown-stores = Mayorías de tiendas
lisboa-breakdown-money = Reis
lisboa-breakdown-decrees = Decretos
lisboa-breakdown-officials = Mayoría de funcionarios
lisboa-breakdown-favors = Favores reales
