### Macao: de dónde vienen los puntos de prestigio (engine.core.breakdown).

macao-score-play = PP durante la partida
macao-score-cards = Cartas de final de partida
macao-score-city = Mayor grupo de barrios
macao-score-penalty = Marcadores de castigo
