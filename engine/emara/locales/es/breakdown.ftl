### Crown of Emara: las dos pistas tras la puntuación final; cuenta la más baja.

emara-score-cp = Puntos de ciudadano (PCi)
emara-score-bp = Puntos de construcción (PCo)
