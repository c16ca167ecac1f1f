### Macao: ayuda de reglas, un mensaje por tema de /rules (con nuestras palabras, según el reglamento).

macao-rules-overview = Macao: 12 rondas. Reúne cubos de acción en tu rosa de los vientos, activa cartas, toma barrios de la ciudad, lleva mercancías en barco a Europa y compra prestigio. Gana quien tenga más puntos de prestigio (PP); en caso de empate, quien esté más adelantado en la muralla.
macao-rules-round = Cada ronda tiene tres fases. Fase 1, cartas: 2 oficinas + 4 cartas, el tributo y la elección de cartas en el orden de la muralla. Fase 2, dados: elige dos y gira la rosa. Fase 3, acciones: el turno completo de cada jugador en el orden de la muralla.
macao-rules-cards = Cada ronda toma una carta de la oferta para tu tablero personal (máximo 5; con una sexta descartas una y recibes un marcador de penalización). Activa una carta pagando exactamente los cubos impresos en ella; las cartas activas funcionan una vez por ronda, salvo que digan otra cosa.
macao-rules-dice = Se tiran seis dados. Elige dos distintos: cada uno te da tantos cubos de su color como puntos muestra, que colocas en ese lado de tu rosa. Después la rosa gira: los cubos que señala la flecha son tus cubos de acción de esta ronda. Si la flecha señala un lado vacío, recibes un marcador de penalización. Desde la ronda 8, los dados altos cuentan como 1. Si se juega con la opción de elegir los dados todos a la vez, cada elección queda oculta hasta que todos hayan elegido; pero quien aún no ha elegido puede pedir ver antes los dados de los demás: el resto de la elección de esa ronda se hace entonces en el orden de la muralla (las elecciones ya hechas se mantienen y se muestran).
macao-rules-actions = En tu turno, en el orden que quieras: activa cartas, toma un barrio, avanza una vez en la muralla, navega y entrega, compra prestigio una vez, usa cartas activas y comodines. Al terminar tu turno, los cubos de acción que no hayas usado vuelven a la reserva general.
macao-rules-city = Cada ronda puedes tomar un barrio libre pagando exactamente sus cubos. Su loseta de mercancía va a tu barco; una loseta de comodín, a tu reserva. Al final, tu mayor grupo de barrios conectados da 2 PP por barrio.
macao-rules-wall = La muralla fija el orden de turno: juega antes quien va más adelantado y, en una pila, el disco de arriba antes que los de abajo. Avanzar 1/2/3/4 casillas cuesta 1/3/5/7 cubos de cualquier color, una vez por ronda. En la última casilla, quien llega se coloca debajo.
macao-rules-ship = Navegar cuesta 1 cubo de cualquier color por casilla, puertos incluidos. En un puerto puedes entregar gratis las mercancías que pide: cada loseta cubre la casilla libre de más valor y te da sus PP.
macao-rules-prestige = Una vez por ronda, paga el tributo en oro y recibe sus PP. El tributo es la suma de los números amarillos (oro) y rojos (PP) de las seis cartas robadas.
macao-rules-jokers = Un comodín da 1 cubo del color que quieras o 3 de oro, una sola vez, en tu turno.
macao-rules-end = Tras la ronda 12: cada carta que siga en tu tablero personal es un marcador de penalización (no con el Abad), cada marcador de penalización resta 3 PP, puntúan las cartas de fin de partida y, por último, tu mayor grupo de barrios da 2 PP por barrio.

## Títulos de los temas (autocompletar de /rules)

macao-rules-overview-title = Resumen
macao-rules-round-title = La ronda
macao-rules-cards-title = Cartas
macao-rules-dice-title = Dados y rosa de los vientos
macao-rules-actions-title = Acciones
macao-rules-city-title = Barrios
macao-rules-wall-title = La muralla
macao-rules-ship-title = Barco y puertos
macao-rules-prestige-title = Prestigio (tributo)
macao-rules-jokers-title = Comodines
macao-rules-end-title = Fin de la partida
