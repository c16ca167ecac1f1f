### Macao: where the prestige points came from (engine.core.breakdown; scoring.score_breakdown).

macao-breakdown-play = PP during play
macao-breakdown-cards = Game-end cards
macao-breakdown-city = Largest city group
macao-breakdown-penalty = Punish markers
