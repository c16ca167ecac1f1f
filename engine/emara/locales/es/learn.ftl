### Crown of Emara: la primera partida guiada (/learn). Un mensaje por regla (engine/emara/learn.py): dos
### o tres frases sobre la regla en juego y su término tal como lo escribe el reglamento (-term).

emara-learn-turn = En cada ronda juegas tus 3 cartas, una por turno. Pon una carta en una casilla libre: la carta da su acción de carta y la casilla (1, 2 o 3) cuánto avanza un consejero; después, en el orden que quieras, haz la acción de carta, el movimiento y hasta tres acciones de bonificación. Tú terminas el turno cuando acabes.
emara-learn-turn-term = El turno de un jugador
emara-learn-town = Un consejero que llega a una ubicación de la ciudad (castillo, catedral, mercado, sitio de construcción) puede usar cada una de sus subacciones una vez, en cualquier orden. Los regalos y donaciones allí dan puntos de ciudadano y puntos de construcción según el marcador.
emara-learn-town-term = Ubicaciones de la ciudad
emara-learn-countryside = En una ubicación de campo tomas 1 recurso de esa ubicación. Cada uno de tus artesanos allí añade 1 más, o convierte 1 grano en 1 pan.
emara-learn-countryside-term = Acciones en el campo
emara-learn-payment = Un costo se paga con los recursos que elijas cuando la regla lo permite. Elige cuáles entregas: guarda los que necesitarás para el próximo regalo o acción de bonificación.
emara-learn-payment-term = Pagar recursos
emara-learn-favor = Las fichas de favor de una ubicación de la ciudad se canjean cuando tu consejero llega allí o usas su acción con la carta de acción de ciudad. Las fichas sin usar aún dan puntos al final.
emara-learn-favor-term = Fichas de favor
emara-learn-hire = Contrata a un artesano en una choza libre de la ubicación de campo donde está tu consejero: paga el costo de la choza y gana sus puntos de ciudadano. Cada artesano da más allí cada vez que la uses.
emara-learn-hire-term = Contratar a un artesano
emara-learn-recruit = Recluta un asesor donde está tu consejero de la ciudad: paga su costo y gana sus puntos de ciudadano. Algunos asesores actúan una vez al momento, otros una vez por turno o al final.
emara-learn-recruit-term = Reclutar un asesor
emara-learn-advisor = Un asesor que reclutaste ofrece ahora su habilidad. Úsala cuando te acerque al próximo regalo, donación o acción de bonificación.
emara-learn-advisor-term = Asesores
emara-learn-end_of_round = Tras el tercer turno de todos los jugadores la ronda termina: un evento de fin de ronda puede usarse una vez, la estatua pasa al siguiente y cada uno roba 3 cartas nuevas.
emara-learn-end_of_round-term = Fin de la ronda
emara-learn-scoring = Al final los recursos sobrantes dan puntos y cuenta el menor de tus dos marcadores: puntos de ciudadano o puntos de construcción. Así que mantén ambos cerca.
emara-learn-scoring-term = Fin del juego
emara-learn-setup = Antes de la primera ronda tomas tus recursos iniciales y colocas tus consejeros como indica la preparación.
emara-learn-setup-term = Preparación
