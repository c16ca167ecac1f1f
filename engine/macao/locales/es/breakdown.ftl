### Macao: de dónde vienen los puntos de prestigio (engine.core.breakdown).

macao-breakdown-play = PP durante la partida
macao-breakdown-cards = Cartas de final de partida
macao-breakdown-city = Mayor grupo de barrios
macao-breakdown-penalty = Marcadores de castigo
