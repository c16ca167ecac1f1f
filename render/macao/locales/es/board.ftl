### Macao: todas las palabras de la imagen del tablero (render/macao). Los nombres de cartas, colores,
### mercancías, puertos, tipos de carta y momentos de uso son mensajes del propio juego
### (engine/macao/locales): se traducen allí, una vez. Estos textos tienen casi siempre un sitio fijo
### en la imagen: como mucho tan largos como los ingleses.
### Términos como en los mensajes del juego: PP, oro («3 de oro»), comodín, marcador de penalización.

## La banda de cabecera (texto de 40 px, se lee en el móvil)

# El estado arriba a la derecha: «Ronda 5/12 · Acciones» (ronda, separador, fase)
macao-board-round = Ronda { $n }/{ $rounds }
# Entre las partes de una línea (estado, puntuación, mazo y descarte)
macao-board-sep = { " " }·{ " " }
# El estado durante los dos pasos antes de la ronda 1 (primera carta, cubos iniciales)
macao-board-pregame = Preparación
# El estado cuando la partida ha terminado
macao-board-game_over = Fin de la partida
# Fases tras «Ronda 5/12 · »: la carta y los cubos iniciales antes de la partida, luego la elección
# de cartas, de dados y los turnos de acción (la última no se muestra: el estado dice «Fin de la partida»)
macao-board-phase-pick = Carta inicial
macao-board-phase-cubes = Cubos iniciales
macao-board-phase-draft = Cartas
macao-board-phase-dice = Dados
macao-board-phase-actions = Acciones
macao-board-phase-over = Fin de la partida
# Tras el nombre del jugador al que le toca
macao-board-to_move = juega
# Antes de las fichas de los jugadores que aún no han elegido dados (todos eligen a la vez)
macao-board-choosing = Eligen dados:
# Tras los nombres de los ganadores; $count: cuántos comparten la victoria
macao-board-win = { $count ->
    [one] gana
   *[other] ganan
}
# Un asiento sin nombre
macao-board-player = Jugador { $n }
# La puntuación de un jugador en la banda. «oro» sin «de» solo aquí: con «de oro» la cabecera de
# 4 jugadores se encoge hasta 30 px y deja de leerse bien en el móvil
macao-board-score = { $pp } PP · { $gold } oro
# La tercera fila: el tributo de esta ronda (comprar prestigio: pagas el oro, obtienes los PP) ...
macao-board-tribute = Tributo: { $gold } de oro → { $pp } PP
# ... o antes de la ronda 1
macao-board-no_tribute = Aún sin tributo
# ... y el orden de turno (siguen las fichas de los jugadores)
macao-board-order = Orden:

## Las cartas de la ronda

# El título de la fila de cartas entre las que eligen los jugadores
macao-board-offer = Cartas en oferta
# Junto al título mientras no hay ninguna carta en oferta
macao-board-offer_none = ninguna
# El mazo boca abajo: solo se muestra cuántas cartas tiene
macao-board-deck = { $n ->
    [one] Mazo: 1 carta
   *[other] Mazo: { $n } cartas
}
# El tamaño de la pila de descarte, boca arriba
macao-board-discard = Descarte: { $n }
# Antes de las parejas de oficinas de las rondas siguientes (número de ronda, y cada oficina como un cubo con su número)
macao-board-offices_coming = Próx. oficinas:

## La ciudad

# El título de los 30 barrios de la ciudad
macao-board-city = Ciudad
# Junto al título: qué son los cubos de un barrio y qué guardan los barrios oscuros
macao-board-city_hint = costo en cubos · oscuro: comodín

## El mar y los puertos

# El título del mapa del mar
macao-board-sea = Mar
# Junto al título: navegar cuesta 1 cubo por casilla; una entrega ocupa la mejor casilla libre del puerto
macao-board-sea_hint = 1 cubo por casilla · puerto: mejor casilla libre
# La salida de todos los barcos en el mapa del mar y en los paneles
macao-board-harbour = Macao

## La muralla

