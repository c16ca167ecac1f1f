### Macao: where the prestige points came from (engine.core.breakdown; scoring.score_breakdown).

macao-score-play = PP during play
macao-score-cards = Game-end cards
macao-score-city = Largest city group
macao-score-penalty = Punish markers
