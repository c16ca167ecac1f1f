### Crown of Emara: ayuda de reglas, un mensaje por tema de /rules (con nuestras palabras).

emara-rules-overview = Crown of Emara: 6 rondas de 3 turnos cada una. Consigue puntos de ciudadano (PCi) y puntos de construcción (PCo); tu puntuación es el menor de los dos.
emara-rules-setup = Cada jugador empieza con 0 PCi, con sus PCo en el espacio inicial de los edificios que indica la carta de evento inicial (35 en la primera partida), un consejero en cada tablero, un recurso de su ubicación del campo y 3 cartas de acción.
emara-rules-turn = Juega una carta en un espacio vacío (1, 2 o 3 pasos). Después, en el orden que quieras: la acción de la carta, el movimiento (obligatorio) y, como máximo, una vez cada acción de bonificación. Luego termina tu turno.
emara-rules-movement = Mueve un consejero en el sentido de las agujas del reloj exactamente tantos pasos como indica el espacio. Puedes usar la ubicación a la que llegas.
emara-rules-countryside = Campo: toma 1 recurso de la ubicación; cada uno de tus artesanos que haya allí te da 1 más o convierte 1 grano en 1 pan.
emara-rules-castle = Castillo: regala recursos al rey (el marcador indica cuántos) a cambio de un anillo de sello, y/o descarta 1 libro para recibir 5 PCo.
emara-rules-cathedral = Catedral: dona recursos (el marcador indica cuántos) a cambio de un libro; roba 3 fichas de favor y quédate con 1.
emara-rules-market = Mercado: paga 1 recurso para obtener 1 moneda de oro, y/o entrega de 1 a 5 libros por 3/6/10/15/21 PCi.
emara-rules-construction_site = Sitio de construcción: entrega una piedra (5 PCo + los PCi del marcador), de 1 a 3 panes (los PCi del marcador por cada uno) y 1 madera (5 PCo) o 3 maderas (10 PCo).
emara-rules-favors = Fichas de favor: canjea las fichas de una ubicación de la ciudad cuando uno de tus consejeros llega allí o cuando la usas con la carta Acción de ciudad. Al final, cada ficha sin usar vale 1 punto.
emara-rules-bonus = Acciones de bonificación, cada una como máximo una vez por turno: aumentar tu rango noble, contratar a un artesano, reclutar un asesor.
emara-rules-nobility = Los rangos van en este orden: barón, conde, príncipe, marqués y duque. Paga monedas de oro y anillos, toma la carta superior de ese rango y obtén sus PCi.
emara-rules-craftsmen = Contrata a un artesano en una cabaña libre de la ubicación del campo donde está tu consejero; paga el costo de la cabaña y obtén 1/2/3/4 PCi. Como máximo 3 artesanos tuyos por ubicación.
emara-rules-advisors = Recluta un asesor donde está tu consejero de la ciudad; paga su costo y obtén sus PCi. Algunos actúan una sola vez, otros una vez por turno y otros siempre.
emara-rules-events = Cada ronda se revela un evento: un regalo inmediato, un cambio de reglas durante la ronda o un intercambio al final de la ronda.
emara-rules-end_of_round = Cuando cada jugador ha jugado 3 turnos: evento de fin de ronda, la estatua pasa al siguiente jugador, se vacían los espacios, tras la tercera ronda se barajan los mazos y todos roban 3 cartas.
emara-rules-scoring = Al final, lo que sobra da puntos (anillo 2; moneda de oro, libro, pan y ficha de favor 1; cada 2 recursos 1), que se reparten libremente entre PCi y PCo. Puntuación = la pista más baja. Empates: gana quien tenga más en la otra pista, después el rango noble más alto, después más PCi en la carta de nobleza más alta.
emara-rules-variants = Disposición aleatoria: las 8 ubicaciones se mezclan en los dos tableros. Selección completa: las 9 cartas de acción en la mano.
emara-rules-solo = Solitario: vence a Victoria, que solo obtiene PCi de los marcadores del sitio de construcción y de una carta de nobleza tras las rondas 2 a 5.

## Títulos de los temas (la lista de temas de /rules), tomados de los capítulos del reglamento

emara-rules-overview-title = Cómo se juega
emara-rules-setup-title = Preparación
emara-rules-turn-title = El turno de un jugador
emara-rules-movement-title = Acción de movimiento
emara-rules-countryside-title = Acciones en el campo
emara-rules-castle-title = Castillo
emara-rules-cathedral-title = Catedral
emara-rules-market-title = Mercado
emara-rules-construction_site-title = Sitio de construcción
emara-rules-favors-title = Fichas de favor
emara-rules-bonus-title = Acciones de bonificación
emara-rules-nobility-title = Aumentar el rango noble
emara-rules-craftsmen-title = Contratar a un artesano
emara-rules-advisors-title = Reclutar un asesor
emara-rules-events-title = Cartas de evento
emara-rules-end_of_round-title = Fin de la ronda
emara-rules-scoring-title = Fin del juego
emara-rules-variants-title = Variantes
emara-rules-solo-title = Modo en solitario
