### Crown of Emara: la regla de cada decisión (el «?» del panel), una por paso, con el término y la sección del reglamento.

emara-why-payment = **Pagar un coste** (reglamento: El turno de un jugador)
    { emara-rules-turn }
emara-why-location = **Usar una ubicación** (reglamento: Acción de movimiento)
    { emara-rules-movement }
emara-why-craft = **Artesano** (reglamento: Acciones de ubicación en el campo)
    { emara-rules-countryside }
emara-why-keep_favor = **Fichas de favor** (reglamento: Acciones de ubicación de la ciudad)
    { emara-rules-favors }
emara-why-hire = **Contratar un artesano** (reglamento: Acciones de bonificación)
    { emara-rules-craftsmen }
emara-why-recruit = **Reclutar un asesor** (reglamento: Acciones de bonificación)
    { emara-rules-advisors }
emara-why-hire_recruit_card = **Contratar o reclutar, 1 más barato** (reglamento: Acción de la tarjeta)
    { emara-rules-bonus }
emara-why-merchant = **Mercader** (reglamento: Acción de la tarjeta)
    { emara-rules-turn }
emara-why-pick_card = **Jugar una tarjeta** (reglamento: El turno de un jugador)
    { emara-rules-turn }
emara-why-split_page = **Puntuación final: sobrantes** (reglamento: Fin del juego)
    { emara-rules-scoring }
emara-why-relocate = **Consejero al otro tablero** (reglamento: Preparar)
    { emara-rules-setup }
emara-why-play = **El turno de un jugador** (reglamento: El turno de un jugador)
    { emara-rules-turn }
emara-why-end_of_round = **Evento de fin de ronda** (reglamento: Curso del juego: fin de ronda)
    { emara-rules-end_of_round }
emara-why-final_scoring = **Puntuación final: sobrantes** (reglamento: Fin del juego)
    { emara-rules-scoring }
emara-why-setup = **Recurso inicial** (reglamento: Preparar)
    { emara-rules-setup }