# El título de las 16 casillas de la muralla
macao-board-wall = Muralla
# Un avance y su costo, como «2 → 3» (2 casillas por 3 cubos); se unen en la ayuda de abajo
macao-board-wall_cost = { $n } → { $cubes }
# Junto al título: $costs enumera los avances («1 → 1 · 2 → 3 …»); el disco de arriba de una pila mueve primero
macao-board-wall_hint = casillas → cubos: { $costs } · primero el disco de arriba

## Los paneles de los jugadores

# La flecha de la rosa de los vientos: los cubos de acción de esta ronda (los lados 1-6 son números)
macao-board-rose_arrow = →
# La fila de cartas tomadas y aún no activadas (el tablero personal)
macao-board-tableau = Tablero
# La fila de cartas activadas
macao-board-active = Activas
# Una fila sin cartas
macao-board-none = ninguna
# Más cartas de las que caben en la fila
macao-board-more = +{ $n }
# Puntos de prestigio, oro, comodines y marcadores de penalización junto al nombre del jugador
macao-board-pp = { $n } PP
macao-board-gold = { $n } de oro
macao-board-jokers = { $n ->
    [one] 1 comodín
   *[other] { $n } comodines
}
# Los marcadores de penalización, abreviados a «penalizaciones»: el término entero no deja sitio a la línea de la derecha
macao-board-markers = { $n ->
    [one] 1 penalización
   *[other] { $n } penalizaciones
}
# La insignia de la puntuación final
macao-board-total = Total { $n }
# El panel del jugador activo: lo que pagan ahora sus cubos de acción (también resaltado en el tablero):
# cartas que activar, barrios que tomar, cuántas casillas de muralla como mucho (muralla +N, para que
# la línea quepa), puertos a su alcance
macao-board-affords = Cubos para: { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
} · { $quarters ->
    [one] 1 barrio
   *[other] { $quarters } barrios
} · muralla +{ $wall } · { $ports ->
    [one] 1 puerto
   *[other] { $ports } puertos
}
# El panel de un jugador que puede actuar ahora (fuera de la fase de acciones)
macao-board-to_move_tag = juega
# Dónde está el barco ($node: un puerto, Macao o una casilla de mar S1, N2…); sigue su carga
macao-board-ship = Barco: { $node }
# Antes de los dos dados que el jugador eligió esta ronda (cada uno, un cubo de su color y su número)
macao-board-dice = Dados:
# Elegidos a la vez que los demás: se muestran cuando todos han elegido
macao-board-dice_hidden = elegidos (ocultos por ahora)
# Aún sin elegir esta ronda
macao-board-dice_none = sin elegir
# Barrios propios y losetas de mercancía entregadas
macao-board-holdings = { $quarters ->
    [one] 1 barrio
   *[other] { $quarters } barrios
} · { $delivered ->
    [one] 1 entrega
   *[other] { $delivered } entregas
}

## La puntuación final

# El título de la clasificación al final
macao-board-final = Puntuación final
# Encabezados de columna, uno por parte del recuento final: cartas que quedan sin activar, marcadores
# de penalización, los PP que cuestan, PP de cartas de fin de partida, PP del mayor grupo de barrios,
# el tamaño del grupo, el total final
macao-board-final-tableau = Sin activar
macao-board-final-markers = Marcadores
macao-board-final-penalty = Penalización
macao-board-final-cards = PP cartas
macao-board-final-city = PP ciudad
macao-board-final-chain = Grupo
macao-board-final-total = Total

## La leyenda de abajo

# Antes de la letra de cada cubo con el nombre de su color
macao-board-key_cubes = Cubos:
# Junto a la loseta de comodín
macao-board-key_joker = comodín
# Antes de la marca de cada mercancía con su nombre
macao-board-key_goods = Mercancías:

## La letra de cada cubo (el color nunca es la única pista): una letra cada uno, todas distintas

macao-board-cube-red = R
macao-board-cube-blue = A
macao-board-cube-green = V
macao-board-cube-black = N
macao-board-cube-grey = G
macao-board-cube-purple = M

## La marca de cada loseta de mercancía: como mucho 2 letras, todas distintas

macao-board-good-lacquer = La
macao-board-good-rice = Ar
macao-board-good-tea = Té
macao-board-good-jade = Ja
macao-board-good-silk = Se
macao-board-good-paper = Pa
macao-board-good-porcelain = Po
macao-board-good-spices = Es
