### Crown of Emara: las dos pistas tras la puntuación final; cuenta la más baja.

emara-breakdown-cp = Puntos de ciudadano (PCi)
emara-breakdown-bp = Puntos de construcción (PCo)
