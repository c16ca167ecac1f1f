### Macao: la primera partida guiada (/learn). Un mensaje por regla (engine/macao/learn.py): dos o tres
### frases sobre la regla en juego y su término tal como lo escribe el reglamento (-term).

macao-learn-first_card = Antes de la partida cada jugador toma una de las cartas a la vista para su tablero personal, en orden inverso de la muralla. Una carta que da cubos u oro cada ronda rinde desde la ronda 1.
macao-learn-first_card-term = Antes de la partida
macao-learn-start_cubes = Antes de la partida pones 1 cubo del color que quieras en el lado 1 de tu rosa de los vientos y 2 cubos de un mismo color en el lado 2. El lado 1 llega primero: elige el color que necesitará tu primera carta o barrio.
macao-learn-start_cubes-term = Antes de la partida
macao-learn-cards = Fase 1: cada ronda tomas una carta de la oferta para tu tablero personal. Caben 5 cartas como máximo; una sexta obliga a descartar una y tomar un marcador de penalización, así que activa cartas antes de que se llene.
macao-learn-cards-term = Fase 1: Cartas
macao-learn-dice = Fase 2: elige dos dados distintos; cada uno pone tantos cubos de su color como muestra en ese lado de tu rosa de los vientos. Luego la rosa gira: los cubos junto a la flecha son los cubos de acción de esta ronda, y una flecha vacía cuesta un marcador de penalización.
macao-learn-dice-term = Fase 2: Dados
macao-learn-actions = Fase 3: en tu turno, en el orden que quieras, activa cartas, toma un barrio, avanza en la muralla, navega y entrega, y compra prestigio una vez. Los cubos de acción sin usar vuelven a la reserva al terminar tu turno.
macao-learn-actions-term = Fase 3: Acciones
macao-learn-city = Toma un barrio libre por ronda pagando exactamente sus cubos. Su loseta de mercancía va a tu barco; al final tu mayor grupo de barrios conectados da 2 PP por barrio.
macao-learn-city-term = Barrios de la ciudad
macao-learn-cubes = Las cartas y los barrios se pagan con cubos de acción de los colores impresos. Paga con los colores que ya no necesitarás esta ronda.
macao-learn-cubes-term = Cubos de acción
macao-learn-joker = Un comodín da, una vez en tu turno, 1 cubo del color que quieras o 3 de oro. Guárdalo para el cubo que te falte.
macao-learn-joker-term = Comodines
macao-learn-ship = Navegar cuesta 1 cubo de cualquier color por casilla. En un puerto puedes entregar las mercancías que pide: cada loseta da los PP de la casilla libre más valiosa.
macao-learn-ship-term = El barco
macao-learn-wall = La muralla fija el orden de turno: quien está más adelante juega antes. Avanzar 1, 2, 3 o 4 casillas cuesta 1, 3, 5 o 7 cubos, una vez por ronda; al final la muralla rompe los empates.
macao-learn-wall-term = La muralla de la ciudad
