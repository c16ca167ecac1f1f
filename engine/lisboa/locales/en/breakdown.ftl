### Lisboa: where the wigs came from (engine.core.breakdown; scoring.score_breakdown, §17.4).

lisboa-score-play = Wigs during play
lisboa-score-ships = Ships
lisboa-score-sets = Rubble sets
lisboa-score-stores = Store majorities
lisboa-score-money = Reis
lisboa-score-decrees = Decrees
lisboa-score-officials = Officials majority
lisboa-score-favors = Royal Favors
