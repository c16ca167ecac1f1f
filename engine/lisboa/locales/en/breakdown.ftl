### Lisboa: where the wigs came from (engine.core.breakdown; scoring.score_breakdown, §17.4).

lisboa-breakdown-play = Wigs during play
lisboa-breakdown-ships = Ships
lisboa-breakdown-sets = Rubble sets
lisboa-breakdown-stores = Store majorities
lisboa-breakdown-money = Reis
lisboa-breakdown-decrees = Decrees
lisboa-breakdown-officials = Officials majority
lisboa-breakdown-favors = Royal Favors
